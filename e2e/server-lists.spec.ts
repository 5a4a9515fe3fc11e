import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

// Issue 19, section 2. The lists on this project's server, which sorts, searches and pages them, and
// on a backend that answers as the spec's does (every professional in one plain array): the same
// screen, the same URL, the table doing the work itself. A server of its own with 130 accounts of each
// kind, so the professionals take three pages of fifty.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const server = ownServer({ demo: { count: 130, feedback: 1, support: 1, asOf: '2026-01-15T12:00:00Z' } });

test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const at = (path: string) => `${server.baseURL}${path}`;

/** The professionals list calls the page makes from now on, as URLs. */
function listCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/professionals') calls.push(url);
  });
  return calls;
}

async function openProfessionals(page: Page, query = '') {
  await page.goto(at('/login'));
  await logInAs(page, ownAdmin);
  await page.goto(at(`/professionals-list${query}`));
  const table = page.getByRole('table', { name: 'Professionals List' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** The body rows' texts of one column (column 0 holds the selection checkboxes). */
const columnTexts = (table: Locator, column: number) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''), column);

/** The URL's sort parameter. */
const sortOf = (page: Page) => new URL(page.url()).searchParams.get('sort');

/** Whether `texts` are in order by `compare`, with 'N/A' (a missing value) only at the end: the table's own order. */
function inOrder(texts: string[], compare: (a: string, b: string) => number) {
  const missingFrom = texts.indexOf('N/A');
  const present = missingFrom === -1 ? texts : texts.slice(0, missingFrom);
  return texts.slice(present.length).every((text) => text === 'N/A') && present.every((text, index) => index === 0 || compare(present[index - 1]!, text) <= 0);
}

/** Whether `texts` are in the server's order by `compare`, where a missing place is the empty text and so comes first. */
const inServerOrder = (texts: string[], compare: (a: string, b: string) => number) =>
  texts.map((text) => (text === 'N/A' ? '' : text)).every((text, index, all) => index === 0 || compare(all[index - 1]!, text) <= 0);

/** The servers' order of names and places: lower case, character by character. */
const byText = (a: string, b: string) => {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

test("the server's mode: sort, a second key, search and pages, all in the URL and kept by a reload", async ({ page }) => {
  const calls = listCalls(page);
  const table = await openProfessionals(page);
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search 130 records...');
  const pages = page.getByRole('navigation', { name: 'Professionals pages' });
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
  expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ page: '1', limit: '50' });

  // One key: the server's order, by place.
  await table.getByRole('button', { name: 'Location' }).click();
  await expect.poll(() => sortOf(page)).toBe('location.asc');
  await expect.poll(() => calls.at(-1)?.searchParams.get('sort')).toBe('location.asc');
  await expect.poll(async () => inServerOrder(await columnTexts(table, 2), byText)).toBe(true);

  // A second key with Shift: the headers number them, aria-sort stays on the first.
  await table.getByRole('button', { name: 'Status' }).click({ modifiers: ['Shift'] });
  await expect.poll(() => sortOf(page)).toBe('location.asc,status.asc');
  await expect.poll(() => calls.at(-1)?.searchParams.get('sort')).toBe('location.asc,status.asc');
  await expect(table.getByRole('button', { name: 'Location sorted ascending, priority 1 of 2' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Status sorted ascending, priority 2 of 2' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Location/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: /^Status/ })).not.toHaveAttribute('aria-sort');

  // Page 2 of that order, kept by a reload.
  const firstOfPage1 = (await columnTexts(table, 1))[0];
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect.poll(async () => (await columnTexts(table, 1))[0]).not.toBe(firstOfPage1);
  const secondPage = await columnTexts(table, 1);
  await page.reload();
  await expect.poll(() => columnTexts(table, 1)).toEqual(secondPage);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A search: one request once typing rests, the matches only, the words in the URL; the page starts again.
  const name = secondPage[3]!;
  const [first, last] = name.split(' ');
  const typed = `${first!.toLowerCase()} ${last!.slice(0, 3)}`;
  const before = calls.length;
  // One input (a paste): on a busy machine a pause between typed keys can rightly send a search early.
  await page.getByRole('searchbox', { name: 'Search' }).fill(typed);
  await expect.poll(() => calls.at(-1)?.searchParams.get('search')).toBe(typed);
  await expect.poll(async () => (await columnTexts(table, 1)).length).toBeLessThan(50);
  expect(await columnTexts(table, 1)).toContain(name);
  const searches = calls.slice(before).map((url) => url.searchParams.get('search'));
  expect(searches.filter((search) => search !== null)).toEqual([typed]);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();

  // Typing took the place of the page it started on (one history entry, not one a key): back is the
  // view before it, the first page of that order.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
  expect(sortOf(page)).toBe('location.asc,status.asc');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test("a shared link opens the server's page of that sort and search", async ({ page }) => {
  const calls = listCalls(page);
  const table = await openProfessionals(page, '?sort=name.desc&page=2');
  const names = await columnTexts(table, 1);
  expect(names).toHaveLength(50);
  expect(inServerOrder(names.toReversed(), byText)).toBe(true);
  expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ page: '2', limit: '50', sort: 'name.desc' });
  await expect(table.getByRole('columnheader', { name: /^Professional Name/ })).toHaveAttribute('aria-sort', 'descending');
});

test("the spec's backend: one plain array, sorted and searched by the table, with the same URL", async ({ page }) => {
  // The server answers as the spec's backend does: the plain array of every professional, whatever the
  // list asked (the asked-for query is dropped on its way to the server).
  await page.route(/\/api\/admin\/professionals\?/, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${url.origin}${url.pathname}` });
    await route.fulfill({ response });
  });
  const calls = listCalls(page);
  const table = await openProfessionals(page);
  // Every professional at once, and no pages.
  await expect(table.locator('tbody tr')).toHaveCount(130);
  await expect(page.getByRole('navigation', { name: 'Professionals pages' })).toHaveCount(0);

  await table.getByRole('button', { name: 'Location' }).click();
  await table.getByRole('button', { name: 'Joining Date' }).click({ modifiers: ['Shift'] });
  await expect.poll(() => sortOf(page)).toBe('location.asc,joiningDate.desc');
  await expect(table.getByRole('button', { name: 'Joining Date sorted descending, priority 2 of 2' })).toBeVisible();
  expect(inOrder(await columnTexts(table, 2), byText)).toBe(true);

  const name = (await columnTexts(table, 1))[5]!;
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect.poll(() => columnTexts(table, 1)).toEqual([name]);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  // Asked once: neither the sort nor the search read the list again.
  await page.waitForTimeout(500);
  expect(calls).toHaveLength(1);

  await page.reload();
  await expect.poll(() => columnTexts(table, 1)).toEqual([name]);
  await expect(table.getByRole('columnheader', { name: /^Location/ })).toHaveAttribute('aria-sort', 'ascending');
});
