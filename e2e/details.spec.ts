import { expect, test, type Page } from '@playwright/test';
import { apiGet, logIn } from './helpers';

type ListItem = { id: number };
type Profile = { UserInformation?: { portfolio?: string[] | null; cvUrl?: string | null } | null };

/** The first professional (in list order) whose stored profile satisfies `wanted`. */
async function findProfessional(page: Page, wanted: (profile: Profile) => boolean): Promise<number> {
  const list = await apiGet<ListItem[]>(page, '/api/admin/professionals');
  for (const item of list.slice(0, 40)) {
    const profile = await apiGet<Profile>(page, `/api/admin/profile/professional/${item.id}`);
    if (wanted(profile)) return item.id;
  }
  throw new Error('no professional in the demo data has the wanted profile');
}

test.describe('professional detail', () => {
  test('opens from the list with its sections, and the portfolio overlay closes by x, Escape and a click outside', async ({ page }) => {
    await logIn(page);
    const id = await findProfessional(page, (profile) => (profile.UserInformation?.portfolio?.length ?? 0) > 0);
    await page.goto('/professionals-list');
    const table = page.getByRole('table', { name: 'Professionals List' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    const link = table.locator(`a[href="/professionals-list/${id}"]`);
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/professionals-list/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const section of ['About', 'Professions & Expertise', 'Profession & Expertise', 'Salary Expectation', 'Working Availability', 'Portfolio']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Start Time').first()).toBeVisible();
    await expect(page.getByText('End Time').first()).toBeVisible();

    const thumbnail = page.getByRole('list', { name: 'Portfolio' }).getByRole('button').first();
    const overlay = page.getByRole('dialog', { name: 'Portfolio' });

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(thumbnail).toBeFocused();

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(thumbnail).toBeFocused();

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    // The backdrop covers the page: a click in the corner lands outside the panel.
    // Radix starts listening for outside clicks a moment after the dialog opens, so retry the click.
    await expect(async () => {
      await page.mouse.click(4, 4);
      await expect(overlay).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(thumbnail).toBeFocused();
  });

  test('Download CV saves the file when there is one', async ({ page }) => {
    await logIn(page);
    const id = await findProfessional(page, (profile) => Boolean(profile.UserInformation?.cvUrl));
    await page.goto(`/professionals-list/${id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await download.failure()).toBeNull();
    await expect(page.getByText('CV not available')).toHaveCount(0);
  });

  test("Download CV says 'CV not available' when there is none", async ({ page }) => {
    await logIn(page);
    const id = await findProfessional(page, (profile) => !profile.UserInformation?.cvUrl);
    await page.goto(`/professionals-list/${id}`);
    await page.getByRole('button', { name: 'Download CV' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'CV not available' })).toHaveText('CV not available');
  });

  test('an unknown professional shows the error text', async ({ page }) => {
    await logIn(page);
    await page.goto('/professionals-list/999999');
    await expect(page.getByText('Error loading profile. Please try again later.')).toBeVisible();
  });
});

test.describe('salon detail', () => {
  test('opens from the list with packages and pictures; an unknown salon shows the error text', async ({ page }) => {
    await logIn(page);
    const salons = await apiGet<ListItem[]>(page, '/api/admin/salons');
    let salonId: number | undefined;
    for (const item of salons.slice(0, 40)) {
      const profile = await apiGet<Profile>(page, `/api/admin/profile/salon/${item.id}`);
      if ((profile.UserInformation?.portfolio?.length ?? 0) > 0) {
        salonId = item.id;
        break;
      }
    }
    expect(salonId).toBeDefined();
    await page.goto('/salons');
    const link = page.getByRole('table', { name: 'Salons' }).locator(`a[href="/salons/${salonId}"]`);
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/salons/${salonId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const section of ['About', 'Positions Available', 'Services We Offer', 'Packages Available', 'Operation Days and Hours', 'Saloon Pictures']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    const thumbnail = page.getByRole('list', { name: 'Saloon Pictures' }).getByRole('button').first();
    await thumbnail.click();
    const overlay = page.getByRole('dialog', { name: 'Saloon Pictures' });
    await expect(overlay).toBeVisible();
    // Radix starts listening for outside clicks a moment after the dialog opens, so retry the click.
    await expect(async () => {
      await page.mouse.click(4, 4);
      await expect(overlay).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(thumbnail).toBeFocused();

    await page.goto('/salons/999999');
    await expect(page.getByText('Failed to load salon data.')).toBeVisible();
  });
});

test.describe('private suite detail', () => {
  test('opens from the list with units and the picture; an unknown suite shows the error text', async ({ page }) => {
    await logIn(page);
    // The first suite on the first page with a picture (a few demo suites have none).
    const suites = await apiGet<{ data: ListItem[] }>(page, '/api/admin/private-suites?page=1&limit=10');
    let suiteId: number | undefined;
    for (const item of suites.data) {
      const answer = await apiGet<{ profile?: Profile }>(page, `/api/admin/profile/private-suite/${item.id}`);
      if ((answer.profile?.UserInformation?.portfolio?.length ?? 0) > 0) {
        suiteId = item.id;
        break;
      }
    }
    expect(suiteId).toBeDefined();
    await page.goto('/private-suites');
    const link = page.getByRole('table', { name: 'Private Suites' }).locator(`a[href="/private-suite/${suiteId}"]`);
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/private-suite/${suiteId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const section of ['About', 'Positions Available', 'This Space can accomodate', 'Working Days', 'Available Units', 'Private Suite Pictures']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Unit 1', exact: true })).toBeVisible();
    await expect(page.getByText(/sq ft/).first()).toBeVisible();
    await expect(page.getByText(/\/mo/).first()).toBeVisible();

    const picture = page.getByRole('region', { name: 'Private Suite Pictures' }).getByRole('button');
    await picture.click();
    const overlay = page.getByRole('dialog', { name: 'Private Suite Pictures' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(picture).toBeFocused();
    await picture.click();
    // Radix starts listening for outside clicks a moment after the dialog opens, so retry the click.
    await expect(async () => {
      await page.mouse.click(4, 4);
      await expect(overlay).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    await page.goto('/private-suite/999999');
    await expect(page.getByText('No data found.')).toBeVisible();
  });
});
