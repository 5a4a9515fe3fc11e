// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import { noticeTemplate, type EndpointName } from '@chairside/api-contract';
import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, type DefaultBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatShortDateTime } from '../../data/moderationTexts';
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
  /** The kind's accounts in the mock data. */
  accounts: 'professionals' | 'salons' | 'privateSuites';
}

type Canvas = ReturnType<typeof within>;

/** The first account in the table that can be suspended: its name and its Suspend button. */
async function firstSuspendable(canvas: Canvas, title: string) {
  const table = await canvas.findByRole('table', { name: title }, screenReady);
  const button = within(table).getAllByRole('button', { name: /^Suspend / })[0]!;
  return { table, button, name: button.getAttribute('aria-label')!.replace(/^Suspend /, '') };
}

/** The row of the account named `name`. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;

/** The dialog's question once it is open (a portal in document.body). */
const openDialog = (question: string) => within(document.body).findByRole('alertdialog', { name: question });

/** What the Refused story's server says about the body. */
const refusal = 'note must be at most 1000 characters.';

/** The end of the timed suspension the SuspendedUntil story shows: 21 March 2030, 09:30 UTC. */
const suspendedUntil = '2030-03-21T09:30:00.000Z';

type Story = StoryObj;

/**
 * The stories every account list has (Loading, Empty, Error, Full), for one kind: each list's story
 * file exports them under these names, so their ids stay `screens-<kind>list--loading` and so on.
 */
export const accountListStories = (
  texts: AccountListTexts,
): Record<'Loading' | 'Empty' | 'Error' | 'Full' | 'SuspendWithNotice' | 'Refused' | 'SuspendedUntil', Story> => {
  // The suspend calls of the SuspendWithNotice story, recorded afresh each time it runs (its beforeEach empties them).
  const suspendCalls = recording(texts.suspend);
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
      beforeEach: ({ msw }) => {
        suspendCalls.calls.length = 0;
        msw.use(suspendCalls.handler);
      },
      play: async ({ canvas }) => {
        const { table, button, name } = await firstSuspendable(canvas, texts.title);
        await userEvent.click(button);
        const dialog = within(await openDialog(texts.questions.suspend));
        await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Spam or scam');
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
        const { table, button, name } = await firstSuspendable(canvas, texts.title);
        await userEvent.click(button);
        const dialog = within(await openDialog(texts.questions.suspend));
        await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
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
  };
};
