import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DocumentDiff } from '../DocumentDiff';
import { privacyRevision3, privacyYourChanges } from '../DocumentDiff/DocumentDiff.storyData';
import { SafeHtml } from '../SafeHtml';
import { expectClosedWithFocusOn, openDialogWith } from '../private/stories/dialogs';
import { DocumentDialog, type DocumentDialogProps } from './DocumentDialog';
import { usageDocs } from '../private/stories/usage';

const opener = 'View revision 3';
const title = 'Revision 3';
const savedBy = 'Saved by Ada Lovelace on 12 March 2026 at 09:14 · 4,210 characters';
const loadError = 'Failed to load revision 3. Please try again later.';

/**
 * The dialog as the policy page runs it: the revision's button opens it, Close and Escape close it.
 * With `retryLoads`, Try again clears the error and shows the document, as a second request would.
 */
function Harness({ retryLoads = false, ...args }: DocumentDialogProps & { retryLoads?: boolean }) {
  const [open, setOpen] = useState(args.open);
  const [error, setError] = useState(args.error);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <DocumentDialog
        {...args}
        open={open}
        error={error}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onRetry={
          args.onRetry &&
          (() => {
            args.onRetry?.();
            if (retryLoads) setError(null);
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'Content/DocumentDialog',
  component: DocumentDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    title,
    meta: savedBy,
    loading: false,
    error: null,
    children: <SafeHtml as="article" html={privacyRevision3} />,
    actions: [{ label: 'Restore this revision', onClick: fn(), busyText: 'Restoring…' }],
    closeLabel: 'Close',
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A large modal for reading a document: a saved revision of the privacy policy or the terms before restoring it, or two versions compared with `DocumentDiff`.',
        use: ['To read a whole document without leaving the page, with a few actions on it (`actions`: Restore this revision, Save anyway).', '`loading` while the document is fetched, and `error` with `onRetry` when it failed: skeleton lines or the error stand in for it.', '`busy` on an action while it runs: its button spins, Close is off and nothing closes the dialog until the app does.'],
        avoid: ['For a yes or no question: use `ConfirmDialog`.', 'For a form: use `InviteDialog`, `ModerationDialog` or another form dialog.', 'For the document as the page itself: use `SafeHtml` in the page.'],
        accessibility: ['`title` names the dialog and `meta` is its description. Focus starts on the scrolling body (a region named by the title), so the arrow keys and Page Down scroll it at once.', 'Close, Escape or a click outside closes it, and focus goes back to what opened it, even when the app opened it from code.', 'A busy action shows its `busyText` and keeps its `label` as its name.'],
        do: "`actions={[{ label: 'Restore this revision', onClick: restore, busy: restoring, busyText: 'Restoring…' }]}`, and close the dialog once the restore has worked.",
        dont: "Closing the dialog from an action's `onClick` before its request answers: the reader never learns whether it worked.",
      }) } } },
} satisfies Meta<typeof DocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the dialog with the page's button and finds it by its title once it has faded in. */
const openDialog = (canvas: Canvas) => openDialogWith(canvas, opener, title);

/**
 * A saved revision, read before restoring it: named by its title and described by who saved it,
 * with focus on the text so the keyboard scrolls it; Escape closes it and focus goes back.
 */
export const ReadRevision: Story = {
  play: async ({ args, canvas }) => {
    const { opener: button, dialog, inDialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(savedBy);
    const body = inDialog.getByRole('region', { name: title });
    await waitFor(() => expect(body).toHaveFocus());
    await expect(within(body).getByRole('heading', { level: 1, name: 'Chairside Privacy Policy' })).toBeVisible();
    // The body scrolls inside the dialog, which stays within the window.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);

    await userEvent.click(inDialog.getByRole('button', { name: 'Restore this revision' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
    // An action leaves the dialog open: the app closes it once the action is done.
    await expect(dialog).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(button);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {};

/** Saving over a newer revision: the two compared, and Save anyway beside Close, which closes it. */
export const Comparing: Story = {
  args: {
    title: 'Compare with revision 3',
    meta: 'Revision 3 was saved by Ada Lovelace after you started editing.',
    children: <DocumentDiff before={privacyRevision3} after={privacyYourChanges} beforeLabel="Revision 3, 12 March 2026" afterLabel="Your changes" />,
    actions: [{ label: 'Save anyway', onClick: fn(), tone: 'danger', busyText: 'Saving…' }],
  },
  play: async ({ args, canvas }) => {
    const { opener: button, inDialog } = await openDialogWith(canvas, opener, 'Compare with revision 3');
    await expect(inDialog.getByRole('status')).toHaveTextContent('21 words added and 18 removed.');
    await expect(inDialog.getAllByRole('insertion').length).toBeGreaterThan(0);
    await expect(inDialog.getAllByRole('button').map((element) => element.textContent)).toEqual(['Save anyway', 'Close']);

    await userEvent.click(inDialog.getByRole('button', { name: 'Save anyway' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(button);
  },
};

/** The revision on its way: skeleton lines in a busy status named for what is loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const { inDialog } = await openDialog(canvas);
    const status = inDialog.getByRole('status', { name: 'Loading the document' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(inDialog.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The revision could not be loaded: the error in place of it, and Try again, which here succeeds. */
export const Error: Story = {
  args: { error: loadError, onRetry: fn() },
  render: (args) => <Harness {...args} retryLoads />,
  play: async ({ args, canvas }) => {
    const { inDialog } = await openDialog(canvas);
    await expect(inDialog.getByRole('alert')).toHaveTextContent(loadError);
    await expect(inDialog.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(inDialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await inDialog.findByRole('article')).toBeVisible();
    await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Restoring under way: the button says so and keeps its name, Close is off, and Escape does not
 * close the dialog, which would only hide how the restore ends.
 */
export const BusyAction: Story = {
  args: { actions: [{ label: 'Restore this revision', onClick: fn(), busy: true, busyText: 'Restoring…' }] },
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas);
    const restore = inDialog.getByRole('button', { name: 'Restore this revision' });
    await expect(restore).toHaveAttribute('aria-busy', 'true');
    await expect(within(restore).getByText('Restoring…')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Close' })).toBeDisabled();

    await userEvent.click(restore);
    await expect(args.actions![0]!.onClick).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
