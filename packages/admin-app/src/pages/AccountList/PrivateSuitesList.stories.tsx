// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { accountListStories } from './accountListStories';

const meta = { title: 'Screens/PrivateSuitesList', ...screenMeta('/private-suites') } satisfies Meta;

export default meta;

const stories = accountListStories({
  list: 'listPrivateSuites',
  emptyAnswer: { data: [], totalPages: 0 },
  skeletonRows: 10,
  loading: 'Loading private suites',
  empty: 'No private suites found.',
  nameColumn: 'Suite Name',
  failure: { message: 'Service unavailable.', alert: 'Error: Service unavailable.' },
  title: 'Private Suites',
  questions: { suspend: 'Suspend this suite?', unsuspend: 'Unsuspend this suite?' },
  suspend: 'suspendPrivateSuite',
  suspended: 'Suite suspended.',
  accounts: 'privateSuites',
});

/** A skeleton of 10 rows while the list loads. */
export const Loading = stories.Loading;
/** No accounts yet: the headers stay and say what the list would hold. */
export const Empty = stories.Empty;
/** The list could not be loaded. */
export const Error = stories.Error;
/** Every account, newest first; suspending asks first, and declining changes nothing. */
export const Full = stories.Full;
/** Suspending with a reason, a note and a notice to the account holder: the call carries all three. */
export const SuspendWithNotice = stories.SuspendWithNotice;
/** The server refuses the body (400): its message shows in the dialog, which keeps what was entered. */
export const Refused = stories.Refused;
/** A timed suspension: the Status cell says until when, in local time. */
export const SuspendedUntil = stories.SuspendedUntil;

/** Ten suites a page; the page navigation asks the server for the next one. */
export const Paged: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Private Suites' }, screenReady);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = canvas.getByRole('navigation', { name: 'Private suites pages' });
    const firstName = within(table).getAllByRole('link')[0]!.textContent;
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(table).getAllByRole('link')[0]!.textContent).not.toBe(firstName));
  },
};
