import { expect, test, type Page } from '@playwright/test';
import { logInAs, pickRow, rowByLink } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

// These tests stop and restart a server, so they get one of their own and run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServer({ demo: { count: 12, feedback: 6, support: 4, asOf: '2026-01-15T12:00:00Z' } });
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

/** Marks the document, so a later check can tell that the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Waits until the browser has fetched the code of these pages (Vite names each chunk after its module). */
const waitForPageCode = (page: Page, modules: string[]) =>
  expect
    .poll(
      () =>
        page.evaluate(
          (names) => names.filter((name) => !performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${name}-`))),
          modules,
        ),
      { timeout: 15_000 },
    )
    .toEqual([]);

/** Follows a sidebar link, as a person does: a client-side navigation, no reload. */
const follow = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

test('the server stopped under a logged-in admin: errors show, then the app recovers without a reload', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await expect(page.getByText('Professionals', { exact: true }).first()).toBeVisible();
  // The other pages' code comes down while the browser is idle after sign-in, one page at a time with
  // idle time between (lazyPage.ts): a quiet network is no sign that it has all come. The lists this
  // test opens once the server is gone must have theirs.
  await waitForPageCode(page, ['AccountList', 'SupportList']);
  await markDocument(page);

  await server.stop();

  // A list read while the server is away: the spec's error text and a way to try again.
  await follow(page, 'Salons');
  await expect(page.getByRole('alert')).toContainText('Error: Failed to fetch salons');
  await follow(page, 'Support Requests');
  await expect(page.getByRole('alert')).toContainText('Failed to load support requests. Please try again later.');
  // The dashboard was shown before the stop: its figures stay, under the failure message. (SWR does not
  // ask again for a key it asked for in the last 2 s; a person gets there later than this test does.)
  await page.waitForTimeout(2000);
  await follow(page, 'Home');
  await expect(page.getByRole('alert')).toContainText('Failed to load the dashboard summary. Please try again later.');
  await expect(page.getByRole('article', { name: 'Professionals' })).toContainText('12');
  await follow(page, 'Professionals');
  await expect(page.getByRole('alert')).toContainText('Error loading professionals: Failed to fetch professionals');

  await server.start();

  // Back: Try again brings the list; the session survived the restart, nothing was reloaded.
  await page.getByRole('button', { name: 'Try again' }).click();
  const table = page.getByRole('table', { name: 'Professionals List' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await follow(page, 'Salons');
  await expect(page.getByRole('table', { name: 'Salons' }).getByRole('row')).toHaveCount(13);
  // Opened again, a page that failed reads afresh.
  await follow(page, 'Support Requests');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(4);
  await follow(page, 'Home');
  await expect(page.getByRole('article', { name: 'Professionals' })).toContainText('12');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a suspend refused because the server went away rolls back and tells the admin', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await follow(page, 'Professionals');
  const table = page.getByRole('table', { name: 'Professionals List' });
  const { name, href } = await pickRow(table, 0, { active: true });
  const row = rowByLink(table, href);
  await server.stop();
  try {
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Other');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByText('Failed to suspend professional').first()).toBeVisible();
    // The dialog stays open with what was entered and says why; Cancel gives it up.
    await expect(dialog.getByRole('alert')).toContainText('Failed to suspend professional');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Rolled back: still active, still offering Suspend.
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toHaveCount(0);
  } finally {
    await server.start();
  }
});

test('slow answers show skeletons, never a blank page', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  const [professional] = (await (await page.request.get(`${server.baseURL}/api/admin/professionals`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  })).json()) as { id: number }[];

  // Every API answer takes 0.7 s; each page must show what is loading meanwhile.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  const slowPages: [string, string][] = [
    ['/', 'Loading dashboard'],
    ['/professionals-list', 'Loading professionals'],
    ['/salons', 'Loading salons'],
    ['/private-suites', 'Loading private suites'],
    ['/support-list', 'Loading support requests'],
    ['/feedback-list', 'Loading feedback'],
    ['/profile-settings', 'Loading profile'],
    ['/policy-view', 'Loading the privacy policy'],
    ['/terms', 'Loading the terms'],
    [`/professionals-list/${professional?.id}`, 'Loading profile'],
    ['/privacy-policy', 'Loading Privacy Policy'],
    ['/terms-and-conditions', 'Loading Terms & Conditions'],
  ];
  for (const [pagePath, label] of slowPages) {
    await page.goto(`${server.baseURL}${pagePath}`);
    const status = page.getByRole('status', { name: label });
    await expect(status, `${pagePath} shows '${label}'`).toBeVisible();
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status, `${pagePath} leaves the skeleton once answered`).toBeHidden({ timeout: 10_000 });
  }
});

test('an expired stored session sends the admin to /login with storage cleared', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The session's lifetime ends in the database, as it would twelve hours later.
  server.withDatabase((database) => database.prepare('UPDATE sessions SET expires_at = ?').run('2000-01-01T00:00:00.000Z'));
  await follow(page, 'Salons');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  // Signing in again returns to the page that was asked for.
  await page.getByLabel('Email').fill(ownAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(ownAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/salons$/);
  await expect(page.getByRole('table', { name: 'Salons' }).getByRole('row')).toHaveCount(13);
});
