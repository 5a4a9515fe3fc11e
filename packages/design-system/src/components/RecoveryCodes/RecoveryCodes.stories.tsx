import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RecoveryCodes } from './RecoveryCodes';
import { recoveryCodesText } from './recoveryFile';
import { clipboardThat } from '../private/stories/clipboard';
import { usageDocs } from '../private/stories/usage';

/** Ten codes as the server makes them when two-factor sign-in is turned on. */
const codes = [
  'k7qm2-3xza9',
  'h2rtp-9pwd4',
  'v8nbc-e6ujs',
  'q4fyl-2mkx7',
  'w9dzr-t5ahg',
  'p3cue-8jvnb',
  'y6smk-4rfqw',
  'b5txh-7ceza',
  'n2gwd-6ypmu',
  'r8jav-3ksft',
];

const warning = 'Save these codes somewhere safe. Each one signs you in once if you lose your authenticator. They will not be shown again.';
const savedFirst = 'Tick “I have saved these codes” to continue.';

const meta = {
  title: 'Security/RecoveryCodes',
  component: RecoveryCodes,
  args: { codes, onDone: fn() },
  parameters: { docs: { description: { component: usageDocs({
        summary: "Shows a staff member's new recovery codes once, when two-factor sign-in is turned on, with ways to keep them, and waits until they say the codes are saved.",
        use: ['Straight after the server makes the codes, as the last step of turning on two-factor sign-in.', 'The download and the copy hold a header line, then one code per line; `fileName` and `fileText` change them.'],
        avoid: ['To show the codes again later: they are shown once, and the warning says so.', 'To show the key of a new authenticator: use `TotpEnrolment`.'],
        accessibility: ["The codes are an ordered list named 'Recovery codes'. Whether the copy worked, or what to do instead, is said in a polite status.", "Done stays in the Tab order until 'I have saved these codes' is ticked, described by what it is waiting for, instead of being disabled and skipped.", 'From the keyboard: Space ticks the checkbox, then Enter on Done calls `onDone`.'],
        do: '`<RecoveryCodes codes={codes} onDone={finishSetup} />`, with the codes the server has just made.',
        dont: "Keep the codes in the app's state or storage after `onDone`: once the staff member has saved them, let them go.",
      }) } } },
} satisfies Meta<typeof RecoveryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's download, watched and kept from saving a file; put back afterwards. */
const watchDownloads = () => {
  const create = spyOn(URL, 'createObjectURL').mockReturnValue('blob:recovery-codes');
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  };
};

/** What the one download saved: the Blob's text and the link that was clicked for it. */
async function savedDownload() {
  await expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  const blob = mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  const link = mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
  return { text: await blob.text(), type: blob.type, link };
}

/**
 * The warning, the ten codes in order, and Done waiting: it is reachable and says why it does
 * nothing until 'I have saved these codes' is ticked; then it finishes.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(warning)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(codes);

    const done = canvas.getByRole('button', { name: 'Done' });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(done).toHaveAccessibleDescription(savedFirst);
    await userEvent.click(done);
    await expect(args.onDone).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await expect(done).not.toHaveAttribute('aria-disabled');
    await expect(done).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(savedFirst)).not.toBeInTheDocument();
    await userEvent.click(done);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { fileName: 'chairside-recovery-codes.txt', doneLabel: 'Done' },
};

/**
 * 'Download codes' saves a text file of the default name: the header line, then one code per line;
 * the object URL behind it is revoked afterwards.
 */
export const Download: Story = {
  beforeEach: watchDownloads,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download codes' }));
    const saved = await savedDownload();
    await expect(saved.text).toBe(`Chairside back-office recovery codes. Each code works once.\n${codes.join('\n')}\n`);
    await expect(saved.type).toBe('text/plain;charset=utf-8');
    await expect(saved.link).toHaveAttribute('download', 'chairside-recovery-codes.txt');
    await expect(saved.link).toHaveAttribute('href', 'blob:recovery-codes');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recovery-codes'));
  },
};

/** The caller's own file name and text, for the download and the copy alike. */
export const CustomFile: Story = {
  args: {
    fileName: 'back-office-codes.txt',
    fileText: (list) => `Codes for rosa@chairside.app\n\n${list.map((code, index) => `${index + 1}. ${code}`).join('\n')}\n`,
  },
  beforeEach: () => {
    const restoreDownloads = watchDownloads();
    const restoreClipboard = clipboardThat('resolves')();
    return () => {
      restoreDownloads();
      restoreClipboard();
    };
  },
  play: async ({ canvas }) => {
    const expected = `Codes for rosa@chairside.app\n\n${codes.map((code, index) => `${index + 1}. ${code}`).join('\n')}\n`;
    await userEvent.click(canvas.getByRole('button', { name: 'Download codes' }));
    const saved = await savedDownload();
    await expect(saved.text).toBe(expected);
    await expect(saved.link).toHaveAttribute('download', 'back-office-codes.txt');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expected);
  },
};

/** 'Copy codes' puts the same text as the file on the clipboard and says 'Codes copied.' politely. */
export const CopyCodes: Story = {
  beforeEach: clipboardThat('resolves'),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(recoveryCodesText(codes));
    await waitFor(() => expect(status).toHaveTextContent('Codes copied.'));
  },
};

/** The browser refuses the clipboard: the status says to download or write the codes down, and nothing breaks. */
export const CopyFails: Story = {
  beforeEach: clipboardThat('rejects'),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(recoveryCodesText(codes));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Copying did not work here. Download the codes or write them down instead.'),
    );
    await expect(canvas.queryByText('Codes copied.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard only: Tab reaches Download, Copy, the checkbox and Done, which answers Enter only once
 * Space has ticked the box; Shift+Tab goes back.
 */
export const KeyboardOnly: Story = {
  args: { doneLabel: 'Finish set-up' },
  beforeEach: () => {
    const restoreDownloads = watchDownloads();
    const restoreClipboard = clipboardThat('resolves')();
    return () => {
      restoreDownloads();
      restoreClipboard();
    };
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(URL.createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    const saved = canvas.getByRole('checkbox', { name: 'I have saved these codes' });
    await expect(saved).toHaveFocus();

    await userEvent.tab();
    const done = canvas.getByRole('button', { name: 'Finish set-up' });
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).not.toHaveBeenCalled();

    await userEvent.tab({ shift: true });
    await expect(saved).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(saved).toBeChecked();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Unticking again puts Done back to waiting, with its reason. */
export const Untick: Story = {
  play: async ({ args, canvas }) => {
    const saved = canvas.getByRole('checkbox', { name: 'I have saved these codes' });
    const done = canvas.getByRole('button', { name: 'Done' });
    await userEvent.click(saved);
    await userEvent.click(saved);
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(done).toHaveAccessibleDescription(savedFirst);
    await userEvent.click(done);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
