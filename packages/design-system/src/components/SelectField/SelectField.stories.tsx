import { useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldStatePlays, pressArrowsOnSelect, WithButton } from '../private/stories/fields';
import { SelectField } from './SelectField';
import { moderationReasons as reasons } from '../private/stories/moderation';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Reason',
    name: 'reason',
    options: reasons,
    placeholder: 'Choose a reason',
    onValueChange: fn(),
    onChange: fn(),
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A labelled native select for choosing one option from a list, such as the reason for a suspension.',
        use: ['For one choice from a list too long to show as radios, or one the reader knows well.', "With `placeholder` ('Choose a reason') when there is no sensible default; with `required` as well, the field is invalid until a real option is chosen."],
        avoid: ['For a few options the reader should compare side by side: use `RadioGroup`.', 'For free text: use `TextField`.'],
        accessibility: ['A native `<select>` named by its visible `label`; the hint and the error describe it, and an error sets `aria-invalid`.', "Tab reaches it and the arrow keys change the choice, as on any closed select; the open list is the browser's own."],
        do: '`<SelectField label="Reason" options={reasons} placeholder="Choose a reason" required />`',
        dont: "A placeholder that reads like an answer ('None'): it has the value '' and counts as no choice at all.",
      }) } } },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

const findSelect = (canvas: StoryContext['canvas']) =>
  canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Reason' });

/** Starts on the placeholder; a choice is reported as its value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = findSelect(canvas);
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a reason', selected: true })).toBeInTheDocument();
    await expect(canvas.getAllByRole('option')).toHaveLength(reasons.length + 1);
    await expect(select).not.toHaveAttribute('aria-invalid');
    await expect(select).not.toHaveAccessibleDescription();

    await userEvent.selectOptions(select, 'Spam or scam');
    await expect(select).toHaveValue('Spam or scam');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Spam or scam');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // The placeholder can be chosen again: it means no reason.
    await userEvent.selectOptions(select, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false },
};

const states = fieldStatePlays((canvas) => canvas.getByRole('combobox', { name: 'Reason' }));

export const WithHint: Story = { args: { hint: 'Recorded in the account history.' }, play: states.withHint() };

export const WithError: Story = { args: { error: 'Choose a reason.' }, play: states.withError() };

/** Required: marked beside the label, and invalid while the placeholder is chosen. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = findSelect(canvas);
    await expect(select).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'Other');
    await expect(select).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Other' },
  play: async ({ args, canvas }) => {
    const select = findSelect(canvas);
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('Other');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Options with their own values, and no placeholder: the first option is chosen from the start. */
export const ValuesAndLabels: Story = {
  args: {
    label: 'Account kind',
    name: 'kind',
    placeholder: undefined,
    options: [
      { value: 'professional', label: 'Professional' },
      { value: 'salon', label: 'Salon' },
      { value: 'suite', label: 'Private suite' },
    ],
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Account kind' });
    await expect(select).toHaveValue('professional');
    await expect(canvas.getByRole('option', { name: 'Professional', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Private suite');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('suite');
  },
};

/** Reached with Tab and changed with the arrow keys, as a closed select is. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const select = findSelect(canvas);
    await userEvent.tab();
    await pressArrowsOnSelect(select, 2);
    await expect(select).toHaveValue('Spam or scam');
    await pressArrowsOnSelect(select, -1);
    await expect(select).toHaveValue('Fake or duplicate account');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Fake or duplicate account');
    await expect(select).toHaveFocus();
  },
};

/** The value lives in the parent, which can also reset it. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('Other');
    return (
      <WithButton label="Clear" onClick={() => setValue('')}>
        <SelectField {...args} value={value} onValueChange={setValue} />
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    const select = findSelect(canvas);
    await expect(select).toHaveValue('Other');
    await userEvent.selectOptions(select, 'Harassment or abuse');
    await expect(select).toHaveValue('Harassment or abuse');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(select).toHaveValue('');
  },
};
