import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { radios } from '../private/stories/controls';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';
import { oneTimeCodeKinds } from './oneTimeCode';
import { usageDocs } from '../private/stories/usage';

/** The field as a form holds it: the value lives here, and every change also reaches the story's spy. */
function Controlled(args: OneTimeCodeFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OneTimeCodeField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Security/OneTimeCodeField',
  component: OneTimeCodeField,
  args: { kind: 'totp', value: '', name: 'code', onChange: fn() },
  argTypes: radios({ kind: oneTimeCodeKinds }),
  render: (args) => <Controlled {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A labelled field for a one-time code at sign-in: the 6 digits from an authenticator app (`kind="totp"`) or a saved recovery code (`kind="recovery"`).',
        use: ["On the second step of signing in, with `autoFocus` when the code is that step's only job.", 'With `oneTimeCodeProblem` before sending, to refuse an empty or wrongly shaped code with a message in `error`; only the server knows whether it is right.', "`totp` takes out spaces and dashes as the code is typed or pasted and stops at 6 characters; a recovery code is kept as typed, so send `normaliseCode('recovery', value)`."],
        avoid: ['For a password: use `PasswordField`.', 'To confirm who someone is before a sensitive action: use `ReauthDialog`, which holds this field.'],
        accessibility: ["The visible label names it ('Authentication code' unless given); `error` marks it invalid and is read before `description`.", 'A `totp` field asks for the number pad and offers the code from the phone or the password manager; a `recovery` field turns off autofill, spellcheck and autocorrection.'],
        do: '`<OneTimeCodeField kind="totp" value={code} onChange={setCode} error={codeError} autoFocus />` on the sign-in\'s code step.',
        dont: '`autoFocus` on a code field in the middle of a longer form: focus skips what comes before it, and screen reader users miss it.',
      }) } } },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An authenticator code: the number pad and the phone's one-time-code autofill are asked for; spaces
 * are taken out as typed, and a seventh digit is not taken.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('pattern', '[0-9]*');
    await expect(input).toHaveAttribute('name', 'code');
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, '123 4567');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const Playground: Story = {
  args: { label: 'Authentication code', description: '', error: '', disabled: false, required: false },
};

/** A code pasted as an app shows it, with a space or a dash in the middle, arrives as six digits. */
export const PastedWithSpaces: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onChange).toHaveBeenCalledWith('482913');

    await userEvent.clear(input);
    await userEvent.paste('482-913');
    await expect(input).toHaveValue('482913');
  },
};

/** A recovery code: no autofill, spellcheck or autocorrection; kept as typed for the caller to normalise. */
export const Recovery: Story = {
  args: { kind: 'recovery', label: 'Recovery code' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Recovery code' });
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).not.toHaveAttribute('inputmode');

    await userEvent.type(input, 'K7QM-3XZA-9PWD');
    await expect(input).toHaveValue('K7QM-3XZA-9PWD');
    await expect(args.onChange).toHaveBeenLastCalledWith('K7QM-3XZA-9PWD');
  },
};

/** A description under the label is read as the field's description. */
export const WithDescription: Story = {
  args: { description: 'Open your authenticator app to see it.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toHaveAccessibleDescription('Open your authenticator app to see it.');
    await expect(canvas.getByText('Open your authenticator app to see it.')).toBeVisible();
  },
};

/** An error marks the field invalid and is read before the description. */
export const WithError: Story = {
  args: {
    value: '12345',
    error: 'The code is 6 digits.',
    description: 'Open your authenticator app to see it.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The code is 6 digits. Open your authenticator app to see it.');
    await expect(input).toHaveValue('12345');
  },
};

/** On a step whose one job is the code, the field takes focus as it appears, so the code can be typed at once. */
export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('654321');
    await expect(args.onChange).toHaveBeenLastCalledWith('654321');
  },
};

/** Disabled: nothing typed reaches the caller. */
export const Disabled: Story = {
  args: { disabled: true, value: '123456' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
