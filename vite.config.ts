/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defaultClientConditions, defaultServerConditions, defineConfig, type PluginOption, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommandContext } from 'vitest/node';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The Vite plugins every package builds with: React and vanilla-extract's zero-runtime CSS. */
export const sharedPlugins = (): PluginOption[] => [
  react(),
  vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' }),
];

// Discovered late on a cold cache, which makes Vite reload the page in the middle of a browser run.
const browserDeps = [
  '@vanilla-extract/css/adapter',
  '@vanilla-extract/css',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'msw-storybook-addon/csf3',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'radix-ui',
  'storybook/test',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  'dompurify',
  '@tiptap/core',
  '@tiptap/react',
  '@tiptap/extension-blockquote',
  '@tiptap/extension-bold',
  '@tiptap/extension-document',
  '@tiptap/extension-hard-break',
  '@tiptap/extension-heading',
  '@tiptap/extension-italic',
  '@tiptap/extension-link',
  '@tiptap/extension-list/bullet-list',
  '@tiptap/extension-list/item',
  '@tiptap/extension-list/keymap',
  '@tiptap/extension-list/ordered-list',
  '@tiptap/extension-paragraph',
  '@tiptap/extension-strike',
  '@tiptap/extension-text',
  '@tiptap/extension-underline',
  '@tiptap/extensions/drop-cursor',
  '@tiptap/extensions/gap-cursor',
  '@tiptap/extensions/undo-redo',
  '@tiptap/extension-image',
  '@tiptap/extension-text-align',
  '@tiptap/extension-text-style',
  '@tiptap/pm/state',
  '@tiptap/pm/view',
  '@tiptap/pm/model',
  'react-router',
  'swr',
  'swr/mutation',
  // Imported only when a passkey is used, so found late (issue 17's sign-in steps).
  '@simplewebauthn/browser',
];

/**
 * Vitest's browser mode in Debian's headless Chromium (browsers cannot be downloaded here). A new object
 * for each project: Vitest names each project's browser instance in place.
 */
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'] } })],
  define: { __STORYBOOK_THEME__: JSON.stringify(theme) },
  optimizeDeps: { include: browserDeps },
  test: {
    name: theme === 'light' ? 'storybook' : 'storybook-dark',
    // The visual run plays every design-system story in the dark theme, with axe, as it screenshots it
    // (visual/stories.spec.ts), and `npm test`'s light run checks each app screen in dark where its play
    // ends (.storybook/preview.tsx). This project, outside `npm test`, replays the app's screens in dark
    // from the start, for a look at every step of a play in that theme.
    // `npm test` leaves the design system's stories to the visual run, which plays each in both themes
    // with axe (scripts/test.mjs sets the variable; Vitest's --exclude does not reach a project's files).
    ...(theme === 'dark' || process.env.CHAIRSIDE_APP_SCREENS_ONLY === '1' ? { exclude: ['packages/design-system/**'] } : {}),
    // Every story file in one page per worker: a fresh iframe per file re-ran Storybook's and axe's set-up
    // 114 times (setup 203 s of a 341 s run here; 134 s without). Stories do not share state: each is
    // rendered into a clean canvas, MSW's loader resets the handlers and the app's screens get their own
    // SWR cache.
    isolate: false,
    browser: chromiumBrowser(),
  },
});

/**
 * The server half of the server-render test (ssr/hydrate.browser.test.tsx): renders a story file's
 * stories with react-dom/server in this Node process, as a server-rendering consumer would: through a
 * Vite SSR loader of its own (the browser project's inlines every dependency, CommonJS included), with
 * the dependencies loaded by Node and a jsdom window for the components that read stored HTML.
 */
async function renderStoriesOnServer(_context: BrowserCommandContext, file: string) {
  ssrServer ??= createServer({
    configFile: false,
    root,
    ...sourceConditions,
    plugins: sharedPlugins(),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  }).then(async (server) => ({ server, window: new (await import('jsdom')).JSDOM('').window }));
  const { server, window } = await ssrServer;
  const { renderStories } = await server.ssrLoadModule('/ssr/renderStories.tsx');
  return renderStories(await server.ssrLoadModule(`/${file}`), window);
}
let ssrServer: Promise<{ server: ViteDevServer; window: unknown }> | undefined;

/** Closes that loader when the test is done with it; left open, it would keep Vitest from exiting. */
async function stopServerRenderer() {
  const running = ssrServer;
  ssrServer = undefined;
  await (await running)?.server.close();
}

/**
 * Inside the repository every package is used from its sources (the `source` export condition);
 * consumers of the published design system get the built `dist/` files.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Not the bundlers' 'module' condition: Vitest's VM pool passes these to Node, whose require() would then
  // take tslib's ES module for the CommonJS packages Radix uses.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')], externalConditions: ['source'] } },
};

export default defineConfig({
  ...sourceConditions,
  plugins: sharedPlugins(),
  test: {
    // Vitest leaves one core to its main process (one worker on this 2-core machine), which idles while
    // the workers run: two workers take the jsdom tests from 111 s to 84 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The API server, its command line and the scripts: Node only, a fresh process per file (native
          // SQLite, PostgreSQL pools, servers on ports).
          // Also what renders on a server (`*.server.test.tsx`): Node with no DOM, as a server has none.
          include: ['packages/api-server/src/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/*/src/**/*.server.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          // Whole pages typed into with user-event on a busy two-core machine take seconds, not ms.
          testTimeout: 20_000,
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}', '**/*.server.test.{ts,tsx}', 'packages/api-server/**'],
          setupFiles: [path.join(root, 'scripts/vitest.unit-setup.ts')],
          // One jsdom per worker and a fresh window and module graph per file, in a VM context: building a
          // jsdom for each of the 82 files took 65 s of the 121 s these tests took here; now 85 s in all.
          pool: 'vmThreads',
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
      {
        extends: true,
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'ssr',
          include: ['ssr/**/*.browser.test.tsx'],
          browser: { ...chromiumBrowser(), commands: { renderStoriesOnServer, stopServerRenderer } },
        },
      },
    ],
  },
});
