import { expect, test } from '@playwright/test';
import { consumerApps, ssrConsumerApp } from './apps.mjs';

for (const { react, port } of consumerApps) {
  test(`the packed design system works in another Vite app on React ${react}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('heading', { name: 'Consumer' })).toBeVisible();
    // The app reports the React it runs on: the one npm installed for it.
    await expect(page.getByText(`React ${react}`, { exact: true })).toBeVisible();
    // The table, with its sortable headers.
    const table = page.getByRole('table', { name: 'People' });
    await expect(table.getByRole('cell', { name: 'Ava Johnson' })).toBeVisible();
    await table.getByRole('button', { name: 'Name' }).click();
    // The dialog, answered with the keyboard.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this suite?');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Answer: false')).toBeVisible();
    // The editor, from its own entry point, styled by the one stylesheet.
    await expect(page.getByRole('textbox', { name: 'Notes' })).toContainText('Hello');
    await expect(page.getByRole('toolbar')).toBeVisible();
    const background = await page.getByRole('button', { name: 'Delete' }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(errors).toEqual([]);
  });
}

/** An sRGB channel (0 to 255) as linear light (0 to 1). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a computed `rgb()`/`rgba()` colour: 0 for black, 1 for white. */
function luminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

test(`the packed design system renders on a Node server and hydrates in Chromium (Vite SSR, React ${ssrConsumerApp.react})`, async ({ page, request }) => {
  expect(process.env[ssrConsumerApp.dirVariable], 'the server-rendered app is built and installed by consumer-test/run.mjs; run that').toBeDefined();
  const url = `http://127.0.0.1:${ssrConsumerApp.port}/`;

  // The page as the server sends it, before any script: the whole page is already there, themed, styled
  // and sanitised.
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
  expect(html).toContain('We keep your name, your email address and your <strong>booking history</strong>, and nothing more.');
  for (const data of ['Booking history', 'Account details', 'Messages', 'Sign-in records']) {
    expect(html).toMatch(new RegExp(`<td[^>]*>${data}</td>`));
  }
  // The dark theme is a class, and themeClassName('dark') gives two: the theme's values and its colour scheme.
  const htmlClass = html.match(/<html lang="en" class="([^"]+)">/)?.[1];
  expect(htmlClass?.split(' ')).toHaveLength(2);
  const stylesheet = html.match(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(stylesheet).toBeDefined();
  // Nothing of the stored policy's script, handler or javascript: link reaches the page; the only
  // scripts are the client build's.
  expect(html).not.toMatch(/policyScriptRan|policyHandlerRan|policyLinkRan|onclick|javascript:/i);
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^<script type="module"[^>]* src="\/assets\/[^"]+\.js">$/);
  const css = await request.get(`http://127.0.0.1:${ssrConsumerApp.port}${stylesheet}`);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toContain('text/css');

  // The page in Chromium: any error, warning, hydration mismatch (React's development build logs each) or
  // recoverable error (the app's onRecoverableError logs them) fails the test.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.goto(url);
  // The app marks <html> from an effect, which runs only once hydration has committed.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('class', htmlClass!);
  expect(await page.evaluate(() => ['policyScriptRan', 'policyHandlerRan', 'policyLinkRan'].filter((name) => name in window))).toEqual([]);

  // The stylesheet loaded, and the class on <html> gives the page the dark theme: a dark background,
  // light text and a dark colour scheme.
  const look = await page.evaluate((href) => {
    const sheet = [...document.styleSheets].find((candidate) => candidate.href === new URL(href, location.href).href);
    const style = getComputedStyle(document.documentElement);
    return { rules: sheet?.cssRules.length ?? 0, background: style.backgroundColor, text: style.color, colorScheme: style.colorScheme };
  }, stylesheet!);
  expect(look.rules).toBeGreaterThan(0);
  // Opaque colours read as rgb(); a page without the stylesheet has rgba(0, 0, 0, 0), which is no theme.
  expect(look.background).toMatch(/^rgb\(/);
  expect(luminance(look.background), `background ${look.background}`).toBeLessThan(0.05);
  expect(luminance(look.text), `text ${look.text}`).toBeGreaterThan(0.5);
  expect(look.colorScheme).toBe('dark');

  // The table works once hydrated: a header press sorts it.
  const table = page.getByRole('table', { name: 'Data we keep' });
  const firstCells = table.locator('tbody tr td:first-child');
  await expect(firstCells).toHaveText(['Booking history', 'Account details', 'Messages', 'Sign-in records']);
  await table.getByRole('button', { name: 'Kept for' }).click();
  await expect(firstCells).toHaveText(['Account details', 'Sign-in records', 'Messages', 'Booking history']);
  await expect(table.getByRole('columnheader', { name: 'Kept for' })).toHaveAttribute('aria-sort', 'ascending');

  // The dialog, opened and answered with the keyboard alone: Escape declines, Enter on the confirm
  // button (where focus starts in a harmless question) agrees.
  const trigger = page.getByRole('button', { name: 'Email preferences' });
  const answer = page.getByRole('status').filter({ hasText: 'Email offers:' });
  await expect(answer).toHaveText('Email offers: not asked');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Email offers' });
  await expect(dialog).toContainText('May we email you offers');
  // Portalled to <body>, the dialog still takes the theme from <html>.
  const panel = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(panel).toMatch(/^rgb\(/);
  expect(luminance(panel), `dialog ${panel}`).toBeLessThan(0.05);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(answer).toHaveText('Email offers: declined');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Yes, email me' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(answer).toHaveText('Email offers: agreed');

  expect(problems).toEqual([]);
});
