import { expect, test } from '@playwright/test';
import { axeViolations, e2eAdmin, logIn } from './helpers';

/** Whether a script is the router's chunk (the app's route table and React Router). */
const router = (script: string) => /\/App-[\w-]+\.js$/.test(script);

test.describe('session', () => {
  test('a visitor is sent to /login and back to the page they asked for', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, { expectPath: '/settings' });
    await expect(page.getByRole('heading', { name: 'Settings Page' })).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('token')]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeTruthy();
  });

  test('a first visit to /login signs in before the router has loaded, and a reload keeps the page to return to', async ({ page }) => {
    // Issue 19: /login opened first shows the form without the router's code, which arrives with typing.
    await page.goto('/salons');
    await expect(page).toHaveURL(/\/login$/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(scripts.filter(router)).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Public pages' }).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await logIn(page, { expectPath: '/salons' });
    await expect(page.getByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
    expect(scripts.filter(router)).toHaveLength(1);
    // The app's own navigation works after the hand-over: the sidebar takes the admin on without a reload.
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(scripts.filter(router)).toHaveLength(1);
  });

  test('a wrong password shows the error and stores nothing', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a bogus stored token sends the admin to /login with storage cleared', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('auth', 'true');
      localStorage.setItem('token', 'bogus-token');
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('the login page carries the CSP header and passes axe', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
