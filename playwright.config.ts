import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { consumerApps, ssrConsumerApp } from './packages/design-system/consumer-test/apps.mjs';

const storybookPort = 6007;
const e2ePort = Number(process.env.E2E_PORT ?? 8181);

// The end-to-end tests run `npm start` on a fresh embedded database each run; the admin's
// credentials are fixed here so the tests can log in (they are test-only, never a real secret).
const madeHere = process.env.E2E_DATA_DIR === undefined;
const e2eDataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'chairside-e2e-'));
// The process that made the folder removes it when it ends (after the web servers have stopped).
if (madeHere) process.once('exit', () => rmSync(e2eDataDir, { recursive: true, force: true }));
// Workers load this file again: the variable makes them agree with the runner on the server's folder.
process.env.E2E_DATA_DIR = e2eDataDir;
export const e2eAdmin = { email: 'admin@chairside.test', password: 'e2e-admin-password' };

// Typed as a record, so the web servers' list keeps one type for every server's `env`.
const reactDevelopment: Record<string, string> = { NODE_ENV: 'development' };

// Start only the servers of the projects asked for (`--project visual` needs no API server).
const askedProjects = process.argv.flatMap((arg, index, args) =>
  arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const wants = (name: string) => askedProjects.length === 0 || askedProjects.includes(name);

export default defineConfig({
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_FILE ?? 'test-results/playwright.json' }]],
  // Baselines are committed next to the tests; `npm run test:visual:update` rewrites them.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide' },
  },
  use: {
    launchOptions: chromiumLaunchOptions(),
    reducedMotion: 'reduce',
    viewport: { width: 960, height: 640 },
    deviceScaleFactor: 1,
  },
  projects: [
    {
      name: 'visual',
      testDir: './visual',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      name: 'consumer',
      testDir: './packages/design-system/consumer-test',
    },
    {
      name: 'e2e',
      testDir: './e2e',
      use: { baseURL: `http://127.0.0.1:${e2ePort}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    wants('visual') && {
      command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // One app per React version the design system accepts, built by its consumer test (run.mjs).
    ...consumerApps.map(
      ({ folder, port }) =>
        wants('consumer') && {
          command: `node scripts/serve-static.mjs packages/design-system/consumer-test/.work/${folder} ${port}`,
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
    ),
    // The server-rendered app, run from the folder outside the repository that run.mjs installed it in
    // and names in this variable; without it (Playwright run on its own) its test says to use run.mjs.
    wants('consumer') &&
      process.env[ssrConsumerApp.dirVariable] !== undefined && {
        command: `node server.mjs ${ssrConsumerApp.port}`,
        cwd: process.env[ssrConsumerApp.dirVariable],
        url: `http://127.0.0.1:${ssrConsumerApp.port}/`,
        reuseExistingServer: false,
        timeout: 30_000,
        // React's development build on the server too, matching the browser's bundle (run.mjs says why).
        env: reactDevelopment,
      },
    wants('e2e') && {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${e2ePort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2ePort),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        LOG_LEVEL: 'warn',
        // Many logins and support forms from one address in a few minutes: not an attack here.
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_ADDRESS_RATE_LIMIT: '1000',
        SUPPORT_RATE_LIMIT: '1000',
      },
    },
  ].filter((server) => server !== false),
});
