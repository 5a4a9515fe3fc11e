import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { CatchError } from '../private/stories/CatchError';
import { fieldStatePlays, WithButton } from '../private/stories/fields';
import { PasswordField } from './PasswordField';
import { PasswordVisibility, PasswordVisibilityToggle } from './PasswordVisibility';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', onChange: fn() },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A labelled password input with a show and hide button. Inside `PasswordVisibility`, several fields share one 'Show passwords' checkbox instead, as Change Password's three fields do.",
        use: ['For any password, with the right `autoComplete`: `current-password` to sign in, `new-password` for a new one.', '`PasswordVisibility` with one `PasswordVisibilityToggle` where several passwords are typed together.'],
        avoid: ['For a code from an authenticator app or a recovery code: use `OneTimeCodeField`.', 'For text that is not secret: use `TextField`.'],
        accessibility: ['The visible `label` names the input; the hint and the error are its description, and an error marks it invalid.', "The toggle comes after the input in the tab order, is named 'Show password' or 'Hide password' and carries `aria-pressed`; Enter and Space switch it, and a click keeps the caret in the input.", 'Shown as text, the password is still kept from autocorrection, capitals and the spellchecker.'],
        do: '`<PasswordField label="New Password" autoComplete="new-password" hint="Use a phrase only you would think of." />`',
        dont: 'A `PasswordVisibilityToggle` outside a `PasswordVisibility`: it has nothing to switch, and throws in development.',
      }) } } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');

    await userEvent.type(input, 'hunter22');
    await expect(args.onChange).toHaveBeenCalledTimes(8);

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('hunter22');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false, readOnly: false },
};

/** A click on the toggle mid-word leaves focus and the caret in the input, so typing carries on. */
export const KeepsCaret: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 'secret');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.selectionStart).toBe(4);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('secrXet');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter22');

    // The toggle is next in the tab order, and Space and Enter both switch it.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Focus stays on the toggle, so a screen reader hears its new state.
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(input).toHaveValue('hunter22');

    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
  },
};

// A password input has no role of its own, so the stories find it by its label.
const states = fieldStatePlays((canvas, args) => canvas.getByLabelText(args.label));

export const WithHint: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', hint: 'Use a phrase only you would think of.' },
  play: states.withHint(async (input) => {
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  }),
};

export const WithError: Story = {
  args: { error: 'The current password is not correct.', defaultValue: 'wrong' },
  play: states.withError(),
};

export const Required: Story = { args: { required: true }, play: states.required('hunter22') };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'hunter22' },
  play: states.disabled('more', async (_input, { canvas }) => {
    // Nothing to reveal in a field that cannot be used.
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  }),
};

/** Change Password: three fields share one toggle, and one click reveals all three. */
export const ChangePassword: Story = {
  render: () => (
    <PasswordVisibility>
      <Box as="form" display="flex" flexDirection="column" gap="large" aria-label="Change Password">
        <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" required />
        <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required />
        <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" required />
        <PasswordVisibilityToggle />
      </Box>
    </PasswordVisibility>
  ),
  play: async ({ canvas }) => {
    const fields = ['Current Password', 'New Password', 'Confirm New Password'].map((name) => canvas.getByLabelText(name));
    // Inside the provider no field has a toggle of its own.
    await expect(canvas.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();

    for (const [index, field] of fields.entries()) {
      await userEvent.type(field, `password-${index}`);
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toBeRequired();
    }
    await expect(fields[1]).toHaveAttribute('autocomplete', 'new-password');

    const toggle = canvas.getByRole('checkbox', { name: 'Show passwords' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    for (const [index, field] of fields.entries()) {
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveValue(`password-${index}`);
    }

    // The checkbox works from the keyboard too: Space hides them all again.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    for (const field of fields) await expect(field).toHaveAttribute('type', 'password');
  },
};

/** The shared state can be held by the parent, for instance to hide the passwords after saving. */
export const ControlledVisibility: Story = {
  render: function ControlledVisibility(args) {
    const [visible, setVisible] = useState(true);
    return (
      <PasswordVisibility visible={visible} onVisibleChange={setVisible}>
        <WithButton label="Save" onClick={() => setVisible(false)} gap="large">
          <PasswordField {...args} defaultValue="hunter22" />
          <PasswordVisibilityToggle label="Show password" />
        </WithButton>
      </PasswordVisibility>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('checkbox', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Without a provider, each field keeps its own state. */
export const IndependentFields: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="large">
      <PasswordField {...args} label="First Password" />
      <PasswordField {...args} label="Second Password" />
    </Box>
  ),
  play: async ({ canvas }) => {
    const [firstToggle] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(firstToggle!);
    await expect(canvas.getByLabelText('First Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Second Password')).toHaveAttribute('type', 'password');
  },
};

/** Misuse fails loudly in development: a shared toggle with no provider has nothing to switch. */
export const ToggleWithoutProvider: Story = {
  // A misuse story: it throws on purpose in development, so the runs that need a story to render
  // (the server render, the production build's screenshots) leave it out by this tag.
  tags: ['misuse'],
  render: () => (
    <CatchError>
      <PasswordVisibilityToggle />
    </CatchError>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('PasswordVisibilityToggle must be inside a PasswordVisibility');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};
