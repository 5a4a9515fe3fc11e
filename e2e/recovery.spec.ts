import { expect, test, type Page } from '@playwright/test';
import { logInAs, pickRow, rowByLink } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

// Deletes, restores and conflicts change what every list shows, so they run on a server of their own.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServer({ demo: { count: 12, feedback: 2, support: 2, asOf: '2026-01-15T12:00:00Z' } });

test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

async function open(page: Page, path: string) {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await page.goto(`${server.baseURL}${path}`);
}

test('select three professionals and suspend them with one reason', async ({ page }) => {
  await open(page, '/professionals-list');
  const table = page.getByRole('table', { name: 'Professionals List' });
  const picked = [await pickRow(table, 0, { active: true }), await pickRow(table, 1, { active: true }), await pickRow(table, 2, { active: true })];
  for (const { name } of picked) await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  const selection = page.getByRole('group', { name: 'Selection' });
  await expect(selection).toContainText('3 selected');

  await selection.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Suspend 3 professionals?' });
  await expect(dialog).toContainText(picked[0]!.name);
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
  await dialog.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 suspended.').first()).toBeVisible();
  for (const { name, href } of picked) await expect(rowByLink(table, href).getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

  // One reason for all three, each its own entry in the log.
  await page.getByRole('link', { name: 'Activity' }).click();
  const activity = page.getByRole('table', { name: 'Activity' });
  for (const { name } of picked) {
    const entry = activity.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
    await expect(entry.getByRole('cell', { name: 'Spam or scam', exact: true })).toBeVisible();
  }
});

test('delete a salon, typing its name, and undo it from the toast', async ({ page }) => {
  await open(page, '/salons');
  const table = page.getByRole('table', { name: 'Salons' });
  const { name, href } = await pickRow(table, 0);
  await rowByLink(table, href).getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this salon?' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Fake or duplicate account');
  await dialog.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(`  ${name.toUpperCase()} `);
  await remove.click();
  await expect(dialog).toBeHidden();
  await expect(rowByLink(table, href)).toHaveCount(0);

  const toast = page.getByRole('region', { name: 'Notifications (Alt+T)' }).getByRole('listitem').filter({ hasText: 'Salon deleted.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone.').first()).toBeVisible();
  await expect(rowByLink(table, href).getByRole('link', { name })).toBeVisible();
});

test('delete a suite and restore it from Recently deleted', async ({ page }) => {
  await open(page, '/private-suites');
  const table = page.getByRole('table', { name: 'Private Suites' });
  const { name, href } = await pickRow(table, 0);
  await rowByLink(table, href).getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this suite?' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Requested by the account holder');
  await dialog.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  await dialog.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowByLink(table, href)).toHaveCount(0);

  await page.getByRole('link', { name: 'Recently deleted' }).click();
  const deleted = page.getByRole('table', { name: 'Recently deleted' });
  const row = deleted.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Requested by the account holder');
  await expect(row).toContainText('30 days');
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restore ${name}?` });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Private suite restored.').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  // Back in its list and on its own page, as it was.
  await page.goto(`${server.baseURL}${href}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('two administrators act on one account: the second sees who changed it and the fresh row', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const [one, two] = [await first.newPage(), await second.newPage()];
    await open(one, '/salons');
    await open(two, '/salons');
    const tableOne = one.getByRole('table', { name: 'Salons' });
    const tableTwo = two.getByRole('table', { name: 'Salons' });
    const { name, href } = await pickRow(tableTwo, 0, { active: true });

    // The second administrator opens the dialog first, then the first suspends the salon.
    await rowByLink(tableTwo, href).getByRole('button', { name: `Suspend ${name}` }).click();
    const dialogTwo = two.getByRole('alertdialog', { name: 'Are you sure you want to suspend this salon?' });
    await dialogTwo.getByRole('combobox', { name: 'Reason' }).selectOption('Other');
    await dialogTwo.getByRole('checkbox', { name: 'Send a notice' }).uncheck();

    await rowByLink(tableOne, href).getByRole('button', { name: `Suspend ${name}` }).click();
    const dialogOne = one.getByRole('alertdialog', { name: 'Are you sure you want to suspend this salon?' });
    await dialogOne.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
    await dialogOne.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
    await dialogOne.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(rowByLink(tableOne, href).getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

    await dialogTwo.getByRole('button', { name: 'Suspend', exact: true }).click();
    const notifications = two.getByRole('region', { name: 'Notifications (Alt+T)' });
    await expect(notifications.getByRole('listitem').filter({ hasText: /This account was changed by .+ at .+\./ })).toBeVisible();
    await expect(rowByLink(tableTwo, href).getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

    // One suspension in the log, by the first.
    await two.goto(`${server.baseURL}/activity?action=account.suspend`);
    const entries = two.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ has: two.getByRole('link', { name, exact: true }) });
    await expect(entries).toHaveCount(1);
  } finally {
    await first.close();
    await second.close();
  }
});
