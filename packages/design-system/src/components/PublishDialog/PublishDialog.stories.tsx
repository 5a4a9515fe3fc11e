import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { expectClosedWithFocusOn, openDialogWith } from '../private/stories/dialogs';
import { PublishDialog, type PublishDialogProps } from './PublishDialog';
import { usageDocs } from '../private/stories/usage';

// A fixed clock and time zone, so the earliest date offered and the dates refused are the same on every run.
const now = () => new Date(2026, 2, 14, 9, 30);
const title = 'Save the privacy policy';
const summaryHint = 'One line for the history, such as “Clarified how long we keep messages.”';

/** The dialog as the editor opens it: its Save button sets it open, and a save that went through closes it. */
function Harness(args: PublishDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save</Button>
      <PublishDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onSubmit={async (choice) => {
          await args.onSubmit(choice);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Editor/PublishDialog',
  component: PublishDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    title,
    submitLabel: 'Save Policy',
    busyText: 'Saving...',
    busy: false,
    error: '',
    summaryMaxLength: 200,
    now,
    timeZone: 'Europe/London',
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { now: { control: false } },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The Save dialog of the document editor (the privacy policy, the terms): a one-line summary for the revision history, and whether the change takes effect now or on a date chosen.',
        use: ['When an editor saves a document whose revisions are kept and may be scheduled.', "The app gives `title` ('Save the privacy policy'), `submitLabel` and `busyText`; `onSubmit` receives the trimmed summary and the date, or null for now."],
        avoid: ['For a yes-or-no question with nothing to fill in: use `ConfirmDialog`.', 'For suspending, unsuspending or deleting an account: use `ModerationDialog`.'],
        accessibility: ['A modal dialog named by `title`: focus starts in the summary; Escape, Cancel or a click outside closes it (never while `busy`), and focus goes back to what opened it.', "The summary's counter is read with the field in words ('36 of 200 characters'). A refused submit shows every message at once, announces them and focuses the first field that is wrong.", "The server's `error` is an alert above the buttons, and what was entered stays."],
        do: 'Set `busy` while the save runs, `error` if the server refuses it, and `open` to false once it is saved: the dialog does not close itself on submit.',
        dont: "One `title` such as 'Save' for every document: the title names the dialog, so say which document it saves ('Save the terms').",
      }) } } },
} satisfies Meta<typeof PublishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the dialog with the editor's button; hands back the button, the dialog and its fields by role and name. */
async function openDialog(canvas: Canvas) {
  const opened = await openDialogWith(canvas, 'Save', title);
  const { inDialog } = opened;
  return {
    ...opened,
    summary: () => inDialog.getByRole('textbox', { name: 'Summary (optional)' }),
    timing: (name: 'Publish now' | 'Schedule for a later date') => inDialog.getByRole('radio', { name }),
    date: () => inDialog.getByLabelText('Date and time'),
    submit: () => inDialog.getByRole('button', { name: 'Save Policy' }),
    cancel: () => inDialog.getByRole('button', { name: 'Cancel' }),
  };
}

/**
 * Published now: focus starts on the summary, which counts as it is typed; the change takes effect as
 * it is saved, so the date handed over is null. The dialog closes with focus back on Save.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await waitFor(() => expect(parts.summary()).toHaveFocus());
    await expect(parts.summary()).toHaveAccessibleDescription(`${summaryHint} 0 of 200 characters`);
    await expect(parts.timing('Publish now')).toBeChecked();
    await expect(parts.inDialog.queryByLabelText('Date and time')).not.toBeInTheDocument();

    await userEvent.keyboard('Clarified how long we keep messages.');
    await expect(parts.inDialog.getByText('36/200')).toBeVisible();
    await expect(parts.summary()).toHaveAccessibleDescription(`${summaryHint} 36 of 200 characters`);
    await userEvent.click(parts.submit());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ summary: 'Clarified how long we keep messages.', effectiveAt: null });
    await expectClosedWithFocusOn(parts.opener);
  },
};

export const Playground: Story = {};

/**
 * Scheduled: the date and time field appears, no earlier than now and described by its time zone;
 * the date typed is read as local time and handed over as that instant. Enter submits.
 */
export const Schedule: Story = {
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await userEvent.click(parts.timing('Schedule for a later date'));
    const date = parts.date();
    await expect(date).toHaveAttribute('type', 'datetime-local');
    await expect(date).toHaveAttribute('min', '2026-03-14T09:30');
    await expect(date).toHaveAccessibleDescription('Times are in Europe/London.');
    await userEvent.type(date, '2026-04-01T09:00');
    await expect(date).toHaveValue('2026-04-01T09:00');
    await userEvent.type(parts.summary(), 'Added how long booking photos are kept.{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      summary: 'Added how long booking photos are kept.',
      effectiveAt: new Date(2026, 3, 1, 9, 0),
    });
    await expectClosedWithFocusOn(parts.opener);
  },
};

/**
 * Checked on submit: a date not ahead of now, then none at all, then a summary over the limit; each
 * message is on its field, which gets focus (the first one wrong, when two are). Put right, it saves.
 */
export const Validation: Story = {
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await userEvent.click(parts.timing('Schedule for a later date'));
    await userEvent.type(parts.date(), '2026-03-01T09:00');
    await userEvent.click(parts.submit());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(parts.date()).toHaveFocus());
    await expect(parts.date()).toHaveAttribute('aria-invalid', 'true');
    await expect(parts.date()).toHaveAccessibleDescription('Choose a time in the future. Times are in Europe/London.');
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('Choose a time in the future.');

    await userEvent.clear(parts.date());
    await expect(parts.date()).toHaveAccessibleDescription('Choose when the change takes effect. Times are in Europe/London.');

    await userEvent.click(parts.summary());
    await userEvent.paste('a'.repeat(201));
    await expect(parts.inDialog.getByText('201/200')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(parts.summary()).toHaveFocus());
    await expect(parts.summary()).toHaveAttribute('aria-invalid', 'true');
    await expect(parts.summary()).toHaveAccessibleDescription(
      `Keep the summary to 200 characters or fewer. ${summaryHint} 201 of 200 characters`,
    );
    await expect(within(document.body).getByRole('alert')).toHaveTextContent(
      'Keep the summary to 200 characters or fewer. Choose when the change takes effect.',
    );

    await userEvent.keyboard('{Backspace}');
    await expect(parts.summary()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(parts.timing('Publish now'));
    await userEvent.click(parts.submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({ summary: 'a'.repeat(200), effectiveAt: null });
  },
};

/** Saving: the button keeps its name and says so, Cancel is off, and neither Escape nor a second press does anything. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await expect(parts.submit()).toHaveAttribute('aria-busy', 'true');
    await expect(parts.submit()).toHaveTextContent('Saving...');
    await expect(parts.cancel()).toBeDisabled();
    await userEvent.click(parts.submit());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(parts.dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Refused by the server: its message is an alert in the dialog, and what was entered stays to try again. */
export const WithError: Story = {
  args: {
    error: 'Someone else saved the privacy policy after you opened it. Copy your changes and reload.',
    // An implementation given to fn() survives the reset of the spies before each story; mockRejectedValue would not.
    onSubmit: fn(async () => {
      throw new Error('Conflict');
    }),
  },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    // The form keeps a second, empty alert of its own for its refused submits.
    const alerts = parts.inDialog.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toContain('Someone else saved the privacy policy after you opened it. Copy your changes and reload.');
    await userEvent.type(parts.summary(), 'Clarified cancellations.');
    await userEvent.click(parts.submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({ summary: 'Clarified cancellations.', effectiveAt: null });
    await expect(parts.dialog).toBeVisible();
    await expect(parts.summary()).toHaveValue('Clarified cancellations.');
  },
};

/** Closed and opened again: nothing of the last opening is left. */
export const ResetOnReopen: Story = {
  play: async ({ args, canvas }) => {
    let parts = await openDialog(canvas);
    await userEvent.type(parts.summary(), 'Half a thought');
    await userEvent.click(parts.timing('Schedule for a later date'));
    await userEvent.click(parts.cancel());
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    parts = await openDialog(canvas);
    await expect(parts.summary()).toHaveValue('');
    await expect(parts.timing('Publish now')).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
