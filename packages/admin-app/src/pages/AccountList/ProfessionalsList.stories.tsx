// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { buildProfessionalList } from '@chairside/api-contract/demo';
import { db } from '../../mocks/db';
import { hanging } from '../../mocks/handlers';
import { asRole } from '../../mocks/security';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { accountListStories } from './accountListStories';

const meta = { title: 'Screens/ProfessionalsList', ...screenMeta('/professionals-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = accountListStories({
  list: 'listProfessionals',
  emptyAnswer: [],
  skeletonRows: 20,
  loading: 'Loading professionals',
  empty: 'No professionals found.',
  nameColumn: 'Professional Name',
  failure: { message: 'Database unavailable.', alert: 'Error loading professionals: Failed to fetch professionals' },
  title: 'Professionals List',
  questions: {
    suspend: 'Are you sure you want to suspend this professional?',
    unsuspend: 'Are you sure you want to unsuspend this professional?',
  },
  suspend: 'suspendProfessional',
  suspended: 'Professional suspended.',
  unsuspended: 'Professional unsuspended.',
  deleted: 'Professional deleted.',
  accounts: 'professionals',
  many: 'professionals',
});

/** A skeleton of 20 rows while the list loads. */
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

/** The table once the role is known and the rows are in. */
const loadedTable = async (canvas: Canvas) => {
  const table = await canvas.findByRole('table', { name: 'Professionals List' }, screenReady);
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0), screenReady);
  return table;
};

/** The name a row links to. */
const nameOf = (row: HTMLElement) => within(row).getByRole('link').textContent!;

/**
 * A bulk suspension of a selection that holds an account already suspended: the dialog asks
 * what becomes of it, leaving it as it is by default, and the toast names it skipped, with why.
 */
export const AlreadySuspended: Story = {
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    const rows = within(table).getAllByRole('row').slice(1);
    const suspended = nameOf(rows.find((row) => within(row).queryByRole('button', { name: /^Unsuspend / }))!);
    const active = nameOf(rows.find((row) => within(row).queryByRole('button', { name: /^Suspend / }))!);
    for (const name of [suspended, active]) await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${name}` }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Suspend' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Suspend 2 professionals?' }));
    const choice = within(dialog.getByRole('group', { name: '1 of the selected accounts is already suspended' }));
    await expect(choice.getByRole('radio', { name: 'Leave their suspension as it is' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: "Give them this suspension's end instead" })).not.toBeChecked();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expect(
      await within(document.body).findByText(`1 suspended. 1 skipped: ${suspended}: Already suspended until lifted.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/**
 * A moderator (issue 17) suspends and unsuspends, one account or the selected ones, but deletes
 * nothing: no Delete column, and no Delete among the selection's buttons.
 */
export const AsModerator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('moderator'));
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    await expect(within(table).getAllByRole('button', { name: /^Suspend / }).length).toBeGreaterThan(0);
    await expect(within(table).queryByRole('columnheader', { name: 'Delete' })).toBeNull();
    await expect(within(table).queryAllByRole('button', { name: /^Delete / })).toHaveLength(0);
    await userEvent.click(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ })[0]!);
    const bar = within(canvas.getByRole('group', { name: 'Selection' }));
    await expect(bar.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** A viewer reads the list and can act on nothing: no Action or Delete column, and nothing to select. */
export const AsViewer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('viewer'));
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    await expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Delete' })).toBeNull();
    await expect(within(table).queryAllByRole('button', { name: /^(Suspend|Unsuspend|Delete) / })).toHaveLength(0);
    await expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** While the staff role is still being read, the list waits as a skeleton: no button shows only to go again. */
export const WhileRoleLoads: Story = {
  beforeEach: ({ msw }) => {
    msw.use(hanging('getSecurity'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading professionals' }, screenReady)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Suspend|Delete) / })).toBeNull();
  },
};

/** The names in the table's first column, in order. */
const shownNames = (table: HTMLElement) => within(table).getAllByRole('link').map((link) => link.textContent);

/**
 * 75 professionals on this project's server (issue 19): it sends fifty a page, sorted and searched as
 * asked. Shift+click on Status adds it as a second key after Location; the headers number the keys and
 * the next page continues the same order.
 */
export const ServerSortedPages: Story = {
  beforeEach: () => {
    db.professionals.push(...buildProfessionalList(45, 77, { firstId: 5_000 }).map((profile) => ({ ...profile, version: 1 })));
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    await expect(within(table).getAllByRole('link')).toHaveLength(50);
    // One session, so the key held down is known to the click.
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Location' }));
    await user.keyboard('{Shift>}');
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    await user.keyboard('{/Shift}');
    await expect(await within(table).findByRole('button', { name: 'Status sorted ascending, priority 2 of 2' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Professionals pages' });
    const firstPage = shownNames(table);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(25));
    await expect(shownNames(table)).not.toContain(firstPage[0]);
  },
};

/**
 * The spec's backend sends every professional in one plain array and ignores the sort and search it
 * is asked for: the table sorts and searches them itself, with the same headers and URL.
 */
export const SpecBackend: Story = {
  beforeEach: () => {
    db.listAnswers = 'spec';
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    await expect(canvas.queryByRole('navigation', { name: 'Professionals pages' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Professional Name' }));
    const names = shownNames(table);
    await expect(names).toEqual(names.toSorted((a, b) => a!.localeCompare(b!)));
  },
};
