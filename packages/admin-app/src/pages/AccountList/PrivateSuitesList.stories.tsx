// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPrivateSuiteList } from '@chairside/api-contract/demo';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { recording, slow } from '../../mocks/handlers';
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
  unsuspended: 'Suite unsuspended.',
  deleted: 'Suite deleted.',
  accounts: 'privateSuites',
  many: 'private suites',
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

/** Deleting asks for the account's name to be typed (in any case), then removes the row with a toast. */
export const TypedDelete = stories.TypedDelete;
/** The toast after a suspension offers Undo: pressed, the server reverses it and the row reads active again. */
export const Undo = stories.Undo;
/** Another administrator changed the account first: the toast says who and when in local time, and the row shows it as it stands, without reading the list again. */
export const Conflict = stories.Conflict;
/** Rows ticked one by one: the bar counts them and opens one dialog for all of them; the selection outlives it until cleared. */
export const Selection = stories.Selection;
/** A bulk suspension where two accounts were deleted meanwhile: one toast names them with the server's reason and offers Undo for the rest. */
export const BulkPartialFailure = stories.BulkPartialFailure;

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

/** The bulk calls of the BulkProgress story, recorded afresh each time it runs. */
const bulkCalls = recording('bulkModerate');

/**
 * 'Select all 24 matching' reaches beyond the page: the server names every suite, and the selection
 * holds them all while the page still shows ten.
 */
export const SelectAllMatching: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Private Suites' }, screenReady);
    const first = within(table).getAllByRole('link')[0]!.textContent!;
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${first}` }));
    const bar = within(canvas.getByRole('group', { name: 'Selection' }));
    await expect(bar.getByText('1 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: `Select all ${db.privateSuites.length} matching` }));
    await expect(await bar.findByText(`${db.privateSuites.length} selected`)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
  },
};

/**
 * 120 suites suspended at once: their 120 notices confirmed in a step of their own, then sent 50 at a
 * time, with a progress bar in the dialog while the runs go out (the mock server is slowed down to show
 * it), then one toast for all of them.
 */
export const BulkProgress: StoryObj<typeof meta> = {
  beforeEach: ({ msw }) => {
    db.privateSuites = buildPrivateSuiteList(120, 13).map((suite) => ({ ...suite, isSuspended: false, suspendedUntil: null, version: 1 }));
    bulkCalls.calls.length = 0;
    msw.use(slow('bulkModerate', 400), bulkCalls.handler);
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Private Suites' }, screenReady);
    const first = within(table).getAllByRole('link')[0]!.textContent!;
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${first}` }));
    const bar = within(canvas.getByRole('group', { name: 'Selection' }));
    await userEvent.click(bar.getByRole('button', { name: 'Select all 120 matching' }));
    await expect(await bar.findByText('120 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Suspend' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Suspend 120 private suites?' }));
    await waitFor(() => expect(dialog.getByText(/ and 117 more$/)).toBeVisible());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    const step = within(await within(document.body).findByRole('alertdialog', { name: 'Send notices to 120 accounts?' }));
    await userEvent.click(step.getByRole('button', { name: 'Send 120 notices' }));
    await expect(await dialog.findByRole('progressbar', { name: 'Suspending 50 of 120 accounts' })).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(await within(document.body).findByText('120 suspended.')).toBeInTheDocument();
    await expect(bulkCalls.calls.map((call) => (call.body as { ids: number[] }).ids.length)).toEqual([50, 50, 20]);
    await expect(bulkCalls.calls.map((call) => (call.body as { confirmNotices?: number }).confirmNotices)).toEqual([120, 120, 120]);
    await waitFor(() => expect(within(table).queryAllByRole('button', { name: /^Suspend / })).toHaveLength(0));
  },
};
