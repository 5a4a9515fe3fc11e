import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';

export { e2eAdmin };

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Logs in through the form as the shared admin, as a person does, and waits for the dashboard (or `expectPath`). */
export async function logIn(page: Page, { expectPath = '/' }: { expectPath?: string } = {}) {
  await logInAs(page, e2eAdmin, { expectPath });
}

/** Logs in and opens `path`, then waits for its button named `button` and returns it. */
export async function logInAndOpen(page: Page, path: string, button: string): Promise<Locator> {
  await logIn(page);
  await page.goto(path);
  const found = page.getByRole('button', { name: button, exact: true });
  await expect(found).toBeVisible();
  return found;
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * Runs axe-core in the page (through the DevTools protocol, so the page's CSP, which forbids inline
 * scripts, stays on) and returns the violations in a readable form.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

/**
 * Axe on the page in both colour schemes, once it is loaded in the light one and nothing is busy: the
 * app follows the system's scheme as it changes, so the dark one is checked on the same visit, and the
 * light one is put back. Violations go into `found` under 'light PATH' and 'dark PATH'.
 */
export async function auditBothSchemes(page: Page, path: string, found: Record<string, string[]>) {
  const check = async (key: string) => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[key] = violations;
  };
  await check(`light ${path}`);
  const lightClasses = (await page.locator('html').getAttribute('class')) ?? '';
  await page.emulateMedia({ colorScheme: 'dark' });
  // The theme's classes on <html> change once the app has seen the new scheme.
  await expect(page.locator('html')).not.toHaveAttribute('class', lightClasses);
  await check(`dark ${path}`);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('class', lightClasses);
}

/** The stored session token, for calling the API as the logged-in admin. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** A body row of `table` found by the detail link it holds (ids are unique, names may not be). */
export function rowByLink(table: Locator, href: string): Locator {
  return table.getByRole('row').filter({ has: table.page().locator(`a[href="${href}"]`) });
}

/**
 * The name and detail link of the `index`-th body row, counting only active accounts (those with a
 * Suspend button) when `active` is set. Tests sharing one database each take a different index, so
 * parallel moderation tests never act on the same account.
 */
export async function pickRow(table: Locator, index: number, { active = false }: { active?: boolean } = {}) {
  const page = table.page();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  let rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  if (active) rows = rows.filter({ has: page.getByRole('button', { name: /^Suspend / }) });
  const link = rows.nth(index).getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(name).not.toBe('');
  expect(href).not.toBe('');
  return { name, href };
}

/** Every page a visitor can open without signing in. */
export const publicPages = ['/login', '/privacy-policy', '/terms-and-conditions', '/support', '/accept-invitation'];

/** Every protected page of SPEC.md section 2 without an id, the pages issues add, and the catch-all. */
export const protectedPages = [
  '/',
  '/settings',
  '/professionals-list',
  '/salons',
  '/private-suites',
  '/support-list',
  '/feedback-list',
  '/activity',
  '/recently-deleted',
  '/staff',
  '/policy-editor',
  '/policy-view',
  '/terms',
  '/profile-settings',
  '/change-password',
  '/chat',
  '/no-such-page',
];

/** One detail page of each kind, from the first rows the server at `origin` lists. */
export async function detailPages(page: Page, origin = ''): Promise<string[]> {
  const [professional] = await apiGet<{ id: number }[]>(page, `${origin}/api/admin/professionals`);
  const [salon] = await apiGet<{ id: number }[]>(page, `${origin}/api/admin/salons`);
  const suites = await apiGet<{ data: { id: number }[] }>(page, `${origin}/api/admin/private-suites?page=1&limit=10`);
  return [`/professionals-list/${professional?.id}`, `/salons/${salon?.id}`, `/private-suite/${suites.data[0]?.id}`];
}

/** GET an admin API path as the logged-in admin and return its JSON. */
export async function apiGet<T = unknown>(page: Page, apiPath: string): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.get(apiPath, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${apiPath} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The DATA_DIR of the server answering on `port`, read from its environment. The config makes a
 * fresh temp dir in every process that loads it, so the test workers cannot know the server's.
 */
function serverDataDir(port: string): string {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let environment: string[];
    try {
      environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const dataDir = environment.find((entry) => entry.startsWith('DATA_DIR='));
    if (dataDir && environment.includes(`PORT=${port}`) && environment.some((entry) => entry.startsWith('ADMIN_EMAIL='))) {
      return dataDir.slice('DATA_DIR='.length);
    }
  }
  throw new Error(`no server with PORT=${port} and a DATA_DIR found`);
}

/**
 * Adds an administrator through the server's command line, for a test that must not disturb the
 * shared admin (a password change ends every other session of the account).
 */
export function createAdmin(baseURL: string, account: { email: string; password: string; name: string }) {
  const dataDir = serverDataDir(new URL(baseURL).port);
  execFileSync(
    process.execPath,
    ['scripts/cli.mjs', 'create-user', '--role', 'admin', '--email', account.email, '--password', account.password, '--name', account.name],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
}

/** Logs in through the form as `account` and waits for the dashboard (or `expectPath`). */
export async function logInAs(page: Page, account: { email: string; password: string }, { expectPath = '/' }: { expectPath?: string } = {}) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === expectPath);
}

/** Presses Tab until `target` has focus, as a keyboard user moving through the page. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
