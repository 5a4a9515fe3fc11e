/*
 * What sets the three kinds of account apart, in one description each: their calls in api-contract's
 * table, where their pages are, the words of their lists (SPEC.md section 2), their questions (section 5)
 * and their failures (section 8). The list page and the moderation hooks do the same work for every kind.
 */
import type { AccountKind } from '@chairside/api-contract';
import type { AccountKindEndpoints } from './accountEndpoints';
import { accountKindEndpoints } from './accountEndpoints';

/** The words of one kind's confirmations (SPEC section 5) and failures (SPEC section 8). */
export type AccountActionTexts = {
  suspendQuestion: string;
  unsuspendQuestion: string;
  deleteQuestion: string;
  /** 'professional', 'salon', 'suite': completes 'Failed to suspend {noun}'. */
  noun: string;
};

export type AccountListDescription = {
  /** The page's heading, also the table's (hidden) caption. */
  title: string;
  /** The first column's header: 'Professional Name'. */
  nameHeader: string;
  /** Show the Status column (Active/Suspended). */
  status: boolean;
  /** Show the Subscription column (Yes/No). */
  subscription: boolean;
  /** The search box's placeholder, given the number of rows. */
  searchPlaceholder: (count: number) => string;
  /** Skeleton rows while loading (SPEC section 9). */
  loadingRows: number;
  loadingLabel: string;
  emptyText: string;
  /** What a failed load shows (SPEC section 8). */
  failure: (error: Error) => string;
  /** The page navigation's name, when the list is paged. */
  paginationLabel: string;
  /** Rows per page when the server sorts, searches and pages the list (issue 19). */
  pageSize: number;
  /**
   * The spec's backend pages this list too (SPEC.md section 7: private suites, ten a page), sorting and
   * searching nothing; the professionals and salons come whole from it.
   */
  pagedBySpec: boolean;
};

export type AccountKindDescription = {
  endpoints: AccountKindEndpoints;
  /** Where an account's detail page is. */
  detailPath: (id: string | number) => string;
  questions: AccountActionTexts;
  list: AccountListDescription;
};

const segment = (id: string | number) => encodeURIComponent(String(id));

export const accountKindDescriptions: Record<AccountKind, AccountKindDescription> = {
  professional: {
    endpoints: accountKindEndpoints.professional,
    detailPath: (id) => `/professionals-list/${segment(id)}`,
    questions: {
      suspendQuestion: 'Are you sure you want to suspend this professional?',
      unsuspendQuestion: 'Are you sure you want to unsuspend this professional?',
      deleteQuestion: 'Are you sure you want to delete this professional? This action cannot be undone.',
      noun: 'professional',
    },
    list: {
      title: 'Professionals List',
      nameHeader: 'Professional Name',
      status: true,
      subscription: false,
      searchPlaceholder: (count) => `Search ${count} records...`,
      loadingRows: 20,
      loadingLabel: 'Loading professionals',
      emptyText: 'No professionals found.',
      // The list's failure, whatever the server said.
      failure: () => 'Error loading professionals: Failed to fetch professionals',
      paginationLabel: 'Professionals pages',
      pageSize: 50,
      pagedBySpec: false,
    },
  },
  salon: {
    endpoints: accountKindEndpoints.salon,
    detailPath: (id) => `/salons/${segment(id)}`,
    questions: {
      suspendQuestion: 'Are you sure you want to suspend this salon?',
      unsuspendQuestion: 'Are you sure you want to unsuspend this salon?',
      deleteQuestion: 'Are you sure you want to delete this salon?',
      noun: 'salon',
    },
    list: {
      title: 'Salons',
      nameHeader: 'Salon Name',
      status: false,
      subscription: true,
      searchPlaceholder: () => 'Search all columns...',
      loadingRows: 10,
      loadingLabel: 'Loading salons',
      emptyText: 'No salons found.',
      failure: () => 'Error: Failed to fetch salons',
      paginationLabel: 'Salons pages',
      pageSize: 50,
      pagedBySpec: false,
    },
  },
  'private-suite': {
    endpoints: accountKindEndpoints['private-suite'],
    detailPath: (id) => `/private-suite/${segment(id)}`,
    questions: { suspendQuestion: 'Suspend this suite?', unsuspendQuestion: 'Unsuspend this suite?', deleteQuestion: 'Delete this suite?', noun: 'suite' },
    list: {
      title: 'Private Suites',
      nameHeader: 'Suite Name',
      status: true,
      subscription: true,
      searchPlaceholder: () => 'Search suites...',
      loadingRows: 10,
      loadingLabel: 'Loading private suites',
      emptyText: 'No private suites found.',
      failure: (error) => `Error: ${error.message}`,
      paginationLabel: 'Private suites pages',
      pageSize: 10,
      pagedBySpec: true,
    },
  },
};
