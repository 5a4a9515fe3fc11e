import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { fillNotice, hasSubscription, noticeTemplate, type EndpointName } from '@chairside/api-contract';
import { toast } from '@chairside/design-system';
import { failing, handle, isCallOf } from '../../mocks/handlers';
import { buildProfessionalList } from '@chairside/api-contract/demo';
import { db, mockToken, privateSuiteItems, professionalItems, salonItems } from '../../mocks/db';
import { urlFor } from '../../api/client';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, requestsWhere, server, setupMockServer } from '../../test/server';
import { itSignsOutOn401, noSession, sessionAtLogin } from '../../test/session';
import { playStory, tryAgain, userEvent, type PlayableStory } from '../../test/stories';
import * as privateSuitesStories from './PrivateSuitesList.stories';
import * as professionalsStories from './ProfessionalsList.stories';
import * as salonsStories from './SalonsList.stories';

setupMockServer();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

/** A row of a list as the mock server sends it. */
type Item = ReturnType<typeof professionalItems>[number] | ReturnType<typeof salonItems>[number] | ReturnType<typeof privateSuiteItems>[number];

/** What the tests check of one kind's list, beyond what its stories show. */
type ListCase = {
  name: string;
  stories: Record<'Error', PlayableStory>;
  path: string;
  /** The page's heading, which also names its table. */
  title: string;
  list: EndpointName;
  suspend: EndpointName;
  unsuspend: EndpointName;
  /** Every account of the kind, newest joining date first, and how many a page shows where the server pages the list. */
  newestFirst: () => Item[];
  pageSize?: number;
  /** The account of that name in the mock server's data. */
  stored: (name: string) => { isSuspended: boolean; email: string } | undefined;
  headers: string[];
  placeholder: () => string;
  /** Whether the rows show the Status (Active/Suspended) and Subscription (Yes/No) columns. */
  status: boolean;
  subscription: boolean;
  detailPath: string;
  /**
   * A shared link's sort (and page), the column it sorts, the account whose name it searches (by its
   * place newest first), and the list call the spec's backend is asked (the search added).
   */
  sharedLink: { query: string; column: string; target: number; call: string };
  questions: { suspend: string; unsuspend: string; delete: string };
  /** Completes 'Failed to suspend {noun}' and the other failure toasts. */
  noun: string;
  /** The toasts after an action went through: 'Professional suspended.' and so on. */
  done: { suspend: string; unsuspend: string; delete: string };
  /** The kind in a bulk question: 'Suspend 2 professionals?'. */
  many: string;
  /** The kind's accounts in the mock server's data. */
  accounts: 'professionals' | 'salons' | 'privateSuites';
};

const byJoiningDate = (joined: (item: Item) => string) => (a: Item, b: Item) => Date.parse(joined(b)) - Date.parse(joined(a));
const byUserJoiningDate = byJoiningDate((item) => item.UserInformation.createdAt);

const professionals = {
  name: 'ProfessionalsList',
  stories: composeStories(professionalsStories),
  path: '/professionals-list',
  title: 'Professionals List',
  list: 'listProfessionals',
  suspend: 'suspendProfessional',
  unsuspend: 'unsuspendProfessional',
  newestFirst: () => professionalItems().toSorted(byUserJoiningDate),
  stored: (name) => db.professionals.find((item) => item.fullName === name),
  headers: ['Professional Name', 'Location', 'Joining Date', 'Status', 'Action', 'Delete'],
  placeholder: () => `Search ${db.professionals.length} records...`,
  status: true,
  subscription: false,
  detailPath: '/professionals-list/',
  sharedLink: { query: 'sort=location.asc', column: 'Location', target: 5, call: '?page=1&limit=50&sort=location.asc' },
  questions: {
    suspend: 'Are you sure you want to suspend this professional?',
    unsuspend: 'Are you sure you want to unsuspend this professional?',
    delete: 'Are you sure you want to delete this professional? This action cannot be undone.',
  },
  noun: 'professional',
  done: { suspend: 'Professional suspended.', unsuspend: 'Professional unsuspended.', delete: 'Professional deleted.' },
  many: 'professionals',
  accounts: 'professionals',
} satisfies ListCase;

const salons = {
  name: 'SalonsList',
  stories: composeStories(salonsStories),
  path: '/salons',
  title: 'Salons',
  list: 'listSalons',
  suspend: 'suspendSalon',
  unsuspend: 'unsuspendSalon',
  newestFirst: () => salonItems().toSorted(byUserJoiningDate),
  stored: (name) => db.salons.find((item) => item.fullName === name),
  headers: ['Salon Name', 'Location', 'Joining Date', 'Subscription', 'Action', 'Delete'],
  placeholder: () => 'Search all columns...',
  status: false,
  subscription: true,
  detailPath: '/salons/',
  sharedLink: { query: 'sort=subscription.asc', column: 'Subscription', target: 2, call: '?page=1&limit=50&sort=subscription.asc' },
  questions: {
    suspend: 'Are you sure you want to suspend this salon?',
    unsuspend: 'Are you sure you want to unsuspend this salon?',
    delete: 'Are you sure you want to delete this salon?',
  },
  noun: 'salon',
  done: { suspend: 'Salon suspended.', unsuspend: 'Salon unsuspended.', delete: 'Salon deleted.' },
  many: 'salons',
  accounts: 'salons',
} satisfies ListCase;

const privateSuites = {
  name: 'PrivateSuitesList',
  stories: composeStories(privateSuitesStories),
  path: '/private-suites',
  title: 'Private Suites',
  list: 'listPrivateSuites',
  suspend: 'suspendPrivateSuite',
  unsuspend: 'unsuspendPrivateSuite',
  // The mock server pages the suites newest first, as the real one does, ten a page.
  newestFirst: () => privateSuiteItems().toSorted(byJoiningDate((item) => item.createdAt)),
  pageSize: 10,
  stored: (name) => db.privateSuites.find((item) => item.fullName === name),
  headers: ['Suite Name', 'Location', 'Joining Date', 'Status', 'Subscription', 'Action', 'Delete'],
  placeholder: () => 'Search suites...',
  status: true,
  subscription: true,
  detailPath: '/private-suite/',
  sharedLink: { query: 'page=2&sort=name.asc', column: 'Suite Name', target: 12, call: '?page=2&limit=10&sort=name.asc' },
  questions: { suspend: 'Suspend this suite?', unsuspend: 'Unsuspend this suite?', delete: 'Delete this suite?' },
  noun: 'suite',
  done: { suspend: 'Suite suspended.', unsuspend: 'Suite unsuspended.', delete: 'Suite deleted.' },
  many: 'private suites',
  accounts: 'privateSuites',
} satisfies ListCase;

/** The accounts the list's first page shows. */
const firstPage = (kind: ListCase) => kind.newestFirst().slice(0, kind.pageSize);

async function openList(kind: ListCase, path = kind.path) {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: kind.title });
  return { ...view, table, user: userEvent.setup() };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => within(row).queryByRole('link')?.textContent ?? '');
/** The first row whose account can be suspended, and its name. */
function suspendableRow(table: HTMLElement) {
  const row = bodyRows(table).find((candidate) => within(candidate).queryByRole('button', { name: /^Suspend / }))!;
  return { row, name: within(row).getByRole('link').textContent! };
}

/** What a row shows for `item` in the Status and Subscription columns the kind has. */
const statusTexts = (kind: ListCase, item: Item) => [
  ...(kind.status ? [item.isSuspended ? 'Suspended' : 'Active'] : []),
  ...(kind.subscription ? [hasSubscription(item.Subscription) ? 'Yes' : 'No'] : []),
];

// The row is checked also while the moderation dialog is open, which hides the page from the
// accessibility tree (a modal), hence `hidden`.

/** Checks the row shows its account as active: it can be suspended and, with a Status column, reads 'Active'. */
function expectActive(kind: ListCase, row: HTMLElement, name: string) {
  expect(within(row).getByRole('button', { name: `Suspend ${name}`, hidden: true })).toBeInTheDocument();
  expect(within(row).queryByText('Active') !== null).toBe(kind.status);
}

/** Checks the row shows its account as suspended: it can be unsuspended and, with a Status column, reads 'Suspended'. */
function expectSuspended(kind: ListCase, row: HTMLElement, name: string) {
  expect(within(row).getByRole('button', { name: `Unsuspend ${name}`, hidden: true })).toBeInTheDocument();
  expect(within(row).queryByText('Suspended') !== null).toBe(kind.status);
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Answers the open moderation dialog, found by its question: picks `reason` where one is given (suspend
 * and delete require one), types `typed` where a delete asks for it, and presses `button`. Returns the dialog.
 */
async function answer(user: User, question: string, button: string, reason?: string, typed?: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  if (reason) await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), reason);
  if (typed) await user.type(within(dialog).getByRole('textbox', { name: `Type ${typed} to confirm` }), typed);
  await user.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

/** Ticks the checkboxes of the rows of the accounts named. */
async function select(user: User, table: HTMLElement, accounts: readonly string[]) {
  for (const name of accounts) await user.click(within(table).getByRole('checkbox', { name: `Select ${name}` }));
}

/** The selection bar above the table. */
const selectionBar = () => within(screen.getByRole('group', { name: 'Selection' }));

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** Answers the call with a refusal a moment later, so the optimistic change shows first. */
const refusedLater = (name: EndpointName) =>
  handle(name, async () => {
    // Long enough that a busy machine still paints the optimistic row before the refusal arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return HttpResponse.json({ message: 'No.' }, { status: 500 });
  });

describe.each([professionals, salons, privateSuites])('$name', (kind) => {
  // The Full story shows the heading and that the joining date sorts the list newest first.
  it('shows the search box, the columns and the accounts newest first, each linking to its page', async () => {
    const { table } = await openList(kind);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', kind.placeholder());
    const [selectHeader, ...headers] = within(table).getAllByRole('columnheader');
    expect(within(selectHeader!).getByRole('checkbox', { name: 'Select all rows on this page' })).toBeInTheDocument();
    expect(headers.map((header) => header.textContent)).toEqual(kind.headers);
    const shown = firstPage(kind);
    expect(names(table)).toEqual(shown.map((item) => item.fullName));
    const first = shown[0]!;
    expect(within(table).getByRole('link', { name: first.fullName })).toHaveAttribute('href', `${kind.detailPath}${first.id}`);
    bodyRows(table).forEach((row, index) => {
      for (const text of statusTexts(kind, shown[index]!)) expect(within(row).getByText(text)).toBeInTheDocument();
    });
  });

  it("opens the sort and search of a shared link on the spec's backend, asking it once", async () => {
    db.listAnswers = 'spec';
    const calls = requestsWhere((request) => isCallOf(kind.list, request));
    const target = kind.newestFirst()[kind.sharedLink.target]!;
    const { table } = await openList(kind, `${kind.path}?${kind.sharedLink.query}&q=${encodeURIComponent(target.fullName)}`);
    expect(calls[0]?.search).toBe(`${kind.sharedLink.call}&${new URLSearchParams({ search: target.fullName })}`);
    expect(within(table).getByRole('columnheader', { name: kind.sharedLink.column })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    expect(calls).toHaveLength(1);
  });

  // The Error story shows the failure; this adds that no table stands beside it and that Try again brings it.
  it('shows no table while the list fails, and the list after Try again', async () => {
    await playStory(kind.stories.Error);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await tryAgain();
    const table = await screen.findByRole('table', { name: kind.title });
    expect(bodyRows(table)).toHaveLength(firstPage(kind).length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  itSignsOutOn401(kind.list, kind.path);

  // The Full story asks the question for the first row and closes it with Escape.
  it('asks before suspending; declining makes no call, confirming suspends at once, and unsuspending asks again', async () => {
    const changes = requestsWhere((request) => request.method !== 'GET');
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(kind.questions.suspend);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);
    expectActive(kind, row, name);

    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    // The reason is required: without one nothing is sent.
    await answer(user, kind.questions.suspend, 'Suspend');
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await answer(user, kind.questions.suspend, 'Suspend', 'Spam or scam');
    await waitFor(() => expectSuspended(kind, row, name));
    await closed();
    expect(await screen.findByText(kind.done.suspend)).toBeInTheDocument();
    await waitFor(() => expect(kind.stored(name)?.isSuspended).toBe(true));
    expect(changes).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: `Unsuspend ${name}` }));
    // Unsuspending needs no reason.
    await answer(user, kind.questions.unsuspend, 'Unsuspend');
    await waitFor(() => expectActive(kind, row, name));
    await closed();
    await waitFor(() => expect(kind.stored(name)?.isSuspended).toBe(false));
  });

  it('sends the reason, the note and the notice with a suspension, busy until the server answers', async () => {
    const calls = recordCalls(kind.suspend);
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: kind.questions.suspend });
    expect(within(dialog).getByRole('checkbox', { name: 'Send a notice' })).toHaveAccessibleDescription(`By email to ${kind.stored(name)!.email}.`);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Harassment or abuse');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for other administrators' }), 'Two reports.');
    const preview = within(dialog).getByRole('region', { name: 'Email preview' });
    expect(preview).toHaveTextContent(fillNotice(noticeTemplate('suspend', 'Harassment or abuse'), { name }).replace(/\s+/g, ' '));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await closed();
    expect(calls.map((call) => call.body)).toEqual([
      { reason: 'Harassment or abuse', note: 'Two reports.', notice: { send: true, message: noticeTemplate('suspend', 'Harassment or abuse') } },
    ]);
    expect(db.auditLog[0]).toMatchObject({ action: 'account.suspend', targetName: name, reason: 'Harassment or abuse', note: 'Two reports.' });
  });

  it("shows the server's refusal of the body in the dialog, keeping what was entered, and puts the row back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing(kind.suspend, 400, 'notice: this account has no email address.'));
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    const dialog = await answer(user, kind.questions.suspend, 'Suspend', 'Other');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('notice: this account has no email address.');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('Other');
    expect(screen.queryByText(`Failed to suspend ${kind.noun}`)).not.toBeInTheDocument();
    await waitFor(() => expectActive(kind, row, name));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
  });

  it('puts the row back and says so when the server refuses a suspend', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(refusedLater(kind.suspend));
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    const dialog = await answer(user, kind.questions.suspend, 'Suspend', 'Spam or scam');
    // Optimistic: the row changes before the answer comes, while the dialog is busy...
    await waitFor(() => expectSuspended(kind, row, name));
    expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveAttribute('aria-busy', 'true');
    // ...and goes back when the server refuses, with the spec's words as a toast and in the log; the
    // dialog stays open with what was entered and says why.
    expect(await screen.findByText(`Failed to suspend ${kind.noun}`)).toBeInTheDocument();
    await waitFor(() => expectActive(kind, row, name));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Failed to suspend ${kind.noun}: No.`);
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('Spam or scam');
    expect(logged).toHaveBeenCalledWith(`Failed to suspend ${kind.noun}`, expect.anything());
  });

  it('asks before unsuspending a suspended account, and puts it back when the server refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const suspended = kind.newestFirst()[0]!;
    kind.stored(suspended.fullName)!.isSuspended = true;
    server.use(failing(kind.unsuspend, 500, 'No.'));
    const { table, user } = await openList(kind);
    await user.click(within(table).getByRole('button', { name: `Unsuspend ${suspended.fullName}` }));
    await answer(user, kind.questions.unsuspend, 'Unsuspend');
    expect(await screen.findByText(`Failed to unsuspend ${kind.noun}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    expectSuspended(kind, bodyRows(table)[0]!, suspended.fullName);
    expect(logged).toHaveBeenCalledWith(`Failed to unsuspend ${kind.noun}`, expect.anything());
  });

  it('asks before deleting, and puts a deleted row back with a toast when the server refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('deleteUser', 500, 'No.'));
    const { table, user } = await openList(kind);
    const name = names(table)[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    await answer(user, kind.questions.delete, 'Delete', 'Spam or scam', name);
    expect(await screen.findByText(`Failed to delete ${kind.noun}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(within(table).getByRole('link', { name })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(`Failed to delete ${kind.noun}`, expect.anything());
  });

  it('sends the version it read as If-Match, and the version the server answered with the next time', async () => {
    const suspends = recordCalls(kind.suspend);
    const unsuspends = recordCalls(kind.unsuspend);
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await answer(user, kind.questions.suspend, 'Suspend', 'Other');
    await closed();
    await user.click(within(row).getByRole('button', { name: `Unsuspend ${name}` }));
    await answer(user, kind.questions.unsuspend, 'Unsuspend');
    await closed();
    expect(suspends.map((call) => call.ifMatch)).toEqual(['"1"']);
    expect(unsuspends.map((call) => call.ifMatch)).toEqual(['"2"']);
  });

  it("drops the row with the server's message when the account was deleted meanwhile", async () => {
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    const accounts: { fullName: string }[] = db[kind.accounts];
    accounts.splice(accounts.findIndex((account) => account.fullName === name), 1);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await answer(user, kind.questions.suspend, 'Suspend', 'Other');
    await closed();
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument());
    expect(screen.queryByText(`Failed to suspend ${kind.noun}`)).not.toBeInTheDocument();
  });

  it('keeps the accounts a bulk action failed for selected, and lets go of the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('bulkModerate', async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        return HttpResponse.json({ results: ids.map((id, index) => (index === 0 ? { id, ok: true, entry: 1, version: 2 } : { id, ok: false, message: 'Locked.' })) });
      }),
    );
    const { table, user } = await openList(kind);
    const [done, ...failed] = names(table).slice(0, 3);
    await select(user, table, [done!, ...failed]);
    await user.click(selectionBar().getByRole('button', { name: 'Suspend' }));
    await answer(user, `Suspend 3 ${kind.many}?`, 'Suspend', 'Other');
    await closed();
    expect(await screen.findByText(`1 suspended. 2 failed: ${failed.join(', ')}: Locked.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('checkbox', { name: `Select ${done}` })).not.toBeChecked());
    for (const name of failed) expect(within(table).getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    expect(selectionBar().getByText('2 selected')).toBeInTheDocument();
  });

  it('shows a refusal of the whole bulk action in the dialog, which keeps what was entered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('bulkModerate', 400, 'note must be at most 1000 characters.'));
    const { table, user } = await openList(kind);
    await select(user, table, names(table).slice(0, 2));
    await user.click(selectionBar().getByRole('button', { name: 'Suspend' }));
    const dialog = await answer(user, `Suspend 2 ${kind.many}?`, 'Suspend', 'Other');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('note must be at most 1000 characters.');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('Other');
  });

  it("names what the server would not undo", async () => {
    server.use(
      handle('undoActions', async ({ request }) => {
        const { entries } = (await request.json()) as { entries: number[] };
        return HttpResponse.json({ results: entries.map((id) => ({ id, ok: false, message: 'That action was already undone.' })) });
      }),
    );
    const { table, user } = await openList(kind);
    const { row, name } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await answer(user, kind.questions.suspend, 'Suspend', 'Other');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Not undone: That action was already undone.')).toBeInTheDocument();
  });
});

// The lists that come whole: a deleted row leaves one row fewer (a suites page fills up again from the
// next), and the search covers every account.
describe.each([professionals, salons])('$name', (kind) => {
  beforeEach(() => {
    db.listAnswers = 'spec';
  });

  it('deletes after the delete confirmation, removing the row at once', async () => {
    const { table, user } = await openList(kind);
    const rows = bodyRows(table).length;
    const name = names(table)[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    await answer(user, kind.questions.delete, 'Delete', 'Requested by the account holder', name);
    await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument());
    expect(bodyRows(table)).toHaveLength(rows - 1);
    await closed();
    expect(await screen.findByText(kind.done.delete)).toBeInTheDocument();
    expect(kind.stored(name)).toBeUndefined();
  });

  it('reads the list again when the window regains focus, and lets go of selected accounts that have left it', async () => {
    const { table, user } = await openList(kind);
    const [kept, gone] = names(table);
    await select(user, table, [kept!, gone!]);
    expect(selectionBar().getByText('2 selected')).toBeInTheDocument();
    const accounts: { fullName: string }[] = db[kind.accounts];
    accounts.splice(accounts.findIndex((account) => account.fullName === gone), 1);
    // A minute later (SWR reads again on focus at most every few seconds), the admin comes back to the window.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: gone })).not.toBeInTheDocument());
    await waitFor(() => expect(selectionBar().getByText('1 selected')).toBeInTheDocument());
    expect(within(table).getByRole('checkbox', { name: `Select ${kept}` })).toBeChecked();
  });

  it('filters on the search text and keeps it in the URL', async () => {
    const { table, user, router } = await openList(kind);
    const target = kind.newestFirst()[3]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(target.fullName));
  });
});

describe('ProfessionalsList', () => {
  it("shows 'N/A' for a missing name, location or date and sorts those rows last", async () => {
    const [first, second] = professionalItems();
    server.use(
      handle('listProfessionals', () =>
        HttpResponse.json([
          { ...first, fullName: '', name: undefined, UserInformation: { ...first!.UserInformation, city: null } },
          { ...second, createdAt: null, UserInformation: { ...second!.UserInformation, createdAt: null } },
        ]),
      ),
    );
    const { table } = await openList(professionals);
    const [top, bottom] = bodyRows(table);
    expect(within(top!).getByRole('link', { name: 'N/A' })).toBeInTheDocument();
    expect(within(top!).getAllByText('N/A')).toHaveLength(2);
    expect(within(bottom!).getByRole('link', { name: second!.fullName })).toBeInTheDocument();
    expect(within(bottom!).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 2 records...');
  });

  it('sorts with the keyboard and keeps the sort in the URL; back restores the previous sort', async () => {
    const { table, user, router } = await openList(professionals);
    within(table).getByRole('button', { name: 'Professional Name' }).focus();
    await user.keyboard('{Enter}');
    const nameHeader = within(table).getByRole('columnheader', { name: 'Professional Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const expected = professionalItems()
      .map((item) => item.fullName)
      .toSorted((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
    expect(names(table)).toEqual(expected);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name.asc'));

    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name.desc'));

    await router.navigate(-1);
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'ascending'));
    await router.navigate(-1);
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending'));
  });

  it('goes to /login when a suspend answers 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('suspendProfessional', 401, 'Authentication required. Please log in.'));
    const { table, user, router } = await openList(professionals);
    const { row } = suspendableRow(table);
    await user.click(within(row).getByRole('button', { name: /^Suspend / }));
    await answer(user, professionals.questions.suspend, 'Suspend', 'Other');
    expect(await sessionAtLogin(router)).toEqual(noSession);
  });
});

describe('SalonsList', () => {
  it('searches across columns, and the link it leaves restores the search and sort', async () => {
    const target = salons.newestFirst()[2]!;
    const { table, user, router } = await openList(salons);
    await user.type(screen.getByRole('searchbox'), target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    await user.click(within(table).getByRole('button', { name: 'Subscription' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=subscription.asc'));
    const link = `${router.state.location.pathname}${router.state.location.search}`;
    expect(link).toContain('sort=subscription.asc');

    const again = renderRoute(link);
    const tables = await screen.findAllByRole('table', { name: 'Salons' });
    const restored = tables.at(-1)!;
    expect(within(restored).getByRole('columnheader', { name: 'Subscription' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(names(restored)).toEqual([target.fullName]));
    again.unmount();
  });
});

describe('PrivateSuitesList', () => {
  it('asks for the first page of 10 as page 1, and moves between pages, sending the one-based page and keeping it in the URL', async () => {
    const pages = requestsWhere((request) => isCallOf('listPrivateSuites', request));
    const { table, user, router } = await openList(privateSuites);
    expect(pages[0]?.search).toBe('?page=1&limit=10');
    const first = privateSuites.newestFirst()[0]!;
    const place = [first.UserInformation.city, first.UserInformation.state].filter(Boolean).join(', ');
    expect(within(bodyRows(table)[0]!).getByText(place || 'N/A')).toBeInTheDocument();

    const navigation = screen.getByRole('navigation', { name: 'Private suites pages' });
    expect(within(navigation).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(navigation).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names(table)).toEqual(privateSuites.newestFirst().slice(10, 20).map((item) => item.fullName)));
    expect(pages.map((url) => url.search)).toContain('?page=2&limit=10');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(within(navigation).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(navigation).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names(table)).toEqual(privateSuites.newestFirst().slice(20).map((item) => item.fullName)));
    expect(within(navigation).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The page shows at once and the URL follows as background work: back steps from the page 3 entry.
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));

    await router.navigate(-1);
    await waitFor(() => expect(names(table)).toEqual(privateSuites.newestFirst().slice(10, 20).map((item) => item.fullName)));
  });
});

/** Clicks the header button named `name` with Shift held, which adds its column as a further sort key. */
async function shiftClick(user: User, table: HTMLElement, name: string | RegExp) {
  await user.keyboard('{Shift>}');
  await user.click(within(table).getByRole('button', { name }));
  await user.keyboard('{/Shift}');
}

const paramsOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
// This project's server sorts, searches and pages every list (issue 19); the mock server answers as it does.
describe.each<ListCase>([professionals, salons, privateSuites])('$name on the server that sorts and searches', (kind) => {
  it('asks the server for its order by one key, then two with Shift, starting again at the first page, with the keys in the URL', async () => {
    const calls = requestsWhere((request) => isCallOf(kind.list, request));
    const { table, user, router } = await openList(kind);
    expect(paramsOf(calls[0])).toEqual({ page: '1', limit: String(kind.pageSize ?? 50) });

    await user.click(within(table).getByRole('button', { name: 'Location' }));
    await waitFor(() => expect(paramsOf(calls.at(-1))).toMatchObject({ page: '1', sort: 'location.asc' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('location.asc'));

    await shiftClick(user, table, /^Joining Date/);
    await waitFor(() => expect(paramsOf(calls.at(-1))).toMatchObject({ sort: 'location.asc,joiningDate.desc' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('location.asc,joiningDate.desc'));
    expect(within(table).getByRole('columnheader', { name: /^Location/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('button', { name: 'Joining Date sorted descending, priority 2 of 2' })).toBeInTheDocument();
    // The rows are the server's page, in its order: by place, missing places last.
    const expected = kind
      .newestFirst()
      .map((item) => ({ item, place: [item.UserInformation.city, kind === privateSuites ? item.UserInformation.state : null].filter(Boolean).join(', ').toLowerCase() }))
      .toSorted((a, b) => (a.place === b.place ? 0 : a.place === '' ? 1 : b.place === '' ? -1 : a.place < b.place ? -1 : 1))
      .slice(0, kind.pageSize ?? 50)
      .map(({ item }) => item.fullName);
    await waitFor(() => expect(names(table)).toEqual(expected));

    // Back undoes the second key.
    await router.navigate(-1);
    await waitFor(() => expect(paramsOf(calls.at(-1))).toMatchObject({ sort: 'location.asc' }));
  });

  it('asks the server for the matches once typing rests, and keeps the search in the URL', async () => {
    const calls = requestsWhere((request) => isCallOf(kind.list, request));
    const { table, user, router } = await openList(kind);
    const target = kind.newestFirst().at(-1)!;
    // The first word of the name and the start of the second: each must begin a word of the account's.
    const [first, second] = target.fullName.split(' ');
    const typed = `${first!.toUpperCase()} ${second!.slice(0, 2)}`;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), typed);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('search')).toBe(typed));
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    const searches = calls.filter((url) => url.searchParams.has('search')).map((url) => url.searchParams.get('search') ?? '');
    // One request a word, not one a key. A machine so busy that one key's render outlasts the rest may
    // send a start of the words or two as well; every key sending its own would be nine.
    expect(searches.at(-1)).toBe(typed);
    expect(searches.length).toBeLessThanOrEqual(3);
    for (const search of searches) expect(typed.startsWith(search)).toBe(true);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(typed));

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz');
    expect(await within(table).findByText('No records match your search.')).toBeInTheDocument();
  });

  it("offers every account the server's search matches, beyond the page", async () => {
    const matching = requestsWhere((request) => isCallOf('listMatchingAccounts', request));
    const { table, user } = await openList(kind);
    // Two letters begin a word of several accounts' names, places or emails: how many, the server says.
    const start = kind.newestFirst()[1]!.fullName.slice(0, 2);
    const served = await fetch(`${urlFor(kind.list, { query: { limit: kind.pageSize ?? 50, search: start } })}`, {
      headers: { authorization: `Bearer ${mockToken}` },
    });
    const { total, data } = (await served.json()) as { total: number; data: { fullName: string }[] };
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThan(kind.newestFirst().length);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), start);
    await waitFor(() => expect(names(table)).toEqual(data.map((item) => item.fullName)));
    await user.click(within(table).getByRole('checkbox', { name: `Select ${names(table)[0]}` }));
    await user.click(selectionBar().getByRole('button', { name: `Select all ${total} matching` }));
    expect(await selectionBar().findByText(`${total} selected`)).toBeInTheDocument();
    expect(matching[0]?.searchParams.get('search')).toBe(start);
  });
});

describe('ProfessionalsList on the server that pages it', () => {
  it('pages fifty at a time, in the URL, and a new sort starts at the first page', async () => {
    db.professionals.push(...buildProfessionalList(45, 77, { firstId: 5_000 }).map((profile) => ({ ...profile, version: 1 })));
    const calls = requestsWhere((request) => isCallOf('listProfessionals', request));
    const { table, user, router } = await openList(professionals);
    expect(bodyRows(table)).toHaveLength(50);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search 75 records...');
    const navigation = screen.getByRole('navigation', { name: 'Professionals pages' });
    await user.click(within(navigation).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(paramsOf(calls.at(-1))).toEqual({ page: '2', limit: '50' });
    expect(names(table)).toEqual(professionals.newestFirst().slice(50).map((item) => item.fullName));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    await user.click(within(table).getByRole('button', { name: 'Professional Name' }));
    await waitFor(() => expect(paramsOf(calls.at(-1))).toEqual({ page: '1', limit: '50', sort: 'name.asc' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name.asc'));
  });
});

describe('a bulk suspension on ProfessionalsList', () => {
  it('leaves accounts already suspended as they are unless told to change their end, naming them skipped', async () => {
    const bulks = recordCalls('bulkModerate');
    const { table, user } = await openList(professionals);
    const suspendedRow = bodyRows(table).find((row) => within(row).queryByRole('button', { name: /^Unsuspend / }))!;
    const suspended = within(suspendedRow).getByRole('link').textContent!;
    const active = names(table).filter((name) => !professionals.stored(name)?.isSuspended).slice(0, 2);
    await select(user, table, [suspended, ...active]);
    await user.click(selectionBar().getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 3 professionals?' });
    const choice = within(dialog).getByRole('group', { name: '1 of the selected accounts is already suspended' });
    expect(within(choice).getByRole('radio', { name: 'Leave their suspension as it is' })).toBeChecked();
    await answer(user, 'Suspend 3 professionals?', 'Suspend', 'Other');
    await closed();
    expect(await screen.findByText(`2 suspended. 1 skipped: ${suspended}: Already suspended until lifted.`)).toBeInTheDocument();
    expect(bulks[0]?.body).not.toHaveProperty('alreadySuspended');

    await user.click(selectionBar().getByRole('button', { name: 'Suspend' }));
    const again = await screen.findByRole('alertdialog', { name: 'Suspend 1 professional?' });
    await user.click(within(again).getByRole('radio', { name: "Give them this suspension's end instead" }));
    await answer(user, 'Suspend 1 professional?', 'Suspend', 'Other');
    await closed();
    expect(bulks[1]?.body).toMatchObject({ ids: [expect.any(Number)], alreadySuspended: 'change' });
  });

  it('asks before sending notices to more than 50 accounts, naming the count, and sends it', async () => {
    db.professionals.push(...buildProfessionalList(45, 78, { firstId: 6_000 }).map((profile) => ({ ...profile, version: 1, isSuspended: false })));
    const bulks = recordCalls('bulkModerate');
    const { table, user } = await openList(professionals);
    await user.click(within(table).getByRole('checkbox', { name: `Select ${names(table)[0]}` }));
    const total = db.professionals.length;
    await user.click(selectionBar().getByRole('button', { name: `Select all ${total} matching` }));
    await user.click(selectionBar().getByRole('button', { name: 'Delete' }));
    await answer(user, `Delete ${total} professionals?`, 'Delete', 'Other', String(total));
    const step = await screen.findByRole('alertdialog', { name: `Send notices to ${total} accounts?` });
    await user.click(within(step).getByRole('button', { name: 'Go back' }));
    expect(bulks).toHaveLength(0);
    await user.click(within(screen.getByRole('alertdialog', { name: `Delete ${total} professionals?` })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Send notices to ${total} accounts?` })).getByRole('button', { name: `Send ${total} notices` }));
    await closed();
    expect(bulks.length).toBeGreaterThan(1);
    for (const { body } of bulks) expect(body).toMatchObject({ confirmNotices: total, notice: { send: true } });
  });
});

// The spec's backend answers every professional or salon at once and ignores what it is asked: the
// table sorts and searches them itself, and the list never asks again for a sort or a search.
describe.each([professionals, salons])("$name on the spec's backend", (kind) => {
  it('sorts by two keys and searches on the page, reading the list once, with the same URL', async () => {
    db.listAnswers = 'spec';
    const calls = requestsWhere((request) => isCallOf(kind.list, request));
    const { table, user, router } = await openList(kind);
    expect(names(table)).toEqual(kind.newestFirst().map((item) => item.fullName));
    await user.click(within(table).getByRole('button', { name: kind.headers[0]! }));
    await shiftClick(user, table, /^Joining Date/);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name.asc,joiningDate.desc'));
    expect(names(table)).toEqual(names(table).toSorted((a, b) => a.localeCompare(b)));
    const target = kind.newestFirst()[4]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: `${kind.title} pages` })).not.toBeInTheDocument();
  });
});
