// The consumer apps run.mjs builds and consumer.spec.ts drives, one per React version the design system's
// peer range accepts: the exact release installed, the folder under .work/ its build is copied to, and the
// port Playwright serves it on.
export const consumerApps = [
  { react: '18.3.1', folder: 'react-18', port: 6008 },
  { react: '19.3.1', folder: 'react-19', port: 6009 },
];

// The app rendered on a server (ssr-app/): its React, its port, and the variable through which run.mjs
// tells Playwright where it installed it (outside the repository; see run.mjs).
export const ssrConsumerApp = { react: '19.3.1', port: 6010, dirVariable: 'CHAIRSIDE_CONSUMER_SSR_APP' };
