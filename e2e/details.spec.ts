import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, logIn } from './helpers';

type ListItem = { id: number };
type Profile = { UserInformation?: { portfolio?: string[] | null; cvUrl?: string | null } | null };
type Kind = 'professional' | 'salon' | 'private-suite';

/** The first accounts of a kind in list order, as the API lists them (the suites a page at a time). */
const firstAccounts = async (page: Page, kind: Kind): Promise<ListItem[]> =>
  kind === 'private-suite'
    ? (await apiGet<{ data: ListItem[] }>(page, '/api/admin/private-suites?page=1&limit=10')).data
    : (await apiGet<ListItem[]>(page, kind === 'salon' ? '/api/admin/salons' : '/api/admin/professionals')).slice(0, 40);

/** An account's stored profile (the suite's answer wraps it in `profile`). */
const storedProfile = async (page: Page, kind: Kind, id: number): Promise<Profile> => {
  const answer = await apiGet<Profile & { profile?: Profile }>(page, `/api/admin/profile/${kind}/${id}`);
  return kind === 'private-suite' ? (answer.profile ?? {}) : answer;
};

/** The first account of `kind` (in list order) whose stored profile satisfies `wanted`. */
async function findAccount(page: Page, kind: Kind, wanted: (profile: Profile) => boolean): Promise<number> {
  for (const item of await firstAccounts(page, kind)) {
    if (wanted(await storedProfile(page, kind, item.id))) return item.id;
  }
  throw new Error(`no ${kind} in the demo data has the wanted profile`);
}

/** Each kind's list page, the name of its table, and an account's detail page. */
const pagesOf: Record<Kind, { list: string; table: string; detail: (id: number) => string }> = {
  professional: { list: '/professionals-list', table: 'Professionals List', detail: (id) => `/professionals-list/${id}` },
  salon: { list: '/salons', table: 'Salons', detail: (id) => `/salons/${id}` },
  'private-suite': { list: '/private-suites', table: 'Private Suites', detail: (id) => `/private-suite/${id}` },
};

const hasPictures = (profile: Profile) => (profile.UserInformation?.portfolio?.length ?? 0) > 0;

/**
 * Logs in and opens the first account of `kind` with pictures from its list, as a person does (the
 * search cleared, the name's link followed); checks the page opened under the account's name with a
 * heading for each of `sections`.
 */
async function openAccountWithPictures(page: Page, kind: Kind, sections: string[]) {
  await logIn(page);
  const { list, table, detail } = pagesOf[kind];
  const path = detail(await findAccount(page, kind, hasPictures));
  await page.goto(list);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  const link = page.getByRole('table', { name: table }).locator(`a[href="${path}"]`);
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const section of sections) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
}

/** Closes the open `overlay` with its x button, which gives focus back to `opener`. */
async function closeByButton(overlay: Locator, opener: Locator) {
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Closes the open `overlay` with a click outside its panel: the backdrop covers the page, so the corner will do. */
async function closeByClickOutside(page: Page, overlay: Locator) {
  // Radix starts listening for outside clicks a moment after the dialog opens, so retry the click.
  await expect(async () => {
    await page.mouse.click(4, 4);
    await expect(overlay).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('professional detail', () => {
  test('opens from the list with its sections, and the portfolio overlay closes by x, Escape and a click outside', async ({ page }) => {
    await openAccountWithPictures(page, 'professional', ['About', 'Professions & Expertise', 'Profession & Expertise', 'Salary Expectation', 'Working Availability', 'Portfolio']);
    await expect(page.getByText('Start Time').first()).toBeVisible();
    await expect(page.getByText('End Time').first()).toBeVisible();

    const thumbnail = page.getByRole('list', { name: 'Portfolio' }).getByRole('button').first();
    const overlay = page.getByRole('dialog', { name: 'Portfolio' });

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    await closeByButton(overlay, thumbnail);

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(thumbnail).toBeFocused();

    await thumbnail.click();
    await expect(overlay).toBeVisible();
    await closeByClickOutside(page, overlay);
    await expect(thumbnail).toBeFocused();
  });

  test('Download CV saves the file when there is one', async ({ page }) => {
    await logIn(page);
    const id = await findAccount(page, 'professional', (profile) => Boolean(profile.UserInformation?.cvUrl));
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
    const id = await findAccount(page, 'professional', (profile) => !profile.UserInformation?.cvUrl);
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
    await openAccountWithPictures(page, 'salon', ['About', 'Positions Available', 'Services We Offer', 'Packages Available', 'Operation Days and Hours', 'Saloon Pictures']);
    const thumbnail = page.getByRole('list', { name: 'Saloon Pictures' }).getByRole('button').first();
    await thumbnail.click();
    const overlay = page.getByRole('dialog', { name: 'Saloon Pictures' });
    await expect(overlay).toBeVisible();
    await closeByClickOutside(page, overlay);
    await expect(thumbnail).toBeFocused();

    await page.goto('/salons/999999');
    await expect(page.getByText('Failed to load salon data.')).toBeVisible();
  });
});

test.describe('private suite detail', () => {
  test('opens from the list with units and the picture; an unknown suite shows the error text', async ({ page }) => {
    // The first suite on the first page with a picture (a few demo suites have none).
    await openAccountWithPictures(page, 'private-suite', ['About', 'Positions Available', 'This Space can accomodate', 'Working Days', 'Available Units', 'Private Suite Pictures']);
    await expect(page.getByRole('heading', { name: 'Unit 1', exact: true })).toBeVisible();
    await expect(page.getByText(/sq ft/).first()).toBeVisible();
    await expect(page.getByText(/\/mo/).first()).toBeVisible();

    const picture = page.getByRole('region', { name: 'Private Suite Pictures' }).getByRole('button');
    await picture.click();
    const overlay = page.getByRole('dialog', { name: 'Private Suite Pictures' });
    await expect(overlay).toBeVisible();
    await closeByButton(overlay, picture);
    await picture.click();
    await closeByClickOutside(page, overlay);

    await page.goto('/private-suite/999999');
    await expect(page.getByText('No data found.')).toBeVisible();
  });
});
