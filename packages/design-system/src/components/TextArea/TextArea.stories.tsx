import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { fieldStatePlays, typeAfterClickingLabel, WithButton } from '../private/stories/fields';
import { TextField } from '../TextField';
import { TextArea } from './TextArea';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Problem Description', name: 'description', onChange: fn() },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A labelled box for several lines of plain text, with an optional hint, error and character counter: the support form's Problem Description, a moderation note.",
        use: ['For free text longer than a line, such as what went wrong.', '`maxLength` adds a counter of what is left. `allowOverLimit` lets a pasted text run past it to be cut down in place; the form must then check the length.'],
        avoid: ['For one line: use `TextField`.', 'For formatted text with headings and links: use `RichTextEditor`.'],
        accessibility: ['The visible `label` names it; the hint, the error and the counter describe it, and an error sets `aria-invalid`.', 'The counter stays quiet while typing, and is announced only within 20 characters of the limit or past it.'],
        do: '`<TextArea label="Problem Description" name="description" maxLength={1000} />`',
        dont: '`allowOverLimit` with no length check in the form: nothing then stops a text that is too long from being sent.',
      }) } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByLabelText('Problem Description');
    await expect(textArea).toHaveRole('textbox');
    // The support form's description is five rows tall, the default.
    await expect(textArea).toHaveAttribute('rows', '5');
    await expect(textArea).not.toHaveAttribute('aria-invalid');
    await typeAfterClickingLabel(canvas, textArea, 'Problem Description', 'The calendar is empty.{Enter}It was full yesterday.');
    await expect(textArea).toHaveValue('The calendar is empty.\nIt was full yesterday.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false, readOnly: false, rows: 5, placeholder: '' },
};

const states = fieldStatePlays((canvas) => canvas.getByRole('textbox', { name: 'Problem Description' }));

export const WithHint: Story = { args: { hint: 'Tell us what happened and what you expected.' }, play: states.withHint() };

export const WithError: Story = { args: { error: 'Describe the problem.' }, play: states.withError() };

export const Required: Story = { args: { required: true }, play: states.required('It broke.') };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent last week.' }, play: states.disabled(' More.') };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Sent last week.' }, play: states.readOnly(' More.') };

/** With maxLength a counter says what is left; it is announced only within 20 of the limit. */
export const CharacterCounter: Story = {
  args: { maxLength: 40 },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Problem Description' });
    const status = canvas.getByRole('status');
    await expect(textArea).toHaveAttribute('maxlength', '40');
    await expect(textArea).toHaveAccessibleDescription('40 characters left');
    await expect(canvas.getByText('40 characters left')).toBeVisible();
    await expect(status).toBeEmptyDOMElement();

    await userEvent.type(textArea, 'Nineteen characters');
    await expect(canvas.getByText('21 characters left')).toBeVisible();
    // Far from the limit typing stays quiet.
    await expect(status).toBeEmptyDOMElement();

    await userEvent.type(textArea, ' x');
    await expect(status).toHaveTextContent('19 characters left');
    await expect(textArea).toHaveAccessibleDescription('19 characters left');

    // The browser stops at the limit, and the counter says so.
    await userEvent.type(textArea, ' and a good many more words');
    await expect(textArea).toHaveValue('Nineteen characters x and a good many mo');
    await expect(status).toHaveTextContent('0 characters left');
  },
};

/** A counter on a field that starts with text counts it, and says so when a saved text is too long. */
export const OverTheLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Fifteen letters' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Problem Description' });
    await expect(textArea).toHaveAccessibleDescription('5 characters over the limit');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 characters over the limit');
    await userEvent.type(textArea, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 characters left');
  },
};

/** The value lives in the parent; the counter follows it, including when the parent clears it. */
export const Controlled: Story = {
  args: { maxLength: 150 },
  render: function Controlled(args) {
    const [value, setValue] = useState('Hello');
    return (
      <WithButton label="Clear" onClick={() => setValue('')}>
        <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Problem Description' });
    await expect(canvas.getByText('145 characters left')).toBeVisible();
    await userEvent.type(textArea, ', world');
    await expect(textArea).toHaveValue('Hello, world');
    await expect(canvas.getByText('138 characters left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(textArea).toHaveValue('');
    await expect(canvas.getByText('150 characters left')).toBeVisible();
  },
};

/** The public support form's fields: Email, Problem Headline and Problem Description (5 rows). */
export const SupportForm: Story = {
  render: () => (
    <Box as="form" display="flex" flexDirection="column" gap="large" aria-label="Support request">
      <TextField label="Email" type="email" name="email" autoComplete="email" required />
      <TextField label="Problem Headline" name="headline" required />
      <TextArea label="Problem Description" name="description" required />
      <Box display="flex">
        <Button type="submit">Submit</Button>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('visitor@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Cannot book');
    await userEvent.tab();
    await userEvent.keyboard('The booking page shows an error.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('visitor@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Problem Headline' })).toHaveValue('Cannot book');
    await expect(canvas.getByRole('textbox', { name: 'Problem Description' })).toHaveValue(
      'The booking page shows an error.',
    );
    await expect(canvas.getByRole('form', { name: 'Support request' })).toBeValid();
  },
};
