// One config for both builds: `vite build --outDir dist/client` (the browser's bundle, from index.html)
// and `vite build --ssr src/entry-server.tsx --outDir dist/server` (the page's renderer, for Node).
import react from '@vitejs/plugin-react';

export default {
  plugins: [react()],
  logLevel: 'warn',
  build: { chunkSizeWarningLimit: 2000 },
  // Every package stays in node_modules and Node imports it when server.mjs starts, as a Node server
  // would: the design system's published ESM (so the test proves it loads in Node without a bundler)
  // and jsdom, which is CommonJS and reads files of its own at run time, so is not for bundling.
  ssr: { external: true },
};
