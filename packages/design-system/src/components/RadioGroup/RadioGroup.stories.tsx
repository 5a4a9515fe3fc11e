import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { WithButton } from '../private/stories/fields';
import { RadioGroup } from './RadioGroup';
import { usageDocs } from '../private/stories/usage';

const durations = [
  { value: 'until-lifted', label: 'Until lifted' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Duration', name: 'duration', options: durations, onValueChange: fn() },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A set of native radios under one legend, for picking one choice of a few: how long a suspension lasts, when a change takes effect.',
        use: ['For one choice of two to about six, where seeing every option at once helps the reader compare them.', 'When an option needs a line of explanation: give that option a `hint`.'],
        avoid: ['For a long list, or one the reader already knows (reasons, roles): use `SelectField`.', 'For a single yes-or-no choice, or several choices that can all be on: use `Checkbox`.'],
        accessibility: ["A fieldset named by `label`, its legend; the group's hint and error describe the group, and an option's hint describes its own radio.", "The browser's keyboard behaviour: Tab enters at the chosen radio (or the first), the arrow keys move and choose, passing over disabled options, and Tab leaves the group.", '`required` is marked after the legend and set on every radio.'],
        do: '`<RadioGroup label="Duration" options={durations} value={duration} onValueChange={setDuration} />`: the legend says what is being chosen.',
        dont: 'A group with one option: a chosen radio cannot be unchosen, so a lone choice is a `Checkbox`.',
      }) } } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fieldset named by its legend; a click on an option's label chooses it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Duration' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('7 days'));
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7d');
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false },
};

/** The group's hint describes the group; an option's hint describes its radio. */
export const WithHint: Story = {
  args: {
    hint: 'A timed suspension lifts itself when it ends.',
    options: [{ ...durations[0]!, hint: 'Until an administrator unsuspends the account.' }, ...durations.slice(1)],
    defaultValue: 'until-lifted',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Duration' })).toHaveAccessibleDescription(
      'A timed suspension lifts itself when it ends.',
    );
    const radio = canvas.getByRole('radio', { name: 'Until lifted' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription('Until an administrator unsuspends the account.');
    await expect(canvas.getByRole('radio', { name: '24 hours' })).not.toHaveAccessibleDescription();
  },
};

/** The error describes the group, and every radio is marked invalid. */
export const WithError: Story = {
  args: { error: 'Choose how long the suspension lasts.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Duration' })).toHaveAccessibleDescription(
      'Choose how long the suspension lasts.',
    );
    await expect(canvas.getByText('Choose how long the suspension lasts.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Required: the legend keeps its name, the mark is shown, and the radios are invalid until one is chosen. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Duration' })).toBeInTheDocument();
    await expect(canvas.getByText('*')).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) {
      await expect(radio).toBeRequired();
      await expect(radio).toBeInvalid();
    }
    await userEvent.click(radios[1]!);
    for (const radio of radios) await expect(radio).toBeValid();
  },
};

/** Disabled as a whole: no option can be reached or chosen. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '24h' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('30 days'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: '24 hours' })).toBeChecked();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** One option alone can be disabled; the arrow keys pass over it. */
export const DisabledOption: Story = {
  args: { options: durations.map((option) => (option.value === '24h' ? { ...option, disabled: true } : option)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '24 hours' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
  },
};

/**
 * The keyboard of native radios: Tab enters at the first radio while none is chosen, the arrow keys
 * move and choose (wrapping at the ends), Tab leaves the group, and Shift+Tab comes back to the
 * chosen radio.
 */
export const Keyboard: Story = {
  render: (args) => (
    <Stack space="large" align="left">
      <RadioGroup {...args} />
      <Button>Next</Button>
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('Until lifted')).toHaveFocus();
    await expect(radio('Until lifted')).not.toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('24 hours')).toBeChecked();
    await expect(radio('24 hours')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(radio('30 days')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Until lifted')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('30 days')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('30d');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radio('30 days')).toHaveFocus();
  },
};

/** The value lives in the parent, which can also set it. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<string | null>('7d');
    return (
      <WithButton label="Until lifted" onClick={() => setValue('until-lifted')}>
        <RadioGroup {...args} value={value} onValueChange={setValue} />
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '30 days' }));
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Until lifted' }));
    await expect(canvas.getByRole('radio', { name: 'Until lifted' })).toBeChecked();
  },
};
