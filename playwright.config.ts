import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const storybookPort = 6007;

export default defineConfig({
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
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
  ],
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
