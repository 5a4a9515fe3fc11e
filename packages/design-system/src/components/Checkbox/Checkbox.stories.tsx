import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldStatePlays, WithButton } from '../private/stories/fields';
import { Checkbox } from './Checkbox';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send a notice', name: 'sendNotice', onCheckedChange: fn() },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A labelled native checkbox, with its hint under the label.',
        use: ['For one yes-or-no choice that takes effect when the form is sent: send a notice, accept the terms.', 'For several independent choices, each its own checkbox.'],
        avoid: ['For one choice of several: use `RadioGroup` or `SelectField`.', 'For a setting that applies at once: that is a switch, not part of a form.'],
        accessibility: ['A native checkbox: Space toggles it; a click on the label or the hint\'s line toggles it too.', 'The label is its name and the hint its description; `required` is shown next to the label and set on the input.'],
        do: '`<Checkbox label="Send a notice" hint="The account holder gets an email with your reason." />`',
        dont: 'A checkbox whose label is a question (\'Notice?\'): say what ticking it does.',
      }) } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label ticks it, as a click on the box does; the new state is reported. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send a notice' });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Send a notice'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false, defaultChecked: false },
};

const states = fieldStatePlays((canvas) => canvas.getByRole('checkbox', { name: 'Send a notice' }));

export const WithHint: Story = {
  args: { hint: 'By email to rosa@example.com.', defaultChecked: true },
  play: states.withHint(async (checkbox) => expect(checkbox).toBeChecked()),
};

export const WithError: Story = {
  args: { label: 'I have read the policy', error: 'Tick this to go on.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I have read the policy' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Tick this to go on.');
    await expect(canvas.getByText('Tick this to go on.')).toBeVisible();
  },
};

/** Required: marked beside the label, and invalid until ticked. */
export const Required: Story = {
  args: { label: 'I have read the policy', required: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I have read the policy' });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(checkbox).toBeInvalid();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeValid();
  },
};

/** Disabled, with the hint saying why: neither a click nor the keyboard changes it. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'This account has no email address.' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send a notice' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAccessibleDescription('This account has no email address.');
    await userEvent.click(canvas.getByText('Send a notice'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Tab reaches it with the focus ring shown, and Space ticks and unticks it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send a notice' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '2px' });
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** The state lives in the parent, which can also set it. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [checked, setChecked] = useState(true);
    return (
      <WithButton label="Untick" onClick={() => setChecked(false)}>
        <Checkbox {...args} checked={checked} onCheckedChange={setChecked} />
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send a notice' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Untick' }));
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
