import { expect, test, type Page } from '@playwright/test';
import { axeViolations, detailPages, logIn, logInAndOpen, protectedPages, publicPages, tabTo } from './helpers';

/**
 * Every page's axe violations in both colour schemes, keyed by scheme and path; pages without any are
 * left out. Each page is loaded once, in the light scheme: the app follows the system's scheme as it
 * changes, so the dark one is checked on the same visit.
 */
async function auditEveryPage(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = async (key: string) => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[key] = violations;
  };
  const audit = async (path: string) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await check(`light ${path}`);
    const lightClasses = (await page.locator('html').getAttribute('class')) ?? '';
    await page.emulateMedia({ colorScheme: 'dark' });
    // The theme's classes on <html> change once the app has seen the new scheme.
    await expect(page.locator('html')).not.toHaveAttribute('class', lightClasses);
    await check(`dark ${path}`);
  };
  for (const path of publicPages) await audit(path);
  await logIn(page);
  for (const path of [...protectedPages, ...(await detailPages(page))]) await audit(path);
  return found;
}

test.describe('axe on every page, light and dark', () => {
  // Some twenty-five pages each, waiting for every answer before axe runs twice.
  test.describe.configure({ timeout: 150_000 });

  test('at desktop width', async ({ page }) => {
    expect(await auditEveryPage(page)).toEqual({});
  });

  test('at phone width (390x844)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await auditEveryPage(page)).toEqual({});
  });
});

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
