import type { Meta } from '@storybook/react-vite';
import { bareSalon, fullSalon } from '../../profile/sampleProfiles';
import { accountDetailMeta, accountDetailStories, type AccountDetailTexts } from './accountDetailStories';

/**
 * What the stories check on a salon's page, in the spec's words. Not a story (excludeStories):
 * AccountDetail.test.tsx reads it too.
 */
export const salonDetail: AccountDetailTexts = {
  path: '/salons/20001',
  profile: 'getSalonProfile',
  wrapped: false,
  full: fullSalon(),
  bare: bareSalon(),
  loading: 'Loading salon',
  back: 'Back to Salons',
  failure: 'Failed to load salon data.',
  cv: false,
  name: 'Velvet Chair Studio',
  place: 'Austin, TX',
  shows: { 'Packages Available': 'not more than $300/wk', 'Operation Days and Hours': 'Tue Thu Sat' },
  pictures: { title: 'Saloon Pictures', count: 3, open: 'View image 2 of 3', src: '/demo/portfolio-6.svg', closeWith: ['x'] },
  fallbacks: {
    About: 'No about information provided.',
    'Positions Available': 'None listed.',
    'Services We Offer': 'None listed.',
    'Packages Available': ['Not specified', 5],
    'Operation Days and Hours': ['Not specified', 3],
    Subscription: 'No subscription.',
    'Saloon Pictures': 'No pictures available.',
  },
  bareShows: [],
  id: 20001,
  role: 'salon',
  deleteQuestion: 'Are you sure you want to delete this salon?',
  deleted: 'Salon deleted.',
  listTitle: 'Salons',
};

const meta = { title: 'Screens/SalonDetail', excludeStories: ['salonDetail'], ...accountDetailMeta(salonDetail) } satisfies Meta;

export default meta;

const stories = accountDetailStories(salonDetail);

/** A skeleton in the shape of the profile while it loads. */
export const Loading = stories.Loading;
/** The profile could not be loaded. */
export const Error = stories.Error;
/** Every section filled in; a picture opens full size and its x closes it. */
export const Full = stories.Full;
/** A salon whose owner filled nothing in: every fallback text. */
export const Fallbacks = stories.Fallbacks;
/** The account's moderation history under the profile: the current suspension, then every action newest first. */
export const History = stories.History;
/** An account nobody has acted on yet. */
export const HistoryEmpty = stories.HistoryEmpty;
/** The history could not be loaded: the profile stays, and the section offers to try again. */
export const HistoryError = stories.HistoryError;
/** Delete from the page's header: the dialog asks, then the page goes back to the list with a toast. */
export const Delete = stories.Delete;
