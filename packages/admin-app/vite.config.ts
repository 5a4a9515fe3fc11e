// The admin app's build and dev server. `npm run dev` proxies /api to the API server on 8080.
import { defineConfig } from 'vite';
import { sharedPlugins, sourceConditions } from '../../vite.config';

export default defineConfig({
  ...sourceConditions,
  plugins: sharedPlugins(),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Hashed file names let the server cache assets for a year.
    assetsDir: 'assets',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/demo': 'http://127.0.0.1:8080', '/healthz': 'http://127.0.0.1:8080' },
  },
});
