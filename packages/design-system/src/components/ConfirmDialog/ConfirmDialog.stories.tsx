import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ConfirmDialog, confirmTones, type ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmProvider';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

// The questions of SPEC.md section 5, word for word.
const suspendProfessional = 'Are you sure you want to suspend this professional?';
const deleteProfessional = 'Are you sure you want to delete this professional? This action cannot be undone.';
const suspendSuite = 'Suspend this suite?';
const deleteSuite = 'Delete this suite?';
const deleteSalon = 'Are you sure you want to delete this salon?';

/** The dialog used whole and controlled, opened by a button of the page as a table row would. */
function ControlledDialog({ triggerLabel, ...args }: ConfirmDialogProps & { triggerLabel: string }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant={args.tone === 'danger' ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

/** A button that asks through useConfirm() and writes the promise's answer below itself. */
function AskButton({ label, options }: { label: string; options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <Stack space="medium" align="left">
      <Button
        variant={options.tone === 'danger' ? 'danger' : 'secondary'}
        onClick={async () => setAnswer(`Answer: ${String(await confirm(options))}`)}
      >
        {label}
      </Button>
      <Text role="status">{answer}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Asks the reader to confirm an action before it happens: `await confirm({ question })` from `useConfirm()`, or `ConfirmDialog` where the app holds the state.',
        use: ['Before a destructive or hard-to-undo action: deleting an account, discarding changes.', "With `tone: 'danger'` for destructive actions: a red confirm button, and focus starts on Cancel."],
        avoid: ['To tell something without a choice: use a toast or a `Notice`.', 'To collect more than a yes or no: use a dialog with a form (`ModerationDialog`, `InviteDialog`).', 'For actions that can be undone: do them, and offer Undo in a toast.'],
        accessibility: ['An alert dialog: focus moves into it, stays inside until it closes, and returns to where it was (even when it was opened from code).', 'Escape answers Cancel; a click on the backdrop does nothing, as an alert dialog needs an explicit answer.', 'The question is its name and is read when it opens.'],
        do: "`confirm({ question: 'Delete this suite?', confirmLabel: 'Delete suite', tone: 'danger' })`: the question and the button name the action.",
        dont: "`confirm({ question: 'Are you sure?' })` with OK: the reader has to remember what they pressed.",
      }) } } },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  args: {
    open: false,
    question: suspendProfessional,
    confirmLabel: 'Suspend',
    cancelLabel: 'Cancel',
    tone: 'default',
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  argTypes: radios({ tone: confirmTones }),
  render: (args) => <ControlledDialog {...args} triggerLabel={args.confirmLabel ?? 'Open'} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Read when a play runs, not when the file loads: the stories are also rendered where there is no DOM.
const body = () => within(document.body);

/** Finds the open dialog by its name once its entrance (a fade from transparent) has finished. */
async function findDialog(name: string) {
  const dialog = await body().findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Waits for the dialog to be gone and focus to be back on `opener`. */
async function expectClosedWithFocusOn(opener: HTMLElement) {
  await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}

/** A harmless confirmation: focus starts on the confirm button, so Enter answers yes. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Suspend' });
    await userEvent.click(trigger);

    const dialog = await findDialog(suspendProfessional);
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedWithFocusOn(trigger);
  },
};

export const Playground: Story = {};

/**
 * A delete asked through useConfirm(): danger tone, focus starts on Cancel, Tab stays inside the
 * dialog, and Space on Delete resolves the promise with true.
 */
export const DeleteProfessional: Story = {
  render: () => (
    <AskButton label="Delete" options={{ question: deleteProfessional, confirmLabel: 'Delete', tone: 'danger' }} />
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);

    const dialog = await findDialog(deleteProfessional);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(cancel).toHaveFocus());

    // The focus trap: Tab and Shift+Tab cycle between the two answers and never leave the dialog.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Answer: true')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** Opened and declined with the keyboard alone: Escape resolves the promise with false. */
export const EscapeDeclines: Story = {
  render: () => <AskButton label="Suspend" options={{ question: suspendSuite, confirmLabel: 'Suspend' }} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Suspend' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await findDialog(suspendSuite);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');

    await expect(await canvas.findByText('Answer: false')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** In the danger tone a stray Enter lands on Cancel: the suite is not deleted. */
export const EnterOnDangerDeclines: Story = {
  render: () => <AskButton label="Delete" options={{ question: deleteSuite, confirmLabel: 'Delete', tone: 'danger' }} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await findDialog(deleteSuite);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Answer: false')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** Answered with the pointer: clicking Delete resolves true, clicking Cancel resolves false. */
export const DeleteSalon: Story = {
  render: () => <AskButton label="Delete" options={{ question: deleteSalon, confirmLabel: 'Delete', tone: 'danger' }} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });

    await userEvent.click(trigger);
    let dialog = await findDialog(deleteSalon);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Answer: false')).toBeVisible();
    await expectClosedWithFocusOn(trigger);

    await userEvent.click(trigger);
    dialog = await findDialog(deleteSalon);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Answer: true')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** With a title, the title names the dialog and the question describes it. */
export const WithTitle: Story = {
  args: {
    title: 'Delete professional',
    question: deleteProfessional,
    confirmLabel: 'Delete',
    tone: 'danger',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete professional');
    await expect(dialog).toHaveAccessibleDescription(deleteProfessional);
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Delete professional' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Two questions asked at once are shown one after the other, each getting its own answer. */
export const QueuedQuestions: Story = {
  render: function QueuedQuestions() {
    const confirm = useConfirm();
    const [answers, setAnswers] = useState('');
    return (
      <Stack space="medium" align="left">
        <Button
          variant="secondary"
          onClick={async () => {
            const results = await Promise.all([
              confirm({ question: suspendSuite, confirmLabel: 'Suspend' }),
              confirm({ question: deleteSuite, confirmLabel: 'Delete', tone: 'danger' }),
            ]);
            setAnswers(`Answers: ${results.join(', ')}`);
          }}
        >
          Suspend and delete
        </Button>
        <Text role="status">{answers}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Suspend and delete' });
    await userEvent.click(trigger);

    const first = await findDialog(suspendSuite);
    await expect(body().getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Suspend' }));

    const second = await findDialog(deleteSuite);
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');

    await expect(await canvas.findByText('Answers: true, false')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** Built from the parts, with ConfirmDialog.Trigger: Radix gives focus back to the trigger itself. */
export const Composed: Story = {
  render: function Composed(args) {
    const [answer, setAnswer] = useState('');
    return (
      <Stack space="medium" align="left">
        <ConfirmDialog.Root tone="danger">
          <ConfirmDialog.Trigger asChild>
            <Button variant="danger">Delete</Button>
          </ConfirmDialog.Trigger>
          <ConfirmDialog.Content>
            <ConfirmDialog.Title>Delete salon</ConfirmDialog.Title>
            <ConfirmDialog.Description>{deleteSalon}</ConfirmDialog.Description>
            <ConfirmDialog.Actions>
              <ConfirmDialog.Cancel onClick={() => setAnswer('Declined')}>Keep salon</ConfirmDialog.Cancel>
              <ConfirmDialog.Confirm
                onClick={() => {
                  args.onConfirm();
                  setAnswer('Deleted');
                }}
              >
                Delete salon
              </ConfirmDialog.Confirm>
            </ConfirmDialog.Actions>
          </ConfirmDialog.Content>
        </ConfirmDialog.Root>
        <Text role="status">{answer}</Text>
      </Stack>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Delete salon');
    await expect(dialog).toHaveAccessibleDescription(deleteSalon);
    const keep = within(dialog).getByRole('button', { name: 'Keep salon' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(keep).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(trigger);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const reopened = await findDialog('Delete salon');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Delete salon' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Deleted')).toBeVisible();
    await expectClosedWithFocusOn(trigger);
  },
};

/** Left open, so the visual baseline and the axe check see the dialog itself. */
export const Open: Story = {
  args: { question: deleteProfessional, confirmLabel: 'Delete', tone: 'danger' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog(deleteProfessional);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
