import { expect, test } from '@playwright/test';
import { consumerApps } from './apps.mjs';

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
