import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

// Issue 18. Revisions, schedules and drafts change what the public documents say and end a session on
// purpose, so they run on a server of their own: nobody else's save makes these saves a conflict.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const server = ownServer({ demo: { count: 4, feedback: 1, support: 1, asOf: '2026-01-15T12:00:00Z' } });

test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const at = (path: string) => `${server.baseURL}${path}`;

async function signIn(page: Page) {
  await page.goto(at('/login'));
  await logInAs(page, ownAdmin);
}

/** Types `words` as a new last paragraph of the editor named `label`. */
async function addParagraph(page: Page, label: string, words: string) {
  const editor = page.getByRole('textbox', { name: label });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words);
}

/** Saves through the page's button and the save dialog it opens; `summary` goes in the dialog. */
async function save(page: Page, button: string, summary: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: /^Save the/ });
  await dialog.getByRole('textbox', { name: /Summary/ }).fill(summary);
  await dialog.getByRole('button', { name: button }).click();
  return dialog;
}

/**
 * Opens the terms for editing, adds `words` and saves them for a later date: `local()` gives it, as the
 * browser's wall clock that the date and time field takes, when the dialog is ready for it.
 */
async function scheduleTermsChange(page: Page, words: string, summary: string, local: () => Promise<string>) {
  await page.goto(at('/terms'));
  await page.getByRole('button', { name: 'Edit' }).click();
  await addParagraph(page, 'Terms and conditions', words);
  await page.getByRole('button', { name: 'Save Terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the terms' });
  await dialog.getByRole('textbox', { name: /Summary/ }).fill(summary);
  await dialog.getByRole('radio', { name: 'Schedule for a later date' }).check();
  await dialog.getByLabel('Date and time').fill(await local());
  await dialog.getByRole('button', { name: 'Save Terms' }).click();
}

test('the policy saved twice with summaries: the history compares them and restores the first', async ({ page }) => {
  const first = `First marker ${Date.now()}`;
  const second = `Second marker ${Date.now()}`;
  await signIn(page);
  await page.goto(at('/policy-editor'));
  await addParagraph(page, 'Privacy policy', first);
  await save(page, 'Save Policy', 'Added the first marker');
  await expect(page).toHaveURL(/\/policy-view$/);
  await page.getByRole('link', { name: 'Edit Policy' }).click();
  await addParagraph(page, 'Privacy policy', second);
  await save(page, 'Save Policy', 'Added the second marker');
  await expect(page).toHaveURL(/\/policy-view$/);
  await page.getByRole('link', { name: 'Edit Policy' }).click();

  const history = page.getByRole('region', { name: 'History' });
  const firstRow = history.getByRole('listitem').filter({ hasText: 'Added the first marker' });
  const secondRow = history.getByRole('listitem').filter({ hasText: 'Added the second marker' });
  await expect(secondRow).toContainText('Current');
  const firstNumber = Number((await firstRow.innerText()).match(/Revision (\d+)/)![1]);
  const secondNumber = firstNumber + 1;
  await firstRow.getByRole('checkbox').check();
  await secondRow.getByRole('checkbox').check();
  await history.getByRole('button', { name: `Compare revisions ${firstNumber} and ${secondNumber}` }).click();
  const comparison = page.getByRole('dialog', { name: `Revisions ${firstNumber} and ${secondNumber}` });
  await expect(comparison.getByRole('status')).toContainText('added');
  await expect(comparison.locator('ins')).toContainText(second);
  await comparison.getByRole('button', { name: 'Close' }).click();

  await firstRow.getByRole('button', { name: /Restore/ }).click();
  await page.getByRole('alertdialog', { name: `Restore revision ${firstNumber}?` }).getByRole('button', { name: 'Restore' }).click();
  // The toast and its live region both say it.
  await expect(page.getByText(`Revision ${firstNumber} restored as revision ${secondNumber + 1}.`).first()).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(`Restored from revision ${firstNumber}`);

  await page.goto(at('/privacy-policy'));
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
});

test('a terms change scheduled seconds ahead: the public page switches at its time and shows its date', async ({ page, browser }) => {
  const marker = `Scheduled marker ${Date.now()}`;
  await signIn(page);
  let when = { local: '', time: 0 };
  await scheduleTermsChange(page, marker, 'A change for later', async () => {
    // Eight seconds ahead, in the browser's own time zone, as the date and time field takes it.
    when = await page.evaluate(() => {
      const date = new Date(Date.now() + 8000);
      // The browser's local wall clock, as a datetime-local field holds it (sv-SE writes ISO order).
      const local = date.toLocaleString('sv-SE').replace(' ', 'T');
      return { local, time: date.getTime() };
    });
    return when.local;
  });
  await expect(page.getByRole('region', { name: /^Scheduled for/ })).toContainText('A change for later');

  // A visitor, signed out, sees the terms as they were until the instant, then the change and its date.
  const visitor = await browser.newPage();
  await visitor.goto(at('/terms-and-conditions'));
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(visitor.getByText(marker)).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await visitor.reload();
        await expect(visitor.getByRole('article')).toBeVisible();
        return visitor.getByText(marker).count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(when.time - 1000);
  const day = await visitor.evaluate((time) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(time), when.time);
  await expect(visitor.getByText(`Last updated ${day}`)).toBeVisible();
  await visitor.close();
});

test('a session that ends mid-edit keeps the edit: signed in again, it is restored and saved', async ({ page }) => {
  const marker = `Draft marker ${Date.now()}`;
  await signIn(page);
  await page.goto(at('/policy-editor'));
  await addParagraph(page, 'Privacy policy', marker);
  // The session ends on the server (as an expiry or a sign-out elsewhere would); the next call is a 401.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await page.request.post(at('/api/admin/logout'), { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save Policy' }).click();
  await page.getByRole('dialog', { name: 'Save the privacy policy' }).getByRole('button', { name: 'Save Policy' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again, the app goes back to where the member was.
  await logInAs(page, ownAdmin, { expectPath: '/policy-editor' });
  const offer = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(offer).toContainText(/^Restore your unsaved changes from .+\?/);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: 'Privacy policy' })).toContainText(marker);
  await save(page, 'Save Policy', 'Saved after signing in again');
  await expect(page).toHaveURL(/\/policy-view$/);
  await expect(page.getByText(marker)).toBeVisible();

  // Saved, the draft is gone: the editor opens without the offer.
  await page.getByRole('link', { name: 'Edit Policy' }).click();
  await expect(page.getByRole('textbox', { name: 'Privacy policy' })).toContainText(marker);
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
});

// A correction published while a change written on the older terms is scheduled.
test('a correction published while a terms change is scheduled: the dialog says so, and the rebase keeps both and notes it', async ({ page }) => {
  const planned = `Next year marker ${Date.now()}`;
  const correction = `Correction marker ${Date.now()}`;
  await signIn(page);
  await scheduleTermsChange(page, planned, 'The change for next year', () =>
    page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleString('sv-SE').replace(' ', 'T').slice(0, 16)),
  );
  const scheduled = page.getByRole('region', { name: /^Scheduled for/ });
  await expect(scheduled).toContainText('The change for next year');

  // The editor starts from the terms in force, without the planned change; the correction is published now.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Terms and conditions' })).not.toContainText(planned);
  await addParagraph(page, 'Terms and conditions', correction);
  await save(page, 'Save Terms', 'Fixed a mistake');
  const choice = page.getByRole('dialog', { name: /^A change is scheduled for / });
  await expect(choice).toContainText(/Revision \d+ of the terms, scheduled for .+, was written on the older text\./);
  // Going back keeps the correction in the editor; saving again asks again.
  await choice.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Terms and conditions' })).toContainText(correction);
  await save(page, 'Save Terms', 'Fixed a mistake');
  await choice.getByRole('button', { name: 'Rebase the scheduled change' }).focus();
  await page.keyboard.press('Enter');
  await expect(choice).toHaveCount(0);

  await expect(page.getByRole('document', { name: 'Terms and conditions' })).toContainText(correction);
  await expect(scheduled).toContainText(/Rebased by .+: its text was written before revision \d+ and does not include it\./);
  await page.goto(at('/terms-and-conditions'));
  await expect(page.getByText(correction)).toBeVisible();
  await expect(page.getByText(planned)).toHaveCount(0);

  // The audit log says what was chosen; then the change is withdrawn, leaving the server as it was.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const audit = await page.request.get(at('/api/admin/audit-log?action=terms.update&limit=1'), { headers: { authorization: `Bearer ${token}` } });
  expect(((await audit.json()) as { data: { detail: string }[] }).data[0]!.detail).toMatch(/Revision \d+, scheduled for .+, was rebased on it; its text does not include this revision\.$/);
  await page.goto(at('/terms'));
  await scheduled.getByRole('button', { name: /^Cancel the change scheduled for/ }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw the scheduled change?' }).getByRole('button', { name: 'Withdraw change' }).click();
  await expect(scheduled).toHaveCount(0);
});
