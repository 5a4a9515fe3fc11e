import { expect, test, type Page } from '@playwright/test';
import { auditBothSchemes, detailPages, logInAs, protectedPages, publicPages } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

/**
 * Every page of the product, as a person first sees it at a desktop and at a phone width: axe in the
 * light and the dark colour scheme on each (every rule), and a picture compared with the committed
 * baselines in e2e/baselines/ (`npm run test:screens:update` rewrites them after an
 * intended change; review the PNGs before committing). The server is one of the test's own with demo
 * data fixed by seed and date, the browser's clock zone is UTC, motion is reduced and the caret hidden,
 * so two runs draw the same pixels.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ timezoneId: 'UTC', locale: 'en-US', colorScheme: 'light' });

const widths = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const server = ownServer({ demo: { count: 24, feedback: 12, support: 6, asOf: '2026-01-15T12:00:00Z' } });
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

/** A file name for a path: '/' is 'dashboard', '/salons/3' is 'salons-detail'. */
const shotName = (path: string) =>
  path === '/' ? 'dashboard' : path.replace(/^\//, '').replace(/\/\d+$/, '-detail').replace(/[^a-z-]/g, '-');

/** Waits until the page has its data, its images and its fonts, and nothing is busy or moving. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images)
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
    // Lazy images below the fold never load; they are not in the picture either.
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

/**
 * The log's times are those of this run's sign-ins, and their text sets the width of the When column
 * ('Nov 25, 2026, 11:58 PM' is narrower than 'Nov 26, 2026, 12:29 AM'), which moves every column after it.
 * Each is written as one fixed moment in the same format before the picture, then masked as well.
 */
async function fixLogTimes(page: Page) {
  await page.evaluate(() => {
    const fixed = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse('2026-01-15T12:00:00Z'));
    for (const time of document.querySelectorAll('main time')) time.textContent = fixed;
  });
}

for (const [widthName, viewport] of Object.entries(widths)) {
  test(`every page at ${widthName} width (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const violations: Record<string, string[]> = {};
    const shoot = async (path: string) => {
      await page.goto(`${server.baseURL}${path}`);
      await settle(page);
      if (path === '/activity') await fixLogTimes(page);
      await expect.soft(page, `${path} at ${widthName} width`).toHaveScreenshot(`pages/${widthName}/${shotName(path)}.png`, {
        // Tighter than the stories' 1 %: a page is drawn from fixed data, so a moved card is a change.
        maxDiffPixelRatio: 0.002,
        // The log's times are those of this run's sign-ins (see fixLogTimes).
        mask: path === '/activity' ? [page.locator('main time')] : [],
      });
      await auditBothSchemes(page, path, violations);
    };
    for (const path of publicPages) await shoot(path);
    await page.goto(`${server.baseURL}/login`);
    await logInAs(page, ownAdmin);
    for (const path of [...protectedPages, ...(await detailPages(page, server.baseURL))]) await shoot(path);
    expect(violations).toEqual({});
  });
}
