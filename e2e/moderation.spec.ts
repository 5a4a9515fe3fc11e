import { expect, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../packages/api-server/src/test/smtp';
import { logInAs, pickRow, rowByLink } from './helpers';
import { ownAdmin, ownServer } from './ownServer';

// A server of its own that delivers notices to a mail server started here, polling its outbox every
// second so the test need not wait the default ten.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let smtp: TestSmtpServer | undefined;
const server = ownServer({
  demo: { count: 12, feedback: 2, support: 2, asOf: '2026-01-15T12:00:00Z' },
  env: () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`,
    MAIL_FROM: 'Chairside <no-reply@chairside.test>',
    OUTBOX_POLL_SECONDS: '1',
    // Timed suspensions are lifted within a second of their end, so the test waits for the minute only.
    SUSPENSION_SWEEP_SECONDS: '1',
  }),
});

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
  await smtp?.close();
});

test('suspend a professional from the list with a reason, a note and a notice: the history shows it, and the email arrives', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await page.goto(`${server.baseURL}/professionals-list`);
  const table = page.getByRole('table', { name: 'Professionals List' });
  const { name, href } = await pickRow(table, 0, { active: true });
  const row = rowByLink(table, href);

  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to suspend this professional?' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
  await dialog.getByRole('textbox', { name: 'Note for other administrators' }).fill('Three reports this week.');
  const send = dialog.getByRole('checkbox', { name: 'Send a notice' });
  await expect(send).toBeChecked();
  // The preview names the address (To, the first detail), the subject and the text the holder reads.
  const preview = dialog.getByRole('region', { name: 'Email preview' });
  const email = ((await preview.getByRole('definition').first().textContent()) ?? '').trim();
  expect(email).toContain('@');
  await expect(send).toHaveAccessibleDescription(`By email to ${email}.`);
  await expect(preview).toContainText('Your Chairside account has been suspended');
  await expect(preview).toContainText(`Hello ${name},`);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Professional suspended.').first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

  // The account's page: the suspension as it stands, and the action with its reason, note and notice.
  await row.getByRole('link', { name }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Suspended until lifted').first()).toBeVisible();
  const newest = history.getByRole('article').first();
  await expect(newest.getByRole('heading', { name: 'Suspended' })).toBeVisible();
  await expect(newest).toContainText('Spam or scam');
  await expect(newest).toContainText('Three reports this week.');
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();

  // The worker delivers the notice: it arrives at the mail server, and the history says it was sent.
  await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBe(1);
  const [mail] = smtp!.received;
  expect(mail!.rcptTo).toEqual([email]);
  expect(mail!.headers.to).toContain(email);
  expect(mail!.headers.subject).toBe('Your Chairside account has been suspended');
  expect(mail!.text).toContain(`Hello ${name},`);
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('article').first()).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The Activity log has the same action, with its reason, note and notice.
  await page.getByRole('link', { name: 'Activity' }).click();
  const activity = page.getByRole('table', { name: 'Activity' });
  const entry = activity.getByRole('row').filter({ hasText: 'Three reports this week.' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Spam or scam', exact: true })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible();
});

test('suspend a salon until a moment from now: it is active again without anyone acting', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await page.goto(`${server.baseURL}/salons`);
  const table = page.getByRole('table', { name: 'Salons' });
  const { name, href } = await pickRow(table, 0, { active: true });
  const row = rowByLink(table, href);

  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to suspend this salon?' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Payment or subscription problem');
  await dialog.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  await dialog.getByRole('group', { name: 'Duration' }).getByRole('radio', { name: 'A date and time' }).check();
  // The field takes minutes, in the browser's time zone: the start of the next minute (at least 5 s ahead).
  const until = await page.evaluate(() => {
    const at = new Date(Date.now() + 65_000);
    at.setSeconds(0, 0);
    // The local wall-clock time as an ISO string, cut to the minutes the field takes.
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await dialog.getByLabel('Suspended until').fill(until);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();

  // The server keeps the minute chosen. Rather than wait up to a minute for it, the test moves that end
  // to two seconds from now in the database, as it would stand a minute later.
  const id = Number(href.split('/').pop());
  server.withDatabase((database) => {
    const stored = database.prepare('SELECT suspended_until FROM accounts WHERE id = ?').get(id) as { suspended_until: string };
    expect(Date.parse(stored.suspended_until)).toBe(Date.parse(`${until}:00`));
    database.prepare('UPDATE accounts SET suspended_until = ? WHERE id = ?').run(new Date(Date.now() + 2_000).toISOString(), id);
  });

  // Nobody acts: the server lifts it when the time comes, and the history says so.
  await row.getByRole('link', { name }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Suspended until /).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('article').first().getByRole('heading', { name: 'Unsuspended automatically' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The profile and the history are read side by side; the last reload may have read the profile just
  // before the lift, so read the page once more now that the lift is recorded.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await page.goto(`${server.baseURL}/salons`);
  await expect(rowByLink(table, href).getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
});

test('bulk-suspend three professionals for 30 days, one suspended until lifted: it stays so, reported skipped', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await logInAs(page, ownAdmin);
  await page.goto(`${server.baseURL}/professionals-list`);
  const table = page.getByRole('table', { name: 'Professionals List' });
  const picked = [await pickRow(table, 0, { active: true }), await pickRow(table, 1, { active: true }), await pickRow(table, 2, { active: true })];
  const ids = picked.map(({ href }) => Number(href.split('/').pop()));
  const [lifted] = picked;
  const [liftedId] = ids;
  // One of them is already suspended until lifted, as another administrator might have left it.
  await rowByLink(table, lifted!.href).getByRole('button', { name: `Suspend ${lifted!.name}` }).click();
  const single = page.getByRole('alertdialog', { name: 'Are you sure you want to suspend this professional?' });
  await single.getByRole('combobox', { name: 'Reason' }).selectOption('Harassment or abuse');
  await single.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  await single.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(single).toBeHidden();
  await expect(rowByLink(table, lifted!.href).getByRole('button', { name: `Unsuspend ${lifted!.name}` })).toBeVisible();

  for (const { name } of picked) await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('group', { name: 'Selection' }).getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Suspend 3 professionals?' });
  const choice = dialog.getByRole('group', { name: '1 of the selected accounts is already suspended' });
  await expect(choice.getByRole('radio', { name: 'Leave their suspension as it is' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
  await dialog.getByRole('checkbox', { name: 'Send a notice' }).uncheck();
  await dialog.getByRole('group', { name: 'Duration' }).getByRole('radio', { name: '30 days' }).check();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`2 suspended. 1 skipped: ${lifted!.name}: Already suspended until lifted.`).first()).toBeVisible();

  // The indefinite suspension is untouched; the other two end in 30 days.
  server.withDatabase((database) => {
    const rows = database.prepare(`SELECT id, is_suspended, suspended_until FROM accounts WHERE id IN (${ids.join(', ')})`).all() as {
      id: number;
      is_suspended: number;
      suspended_until: string | null;
    }[];
    for (const row of rows) {
      expect(row.is_suspended).toBe(1);
      if (row.id === liftedId) expect(row.suspended_until).toBeNull();
      else expect(Date.parse(row.suspended_until!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    }
    expect(rows).toHaveLength(3);
  });
  await rowByLink(table, lifted!.href).getByRole('link', { name: lifted!.name }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Suspended until lifted').first()).toBeVisible();
});
