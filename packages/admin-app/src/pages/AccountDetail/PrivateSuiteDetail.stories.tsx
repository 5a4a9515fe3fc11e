import type { Meta } from '@storybook/react-vite';
import { barePrivateSuite, fullPrivateSuite } from '../../profile/sampleProfiles';
import { emptyStory } from '../../stories/screenStories';
import { accountDetailMeta, accountDetailStories, type AccountDetailTexts } from './accountDetailStories';

/**
 * What the stories check on a private suite's page, in the spec's words. Not a story (excludeStories):
 * AccountDetail.test.tsx reads it too.
 */
export const privateSuiteDetail: AccountDetailTexts = {
  path: '/private-suite/30001',
  profile: 'getPrivateSuiteProfile',
  wrapped: true,
  full: fullPrivateSuite(),
  bare: barePrivateSuite(),
  loading: 'Loading private suite',
  back: 'Back to Private Suites',
  failure: 'No data found.',
  cv: false,
  name: 'Lumen Suites',
  place: 'Denver, CO',
  shows: { 'Available Units': '$2,400.50/mo', 'Working Days': 'Mon Sat Sun' },
  pictures: { title: 'Private Suite Pictures', count: 1, open: 'View full-size image', src: '/demo/suite-4.svg', closeWith: ['x', 'backdrop'] },
  fallbacks: {
    About: 'No description available.',
    'Positions Available': 'None listed.',
    'This Space can accomodate': 'None listed.',
    'Working Days': 'Not specified',
    'Available Units': 'No units listed.',
    Subscription: 'No subscription.',
    'Private Suite Pictures': 'No portfolio image available.',
  },
  bareShows: ['Unknown City, Unknown State'],
  id: 30001,
  role: 'private-suite',
  deleteQuestion: 'Delete this suite?',
  deleted: 'Suite deleted.',
  listTitle: 'Private Suites',
};

const meta = { title: 'Screens/PrivateSuiteDetail', excludeStories: ['privateSuiteDetail'], ...accountDetailMeta(privateSuiteDetail) } satisfies Meta;

export default meta;

const stories = accountDetailStories(privateSuiteDetail);

/** A skeleton in the shape of the profile while it loads. */
export const Loading = stories.Loading;

/** The answer holds no profile. */
export const Empty = emptyStory('getPrivateSuiteProfile', { profile: null }, 'No data found.');

/** The profile could not be fetched. */
export const Error = stories.Error;
/** Every section filled in; the picture opens full size, and the x or a click beside it closes it. */
export const Full = stories.Full;
/** A suite whose owner filled nothing in: every fallback text. */
export const Fallbacks = stories.Fallbacks;
/** The account's moderation history under the profile: the current suspension, then every action newest first. */
export const History = stories.History;
/** An account nobody has acted on yet. */
export const HistoryEmpty = stories.HistoryEmpty;
/** The history could not be loaded: the profile stays, and the section offers to try again. */
export const HistoryError = stories.HistoryError;
/** Delete from the page's header: the dialog asks, then the page goes back to the list with a toast. */
export const Delete = stories.Delete;
