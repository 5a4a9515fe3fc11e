// The admin app's build and dev server. `npm run dev` proxies /api to the API server on 8080.
import { defineConfig } from 'vite';
import { sharedPlugins, sourceConditions } from '../../vite.config';

/**
 * What only the rich-text editor uses: Tiptap, ProseMirror and their helpers, the radix parts of its
 * toolbar (Select with its popper, Toolbar) and the design system's editor component. A package added
 * here that another route also imports makes scripts/bundle-budget.mjs report an editor leak, and a
 * module the editor needs that is missing here lands in a chunk that imports the editor back (a cycle
 * the script reports too, and which breaks the editor at run time).
 */
const editorOnly = [
  /[\\/]node_modules[\\/](?:@tiptap|prosemirror-[a-z-]+|linkifyjs|rope-sequence|orderedmap|w3c-keyname|fast-equals|@floating-ui)[\\/]/,
  /[\\/]node_modules[\\/]@radix-ui[\\/](?:number|react-(?:select|toolbar|toggle-group|toggle|popper|roving-focus|separator|direction|use-size|use-previous|use-is-hydrated))[\\/]/,
  // Both the wrapper (shim/with-selector.js) and what it requires (cjs/...-shim/with-selector.*.js):
  // split between chunks, the two import each other and the editor fails as it starts.
  /[\\/]node_modules[\\/]use-sync-external-store[\\/](?:shim|cjs[\\/]use-sync-external-store-shim)[\\/]with-selector/,
  /[\\/]design-system[\\/]src[\\/](?:editor\.ts|components[\\/]RichTextEditor[\\/])/,
];

export default defineConfig({
  ...sourceConditions,
  plugins: sharedPlugins(),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for local debugging and error tools but not referenced from the bundles; the
    // server does not serve them unless SERVE_SOURCE_MAPS=1, since they hold the app's whole source.
    sourcemap: 'hidden',
    // scripts/bundle-budget.mjs walks the chunk graph from the manifest (dist/.vite/manifest.json).
    manifest: true,
    // Hashed file names let the server cache assets for a year.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs at start, in two files instead of a dozen small shared chunks (each
            // gzipped on its own, they cost about 3 KiB more): the npm packages (React, react-dom,
            // React Router), which change rarely and stay cached across our releases, and our own code.
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
            {
              // The sanitised HTML view and its allowlist, which the editor, the editor pages, the policy
              // view and the public pages all use: a chunk of its own, so that none of those pages' own
              // chunks holds it and the editor never imports a page chunk back (a cycle).
              name: 'safe-html',
              includeDependenciesRecursively: false,
              test: /[\\/](?:design-system[\\/]src[\\/]components[\\/]SafeHtml|rich-text[\\/]src|node_modules[\\/]dompurify)[\\/]/,
            },
            {
              // Tiptap, ProseMirror and the design system's editor in one chunk named 'editor', which
              // only the editor routes import; scripts/bundle-budget.mjs finds it by that name.
              name: 'editor',
              // Only these modules: by default their dependencies (React, radix-ui, the design
              // system's shared parts) would be pulled in too, and the entry would import the editor.
              includeDependenciesRecursively: false,
              test: (id) => editorOnly.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/demo': 'http://127.0.0.1:8080', '/healthz': 'http://127.0.0.1:8080' },
  },
});
