import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { fieldStatePlays, typeAfterClickingLabel, WithButton } from '../private/stories/fields';
import { TextField, textFieldTypes } from './TextField';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
  argTypes: radios({ type: textFieldTypes }),
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A labelled single-line input, with a hint and an error message tied to it.',
        use: ['For short free text: a name, an email address, a city, a search.', '`type` picks the keyboard on a phone and the browser\'s checks (`email`, `url`, `tel`, `search`), or a picker (`date`, `datetime-local`).'],
        avoid: ['For several lines: use `TextArea`.', 'To choose from a known list: use `SelectField` or `RadioGroup`.', 'For a password with a show button: use `PasswordField`.'],
        accessibility: ['The visible `label` is its name; the hint and the error are its description (`aria-describedby`), and an error sets `aria-invalid`.', 'The error says what to do, in words, not by colour alone.'],
        do: "`<TextField label=\"Email\" type=\"email\" error=\"Enter an email address like name@example.com.\" />`",
        dont: 'Put the label in `placeholder`: it disappears as the reader types, and many screen readers never read it.',
      }) } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('name', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
    await typeAfterClickingLabel(canvas, input, 'Email', 'admin@chairside.app');
    await expect(input).toHaveValue('admin@chairside.app');
    await expect(args.onChange).toHaveBeenCalledTimes('admin@chairside.app'.length);
  },
};

export const Playground: Story = {
  args: {
    label: 'Problem Headline',
    type: 'text',
    hint: '',
    error: '',
    required: false,
    disabled: false,
    readOnly: false,
    placeholder: '',
  },
};

const states = fieldStatePlays((canvas) => canvas.getByRole('textbox', { name: 'Email' }));

export const WithHint: Story = { args: { hint: 'Used to sign in to the back-office.' }, play: states.withHint() };

export const WithError: Story = { args: { error: 'Enter a valid email address.', defaultValue: 'admin@' }, play: states.withError() };

export const WithErrorAndHint: Story = {
  args: { error: 'Enter a valid email address.', hint: 'Used to sign in to the back-office.' },
  play: async ({ canvas }) => {
    // The error is read before the hint: it is the more urgent of the two.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address. Used to sign in to the back-office.',
    );
  },
};

export const Required: Story = { args: { required: true }, play: states.required('admin@chairside.app') };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@chairside.app' }, play: states.disabled('more') };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'admin@chairside.app' }, play: states.readOnly('more') };

export const Uncontrolled: Story = {
  args: { label: 'Full Name', type: 'text', name: 'fullName', defaultValue: 'Jane' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveValue('Jane');
    await userEvent.type(input, ' Doe');
    await expect(input).toHaveValue('Jane Doe');
  },
};

/** The value lives in the parent: what is typed reaches it, and the parent can replace it. */
export const Controlled: Story = {
  args: { label: 'Full Name', type: 'text', name: 'fullName' },
  render: function Controlled(args) {
    const [value, setValue] = useState('Jane');
    return (
      <WithButton label="Clear" onClick={() => setValue('')}>
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>{`Saved name: ${value}`}</p>
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, ' Doe');
    await expect(input).toHaveValue('Jane Doe');
    await expect(canvas.getByText('Saved name: Jane Doe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

export const Types: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="large">
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} name={type} label={`Field of type ${type}`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const type of textFieldTypes) {
      const role = type === 'search' ? 'searchbox' : 'textbox';
      await expect(canvas.getByRole(role, { name: `Field of type ${type}` })).toHaveAttribute('type', type);
    }
  },
};

/** A search box whose placeholder shows the record count, as on the list screens. */
export const Search: Story = {
  args: { label: 'Search professionals', type: 'search', name: 'search', placeholder: 'Search 120 professionals' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search professionals' });
    await expect(input).toHaveAttribute('placeholder', 'Search 120 professionals');
    await userEvent.type(input, 'Rosa');
    await expect(input).toHaveValue('Rosa');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** The ref reaches the <input>, so a form can focus the first invalid field. */
export const FocusFromRef: Story = {
  render: function FocusFromRef(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <WithButton label="Go to the error" onClick={() => ref.current?.focus()}>
        <TextField {...args} ref={ref} error="Enter a valid email address." />
      </WithButton>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the error' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};
