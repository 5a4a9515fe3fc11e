import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, pickRow, rowByLink } from './helpers';

const professionalQuestions = {
  suspend: 'Are you sure you want to suspend this professional?',
  unsuspend: 'Are you sure you want to unsuspend this professional?',
  remove: 'Are you sure you want to delete this professional? This action cannot be undone.',
};

/** The body rows' texts of one column (zero-based), as shown. */
async function columnTexts(table: Locator, column: number): Promise<string[]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') });
  return rows.evaluateAll((elements, index) => elements.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''), column);
}

/** Answers the open confirmation with `answer` after checking it asks exactly `question`. */
async function answer(page: Page, question: string, answerLabel: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answerLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Narrows the list to one account through the search box, as an administrator would. */
async function searchFor(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
}

test.describe('professionals list', () => {
  test('sorts by a header, searches, and keeps both in the URL across a reload', async ({ page }) => {
    await logIn(page);
    await page.goto('/professionals-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Professionals List' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Professionals List' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // The placeholder counts the records shown (read in one go so a parallel delete cannot split them).
    const [placeholder, rowCount] = await page.evaluate(() => [
      document.querySelector('input[type="search"]')?.getAttribute('placeholder') ?? '',
      document.querySelectorAll('tbody tr').length,
    ]);
    expect(placeholder).toBe(`Search ${rowCount} records...`);
    expect(rowCount).toBeGreaterThan(100);

    // Default: joining date, newest first.
    const joiningHeader = table.getByRole('columnheader', { name: 'Joining Date' });
    await expect(joiningHeader).toHaveAttribute('aria-sort', 'descending');
    const nameHeader = table.getByRole('columnheader', { name: 'Professional Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(joiningHeader).toHaveAttribute('aria-sort', 'none');
    await expect(page).toHaveURL(/[?&]sort=name\.asc/);
    const ascending = await columnTexts(table, 0);
    expect(ascending).toEqual(ascending.toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=name\.desc/);
    const descending = await columnTexts(table, 0);
    expect(descending[0]).toBe(ascending.at(-1));

    // Search by a first name taken from the list: every row left holds it, fewer rows than before.
    const term = (ascending[0] ?? '').split(' ')[0] ?? '';
    expect(term).not.toBe('');
    await searchFor(page, term);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
    await expect.poll(async () => (await columnTexts(table, 0)).length).toBeLessThan(rowCount);
    const found = await table.getByRole('row').filter({ has: page.getByRole('cell') }).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toContain(term.toLowerCase());

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(term);
    await expect(table.getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(found.length);
  });

  test('suspend asks first: declining changes nothing, accepting suspends, and unsuspend restores it', async ({ page }) => {
    await logIn(page);
    await page.goto('/professionals-list');
    const table = page.getByRole('table', { name: 'Professionals List' });
    const { name, href } = await pickRow(table, 2, { active: true });
    await searchFor(page, name);
    const row = rowByLink(table, href);
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, professionalQuestions.suspend, 'Cancel');
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();

    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, professionalQuestions.suspend, 'Suspend');
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Unsuspend ${name}` }).click();
    await answer(page, professionalQuestions.unsuspend, 'Unsuspend');
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  });

  test('delete asks with the warning: declining keeps the row, accepting removes it for good', async ({ page }) => {
    await logIn(page);
    await page.goto('/professionals-list');
    const table = page.getByRole('table', { name: 'Professionals List' });
    const { name, href } = await pickRow(table, 5, { active: true });
    await searchFor(page, name);
    const row = rowByLink(table, href);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await answer(page, professionalQuestions.remove, 'Cancel');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await answer(page, professionalQuestions.remove, 'Delete');
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(rowByLink(table, href)).toHaveCount(0);
  });
});

test.describe('salons list', () => {
  test('shows the salons and suspends one after the salon question, persisting after a reload', async ({ page }) => {
    await logIn(page);
    await page.goto('/salons');
    await expect(page.getByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Salons' });
    await expect(table.getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    const { name, href } = await pickRow(table, 1, { active: true });
    await searchFor(page, name);
    const row = rowByLink(table, href);

    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, 'Are you sure you want to suspend this salon?', 'Cancel');
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();

    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, 'Are you sure you want to suspend this salon?', 'Suspend');
    await expect(row.getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

    await row.getByRole('button', { name: `Unsuspend ${name}` }).click();
    await answer(page, 'Are you sure you want to unsuspend this salon?', 'Unsuspend');
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
  });
});

test.describe('private suites list', () => {
  test('shows 10 suites a page, goes to page 2 through the navigation and the URL, and suspends a suite', async ({ page }) => {
    await logIn(page);
    await page.goto('/private-suites');
    await expect(page.getByRole('heading', { level: 1, name: 'Private Suites' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Private Suites' });
    const bodyRows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(bodyRows).toHaveCount(10);
    const firstPage = await columnTexts(table, 0);

    const pages = page.getByRole('navigation', { name: 'Private suites pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows).toHaveCount(10);
    await expect.poll(() => columnTexts(table, 0)).not.toEqual(firstPage);
    const secondPage = await columnTexts(table, 0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await page.reload();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => columnTexts(table, 0)).toEqual(secondPage);

    const { name, href } = await pickRow(table, 3, { active: true });
    const row = rowByLink(table, href);
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, 'Suspend this suite?', 'Cancel');
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await answer(page, 'Suspend this suite?', 'Suspend');
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Unsuspend ${name}` }).click();
    await answer(page, 'Unsuspend this suite?', 'Unsuspend');
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  });
});
