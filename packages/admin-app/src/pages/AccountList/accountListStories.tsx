// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import { noticeTemplate, serverMessages, type EndpointName } from '@chairside/api-contract';
import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime, formatShortDateTime } from '../../data/moderationTexts';
import { db } from '../../mocks/db';
import { failing, handle, hanging, recording } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenReady } from '../../stories/screenMeta';

/** What one kind's list shows, written out in its story file with the spec's words for that kind. */
export interface AccountListTexts {
  /** The endpoint that lists the kind. */
  list: EndpointName;
  /** An empty answer in the shape that endpoint gives. */
  emptyAnswer: DefaultBodyType;
  skeletonRows: number;
  loading: string;
  empty: string;
  nameColumn: string;
  /** The server's message in the failure story, and the alert the page shows for it. */
  failure: { message: string; alert: string };
  /** The page's heading, which also names its table. */
  title: string;
  /** The confirmation questions of suspend and unsuspend. */
  questions: { suspend: string; unsuspend: string };
  /** The endpoint that suspends an account of the kind, and the toast once it has. */
  suspend: EndpointName;
  suspended: string;
  /** The toasts once an account is unsuspended and deleted. */
  unsuspended: string;
  deleted: string;
  /** The kind's accounts in the mock data. */
  accounts: 'professionals' | 'salons' | 'privateSuites';
  /** The kind in a bulk question: 'professionals' in 'Suspend 2 professionals?'. */
  many: string;
}

type Canvas = ReturnType<typeof within>;

/** The first account in the table that can be suspended: its name and its Suspend button. */
async function firstSuspendable(canvas: Canvas, title: string) {
  const table = await canvas.findByRole('table', { name: title }, screenReady);
  const button = within(table).getAllByRole('button', { name: /^Suspend / })[0]!;
  return { table, button, name: button.getAttribute('aria-label')!.replace(/^Suspend /, '') };
}

/**
 * Opens the suspend question for the first account that can be suspended and picks `reason`; returns
 * the table, the account's name and the dialog.
 */
async function askToSuspend(canvas: Canvas, texts: AccountListTexts, reason: string) {
  const { table, button, name } = await firstSuspendable(canvas, texts.title);
  await userEvent.click(button);
  const dialog = within(await openDialog(texts.questions.suspend));
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), reason);
  return { table, name, dialog };
}

/** A story's beforeEach that forgets what `recorded` saw in an earlier run and lets it listen again. */
const listenAfresh =
  (recorded: ReturnType<typeof recording>) =>
  ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
    recorded.calls.length = 0;
    recorded.urls.length = 0;
    msw.use(recorded.handler);
  };

/** The row of the account named `name`. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;

/** The dialog's question once it is open (a portal in document.body). */
const openDialog = (question: string) => within(document.body).findByRole('alertdialog', { name: question });

/** What the Refused story's server says about the body. */
const refusal = 'note must be at most 1000 characters.';

/** The end of the timed suspension the SuspendedUntil story shows: 21 March 2030, 09:30 UTC. */
const suspendedUntil = '2030-03-21T09:30:00.000Z';

type Story = StoryObj;

/** The table's rows below its header. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Ticks the checkboxes of the first `count` rows, one by one; returns the accounts' names. */
async function selectRows(table: HTMLElement, count: number, activeOnly = false): Promise<string[]> {
  const candidates = bodyRows(table).filter((row) => !activeOnly || within(row).queryByRole('button', { name: /^Suspend / }));
  const rows = candidates.slice(0, count);
  const names = rows.map((row) => within(row).getByRole('link').textContent!);
  for (const [index, row] of rows.entries()) await userEvent.click(within(row).getByRole('checkbox', { name: `Select ${names[index]}` }));
  return names;
}

/** The toast with `text` (a portal in document.body). */
const toastWith = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 });

/** The Undo button of the toast on show (the story's only one). */
const undoButton = () => within(document.body).findByRole('button', { name: 'Undo' });

/** Waits until no dialog is open. */
const dialogGone = () => waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());

/** Who changed the account first in the Conflict story, and when. */
const otherAdmin = { name: 'Jordan Blake', at: '2026-11-25T12:15:00.000Z' };

/** What happens to an account between the list's read and the admin's action in the Conflict story: another administrator suspends it. */
function suspendedMeanwhile(accounts: AccountListTexts['accounts'], name: string) {
  const account = db[accounts].find((item) => item.fullName === name)!;
  account.isSuspended = true;
  account.suspendedUntil = null;
  account.version = (account.version ?? 1) + 1;
  db.auditLog.unshift({
    ...db.auditLog[0]!,
    id: Math.max(...db.auditLog.map((entry) => entry.id)) + 1,
    action: 'account.suspend',
    actorId: 2,
    actorName: otherAdmin.name,
    actorEmail: 'jordan@chairside.test',
    targetId: account.id,
    targetName: account.fullName,
    undoes: null,
    undoneBy: null,
    createdAt: otherAdmin.at,
  });
}

/**
 * The stories every account list has (Loading, Empty, Error, Full), for one kind: each list's story
 * file exports them under these names, so their ids stay `screens-<kind>list--loading` and so on.
 */
export const accountListStories = (
  texts: AccountListTexts,
): Record<
  | 'Loading'
  | 'Empty'
  | 'Error'
  | 'Full'
  | 'SuspendWithNotice'
  | 'Refused'
  | 'SuspendedUntil'
  | 'TypedDelete'
  | 'Undo'
  | 'Conflict'
  | 'Selection'
  | 'BulkPartialFailure',
  Story
> => {
  // The suspend calls of the SuspendWithNotice story, recorded afresh each time it runs (its beforeEach empties them).
  const suspendCalls = recording(texts.suspend);
  // The list's reads of the Conflict story, likewise.
  const listCalls = recording(texts.list);
  return {
    Loading: {
      beforeEach: screenSetup([hanging(texts.list)]),
      play: async ({ canvas }) => {
        const status = await canvas.findByRole('status', { name: texts.loading }, screenReady);
        await expect(status).toBeVisible();
        await expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(texts.skeletonRows + 1);
      },
    },
    Empty: {
      beforeEach: screenSetup([handle(texts.list, () => HttpResponse.json(texts.emptyAnswer))]),
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(texts.empty, {}, screenReady)).toBeVisible();
        await expect(canvas.getByRole('columnheader', { name: texts.nameColumn })).toBeVisible();
      },
    },
    Error: {
      beforeEach: screenSetup([failing(texts.list, 500, texts.failure.message)]),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(texts.failure.alert);
      },
    },
    Full: {
      play: async ({ canvas }) => {
        const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
        await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
        await expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
        await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);

        const suspend = within(table).getAllByRole('button', { name: /^(Suspend|Unsuspend) / })[0]!;
        const verb = suspend.textContent === 'Suspend' ? 'suspend' : 'unsuspend';
        await userEvent.click(suspend);
        const dialog = await within(document.body).findByRole('alertdialog');
        await expect(dialog).toHaveTextContent(texts.questions[verb]);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
        await expect(suspend).toHaveFocus();

        // Sorting by name puts the state in the URL-backed table; the header announces it.
        await userEvent.click(within(table).getByRole('button', { name: texts.nameColumn }));
        await expect(within(table).getByRole('columnheader', { name: texts.nameColumn })).toHaveAttribute('aria-sort', 'ascending');
      },
    },
    SuspendWithNotice: {
      beforeEach: listenAfresh(suspendCalls),
      play: async ({ canvas }) => {
        const { table, name, dialog } = await askToSuspend(canvas, texts, 'Spam or scam');
        await userEvent.type(dialog.getByRole('textbox', { name: 'Note for other administrators' }), 'Three reports this week.');
        await expect(dialog.getByRole('checkbox', { name: 'Send a notice' })).toBeChecked();
        // The preview reads as the account holder will: their name in place of the placeholder.
        await expect(dialog.getByRole('region', { name: 'Email preview' })).toHaveTextContent(`Hello ${name},`);
        await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));

        await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
        await expect(await within(document.body).findByText(texts.suspended)).toBeInTheDocument();
        await expect(within(rowOf(table, name)).getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();
        await expect(suspendCalls.calls.map((call) => call.body)).toEqual([
          {
            reason: 'Spam or scam',
            note: 'Three reports this week.',
            notice: { send: true, message: noticeTemplate('suspend', 'Spam or scam') },
          },
        ]);
      },
    },
    Refused: {
      beforeEach: ({ msw }) => {
        msw.use(failing(texts.suspend, 400, refusal));
      },
      play: async ({ canvas }) => {
        const { table, name, dialog } = await askToSuspend(canvas, texts, 'Other');
        await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
        // The server's message, in the dialog, which keeps what was entered; the row is as it was.
        await expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
        await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveValue('Other');
        await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
        await expect(within(rowOf(table, name)).getByRole('button', { name: `Suspend ${name}` })).toHaveFocus();
      },
    },
    SuspendedUntil: {
      beforeEach: () => {
        // The newest account shows on the first page of every list.
        const newest = db[texts.accounts].toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
        newest.isSuspended = true;
        newest.suspendedUntil = suspendedUntil;
      },
      play: async ({ canvas }) => {
        const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
        const text = `Suspended until ${formatShortDateTime(Date.parse(suspendedUntil))}`;
        const cell = await within(table).findByText(text);
        await expect(cell).toBeVisible();
        await expect(within(cell.closest('tr')!).getByRole('button', { name: /^Unsuspend / })).toBeVisible();
      },
    },
    TypedDelete: {
      play: async ({ canvas }) => {
        const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
        const name = within(bodyRows(table)[0]!).getByRole('link').textContent!;
        await userEvent.click(within(table).getByRole('button', { name: `Delete ${name}` }));
        const dialog = within(await within(document.body).findByRole('alertdialog'));
        await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Spam or scam');
        // The name typed, in any case and with spaces around it, is what enables Delete.
        const typed = dialog.getByRole('textbox', { name: `Type ${name} to confirm` });
        await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
        await userEvent.type(typed, ` ${name.toUpperCase()} `);
        await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
        await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
        await dialogGone();
        await expect(await toastWith(texts.deleted)).toBeInTheDocument();
        await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument());
      },
    },
    Undo: {
      play: async ({ canvas }) => {
        const { table, name, dialog } = await askToSuspend(canvas, texts, 'Other');
        await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
        await dialogGone();
        await expect(await toastWith(texts.suspended)).toBeInTheDocument();
        await expect(within(rowOf(table, name)).getByRole('button', { name: `Unsuspend ${name}` })).toBeVisible();
        // Undo reverses the suspension through the server, and the row reads active again.
        await userEvent.click(await undoButton());
        await expect(await toastWith('Undone.')).toBeInTheDocument();
        await waitFor(() => expect(within(rowOf(table, name)).getByRole('button', { name: `Suspend ${name}` })).toBeVisible());
        await expect(db[texts.accounts].find((account) => account.fullName === name)?.isSuspended).toBe(false);
      },
    },
    Conflict: {
      beforeEach: listenAfresh(listCalls),
      play: async ({ canvas }) => {
        const { table, name, dialog } = await askToSuspend(canvas, texts, 'Other');
        // Another administrator suspends the account while this one is still deciding.
        suspendedMeanwhile(texts.accounts, name);
        const reads = listCalls.calls.length;
        await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
        await dialogGone();
        // The server's facts in the admin's own time, and the row as it stands now, without reading the list again.
        await expect(await toastWith(`This account was changed by ${otherAdmin.name} at ${formatDateTime(otherAdmin.at)}.`)).toBeInTheDocument();
        const unsuspend = within(rowOf(table, name)).getByRole('button', { name: `Unsuspend ${name}` });
        await expect(unsuspend).toBeVisible();
        await expect(listCalls.calls).toHaveLength(reads);
        // The row has the account's version now, so the next action goes through.
        await userEvent.click(unsuspend);
        await userEvent.click(within(await openDialog(texts.questions.unsuspend)).getByRole('button', { name: 'Unsuspend' }));
        await expect(await toastWith(texts.unsuspended)).toBeInTheDocument();
      },
    },
    Selection: {
      play: async ({ canvas }) => {
        const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
        const names = await selectRows(table, 2);
        const bar = within(canvas.getByRole('group', { name: 'Selection' }));
        await expect(bar.getByText('2 selected')).toBeVisible();
        // One dialog for all of them: the count in the question, their names under it, the count typed to delete.
        await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
        const dialog = within(await within(document.body).findByRole('alertdialog', { name: `Delete 2 ${texts.many}?` }));
        await waitFor(() => expect(dialog.getByText(names.join(', '))).toBeVisible());
        await expect(dialog.getByRole('textbox', { name: 'Type 2 to confirm' })).toBeVisible();
        // Each notice goes to its own account's address.
        await expect(dialog.getByRole('checkbox', { name: 'Send a notice' })).toHaveAccessibleDescription(/Each account's email address/);
        await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
        await dialogGone();
        // The selection outlives the dialog, and Clear selection ends it.
        await expect(bar.getByText('2 selected')).toBeVisible();
        await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
        await waitFor(() => expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
      },
    },
    BulkPartialFailure: {
      play: async ({ canvas }) => {
        const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
        // Active accounts: a bulk suspension would skip one already suspended (see the professionals' AlreadySuspended).
        const [kept, ...gone] = await selectRows(table, 3, true);
        // Two of them are deleted by someone else before the action is confirmed.
        for (const name of gone) {
          const accounts: { fullName: string }[] = db[texts.accounts];
          accounts.splice(accounts.findIndex((account) => account.fullName === name), 1);
        }
        await userEvent.click(within(canvas.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Suspend' }));
        const dialog = within(await within(document.body).findByRole('alertdialog', { name: `Suspend 3 ${texts.many}?` }));
        await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
        await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
        await dialogGone();
        // One toast for the whole action, naming the failures with the server's reason, with Undo for the rest.
        await expect(await toastWith(`1 suspended. 2 failed: ${gone.join(', ')}: ${serverMessages.notFound}`)).toBeInTheDocument();
        await expect(await undoButton()).toBeVisible();
        await waitFor(() => expect(within(rowOf(table, kept!)).getByRole('button', { name: `Unsuspend ${kept}` })).toBeVisible());
        await expect(within(rowOf(table, kept!)).getByRole('checkbox', { name: `Select ${kept}` })).not.toBeChecked();
      },
    },
  };
};
