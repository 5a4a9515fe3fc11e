// What a browser downloads on opening a route from the sidebar once the dashboard has loaded and the
// admin layout has prefetched the other pages while idle (issue 32): the figure scripts/bundle-budget.mjs
// gives each editor route. Used by bench/browser.mjs.
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Waits until no script has arrived for `quietMs` (at most `timeoutMs`). */
async function scriptsQuiet(page, lastArrival, quietMs = 1500, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && Date.now() - lastArrival() < quietMs) await page.waitForTimeout(100);
}

/**
 * Opens / in a fresh context with `storageState`, waits for the dashboard and for its prefetches to
 * end, then follows the sidebar link `link` to `route` and waits for its heading and for the scripts
 * to stop. Returns the scripts fetched after the dashboard, each body gzipped at level 9 as the
 * bundle budget counts, and their sum in KiB.
 */
export async function downloadsAfterDashboard(browser, contextOptions, storageState, { route, link }) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  try {
    const page = await context.newPage();
    let last = Date.now();
    let counting = false;
    const fetched = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      last = Date.now();
      if (counting) fetched.push(response.body().then((body) => ({ file: path.basename(new URL(response.url()).pathname), bytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await scriptsQuiet(page, () => last);
    counting = true;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === route);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scriptsQuiet(page, () => last);
    const files = await Promise.all(fetched);
    return { files, kib: files.reduce((sum, file) => sum + file.bytes, 0) / 1024 };
  } finally {
    await context.close();
  }
}
