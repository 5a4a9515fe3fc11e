import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { activityCsvFileName } from '@chairside/api-contract';
import { apiGet, logIn, storedToken } from './helpers';

/*
 * Issue 15, the history visible: a suspension with a reason and a note shows on /activity, the text
 * filter finds it, and the CSV export of the filtered log holds it.
 */
test('a suspension with a reason and a note shows on /activity, and its filtered CSV holds it', async ({ page }) => {
  await logIn(page);
  // The oldest professional: the list tests act on the newest rows of the shared database.
  const professionals = await apiGet<{ id: number; fullName: string }[]>(page, '/api/admin/professionals');
  const { id, fullName } = professionals.at(-1)!;
  const note = `Seen on /activity (e2e ${Date.now()})`;
  const suspended = await page.request.put(`/api/admin/professionals/${id}/suspend`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { reason: 'Spam or scam', note },
  });
  expect(suspended.ok(), `suspend answered ${suspended.status()}`).toBe(true);

  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity' });
  const row = table.getByRole('row').filter({ hasText: note });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Spam or scam', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: fullName })).toHaveAttribute('href', `/professionals-list/${id}`);

  await page.getByLabel('Account name or email').fill(fullName);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === fullName);
  await expect(row).toBeVisible();
  // The filtered page replaces the unfiltered one when its answer comes (the old rows stay meanwhile,
  // and other tests' sign-ins and sign-outs are among them): wait until every row names the account.
  const bodyRows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect
    .poll(async () => (await bodyRows.allTextContents()).filter((text) => !text.toLowerCase().includes(fullName.toLowerCase())))
    .toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(activityCsvFileName);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'When,Action,Administrator,Administrator email,Account,Account ID,Account kind,Reason,Note,Suspended until,Notice,Notice error,Detail,Entry ID,Undoes entry,Undone by entry',
  );
  const line = lines.find((text) => text.includes(note));
  expect(line).toBeDefined();
  expect(line).toContain(`,Suspended,`);
  expect(line).toContain(`,${fullName},${id},professional,Spam or scam,`);
  // Only what the filter selects: every record names the professional.
  for (const record of lines.slice(1).filter((text) => text !== '')) expect(record).toContain(fullName);
});
