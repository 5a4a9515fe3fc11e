/*
 * What sets the three kinds of account's detail pages apart, in one description each (SPEC.md sections
 * 2 and 8): the way back, the sections in their order with their titles, the fallbacks, and what a
 * failure or an answer without a profile says. The detail page does the same work for every kind.
 * Plain data, so the list page, which imports the kinds' other descriptions, does not carry it.
 */
import type { AccountKind } from '@chairside/api-contract';

/** One part of a detail page, below the header. */
export type DetailSection =
  | { part: 'about'; fallback: string }
  /** Grouped categories: `categories` is categoriesId, `positions` is positionsOpen. */
  | { part: 'categories'; title: string; field: 'categories' | 'positions' }
  /** The five pay figures; the hourly one is the only label the kinds word differently. */
  | { part: 'pay'; title: string; hourlyLabel: string }
  /** Days with the start and end times. */
  | { part: 'hours'; title: string }
  /** Days alone. */
  | { part: 'days'; title: string }
  | { part: 'units'; title: string; fallback: string }
  | { part: 'subscription' }
  /** Every portfolio picture in a grid, each enlarging in an overlay. */
  | { part: 'gallery'; title: string; fallback: string }
  /** The first portfolio picture alone, opening full size. */
  | { part: 'picture'; title: string; fallback: string };

export type AccountDetailDescription = {
  /** The heading while the profile loads or when it cannot be shown. */
  title: string;
  loadingLabel: string;
  /** The list the page was opened from, and the words of the way back to it. */
  listPath: string;
  backLabel: string;
  /** What a failed call shows, with a retry. */
  failure: string;
  /** What an answer without a profile shows as an empty state; unset, it counts as a failure. */
  noProfile?: string;
  /** How the header words the place: 'City, State' or 'N/A', or the suite's 'Unknown City' fallbacks. */
  place: 'location' | 'suite';
  /** Offer 'Download CV' in the header. */
  cv: boolean;
  sections: readonly DetailSection[];
};

export const accountDetailDescriptions: Record<AccountKind, AccountDetailDescription> = {
  professional: {
    title: 'Professional Profile',
    loadingLabel: 'Loading profile',
    listPath: '/professionals-list',
    backLabel: 'Back to Professionals',
    failure: 'Error loading profile. Please try again later.',
    place: 'location',
    cv: true,
    sections: [
      { part: 'about', fallback: 'No about provided.' },
      // The SPEC names two near-identical lists. The plural one shows categoriesId, every profession
      // and expertise the professional practises; the singular one shows positionsOpen, the one
      // profession they are looking for a position in (the profile builder stores a single group there).
      { part: 'categories', title: 'Professions & Expertise', field: 'categories' },
      { part: 'categories', title: 'Profession & Expertise', field: 'positions' },
      { part: 'pay', title: 'Salary Expectation', hourlyLabel: 'Hourly Rent' },
      { part: 'hours', title: 'Working Availability' },
      { part: 'gallery', title: 'Portfolio', fallback: 'No portfolio images available.' },
    ],
  },
  salon: {
    title: 'Salon Profile',
    loadingLabel: 'Loading salon',
    listPath: '/salons',
    backLabel: 'Back to Salons',
    failure: 'Failed to load salon data.',
    place: 'location',
    cv: false,
    sections: [
      { part: 'about', fallback: 'No about information provided.' },
      // positionsOpen holds the staff positions a salon hires for; categoriesId the services it offers.
      { part: 'categories', title: 'Positions Available', field: 'positions' },
      { part: 'categories', title: 'Services We Offer', field: 'categories' },
      { part: 'pay', title: 'Packages Available', hourlyLabel: 'Hourly' },
      { part: 'hours', title: 'Operation Days and Hours' },
      { part: 'subscription' },
      // 'Saloon' is the SPEC's own spelling of this heading.
      { part: 'gallery', title: 'Saloon Pictures', fallback: 'No pictures available.' },
    ],
  },
  'private-suite': {
    title: 'Private Suite Profile',
    loadingLabel: 'Loading private suite',
    listPath: '/private-suites',
    backLabel: 'Back to Private Suites',
    // The spec has no other words for this page: a suite that cannot be fetched has no data to show.
    failure: 'No data found.',
    noProfile: 'No data found.',
    place: 'suite',
    cv: false,
    sections: [
      { part: 'about', fallback: 'No description available.' },
      { part: 'categories', title: 'Positions Available', field: 'positions' },
      // 'accomodate' is the SPEC's own spelling of this heading.
      { part: 'categories', title: 'This Space can accomodate', field: 'categories' },
      { part: 'days', title: 'Working Days' },
      { part: 'units', title: 'Available Units', fallback: 'No units listed.' },
      { part: 'subscription' },
      { part: 'picture', title: 'Private Suite Pictures', fallback: 'No portfolio image available.' },
    ],
  },
};
