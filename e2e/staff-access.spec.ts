import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAs } from './helpers';
import { ownAdmin, ownServer, type OwnServer } from './ownServer';
import { totp } from './totp';

// Second factors and staff change who can sign in and how, so they run on servers of their own. Passkeys
// need a host name (browsers refuse an IP address as the relying party), so pages open localhost, which
// the server's default ORIGIN and RP_ID name.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const server = ownServer({ demo: { count: 6, feedback: 2, support: 2, asOf: '2026-01-15T12:00:00Z' } });

test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

/** The server's address as staff open it: by name, as ORIGIN says. */
const local = (own: OwnServer, path = '') => `${own.baseURL.replace('127.0.0.1', 'localhost')}${path}`;

/** Runs the server's command line on its data folder, with its port so links name the right origin. */
function cli(own: OwnServer, ...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/cli.mjs', ...args], {
    env: { ...process.env, DATA_DIR: own.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: new URL(own.baseURL).port, HOST: '127.0.0.1' },
    encoding: 'utf8',
  });
}

/** A staff member of the test's own, so turning factors on never touches another test's sign-in. */
function addStaff(own: OwnServer, email: string, staffRole = 'owner') {
  const account = { email, password: 'staff-access-password' };
  cli(own, 'create-user', '--role', 'admin', '--staff-role', staffRole, '--email', email, '--password', account.password, '--name', email.split('@')[0]!);
  return account;
}

async function signInWithPassword(page: Page, own: OwnServer, account: { email: string; password: string }) {
  await page.goto(local(own, '/login'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Sets up the authenticator app from the page it shows, and returns its key and recovery codes. */
async function enrolAuthenticator(page: Page) {
  const setup = page.getByRole('region', { name: /Set up/ });
  const secret = (await setup.locator('code').innerText()).replace(/\s/g, '');
  await setup.getByLabel('Authentication code').fill(totp(secret));
  await setup.getByRole('button', { name: 'Verify and turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  return { secret, codes: codes.map((code) => code.trim()) };
}

test('turn on an authenticator app, then sign in with a code and with a recovery code', async ({ page }) => {
  const account = addStaff(server, 'totp.owner@chairside.test');
  await signInWithPassword(page, server, account);
  await expect(page).toHaveURL(local(server, '/'));
  await page.goto(local(server, '/profile-settings'));
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const { secret, codes } = await enrolAuthenticator(page);
  await expect(page.getByText(/^Two-factor sign-in is on:/)).toBeVisible();
  await logOut(page);

  // The password alone no longer signs in: the code comes next. The code used to turn the app on was
  // spent, so the next step's code is typed (one step of drift is allowed).
  await signInWithPassword(page, server, account);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Authentication code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(local(server, '/'));
  await logOut(page);

  await signInWithPassword(page, server, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(local(server, '/'));
  await page.goto(local(server, '/profile-settings'));
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  await logOut(page);

  // A recovery code works once.
  await signInWithPassword(page, server, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code did not work.');
});

test('register a passkey with a virtual authenticator and sign in with it, no password', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const account = addStaff(server, 'passkey.owner@chairside.test');
  await signInWithPassword(page, server, account);
  await expect(page).toHaveURL(local(server, '/'));
  await page.goto(local(server, '/profile-settings'));
  await page.getByLabel('Passkey name').fill('E2E laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  const item = passkeys.getByRole('listitem').filter({ hasText: 'E2E laptop' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Never used');
  await logOut(page);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(local(server, '/'));
  // No password was typed; the passkey now shows it was used.
  await page.goto(local(server, '/profile-settings'));
  await expect(item).not.toContainText('Never used');
});

test('a moderator invited through the command line signs up and finds no delete anywhere', async ({ page }) => {
  const output = cli(server, 'invite', '--email', 'new.moderator@chairside.test', '--role', 'moderator');
  const link = /https?:\/\/\S+#token=\S+/.exec(output)?.[0];
  expect(link, output).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(/as Moderator/)).toBeVisible();
  await page.getByLabel('Full name').fill('Nova Moderator');
  await page.getByLabel('Password', { exact: true }).fill('moderator-password');
  await page.getByLabel('Confirm password').fill('moderator-password');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(local(server, '/'));

  // The link served once.
  const again = await page.context().newPage();
  await again.goto(link!);
  await expect(again.getByText('This invitation link is not valid.', { exact: false })).toBeVisible();
  await again.close();

  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  const deleteButton = page.getByRole('button', { name: /^Delete/ });
  for (const [path, table] of [
    ['/professionals-list', 'Professionals List'],
    ['/salons', 'Salons'],
    ['/private-suites', 'Private Suites'],
  ] as const) {
    await page.goto(local(server, path));
    const rows = page.getByRole('table', { name: table }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // Suspending is a moderator's work; deleting is not.
    await expect(page.getByRole('button', { name: /^Suspend / }).first()).toBeVisible();
    await expect(deleteButton).toHaveCount(0);
    await rows.nth(1).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: /Suspend|Unsuspend/ }).first()).toBeVisible();
    await expect(deleteButton).toHaveCount(0);
  }
  await page.goto(local(server, '/recently-deleted'));
  await expect(page.getByRole('heading', { name: 'Recently deleted' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await page.goto(local(server, '/staff'));
  await expect(page.getByText('Only owners can manage staff.')).toBeVisible();
});

async function signedInPage(browser: Browser, own: OwnServer, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, own, account);
  await expect(page).toHaveURL(local(own, '/'));
  return page;
}

test('signing out another session sends that browser to the login page', async ({ browser }) => {
  const account = addStaff(server, 'two.browsers@chairside.test');
  const first = await signedInPage(browser, server, account);
  const second = await signedInPage(browser, server, account);
  await first.goto(local(server, '/profile-settings'));
  const sessions = first.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This session')).toBeVisible();
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await second.getByRole('link', { name: 'Salons' }).click();
  await expect(second).toHaveURL(/\/login$/);
  // The first stays signed in.
  await first.reload();
  await expect(first.getByRole('list', { name: 'Sessions' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test.describe('with REQUIRE_MFA=1', () => {
  const strict = ownServer({ env: () => ({ REQUIRE_MFA: '1' }) });
  test.beforeAll(() => strict.start());
  test.afterAll(() => strict.dispose());

  test('a new owner is walked through setting up an authenticator app before any page', async ({ page }) => {
    const account = addStaff(strict, 'first.owner@chairside.test');
    await signInWithPassword(page, strict, account);
    await expect(page.getByRole('heading', { name: /Set up/ }).first()).toBeVisible();
    // No session yet: every page still sends them to /login.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const { secret } = await enrolAuthenticator(page);
    await expect(page).toHaveURL(local(strict, '/'));
    await logOut(page);

    await signInWithPassword(page, strict, account);
    await page.getByLabel('Authentication code').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(local(strict, '/'));
  });
});

test('the own administrator still signs in with a password alone', async ({ page }) => {
  await page.goto(local(server, '/login'));
  await logInAs(page, ownAdmin);
});
