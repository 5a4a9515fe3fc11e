import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { failing, handle } from '../../mocks/handlers';
import { demoFileHandlers } from '../../profile/demoFiles';
import { fullPrivateSuite, fullProfessional, fullSalon } from '../../profile/sampleProfiles';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, server, setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { playStory, tryAgain, userEvent, type PlayableStory } from '../../test/stories';
import type { AccountDetailTexts } from './accountDetailStories';
import * as privateSuiteStories from './PrivateSuiteDetail.stories';
import * as professionalStories from './ProfessionalDetail.stories';
import * as salonStories from './SalonDetail.stories';

setupMockServer();
afterEach(() => toast.dismiss());

/**
 * What the tests check of one kind's detail page beyond what its stories show: the texts the stories
 * check (`AccountDetailTexts`, from the kind's story file) and the full sample's other parts.
 */
type DetailCase = AccountDetailTexts & {
  /** The page's name in the tests' titles. */
  page: string;
  stories: Record<'Loading' | 'Error' | 'Fallbacks', PlayableStory>;
  /** Makes the full sample the only account of its kind on the mock server. */
  seed: () => void;
  /** The full sample's email and About. */
  email: string;
  about: string;
  /** Its grouped categories: section, then each parent category's items, or null where that parent has no list. */
  groups: Record<string, Record<string, string[] | null>>;
  /** Its working days as the page abbreviates them, and (with pay figures) the start and end times. */
  days: { title: string; days: string };
  hours?: { start: string; end: string };
  /** The section of the five pay figures, and what it calls the hourly one. */
  pay?: { title: string; hourly: string };
  /** A section the page shows once the profile has loaded, and the list the way back leads to. */
  loaded: string;
  listPath: string;
  /** How many header lines read 'N/A' for the bare sample: location and email, or a suite's email alone. */
  bareNa: number;
  /** The kind's suspend call and questions, and the toasts once an action went through. */
  suspend: 'suspendProfessional' | 'suspendSalon' | 'suspendPrivateSuite';
  questions: { suspend: string; unsuspend: string };
  done: { suspend: string; unsuspend: string };
  /** The kind's accounts on the mock server. */
  stored: () => { id: number; isSuspended: boolean }[];
};

const professional = {
  ...professionalStories.professionalDetail,
  page: 'ProfessionalDetail',
  stories: composeStories(professionalStories),
  seed: () => {
    db.professionals = [fullProfessional()];
  },
  email: 'jordan.rivera@example.com',
  about: 'Colorist with ten years behind the chair.',
  groups: {
    // A parent alone reads 'General'.
    'Professions & Expertise': { Hairstylists: ['Colorist', 'Stylist'], Barbers: ['General'] },
    'Profession & Expertise': { 'Nail Technicians': ['Manicurist'], Hairstylists: null },
  },
  // Stored as 'Friday,Monday,Wednesday'.
  days: { title: 'Working Availability', days: 'Mon Wed Fri' },
  hours: { start: '09:00', end: '18:00' },
  pay: { title: 'Salary Expectation', hourly: 'Hourly Rent' },
  loaded: 'Salary Expectation',
  listPath: '/professionals-list',
  bareNa: 2,
  suspend: 'suspendProfessional',
  questions: {
    suspend: 'Are you sure you want to suspend this professional?',
    unsuspend: 'Are you sure you want to unsuspend this professional?',
  },
  done: { suspend: 'Professional suspended.', unsuspend: 'Professional unsuspended.' },
  stored: () => db.professionals,
} satisfies DetailCase;

const salon = {
  ...salonStories.salonDetail,
  page: 'SalonDetail',
  stories: composeStories(salonStories),
  seed: () => {
    db.salons = [fullSalon()];
  },
  email: 'hello@velvetchair.example.com',
  about: 'A bright downtown salon with twelve chairs.',
  groups: {
    // A parent listed without any sub-category reads 'General'.
    'Positions Available': { Admin: ['Receptionist'], Hairstylists: ['General'] },
    'Services We Offer': { 'Nail Technicians': ['Manicurist'], Barbers: ['General'] },
  },
  days: { title: 'Operation Days and Hours', days: 'Tue Thu Sat' },
  hours: { start: '08:00', end: '20:00' },
  pay: { title: 'Packages Available', hourly: 'Hourly' },
  loaded: 'Packages Available',
  listPath: '/salons',
  bareNa: 2,
  suspend: 'suspendSalon',
  questions: { suspend: 'Are you sure you want to suspend this salon?', unsuspend: 'Are you sure you want to unsuspend this salon?' },
  done: { suspend: 'Salon suspended.', unsuspend: 'Salon unsuspended.' },
  stored: () => db.salons,
} satisfies DetailCase;

const privateSuite = {
  ...privateSuiteStories.privateSuiteDetail,
  page: 'PrivateSuiteDetail',
  stories: composeStories(privateSuiteStories),
  seed: () => {
    db.privateSuites = [fullPrivateSuite()];
  },
  email: 'hello@lumensuites.example.com',
  about: 'Private rooms with their own sinks and lockable doors.',
  groups: {
    'Positions Available': { Admin: ['Floor Manager'] },
    'This Space can accomodate': { 'Massage Therapists': ['Swedish Massage Therapist'], Estheticians: ['General'] },
  },
  // Stored as 'Sunday,Monday,Saturday'.
  days: { title: 'Working Days', days: 'Mon Sat Sun' },
  loaded: 'Available Units',
  listPath: '/private-suites',
  bareNa: 1,
  suspend: 'suspendPrivateSuite',
  questions: { suspend: 'Suspend this suite?', unsuspend: 'Unsuspend this suite?' },
  done: { suspend: 'Suite suspended.', unsuspend: 'Suite unsuspended.' },
  stored: () => db.privateSuites,
} satisfies DetailCase;

const region = (name: string) => screen.getByRole('region', { name });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);
const suiteAnswer = (body: Record<string, unknown>) => handle('getPrivateSuiteProfile', () => HttpResponse.json(body));
/** The detail a term/detail list gives for `term` (the element after the term). */
const detailOf = (container: HTMLElement, term: string) => within(container).getByText(term).nextElementSibling;

/** Opens the page of the kind's full sample, once its name shows; `active` makes sure it is not suspended. */
async function openFull(kind: DetailCase, { active = false } = {}) {
  kind.seed();
  if (active) kind.stored()[0]!.isSuspended = false;
  const view = renderRoute(kind.path);
  await screen.findByRole('heading', { level: 1, name: kind.name });
  return { ...view, user: userEvent.setup() };
}

describe.each([professional, salon, privateSuite])('$page', (kind) => {
  // The Full story shows the name, the place, the CV button where there is one, and the pictures.
  it('shows the photo, the email and About', async () => {
    await openFull(kind);
    expect(screen.getByRole('img', { name: `Photo of ${kind.name}` })).toHaveAttribute('src', '/demo/avatar-3.svg');
    expect(screen.getByText(kind.email)).toBeInTheDocument();
    expect(within(region('About')).getByText(kind.about)).toBeInTheDocument();
  });

  it('groups the categories by parent category', async () => {
    await openFull(kind);
    for (const [title, parents] of Object.entries(kind.groups)) {
      for (const [parent, items] of Object.entries(parents)) {
        const list = within(region(title)).queryByRole('list', { name: parent });
        expect(list ? itemsOf(list) : null).toEqual(items);
      }
    }
  });

  it('abbreviates the working days, space-separated, in week order', async () => {
    await openFull(kind);
    expect(within(region(kind.days.title)).getByText(kind.days.days)).toBeInTheDocument();
  });

  // The Loading story shows the skeleton and the way back; this adds that it says it is busy.
  it('shows a busy skeleton while the profile loads', async () => {
    await playStory(kind.stories.Loading);
    expect(screen.getByRole('status', { name: kind.loading })).toHaveAttribute('aria-busy', 'true');
  });

  // The Error story shows the failure with its button; this adds that the button loads the profile.
  it('loads the profile on Try again after a failure', async () => {
    await playStory(kind.stories.Error);
    await tryAgain();
    expect(await screen.findByRole('region', { name: kind.loaded })).toBeInTheDocument();
  });

  it('shows the failure for an account that does not exist', async () => {
    renderRoute(kind.path.replace(/\d+$/, '99999'));
    expect(await screen.findByRole('alert')).toHaveTextContent(kind.failure);
  });

  itSignsOutOn401(kind.profile, kind.path);

  it('links back to its list', async () => {
    const { router, user } = await openFull(kind);
    await user.click(screen.getByRole('link', { name: kind.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe(kind.listPath));
  });

  it('suspends from the header after the dialog, then unsuspends: the button, the profile and the history follow', async () => {
    const calls = recordCalls(kind.suspend);
    const { user } = await openFull(kind, { active: true });
    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: kind.questions.suspend });
    expect(within(dialog).getByRole('checkbox', { name: 'Send a notice' })).toHaveAccessibleDescription(`By email to ${kind.email}.`);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Inappropriate content');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for other administrators' }), 'Photos reported twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(kind.done.suspend)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ reason: 'Inappropriate content', note: 'Photos reported twice.', notice: { send: true } });
    // The profile is read again (the header offers Unsuspend) and so is the history.
    expect(await screen.findByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('article')[0]).toHaveTextContent('Inappropriate content'));
    const newest = within(history).getAllByRole('article')[0]!;
    expect(newest).toHaveAccessibleName('Suspended');
    expect(within(history).getAllByText('Suspended until lifted')).toHaveLength(2);
    for (const text of [db.admin.fullName, 'Inappropriate content', 'Photos reported twice.', 'Pending']) {
      expect(within(newest).getByText(text)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Unsuspend' }));
    const again = await screen.findByRole('alertdialog', { name: kind.questions.unsuspend });
    await user.click(within(again).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('article')[0]).toHaveAccessibleName('Unsuspended'));
    // The suspension no longer stands; only the action that began it still says so.
    expect(within(history).getAllByText('Suspended until lifted')).toHaveLength(1);
  });

  it('deletes from the header after the dialog and goes back to the list, which no longer holds the account', async () => {
    const calls = recordCalls('deleteUser');
    const { user, router } = await openFull(kind);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Spam or scam');
    await user.type(within(dialog).getByRole('textbox', { name: `Type ${kind.name} to confirm` }), kind.name);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(kind.listPath));
    expect(calls[0]?.body).toMatchObject({ reason: 'Spam or scam' });
    expect(kind.stored()).toEqual([]);
  });

  it('sends the version it read; when someone else changed the account first, says who and reads the profile again', async () => {
    const calls = recordCalls(kind.suspend);
    kind.seed();
    const stored = kind.stored()[0] as { id: number; isSuspended: boolean; version?: number };
    stored.isSuspended = false;
    stored.version = 4;
    renderRoute(kind.path);
    await screen.findByRole('heading', { level: 1, name: kind.name });
    const user = userEvent.setup();
    // Another administrator suspends the account after the page has read it.
    stored.isSuspended = true;
    stored.version = 5;
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: kind.questions.suspend });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls[0]?.ifMatch).toBe('"4"');
    expect(await screen.findByText(/^This account was changed by .+ at .+\.$/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(screen.queryByText(kind.done.suspend)).not.toBeInTheDocument();
  });

  it('goes back to the list with the server\'s message when the account was deleted meanwhile', async () => {
    const { user, router } = await openFull(kind, { active: true });
    db.professionals = [];
    db.salons = [];
    db.privateSuites = [];
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: kind.questions.suspend });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(kind.listPath));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it("says when the history cannot be read, and reads it on 'Try again'", async () => {
    db.auditLog = [];
    server.use(failing('getAccountHistory', 500, 'Database unavailable.'));
    const { user } = await openFull(kind);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('alert')).toHaveTextContent("Failed to load the account's history.");
    server.resetHandlers();
    await user.click(within(history).getByRole('button', { name: 'Try again' }));
    expect(await within(history).findByText('No moderation history yet.')).toBeInTheDocument();
    expect(within(history).queryByRole('alert')).not.toBeInTheDocument();
  });

  // The Fallbacks story shows every section's fallback; this adds the header's.
  it('shows a placeholder photo and N/A in the header for an account with no details', async () => {
    await playStory(kind.stories.Fallbacks);
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('data-placeholder', 'true');
    expect(screen.getAllByText('N/A', { selector: 'p' })).toHaveLength(kind.bareNa);
  });
});

describe.each([professional, salon])('$page', (kind) => {
  it("shows the five pay figures with the spec's not-more/not-less wording", async () => {
    await openFull(kind);
    expect(itemsOf(within(region(kind.pay.title)).getByRole('list'))).toEqual([
      'Booth Rentnot more than $300/wk',
      'Commissionnot less than 40%',
      'Salarynot less than $45,000/Yr',
      `${kind.pay.hourly}not less than $25/hr`,
      'Lease Feenot more than $1,200/Mo',
    ]);
  });

  it('shows the start and end times beside the days', async () => {
    await openFull(kind);
    expect(detailOf(region(kind.days.title), 'Start Time')).toHaveTextContent(kind.hours.start);
    expect(detailOf(region(kind.days.title), 'End Time')).toHaveTextContent(kind.hours.end);
  });
});

describe.each([salon, privateSuite])('$page', (kind) => {
  it('shows the subscription with its name, price and expiry as a local date', async () => {
    await openFull(kind);
    const subscription = region('Subscription');
    expect(detailOf(subscription, 'Name')).toHaveTextContent('Pro Monthly');
    expect(detailOf(subscription, 'Price')).toHaveTextContent('$29.99');
    expect(detailOf(subscription, 'Expires')).toHaveTextContent(new Date('2027-06-30T12:00:00.000Z').toLocaleDateString());
    expect(within(subscription).queryByText('Expired')).not.toBeInTheDocument();
  });
});

describe('ProfessionalDetail', () => {
  /** Links the page clicks to save or open a file, as the browser would receive them. */
  let clickedLinks: { href: string; download: string; target: string }[] = [];
  const savedBlobs: Blob[] = [];

  beforeEach(() => {
    clickedLinks = [];
    savedBlobs.length = 0;
    // jsdom has no object URLs and does not navigate; record what would have been saved or opened.
    URL.createObjectURL = vi.fn<(blob: Blob) => string>((blob) => {
      savedBlobs.push(blob);
      return `blob:http://localhost/${savedBlobs.length}`;
    });
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clickedLinks.push({ href: this.href, download: this.download, target: this.target });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves the CV under its own name when Download CV is pressed', async () => {
    server.use(...demoFileHandlers);
    const { user } = await openFull(professional);
    await user.click(screen.getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toEqual({ href: 'blob:http://localhost/1', download: 'cv-2.pdf', target: '' });
    expect(await savedBlobs[0]!.text()).toMatch(/^%PDF-/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1'));
  });

  // The Fallbacks story shows the alert 'CV not available' for a professional without a CV; this adds
  // that nothing is saved.
  it('saves nothing when the professional has no CV', async () => {
    await playStory(professional.stories.Fallbacks);
    expect(clickedLinks).toHaveLength(0);
  });

  it("shows the alert 'CV not available' when the server has no such file", async () => {
    server.use(http.get('*/demo/:file', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    const { user } = await openFull(professional);
    await user.click(screen.getByRole('button', { name: 'Download CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CV not available');
    expect(clickedLinks).toHaveLength(0);
  });

  it('opens the CV in a new tab when it cannot be fetched (another host without CORS)', async () => {
    server.use(http.get('*/demo/:file', () => HttpResponse.error()));
    const { user } = await openFull(professional);
    await user.click(screen.getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toMatchObject({ href: `${window.location.origin}/demo/cv-2.pdf`, target: '_blank' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SalonDetail', () => {
  it('marks a subscription that has run out', async () => {
    const expired = fullSalon();
    expired.Subscription = [{ ...expired.Subscription[0]!, expiry: '2024-01-31T12:00:00.000Z' }];
    db.salons = [expired];
    renderRoute(salon.path);
    const expires = detailOf(await screen.findByRole('region', { name: 'Subscription' }), 'Expires');
    expect(expires).toHaveTextContent(new Date('2024-01-31T12:00:00.000Z').toLocaleDateString());
    expect(expires).toHaveTextContent('Expired');
  });

  it('reads the first package and subscription when a backend sends single values', async () => {
    const full = fullSalon();
    const loose = { ...full, SalaryExps: full.SalaryExps[0], Subscription: full.Subscription[0], fullName: undefined, name: 'Loose Salon' };
    server.use(handle('getSalonProfile', () => HttpResponse.json(loose)));
    renderRoute(salon.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loose Salon' })).toBeInTheDocument();
    expect(within(region('Packages Available')).getByText('not more than $300/wk')).toBeInTheDocument();
    expect(within(region('Subscription')).getByText('Pro Monthly')).toBeInTheDocument();
  });
});

describe('PrivateSuiteDetail', () => {
  it("lists the units as 'Unit N' with the size in sq ft and the rent in $/mo", async () => {
    await openFull(privateSuite);
    const units = within(region('Available Units')).getAllByRole('article');
    expect(units.map((unit) => within(unit).getByRole('heading').textContent)).toEqual(['Unit 1', 'Unit 2']);
    expect(detailOf(units[0]!, 'Size')).toHaveTextContent('120 sq ft');
    expect(detailOf(units[0]!, 'Rent')).toHaveTextContent('$950/mo');
    expect(detailOf(units[1]!, 'Size')).toHaveTextContent('1,250 sq ft');
    expect(detailOf(units[1]!, 'Rent')).toHaveTextContent('$2,400.50/mo');
  });

  it('reads units sent beside the profile, as SPEC.md section 7 shows them', async () => {
    const { privateSuiteUnits, ...profile } = fullPrivateSuite();
    server.use(suiteAnswer({ profile, privateSuiteUnits: [privateSuiteUnits[0]] }));
    renderRoute(privateSuite.path);
    const unit = await screen.findByRole('article', { name: 'Unit 1' });
    expect(detailOf(unit, 'Rent')).toHaveTextContent('$950/mo');
    expect(screen.queryByRole('article', { name: 'Unit 2' })).not.toBeInTheDocument();
  });

  // The Empty story shows 'No data found.' for a null profile; this is an answer without the field.
  it("shows 'No data found.' when the answer has no profile", async () => {
    server.use(suiteAnswer({ privateSuiteUnits: [] }));
    renderRoute(privateSuite.path);
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
  });
});
