import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { radios } from '../private/stories/controls';
import { expectDisabledButton } from '../private/stories/buttons';
import { expectClosedWithFocusOn, findOpenDialog, openDialogWith } from '../private/stories/dialogs';
import { pressArrowsOnSelect } from '../private/stories/fields';
import { ModerationDialog, type ModerationDialogProps } from './ModerationDialog';
import { moderationActions } from './moderationForm';
import { moderationReasons as reasons } from '../private/stories/moderation';
import { usageDocs } from '../private/stories/usage';

// What the app passes besides the reasons: the spec's questions word for word, and a notice template
// per reason with the account holder's name as a placeholder the preview fills in.
const suspendProfessional = 'Are you sure you want to suspend this professional?';
const unsuspendSalon = 'Are you sure you want to unsuspend this salon?';
const deleteProfessional = 'Are you sure you want to delete this professional? This action cannot be undone.';

const template = (reason: string | null) =>
  `Hello {name},\n\nWe have suspended your Chairside account${reason ? ` (${reason})` : ''}.\n\nThe Chairside team`;
const spamNotice = template('Spam or scam');

/** 14 March 2026, 09:30 in the viewer's time zone: every date in these stories counts from it. */
const now = () => new Date(2026, 2, 14, 9, 30);
const hoursAfterNow = (hours: number) => new Date(now().getTime() + hours * 3_600_000).toISOString();

type HarnessProps = ModerationDialogProps & {
  /** Keep the dialog open after a confirm, so one story can confirm several times. */
  stayOpen?: boolean;
};

/** The dialog as a list row opens it: a button sets it open; a confirm closes it unless told not to. */
function Harness({ stayOpen = false, ...args }: HarnessProps) {
  const [open, setOpen] = useState(args.open);
  const label = { suspend: 'Suspend', unsuspend: 'Unsuspend', delete: 'Delete' }[args.action];
  return (
    <>
      <Button variant={args.action === 'delete' ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ModerationDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onConfirm={(values) => {
          args.onConfirm(values);
          if (!stayOpen) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ModerationDialog',
  component: ModerationDialog,
  args: {
    open: false,
    action: 'suspend',
    question: suspendProfessional,
    reasons,
    noticeTemplate: template,
    noticeSubject: 'Your Chairside account has been suspended',
    noticePreview: (message: string) => message.replaceAll('{name}', 'Rosa Diaz'),
    recipient: 'rosa@example.com',
    now,
    busy: false,
    error: null,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  argTypes: radios({ action: moderationActions }),
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The one dialog for suspending, unsuspending and deleting an account: a reason, a note for other administrators, a notice to the account holder with a preview of the email, and for a suspension how long it lasts.',
        use: ["From an account's row or page, with its `action` and the app's own `question` ('Are you sure you want to suspend this professional?').", 'For many accounts at once: `summary` names them, `recipientLabel` stands for their addresses, and `progress` shows how far it has got.', '`confirmation` for a delete that cannot be undone: the admin types the name (or the number of accounts) before Delete turns on.'],
        avoid: ['For a plain yes or no with nothing to record: use `ConfirmDialog`.', 'For inviting a staff member: use `InviteDialog`.'],
        accessibility: ['An alert dialog named by the question, with `summary` as its description. Focus starts on the reason, or on Cancel for a delete, so a stray Enter deletes nothing.', 'A refused confirm shows every message at once, each on its field, and moves focus to the first; nothing entered is lost.', 'Escape and Cancel close it, never while `busy`; a click outside does not. Focus goes back to what opened it, or to `returnFocusTo`.'],
        do: '`<ModerationDialog action="suspend" question="Are you sure you want to suspend this professional?" reasons={moderationReasons} recipient={pro.email} busy={saving} error={error} … />`, closed once the request has worked.',
        dont: 'Closing it in `onConfirm` before the request answers: keep it open with `busy`, show `error` if it fails, and close it on success.',
      }) } } },
} satisfies Meta<typeof ModerationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the dialog with the page's button and finds it by its question. */
const openDialog = (canvas: Canvas, question: string, button: string) => openDialogWith(canvas, button, question, 'alertdialog');

/** The dialog's fields, by role and name. */
function fieldsOf(dialog: HTMLElement) {
  const inDialog = within(dialog);
  return {
    reason: () => inDialog.getByRole<HTMLSelectElement>('combobox', { name: 'Reason' }),
    note: () => inDialog.getByRole('textbox', { name: 'Note for other administrators' }),
    send: () => inDialog.getByRole('checkbox', { name: 'Send a notice' }),
    message: () => inDialog.getByRole('textbox', { name: 'Notice' }),
    preview: () => inDialog.getByRole('region', { name: 'Email preview' }),
    duration: (name: string) => inDialog.getByRole('radio', { name }),
    until: () => inDialog.getByLabelText('Suspended until'),
  };
}

/**
 * Suspend: focus starts on the reason; with a reason and the prefilled notice the confirm sends
 * everything, the dialog closes and focus goes back to the row's button.
 */
export const Suspend: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await waitFor(() => expect(fields.reason()).toHaveFocus());
    await expect(fields.reason()).toBeRequired();
    await expect(fields.send()).toBeChecked();
    await expect(fields.send()).toHaveAccessibleDescription('By email to rosa@example.com.');
    await expect(fields.duration('Until lifted')).toBeChecked();

    await userEvent.selectOptions(fields.reason(), 'Spam or scam');
    await userEvent.type(fields.note(), 'Three reports this week.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));

    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: 'Spam or scam',
      note: 'Three reports this week.',
      notice: { send: true, message: spamNotice },
      until: null,
      duration: 'until-lifted',
    });
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

export const Playground: Story = {};

/** Unsuspend: the reason is optional, no notice by default, and no duration. */
export const Unsuspend: Story = {
  args: {
    action: 'unsuspend',
    question: unsuspendSalon,
    noticeSubject: 'Your Chairside account is active again',
    noticeTemplate: () => 'Hello {name},\n\nYour Chairside account is active again.\n\nThe Chairside team',
  },
  play: async ({ args, canvas }) => {
    const { opener, dialog, inDialog } = await openDialog(canvas, unsuspendSalon, 'Unsuspend');
    const fields = fieldsOf(dialog);
    await waitFor(() => expect(fields.reason()).toHaveFocus());
    await expect(fields.reason()).not.toBeRequired();
    await expect(fields.send()).not.toBeChecked();
    await expect(inDialog.queryByRole('textbox', { name: 'Notice' })).not.toBeInTheDocument();
    await expect(inDialog.queryByRole('group', { name: 'Duration' })).not.toBeInTheDocument();

    await userEvent.click(inDialog.getByRole('button', { name: 'Unsuspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: null,
      note: '',
      notice: { send: false, message: 'Hello {name},\n\nYour Chairside account is active again.\n\nThe Chairside team' },
      until: null,
      duration: 'until-lifted',
    });
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

/** Delete: the danger tone, so focus starts on Cancel and a stray Enter deletes nothing. */
export const Delete: Story = {
  args: {
    action: 'delete',
    question: deleteProfessional,
    noticeSubject: 'Your Chairside account has been deleted',
  },
  play: async ({ args, canvas }) => {
    let { opener, dialog, inDialog } = await openDialog(canvas, deleteProfessional, 'Delete');
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(inDialog.queryByRole('group', { name: 'Duration' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    ({ opener, dialog, inDialog } = await openDialog(canvas, deleteProfessional, 'Delete'));
    const fields = fieldsOf(dialog);
    // Opened afresh: nothing of the last opening is left.
    await expect(fields.reason()).toHaveValue('');
    await userEvent.selectOptions(fields.reason(), 'Requested by the account holder');
    await userEvent.click(inDialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'Requested by the account holder', notice: expect.objectContaining({ send: true }) }),
    );
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

/** Each fixed duration ends that long after now; 'Until lifted' has no end. */
export const Durations: Story = {
  render: (args) => <Harness {...args} stayOpen />,
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await userEvent.selectOptions(fields.reason(), 'Harassment or abuse');
    const cases = [
      ['24 hours', '24h', hoursAfterNow(24)],
      ['7 days', '7d', hoursAfterNow(7 * 24)],
      ['30 days', '30d', hoursAfterNow(30 * 24)],
      ['Until lifted', 'until-lifted', null],
    ] as const;
    for (const [label, duration, until] of cases) {
      await userEvent.click(fields.duration(label));
      await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
      await expect(args.onConfirm).toHaveBeenLastCalledWith(expect.objectContaining({ duration, until }));
    }
    await expect(args.onConfirm).toHaveBeenCalledTimes(4);
  },
};

/** 'A date and time' shows a date input; a time ahead of now is sent as ISO 8601 in UTC. */
export const CustomDate: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await expect(inDialog.queryByLabelText('Suspended until')).not.toBeInTheDocument();
    await userEvent.selectOptions(fields.reason(), 'Unsafe or illegal service');
    await userEvent.click(fields.duration('A date and time'));
    const until = fields.until();
    await expect(until).toHaveAttribute('type', 'datetime-local');
    await expect(until).toHaveAttribute('min', '2026-03-14T09:30');
    await expect(until).toHaveAccessibleDescription('In your time zone.');
    await userEvent.type(until, '2026-04-01T18:00');
    await expect(until).toHaveValue('2026-04-01T18:00');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ duration: 'custom', until: new Date(2026, 3, 1, 18, 0).toISOString() }),
    );
  },
};

/** A date and time that is not ahead of now is refused, with focus on it; a later one goes through. */
export const PastDateRefused: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await userEvent.selectOptions(fields.reason(), 'Other');
    await userEvent.click(fields.duration('A date and time'));
    await userEvent.type(fields.until(), '2026-03-14T09:00');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));

    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(fields.until()).toHaveFocus());
    await expect(fields.until()).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.until()).toHaveAccessibleDescription('Choose a date and time in the future. In your time zone.');

    await userEvent.clear(fields.until());
    await userEvent.type(fields.until(), '2026-03-14T10:00');
    // Once a confirm has been refused, the message goes as soon as the date is put right.
    await expect(inDialog.queryByText('Choose a date and time in the future.')).not.toBeInTheDocument();
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ until: new Date(2026, 2, 14, 10, 0).toISOString() }));
  },
};

/**
 * Every message at once on a refused confirm, focus on the first field in the wrong, and nothing
 * entered lost; then the notice's own limit.
 */
export const ValidationMessages: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    const longNote = 'n'.repeat(1001);

    await userEvent.click(fields.note());
    await userEvent.paste(longNote);
    // No limit stops the paste: the counter says how far over it is, so it can be cut down in place.
    await expect(fields.note()).toHaveValue(longNote);
    await expect(fields.note()).toHaveAccessibleDescription(expect.stringContaining('1 character over the limit'));
    await userEvent.clear(fields.message());
    await userEvent.click(fields.duration('A date and time'));
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));

    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(fields.reason()).toHaveFocus());
    await expect(fields.reason()).toHaveAccessibleDescription('Choose a reason.');
    await expect(fields.note()).toHaveAccessibleDescription(
      'The note can be at most 1,000 characters. Only administrators see it, in the account history and the activity log. 1 character over the limit',
    );
    await expect(fields.message()).toHaveAccessibleDescription(expect.stringContaining('Write the notice, or untick Send a notice.'));
    await expect(fields.until()).toHaveAccessibleDescription(expect.stringContaining('Choose a date and time in the future.'));
    for (const field of [fields.reason(), fields.note(), fields.message(), fields.until()]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Nothing entered is lost.
    await expect(fields.note()).toHaveValue(longNote);
    await expect(fields.duration('A date and time')).toBeChecked();

    // The notice has its own limit, counted as the note's is.
    await userEvent.click(fields.message());
    await userEvent.paste('m'.repeat(2001));
    await expect(inDialog.getByText('The notice can be at most 2,000 characters.')).toBeVisible();
    await expect(inDialog.queryByText('Write the notice, or untick Send a notice.')).not.toBeInTheDocument();

    // Unticking the notice takes its message away; the others stay until put right.
    await userEvent.click(fields.send());
    await expect(inDialog.queryByText('The notice can be at most 2,000 characters.')).not.toBeInTheDocument();
    await expect(inDialog.getByText('Choose a reason.')).toBeVisible();
    // Ticked again, the message is still there.
    await userEvent.click(fields.send());
    await expect(fields.message()).toHaveValue('m'.repeat(2001));
  },
};

/**
 * The notice follows the reason's template until the admin edits it; after that, their words stay.
 * The preview shows the email as it will read.
 */
export const NoticePrefill: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await expect(fields.message()).toHaveValue(template(null));

    await userEvent.selectOptions(fields.reason(), 'Spam or scam');
    await expect(fields.message()).toHaveValue(spamNotice);
    await userEvent.selectOptions(fields.reason(), 'Other');
    await expect(fields.message()).toHaveValue(template('Other'));

    const preview = within(fields.preview());
    await expect(preview.getByText('rosa@example.com')).toBeVisible();
    await expect(preview.getByText('Your Chairside account has been suspended')).toBeVisible();
    await expect(fields.preview()).toHaveTextContent('Hello Rosa Diaz, We have suspended your Chairside account (Other).');

    await userEvent.type(fields.message(), '\nPS: see our rules.');
    await userEvent.selectOptions(fields.reason(), 'Harassment or abuse');
    await expect(fields.message()).toHaveValue(`${template('Other')}\nPS: see our rules.`);
    await expect(fields.preview()).toHaveTextContent('PS: see our rules.');
  },
};

/** An account without an email address cannot be sent a notice, and the hint says why. */
export const NoEmailAddress: Story = {
  args: { recipient: null },
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await expect(fields.send()).toBeDisabled();
    await expect(fields.send()).not.toBeChecked();
    await expect(fields.send()).toHaveAccessibleDescription('This account has no email address.');
    await expect(inDialog.queryByRole('region', { name: 'Email preview' })).not.toBeInTheDocument();
    await userEvent.selectOptions(fields.reason(), 'Fake or duplicate account');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ notice: expect.objectContaining({ send: false }) }));
  },
};

/** While the action is under way the button says so, ignores presses, and the dialog cannot be closed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const { inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const confirm = inDialog.getByRole('button', { name: 'Suspend' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(inDialog.getByText('Suspending...')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await findOpenDialog(suspendProfessional, 'alertdialog')).toBeVisible();
  },
};

/** The server's refusal is an alert inside the dialog; what was entered is still there to correct. */
export const ServerError: Story = {
  args: { error: 'This account is already suspended.' },
  render: (args) => <Harness {...args} stayOpen />,
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('This account is already suspended.');
    const fields = fieldsOf(dialog);
    await userEvent.selectOptions(fields.reason(), 'Spam or scam');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(fields.reason()).toHaveValue('Spam or scam');
  },
};

/**
 * Keyboard only: Tab to the row's button and Enter; the arrow keys choose the reason and the
 * duration, Space unticks and ticks the notice, Shift+Tab goes back, Enter on Suspend confirms.
 */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Suspend' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog(suspendProfessional, 'alertdialog');
    const fields = fieldsOf(dialog);
    const inDialog = within(dialog);

    await waitFor(() => expect(fields.reason()).toHaveFocus());
    await pressArrowsOnSelect(fields.reason(), 2);
    await expect(fields.reason()).toHaveValue('Spam or scam');

    await userEvent.tab();
    await expect(fields.note()).toHaveFocus();
    await userEvent.keyboard('Reported by two salons.');

    await userEvent.tab();
    await expect(fields.send()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(inDialog.queryByRole('textbox', { name: 'Notice' })).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(fields.send()).toBeChecked();

    await userEvent.tab();
    await expect(fields.message()).toHaveFocus();
    await expect(fields.message()).toHaveValue(spamNotice);

    await userEvent.tab();
    await expect(fields.duration('Until lifted')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(fields.duration('7 days')).toBeChecked();

    await userEvent.tab({ shift: true });
    await expect(fields.message()).toHaveFocus();
    await userEvent.tab();
    await expect(fields.duration('7 days')).toHaveFocus();

    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Suspend' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onConfirm).toHaveBeenCalledWith({
      reason: 'Spam or scam',
      note: 'Reported by two salons.',
      notice: { send: true, message: spamNotice },
      until: hoursAfterNow(7 * 24),
      duration: '7d',
    });
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

/** Escape cancels without confirming, and focus goes back to the row's button. */
export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    const { opener } = await openDialog(canvas, suspendProfessional, 'Suspend');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Left open with a custom end and every message, so the visual baseline and axe see the whole form. */
export const OpenWithMessages: Story = {
  render: (args) => <Harness {...args} stayOpen />,
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    const fields = fieldsOf(dialog);
    await userEvent.click(fields.duration('A date and time'));
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(inDialog.getByText('Choose a reason.')).toBeVisible();
    await expect(inDialog.getByText('Choose a date and time in the future.')).toBeVisible();
  },
};

/**
 * A delete that asks for the account's name first: Delete stays off until the typed text matches,
 * whatever its case and the spaces around it, and Enter in the field does nothing until then.
 */
export const TypedConfirmation: Story = {
  args: {
    action: 'delete',
    question: deleteProfessional,
    noticeSubject: 'Your Chairside account has been deleted',
    confirmation: { expected: 'Ann Lee', label: 'Type Ann Lee to confirm' },
  },
  play: async ({ args, canvas }) => {
    let { opener, dialog, inDialog } = await openDialog(canvas, deleteProfessional, 'Delete');
    const typed = () => inDialog.getByRole('textbox', { name: 'Type Ann Lee to confirm' });
    const confirm = () => inDialog.getByRole('button', { name: 'Delete' });
    await expect(typed()).toHaveAccessibleDescription('The delete button turns on when the text matches.');
    await userEvent.selectOptions(fieldsOf(dialog).reason(), 'Spam or scam');
    await expectDisabledButton(confirm(), args.onConfirm);

    await userEvent.type(typed(), 'Ann{Enter}');
    await userEvent.type(typed(), ' Le{Enter}');
    await expect(confirm()).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(typed());
    await userEvent.type(typed(), '  ann LEE ');
    await expect(confirm()).toBeEnabled();

    // Cancel still declines, matched or not.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Opened again it starts empty and off; the name and Enter delete.
    ({ opener, dialog, inDialog } = await openDialog(canvas, deleteProfessional, 'Delete'));
    await expect(typed()).toHaveValue('');
    await expect(confirm()).toBeDisabled();
    await userEvent.selectOptions(fieldsOf(dialog).reason(), 'Spam or scam');
    await userEvent.type(typed(), 'Ann Lee{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Spam or scam' }));
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

// A bulk action as the app words it: the accounts named under the question, each at its own address.
const suspendMany = 'Are you sure you want to suspend these 48 accounts?';
const deleteMany = 'Are you sure you want to delete these 48 accounts? This action cannot be undone.';
const bulkSummary = 'Ann Lee, Bo Chan, Cy Diaz and 45 more';
const eachAddress = "Each account's email address";
const bulkArgs = {
  question: suspendMany,
  summary: bulkSummary,
  recipient: null,
  recipientLabel: eachAddress,
  noticePreview: (message: string) => message.replaceAll('{name}', 'Ann Lee'),
} satisfies Partial<ModerationDialogProps>;

/**
 * Several accounts at once: the summary under the question is the dialog's description, and the
 * notice goes to each account's own address, which the hint and the preview say without one.
 */
export const Bulk: Story = {
  args: bulkArgs,
  play: async ({ args, canvas }) => {
    const { opener, dialog, inDialog } = await openDialog(canvas, suspendMany, 'Suspend');
    await expect(dialog).toHaveAccessibleDescription(bulkSummary);
    const fields = fieldsOf(dialog);
    await expect(fields.send()).toBeChecked();
    await expect(fields.send()).toHaveAccessibleDescription(`By email: ${eachAddress}.`);
    await expect(within(fields.preview()).getByText(eachAddress)).toBeVisible();
    await expect(inDialog.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.selectOptions(fields.reason(), 'Spam or scam');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ notice: { send: true, message: spamNotice } }));
    await expectClosedWithFocusOn(opener, 'alertdialog');
  },
};

/** A bulk action under way: a bar above the buttons says how far it has got, and nothing closes the dialog. */
export const BulkInProgress: Story = {
  args: { ...bulkArgs, busy: true, progress: { done: 150, total: 600, label: 'Suspending 150 of 600 accounts' } },
  play: async ({ args, canvas }) => {
    const { inDialog } = await openDialog(canvas, suspendMany, 'Suspend');
    const bar = inDialog.getByRole('progressbar', { name: 'Suspending 150 of 600 accounts' });
    await expect(bar).toHaveAttribute('aria-valuenow', '150');
    await expect(bar).toHaveAttribute('aria-valuemax', '600');
    const confirm = inDialog.getByRole('button', { name: 'Suspend' });
    await expect(bar.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await findOpenDialog(suspendMany, 'alertdialog')).toBeVisible();
    // In view for the visual baseline, below the form.
    bar.scrollIntoView({ block: 'center' });
  },
};

/** A bulk delete asks for the number of accounts typed before Delete turns on. */
export const BulkDelete: Story = {
  args: {
    ...bulkArgs,
    action: 'delete',
    question: deleteMany,
    noticeSubject: 'Your Chairside account has been deleted',
    confirmation: { expected: '48', label: 'Type 48 to confirm' },
  },
  play: async ({ args, canvas }) => {
    const { dialog, inDialog } = await openDialog(canvas, deleteMany, 'Delete');
    await expect(dialog).toHaveAccessibleDescription(bulkSummary);
    const typed = inDialog.getByRole('textbox', { name: 'Type 48 to confirm' });
    const confirm = inDialog.getByRole('button', { name: 'Delete' });
    await userEvent.selectOptions(fieldsOf(dialog).reason(), 'Requested by the account holder');
    await userEvent.type(typed, '4');
    await expect(confirm).toBeDisabled();
    await userEvent.type(typed, '8');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Requested by the account holder' }));
  },
};

const pageFormSubmit = fn();

/**
 * Opened from inside a page's own form: confirming submits the dialog's form only. React carries a
 * portal's events to its ancestors, so without the dialog stopping it the page's form would go too.
 */
export const InsideAPageForm: Story = {
  // The same pixels as Suspend.
  tags: ['no-visual'],
  render: (args) => (
    <form
      aria-label="Page form"
      onSubmit={(event) => {
        event.preventDefault();
        pageFormSubmit();
      }}
    >
      <Harness {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    pageFormSubmit.mockClear();
    const { dialog, inDialog } = await openDialog(canvas, suspendProfessional, 'Suspend');
    await userEvent.selectOptions(fieldsOf(dialog).reason(), 'Spam or scam');
    await userEvent.click(inDialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(pageFormSubmit).not.toHaveBeenCalled();
  },
};
