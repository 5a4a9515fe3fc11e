import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../Heading';
import { radios } from '../private/stories/controls';
import { expectClosedWithFocusOn, findOpenDialog } from '../private/stories/dialogs';
import { RevisionHistory, type RevisionHistoryItem, type RevisionHistoryProps } from './RevisionHistory';
import { usageDocs } from '../private/stories/usage';

// What the app passes for the privacy policy of the marketplace: newest first, the times written out
// in the reader's words. Ids differ from numbers, as the server's do, so a story shows which one is
// handed back.
const history: RevisionHistoryItem[] = [
  {
    id: 46,
    number: 6,
    saved: '12 March 2026 at 09:14',
    effective: '1 April 2026 at 00:00',
    author: 'Ada Lovelace',
    size: 4630,
    summary: 'Added how long before-and-after photos from bookings are kept.',
    restoredFromNumber: null,
    status: 'scheduled',
  },
  {
    id: 45,
    number: 5,
    saved: '2 March 2026 at 16:40',
    effective: '2 March 2026 at 16:40',
    author: 'Grace Hopper',
    size: 4210,
    summary: 'Back to the wording from before the partner-salon change.',
    restoredFromNumber: 3,
    status: 'current',
  },
  {
    id: 44,
    number: 4,
    saved: '20 February 2026 at 11:02',
    effective: '1 March 2026 at 00:00',
    author: 'Grace Hopper',
    size: 4388,
    summary: 'Shared booking history with partner salons.',
    restoredFromNumber: null,
    status: 'cancelled',
  },
  {
    id: 43,
    number: 3,
    saved: '3 February 2026 at 10:15',
    effective: '3 February 2026 at 10:15',
    author: 'Ada Lovelace',
    size: 4210,
    summary: 'Clarified how long we keep messages between clients and professionals.',
    restoredFromNumber: null,
    status: 'past',
  },
  {
    id: 42,
    number: 2,
    saved: '14 January 2026 at 08:30',
    effective: '14 January 2026 at 08:30',
    author: 'Katherine Johnson',
    size: 3975,
    summary: null,
    restoredFromNumber: null,
    status: 'past',
  },
  {
    id: 41,
    number: 1,
    saved: '5 January 2026 at 14:00',
    effective: '5 January 2026 at 14:00',
    author: 'Katherine Johnson',
    size: 3120,
    summary: 'First privacy policy of the marketplace.',
    restoredFromNumber: null,
    status: 'past',
  },
];

const confirmText =
  'Its content becomes the current privacy policy, saved as a new revision. The history keeps every revision.';

const meta = {
  title: 'Editor/RevisionHistory',
  component: RevisionHistory,
  tags: ['autodocs'],
  args: {
    revisions: history,
    documentName: 'privacy policy',
    loading: false,
    error: '',
    onRetry: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    onOpen: fn(),
    onCompare: fn(),
    onRestore: fn(),
    restoringId: null,
    heading: 'History',
    headingLevel: 2,
  },
  argTypes: {
    ...radios({ headingLevel: headingLevels }),
    revisions: { control: 'object' },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The History panel of the document editor: every saved revision of the privacy policy or the terms, newest first, to read, compare or restore.',
        use: ['Beside a `RichTextEditor` whose saves are kept as revisions.', 'The app pages the history (`page`, `totalPages`, `onPageChange`), opens a revision on `onOpen` and two on `onCompare`, the older first. Leave out `onRestore` for a role that cannot edit: the Restore buttons go.'],
        avoid: ['To show what changed between two revisions: use `DocumentDiff`, in a `DocumentDialog`, from `onCompare`.', 'For records to sort and search: use `DataTable`.'],
        accessibility: ["A section named by its heading (`heading`, `headingLevel`). Each checkbox is named 'Select revision 4 to compare', and Read and Restore say which revision in their names.", 'Compare stays in the Tab order until two revisions are picked, described by what it is waiting for; with two picked, the other checkboxes are off.', 'Restore asks first, with the confirm button focused. Focus then goes back to the Restore button, or to the heading when the list has reloaded without it.'],
        do: "`restoringId={id}` while a restore runs, then `error` if it failed: that button says 'Restoring…', and the message is an alert over the list.",
        dont: "A raw time such as '2026-03-12T09:14:00Z' as `saved`: the history shows the text it is given, so write it out for the reader ('12 March 2026 at 09:14').",
      }) } } },
} satisfies Meta<typeof RevisionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The history's parts, by role and name. */
function partsOf(canvas: Canvas) {
  return {
    rows: () => within(canvas.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem'),
    pick: (number: number) => canvas.getByRole('checkbox', { name: `Select revision ${number} to compare` }),
    compare: () => canvas.getByRole('button', { name: /^Compare revisions/ }),
    read: (number: number) => canvas.getByRole('button', { name: `Read revision ${number}` }),
    restore: (number: number) => canvas.getByRole('button', { name: `Restore this revision (revision ${number})` }),
    restoreButtons: () => canvas.queryAllByRole('button', { name: /^Restore this revision/ }),
  };
}

/**
 * Six revisions newest first: the scheduled one with when it takes effect, the current one (restored
 * from an older one, and with nothing to restore), a cancelled one, one without a summary. Read says
 * which revision it opens.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('region', { name: 'History' })).toBeVisible();
    const rows = parts.rows();
    await expect(rows).toHaveLength(6);
    const [scheduled, current, cancelled, , withoutSummary, first] = rows.map((row) => within(row));

    await expect(scheduled!.getByText('Revision 6')).toBeVisible();
    await expect(scheduled!.getByText('Scheduled')).toBeVisible();
    await expect(scheduled!.getByText('Takes effect 1 April 2026 at 00:00')).toBeVisible();
    await expect(scheduled!.getByText('Saved 12 March 2026 at 09:14 by Ada Lovelace')).toBeVisible();
    await expect(scheduled!.getByText('4,630 characters')).toBeVisible();

    await expect(current!.getByText('Current')).toBeVisible();
    await expect(current!.getByText('In effect from 2 March 2026 at 16:40')).toBeVisible();
    await expect(current!.getByText('Restored from revision 3')).toBeVisible();
    // What is in effect cannot be restored over itself.
    await expect(current!.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();

    await expect(cancelled!.getByText('Cancelled')).toBeVisible();
    await expect(cancelled!.getByText('Was to take effect 1 March 2026 at 00:00')).toBeVisible();
    await expect(withoutSummary!.getByText('No summary')).toBeVisible();
    // A past revision has no badge: its lines say when it was in effect.
    await expect(first!.getByText('In effect from 5 January 2026 at 14:00')).toBeVisible();
    await expect(first!.queryByText(/^(Current|Scheduled|Cancelled)$/)).not.toBeInTheDocument();
    await expect(parts.restoreButtons()).toHaveLength(5);

    await userEvent.click(parts.read(4));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(44);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Loading: a busy status named for what loads stands in for the list, and there is nothing to press yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading revisions' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Never saved: a sentence says what readers see meanwhile, and there is nothing to compare or restore. */
export const Empty: Story = {
  args: { revisions: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No revisions yet. The built-in privacy policy is shown until the first save.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The history could not be loaded: the message is an alert, with Retry, in place of the list. */
export const Error: Story = {
  args: { revisions: [], error: 'The history could not be loaded. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The history could not be loaded. Check your connection and try again.',
    );
    await expect(canvas.queryByText(/^No revisions yet/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard only: Space ticks revision 5, then revision 2; with two ticked the other boxes are off,
 * and the button, named for the pair, hands over the older one first. Until then it says why it
 * does nothing.
 */
export const CompareTwo: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    // Revision 6's checkbox, Read and Restore, then revision 5's checkbox.
    await userEvent.tab();
    await expect(parts.pick(6)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(parts.pick(5)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(parts.pick(5)).toBeChecked();

    await expect(parts.compare()).toHaveAccessibleName('Compare revisions');
    await expect(parts.compare()).toHaveAttribute('aria-disabled', 'true');
    await expect(parts.compare()).toHaveAccessibleDescription('Select two revisions to compare.');
    await userEvent.click(parts.compare());
    await expect(args.onCompare).not.toHaveBeenCalled();

    parts.pick(2).focus();
    await userEvent.keyboard(' ');
    await expect(parts.pick(2)).toBeChecked();
    await expect(parts.pick(3)).toBeDisabled();
    await expect(parts.pick(6)).toBeDisabled();
    await expect(parts.pick(5)).toBeEnabled();

    const compare = parts.compare();
    await expect(compare).toHaveAccessibleName('Compare revisions 2 and 5');
    await expect(compare).not.toHaveAttribute('aria-disabled');
    await expect(compare).not.toHaveAccessibleDescription();
    compare.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCompare).toHaveBeenCalledTimes(1);
    await expect(args.onCompare).toHaveBeenCalledWith(42, 45);

    // Clearing one frees the others again.
    await userEvent.click(parts.pick(5));
    await expect(parts.pick(3)).toBeEnabled();
    await expect(parts.compare()).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Restore asks first, naming the revision and what happens; the confirm button has focus, and
 * confirming hands over the revision's id, with focus back on its button.
 */
export const Restore: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    const opener = parts.restore(2);
    await userEvent.click(opener);
    const dialog = await findOpenDialog('Restore revision 2?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(confirmText);
    const confirm = within(document.body).getByRole('button', { name: 'Restore' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
    await expect(args.onRestore).toHaveBeenCalledWith(42);
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

/** Declined with Escape (or Cancel): nothing is restored and focus goes back to the button that asked. */
export const RestoreCancelled: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    const opener = parts.restore(4);
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Restore revision 4?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'alertdialog');

    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Restore revision 4?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};

/** A restore under way: that button keeps its name, says it is busy and ignores presses; the others stay. */
export const Restoring: Story = {
  args: { restoringId: 43 },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    const busy = parts.restore(3);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveTextContent('Restoring…');
    await userEvent.click(busy);
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onRestore).not.toHaveBeenCalled();
    await expect(parts.restore(2)).not.toHaveAttribute('aria-busy');
  },
};

/**
 * A restore that failed, or the list reloaded after one: the app's message is an alert over the
 * list, and the list stays.
 */
export const RestoreFailed: Story = {
  args: { error: 'Revision 2 could not be restored. Try again.', onRetry: undefined },
  play: async ({ canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revision 2 could not be restored. Try again.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(parts.rows()).toHaveLength(6);
  },
};

/** A role that cannot edit: no Restore buttons, while reading and comparing stay. */
export const ReadOnly: Story = {
  args: { onRestore: undefined },
  play: async ({ canvas }) => {
    const parts = partsOf(canvas);
    await expect(parts.restoreButtons()).toHaveLength(0);
    await expect(parts.read(6)).toBeVisible();
    await expect(parts.pick(1)).toBeEnabled();
    await expect(parts.compare()).toBeVisible();
  },
};

// A longer history, in pages of three, for the paged stories.
const longHistory: RevisionHistoryItem[] = Array.from({ length: 9 }, (_, index) => {
  const number = 9 - index;
  return {
    id: 100 + number,
    number,
    saved: `${number + 1} February 2026 at 10:00`,
    effective: `${number + 1} February 2026 at 10:00`,
    author: number % 2 === 0 ? 'Ada Lovelace' : 'Grace Hopper',
    size: 3000 + number * 40,
    summary: `Wording change number ${number}.`,
    restoredFromNumber: null,
    status: number === 9 ? 'current' : 'past',
  };
});
const perPage = 3;

/** The history as a page keeps it: the page asked for is loaded and shown. */
function PagedHarness(args: RevisionHistoryProps) {
  const [page, setPage] = useState(args.page);
  return (
    <RevisionHistory
      {...args}
      page={page}
      totalPages={Math.ceil(longHistory.length / perPage)}
      revisions={longHistory.slice((page - 1) * perPage, page * perPage)}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/**
 * Paged: Next asks for the next page; a revision picked on one page stays picked on another, so the
 * pair can span pages.
 */
export const Paged: Story = {
  render: (args) => <PagedHarness {...args} />,
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Pages of revisions' })).toBeVisible();
    await userEvent.click(parts.pick(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(parts.rows()).toHaveLength(3));
    await expect(await canvas.findByText('Revision 5')).toBeVisible();
    await expect(canvas.queryByText('Revision 8')).not.toBeInTheDocument();

    await userEvent.click(parts.pick(4));
    await expect(parts.pick(6)).toBeDisabled();
    await expect(parts.compare()).toHaveAccessibleName('Compare revisions 4 and 8');
    await userEvent.click(parts.compare());
    await expect(args.onCompare).toHaveBeenCalledWith(104, 108);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(parts.pick(8)).toBeChecked());
  },
};
