// The consumer apps run.mjs builds and consumer.spec.ts drives, one per React version the design system's
// peer range accepts: the exact release installed, the folder under .work/ its build is copied to, the
// port Playwright serves it on, and what else the app already depends on.
// The React 19 app already has radix-ui and DOMPurify, each one patch below the release the design
// system is built and tested with (the repository's), inside the package's caret ranges: npm must
// install one copy of each, the app's, with none nested under the design system (run.mjs checks), and
// the app is driven in Chromium with them.
export const consumerApps = [
  { react: '18.3.1', folder: 'react-18', port: 6008, dependencies: {} },
  { react: '19.3.1', folder: 'react-19', port: 6009, dependencies: { 'radix-ui': '1.8.0', dompurify: '3.4.17' } },
];

// The app rendered on a server (ssr-app/): its React, its port, and the variable through which run.mjs
// tells Playwright where it installed it (outside the repository; see run.mjs).
export const ssrConsumerApp = { react: '19.3.1', port: 6010, dirVariable: 'CHAIRSIDE_CONSUMER_SSR_APP' };
