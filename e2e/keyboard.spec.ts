import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, pickRow, rowByLink } from './helpers';

/** Presses Tab until `target` has focus, as a keyboard user moving through the page. */
async function tabTo(page: Page, target: Locator, { max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only moderation', () => {
  test('search, suspend with Enter, and unsuspend declined with Escape: focus returns to the row button', async ({ page }) => {
    await logIn(page);
    await page.goto('/professionals-list');
    const table = page.getByRole('table', { name: 'Professionals List' });
    const { name, href } = await pickRow(table, 8, { active: true });
    await page.goto('/professionals-list');
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await tabTo(page, search);
    await page.keyboard.type(name);
    const row = rowByLink(table, href);
    await expect(row).toBeVisible();

    const suspend = row.getByRole('button', { name: `Suspend ${name}` });
    await tabTo(page, suspend);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to suspend this professional?' });
    await expect(dialog).toBeVisible();
    // The moderation dialog starts on the reason it requires; the arrow keys choose one.
    const reason = dialog.getByRole('combobox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(reason).toHaveValue('Fake or duplicate account');
    await tabTo(page, dialog.getByRole('button', { name: 'Suspend', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
    const unsuspend = row.getByRole('button', { name: `Unsuspend ${name}` });
    await expect(unsuspend).toBeFocused();

    await page.keyboard.press('Space');
    const again = page.getByRole('alertdialog', { name: 'Are you sure you want to unsuspend this professional?' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('combobox', { name: 'Reason' })).toBeFocused();
    // Declined with Escape while the suspend toast (with its Undo) is still showing: each opening mounts
    // a new dialog, on top of the toast in the stack of dismissable layers, so Escape reaches the dialog.
    // (The open dialog hides the rest of the page from the accessibility tree, so the toast is found by its text.)
    const toast = page.locator('li').filter({ hasText: 'Professional suspended.' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect(toast).toBeVisible();
    await expect(unsuspend).toBeFocused();
    await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();

    // Delete starts on Cancel: a stray Enter keeps the account.
    const remove = row.getByRole('button', { name: `Delete ${name}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const deleteDialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this professional? This action cannot be undone.' });
    await expect(deleteDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteDialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(row).toBeVisible();
  });

});

/** What the focused element shows: an outline or a ring (box-shadow) a sighted keyboard user can see. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', visible: false };
    // A control may draw its ring on a frame around it (the editor's frame, through :focus-within).
    const candidates: Element[] = [element];
    for (let frame = element.parentElement, depth = 0; frame && depth < 3; frame = frame.parentElement, depth += 1) candidates.push(frame);
    const visible = candidates.some((candidate) => {
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    });
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { name, visible };
  });
}

test.describe('focus is visible', () => {
  for (const pagePath of ['/login', '/support', '/professionals-list', '/policy-editor']) {
    test(`every control reached by Tab on ${pagePath} shows where focus is`, async ({ page }) => {
      if (pagePath !== '/login' && pagePath !== '/support') await logIn(page);
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
      const hidden: string[] = [];
      const seen = new Set<string>();
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const { name, visible } = await focusIndicator(page);
        // Past the last control focus leaves the page for the browser's own controls.
        if (name === 'body' || seen.has(name)) continue;
        seen.add(name);
        if (!visible) hidden.push(name);
      }
      expect(seen.size, [...seen].join(', ')).toBeGreaterThan(3);
      expect(hidden).toEqual([]);
    });
  }
});
