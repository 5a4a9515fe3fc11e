import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TotpEnrolment, type TotpEnrolmentProps } from './TotpEnrolment';
import { hostileQrSvg, sampleQrSvg, sampleSecret } from './sampleQr';
import { clipboardThat } from '../private/stories/clipboard';
import { usageDocs } from '../private/stories/usage';

const wrongCode = 'That code did not work. Check it and try again.';
const qrName = 'QR code to add rosa@chairside.app to an authenticator app';

/**
 * The step as the app runs it: a confirm waits for the server, which here takes any code but
 * 000000; a refusal comes back as `error`, cleared as the next code is sent.
 */
function WithServer(args: TotpEnrolmentProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(args.error);
  const [done, setDone] = useState(false);
  if (done) return <p>Two-factor sign-in is on.</p>;
  return (
    <TotpEnrolment
      {...args}
      busy={busy}
      error={error}
      onConfirm={async (code) => {
        await args.onConfirm(code);
        setError(undefined);
        setBusy(true);
        await new Promise((resolve) => setTimeout(resolve, 150));
        setBusy(false);
        if (code === '000000') setError(wrongCode);
        else setDone(true);
      }}
    />
  );
}

const meta = {
  title: 'Security/TotpEnrolment',
  component: TotpEnrolment,
  args: {
    qrSvg: sampleQrSvg,
    secret: sampleSecret,
    accountName: 'rosa@chairside.app',
    onConfirm: fn(),
    onCancel: fn(),
    busy: false,
  },
  argTypes: { qrSvg: { control: false } },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The step that turns on an authenticator app for a staff member: a QR code to scan (or the key to type in), then the 6-digit code the app shows, to prove it works.',
        use: ['When a staff member turns on two-factor sign-in, with the `qrSvg` and `secret` the server has just made.', 'Set `busy` while the server checks the code and `error` when it refuses; pass `onCancel` to offer Cancel.'],
        avoid: ['To ask for a code before a sensitive action: use `ReauthDialog`; for a code field of your own, `OneTimeCodeField`.', 'To show the recovery codes that follow: use `RecoveryCodes`.'],
        accessibility: ["A section named by its heading. The QR code is an image named for `accountName` ('QR code to add rosa@chairside.app to an authenticator app').", "'Copy secret' copies the key without its spaces and says so in a polite status, or says how to copy it by hand when the browser refuses.", "A code of the wrong shape is refused here, with the message on the field and focus on it; the server's `error` is an alert and the field's message, and focus goes back to the code, selected."],
        do: '`<TotpEnrolment qrSvg={setup.qrSvg} secret={setup.secret} accountName={email} onConfirm={verify} busy={verifying} error={verifyError} />`',
        dont: '`qrSvg="/api/totp/qr.svg"`: it takes the SVG document itself, not its address, and shows it only as an image.',
      }) } } },
} satisfies Meta<typeof TotpEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The QR code is an image named for the account, its source the server's SVG as a data URL; the key
 * is shown in groups of four; a six-digit code typed with a space is sent without it.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Set up an authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Set up an authenticator app' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: qrName });
    await expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sampleQrSvg)}`);
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByText('1. Scan this QR code with an authenticator app, or enter the key by hand.')).toBeVisible();
    await expect(canvas.getByText('2. Enter the 6-digit code the app shows.')).toBeVisible();

    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await userEvent.type(field, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { heading: 'Set up an authenticator app', error: '' },
};

/** Sent with nothing typed: the message is on the field, focus goes there, and nothing is sent. */
export const EmptyCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Too short, sent with Enter: the message says the code is 6 digits; it goes as the code is put
 * right, and the whole code is then sent.
 */
export const ShortCode: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await userEvent.type(field, '1234{Enter}');
    await expect(field).toHaveAccessibleDescription('The code is 6 digits.');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, '56');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/**
 * The server refuses the code: an alert under the field says so, the field carries the same message,
 * and focus goes back to it with the code selected, so the next one replaces it.
 */
export const WrongCode: Story = {
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Authentication code' });
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('000000');

    await expect(await canvas.findByRole('alert')).toHaveTextContent(wrongCode);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(wrongCode);
    await expect(field.selectionStart).toBe(0);
    await expect(field.selectionEnd).toBe(6);

    await userEvent.keyboard('246810{Enter}');
    await expect(args.onConfirm).toHaveBeenLastCalledWith('246810');
    await expect(await canvas.findByText('Two-factor sign-in is on.')).toBeVisible();
  },
};

/** An error already standing when the step is shown: the alert, the field's error, and focus on the field. */
export const WithError: Story = {
  args: { error: wrongCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(wrongCode);
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(wrongCode);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** While the code is checked the button says so and ignores presses, and Cancel is off. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '123456');
    const confirm = canvas.getByRole('button', { name: 'Verify and turn on' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Verifying…')).toBeVisible();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Cancel gives up; without `onCancel` there is no Cancel button. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verify and turn on' })).toBeVisible();
  },
};

/** 'Copy secret' puts the key on the clipboard without its spaces, and says so politely. */
export const CopySecret: Story = {
  beforeEach: clipboardThat('resolves'),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleSecret);
    await waitFor(() => expect(status).toHaveTextContent('Secret copied.'));
  },
};

/** The browser refuses the clipboard: the status says to copy the key by hand instead, and nothing breaks. */
export const CopyFails: Story = {
  beforeEach: clipboardThat('rejects'),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleSecret);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Copying did not work here. Select the key and copy it, or type it in by hand.'),
    );
    // The step carries on as before.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/**
 * An SVG with a script and an onload handler is still only an image: neither runs, and no <svg>
 * element reaches the page.
 */
export const SvgIsOnlyAnImage: Story = {
  args: { qrSvg: hostileQrSvg },
  play: async ({ canvas, canvasElement }) => {
    const qr = canvas.getByRole('img', { name: qrName });
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    await expect((window as { __qrScriptRan?: boolean }).__qrScriptRan).toBeUndefined();
    await expect(canvasElement.querySelector('svg script')).toBeNull();
  },
};

/** Keyboard only: Tab from the copy button to the field, type, Enter sends; focus never gets lost. */
export const KeyboardOnly: Story = {
  beforeEach: clipboardThat('resolves'),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const copy = canvas.getByRole('button', { name: 'Copy secret' });
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveFocus();
    await userEvent.keyboard('314159');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verify and turn on' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('314159');
  },
};
