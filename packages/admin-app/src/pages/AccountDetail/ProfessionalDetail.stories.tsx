// The addon's module augmentation types `context.msw`, which the role stories' beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asRole } from '../../mocks/security';
import { screenReady } from '../../stories/screenMeta';
import { bareProfessional, fullProfessional } from '../../profile/sampleProfiles';
import { accountDetailMeta, accountDetailStories, type AccountDetailTexts } from './accountDetailStories';

/**
 * What the stories check on a professional's page, in the spec's words. Not a story (excludeStories):
 * AccountDetail.test.tsx reads it too.
 */
export const professionalDetail: AccountDetailTexts = {
  path: '/professionals-list/10001',
  profile: 'getProfessionalProfile',
  wrapped: false,
  full: fullProfessional(),
  bare: bareProfessional(),
  loading: 'Loading profile',
  back: 'Back to Professionals',
  failure: 'Error loading profile. Please try again later.',
  cv: true,
  name: 'Jordan Rivera',
  place: 'Austin, TX',
  shows: { 'Salary Expectation': 'not less than $25/hr', 'Working Availability': 'Mon Wed Fri' },
  pictures: { title: 'Portfolio', count: 4, open: 'View image 2 of 4', src: '/demo/portfolio-2.svg', closeWith: ['Escape'] },
  fallbacks: {
    About: 'No about provided.',
    'Professions & Expertise': 'None listed.',
    'Profession & Expertise': 'None listed.',
    'Salary Expectation': ['Not specified', 5],
    'Working Availability': ['Not specified', 3],
    Portfolio: 'No portfolio images available.',
  },
  bareShows: [],
  id: 10001,
  role: 'professional',
  deleteQuestion: 'Are you sure you want to delete this professional? This action cannot be undone.',
  deleted: 'Professional deleted.',
  listTitle: 'Professionals List',
};

const meta = { title: 'Screens/ProfessionalDetail', excludeStories: ['professionalDetail'], ...accountDetailMeta(professionalDetail) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = accountDetailStories(professionalDetail);

/** A skeleton in the shape of the profile while it loads. */
export const Loading = stories.Loading;
/** The profile could not be loaded. */
export const Error = stories.Error;
/** Every section filled in; a portfolio picture enlarges and Escape closes it. */
export const Full = stories.Full;
/** A professional who filled nothing in: every fallback, and the CV alert. */
export const Fallbacks = stories.Fallbacks;
/** The account's moderation history under the profile: the current suspension, then every action newest first. */
export const History = stories.History;
/** An account nobody has acted on yet. */
export const HistoryEmpty = stories.HistoryEmpty;
/** The history could not be loaded: the profile stays, and the section offers to try again. */
export const HistoryError = stories.HistoryError;
/** Delete from the page's header: the dialog asks, then the page goes back to the list with a toast. */
export const Delete = stories.Delete;

/** A moderator (issue 17) may suspend and unsuspend the account but not delete it: no Delete. */
export const AsModerator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('moderator'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: professionalDetail.name }, screenReady)).toBeVisible();
    // The sample professional is suspended: the button offers to lift it.
    await expect(canvas.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download CV' })).toBeVisible();
  },
};

/** A viewer reads the profile and its history, with no Suspend or Delete. */
export const AsViewer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('viewer'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: professionalDetail.name }, screenReady)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Suspend|Unsuspend|Delete)$/ })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'History' })).toBeVisible();
  },
};
