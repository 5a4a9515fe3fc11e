import { expect, test } from '@playwright/test';
import { apiGet, createAdmin, logIn, logInAndOpen, logInAs, tabTo } from './helpers';

test.describe('dashboard', () => {
  test('the three cards show totals that match the lists on the server', async ({ page }) => {
    await logIn(page);
    // Other tests may delete an account meanwhile: compare one dashboard load with the lists read just after it.
    await expect(async () => {
      await page.goto('/');
      const cards = {
        Professionals: page.getByRole('article', { name: 'Professionals' }),
        'Private Suites': page.getByRole('article', { name: 'Private Suites' }),
        Salons: page.getByRole('article', { name: 'Salons' }),
      };
      for (const card of Object.values(cards)) await expect(card).toContainText('New This Month');
      await expect(cards['Private Suites']).toContainText('Subscribed');
      await expect(cards['Private Suites']).toContainText('Free');
      await expect(cards.Salons).toContainText('Subscribed');
      await expect(cards.Salons).toContainText('Free');
      const totals = await Promise.all(
        Object.values(cards).map(async (card) => Number((await card.getByRole('paragraph').first().textContent())?.replace(/\D/g, ''))),
      );
      const professionals = await apiGet<unknown[]>(page, '/api/admin/professionals');
      const suites = await apiGet<{ total: number }>(page, '/api/admin/private-suites?page=1&limit=10');
      const salons = await apiGet<unknown[]>(page, '/api/admin/salons');
      expect(totals).toEqual([professionals.length, suites.total, salons.length]);
    }).toPass({ timeout: 20_000 });
    const professionalTotal = await page.getByRole('article', { name: 'Professionals' }).getByRole('paragraph').first().textContent();
    expect(Number(professionalTotal)).toBeGreaterThan(100);
  });
});

test.describe('profile settings', () => {
  // Both tests change the same administrator's name: one after the other, never side by side.
  test.describe.configure({ mode: 'serial' });

  test('Edit Profile, a new name, Save Profile: the new name shows in view mode and after a reload', async ({ page }) => {
    const edit = await logInAndOpen(page, '/profile-settings', 'Edit Profile');
    await expect(page.getByText('admin@chairside.test')).toBeVisible();
    await edit.click();
    const fullName = page.getByLabel('Full Name');
    const original = await fullName.inputValue();
    const renamed = `Avery Admin ${Date.now() % 100_000}`;
    await fullName.fill(renamed);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText(renamed)).toBeVisible();
    await page.reload();
    await expect(page.getByText(renamed)).toBeVisible();

    // Cancel leaves the saved name alone; then the original name goes back for the other tests.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Not kept');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(renamed)).toBeVisible();
    await expect(page.getByText('Not kept')).toHaveCount(0);
    if (original.trim() !== '') {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Full Name').fill(original);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    }
  });

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

test.describe('change password', () => {
  test('a mismatch and a wrong current password keep the admin in; a success lets them log in with the new one', async ({ page, baseURL }) => {
    // Its own admin: a password change ends every other session of the account, which would log
    // out the tests running beside this one.
    const account = { email: `password-${Date.now()}@chairside.test`, password: 'first-password-123', name: 'Password Tester' };
    createAdmin(baseURL ?? '', account);
    await logInAs(page, account);
    await page.goto('/change-password');
    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    const passwordCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/password') passwordCalls.push(request.method());
    });

    await current.fill(account.password);
    await next.fill('second-password-456');
    await confirm.fill('second-password-789');
    await submit.click();
    await expect(notifications).toContainText('Error: New passwords do not match.');
    expect(passwordCalls).toEqual([]);
    await expect(page).toHaveURL(/\/change-password$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await current.fill('not-my-password-1');
    await next.fill('second-password-456');
    await confirm.fill('second-password-456');
    await submit.click();
    await expect(notifications).toContainText('Error: The current password is incorrect.');
    await expect(page).toHaveURL(/\/change-password$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings Page' })).toBeVisible();

    await page.goto('/change-password');
    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill('second-password-456');
    await page.getByLabel('Confirm New Password').fill('second-password-456');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(notifications).toContainText('Password changed successfully.');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    await logInAs(page, { email: account.email, password: 'second-password-456' });
  });
});

test.describe('terms editor', () => {
  // Each save names the revision it started from (issue 18): two saves of the shared server's terms at
  // once would rightly be a conflict, so the tests that save them take turns.
  test.describe.configure({ mode: 'serial' });

  test('Edit, type, Save Terms: read-only again and the text persists after a reload', async ({ page }) => {
    const marker = `Bookings cancelled within 24 hours ${Date.now()}`;
    await logIn(page);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Terms' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Terms and conditions' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(marker);
    await page.getByRole('button', { name: 'Save Terms' }).click();
    await page.getByRole('dialog', { name: 'Save the terms' }).getByRole('button', { name: 'Save Terms' }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Terms' })).toHaveCount(0);
    await expect(page.getByText(marker)).toBeVisible();
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
    await page.goto('/terms-and-conditions');
    await expect(page.getByText(marker)).toBeVisible();
  });

  test('terms editor with the keyboard alone: Edit, type, Save Terms', async ({ page }) => {
    const marker = `Typed without a mouse ${Date.now()}`;
    const edit = await logInAndOpen(page, '/terms', 'Edit');
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Terms and conditions' });
    await tabTo(page, editor);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(marker);
    await tabTo(page, page.getByRole('button', { name: 'Save Terms' }));
    await page.keyboard.press('Enter');
    // The save dialog (issue 18) opens on its summary field; Save Terms in it publishes now.
    const dialog = page.getByRole('dialog', { name: 'Save the terms' });
    await expect(dialog.getByRole('textbox', { name: /Summary/ })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Save Terms' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByText(marker)).toBeVisible();
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
  });
});

test.describe('other admin pages', () => {
  test('settings shows its placeholder text', async ({ page }) => {
    await logIn(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings Page' })).toBeVisible();
    await expect(page.getByText('Manage your settings here.')).toBeVisible();
  });

  test('an unknown page shows the 404 texts', async ({ page }) => {
    await logIn(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  });

  test('chat sends a trimmed message with Enter as You, and ignores an empty one', async ({ page }) => {
    await logIn(page);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await page.getByRole('button', { name: /Support Team/ }).click();
    const messages = page.getByRole('log', { name: 'Messages with Support Team' }).or(page.getByLabel('Messages with Support Team'));
    const box = page.getByRole('textbox', { name: 'Message' });
    const before = await messages.getByRole('listitem').count();
    await box.fill('   ');
    await box.press('Enter');
    await expect(messages.getByRole('listitem')).toHaveCount(before);
    await box.fill('  Thanks, I will look at them now.  ');
    await box.press('Enter');
    await expect(messages.getByRole('listitem')).toHaveCount(before + 1);
    const sent = messages.getByRole('listitem').last();
    await expect(sent).toContainText('You');
    await expect(sent).toContainText('Thanks, I will look at them now.');
    await expect(box).toHaveValue('');
  });

  test('Logout in the sidebar goes to /login with storage empty, and / then asks for a login', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
