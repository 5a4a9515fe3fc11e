import { expect, test } from '@playwright/test';
import { logInAndOpen, tabTo } from './helpers';

// Axe on every page, in both colour schemes, at both widths: screens.spec.ts, on the same visit that
// takes each page's picture.

test.describe('keyboard only', () => {
  test('profile edit with the keyboard alone: Edit Profile, type, Save Profile', async ({ page }) => {
    const edit = await logInAndOpen(page, '/profile-settings', 'Edit Profile');
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const fullName = page.getByLabel('Full Name');
    await tabTo(page, fullName, { backwards: true });
    const original = await fullName.inputValue();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Keyboard Admin');
    await tabTo(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Keyboard Admin')).toBeVisible();
    // After saving, focus goes back to Edit Profile rather than being lost on the page.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Full Name'), { backwards: true });
    await page.keyboard.press('Control+A');
    await page.keyboard.type(original || 'Admin');
    await tabTo(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  });
});
