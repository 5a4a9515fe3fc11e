import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
  },
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

    // Clicking the label focuses the input: the two are associated, not just side by side.
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('admin@chairside.app');
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

export const WithHint: Story = {
  args: { hint: 'Used to sign in to the back-office.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Used to sign in to the back-office.');
    await expect(canvas.getByText('Used to sign in to the back-office.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid email address.', defaultValue: 'admin@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
  },
};

export const WithErrorAndHint: Story = {
  args: { error: 'Enter a valid email address.', hint: 'Used to sign in to the back-office.' },
  play: async ({ canvas }) => {
    // The error is read before the hint: it is the more urgent of the two.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address. Used to sign in to the back-office.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The name stays 'Email': the marker sits beside the label and the input itself is required.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('required')).toBeInTheDocument();
    await expect(canvas.getByText('*')).toBeVisible();
    // An empty required field fails the browser's own validation.
    await expect(input).toBeInvalid();
    await userEvent.type(input, 'admin@chairside.app');
    await expect(input).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin@chairside.app' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('admin@chairside.app');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'admin@chairside.app' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // Unlike a disabled field, a read-only one is still reachable by keyboard and can be copied.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('more');
    await expect(input).toHaveValue('admin@chairside.app');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

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
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>{`Saved name: ${value}`}</p>
        <Box display="flex">
          <Button variant="secondary" onClick={() => setValue('')}>
            Clear
          </Button>
        </Box>
      </Box>
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
      <Box display="flex" flexDirection="column" gap="medium">
        <TextField {...args} ref={ref} error="Enter a valid email address." />
        <Box display="flex">
          <Button variant="secondary" onClick={() => ref.current?.focus()}>
            Go to the error
          </Button>
        </Box>
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the error' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};
