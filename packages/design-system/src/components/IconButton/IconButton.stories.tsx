import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { iconNames, icons } from '../private/icons';
import { expectDisabledButton } from '../private/stories/buttons';
import { CatchError } from '../private/stories/CatchError';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

// Lets the Playground pick an icon by name.
const iconMapping = Object.fromEntries(
  iconNames.map((name) => {
    const Icon = icons[name];
    return [name, <Icon key={name} />];
  }),
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: 'Close', onClick: fn() },
  argTypes: {
    ...radios({ variant: iconButtonVariants, size: iconButtonSizes }),
    icon: { control: 'select', options: iconNames, mapping: iconMapping },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A button that shows only an icon, with the words of its action as its name.',
        use: ['Where space is short and the icon is well known: close, menu, send, the next page.'],
        avoid: ['When the action needs words to be understood: use `Button` with its words.', 'To navigate: use a link.'],
        accessibility: ['`label` is required and becomes its accessible name; in development an empty one throws, so it cannot ship unnamed.', 'A native button: Enter and Space press it.'],
        do: '`<IconButton icon="Close" label="Close dialog" />`',
        dont: '`<IconButton icon="Close" label="X" />`: the name should say what the press does.',
      }) } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // The label is the whole accessible name: the icon itself is hidden from assistive technology.
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = {
  args: { label: 'Search', icon: 'Search', variant: 'ghost', size: 'medium', busy: false },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" alignItems="center">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Send (${variant})`} />
      ))}
    </Box>
  ),
  args: { icon: 'Send' },
  play: async ({ canvas }) => {
    for (const variant of iconButtonVariants) {
      await expect(canvas.getByRole('button', { name: `Send (${variant})` })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" alignItems="center">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Menu ${size}`} />
      ))}
    </Box>
  ),
  args: { icon: 'Menu', variant: 'secondary' },
  play: async ({ canvas }) => {
    const boxes = iconButtonSizes.map((size) => canvas.getByRole('button', { name: `Menu ${size}` }).getBoundingClientRect());
    for (const box of boxes) {
      // Square whatever the size.
      await expect(Math.round(box.width)).toBe(Math.round(box.height));
    }
    await expect(boxes[2]!.height).toBeGreaterThan(boxes[1]!.height);
    await expect(boxes[1]!.height).toBeGreaterThan(boxes[0]!.height);
  },
};

/** Every icon of the private set, each named by its button. */
export const Icons: Story = {
  render: (args) => (
    <Box display="flex" gap="small" flexWrap="wrap">
      {iconNames.map((name) => {
        const Icon = icons[name];
        return <IconButton key={name} {...args} variant="secondary" icon={<Icon />} label={name} />;
      })}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const name of iconNames) {
      // The exact name proves the drawing adds nothing to it.
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Busy: Story = {
  args: { busy: true, label: 'Send message', icon: 'Send', variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send message' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Next page', icon: 'ChevronRight', variant: 'secondary' },
  play: ({ args, canvas }) => expectDisabledButton(canvas.getByRole('button', { name: 'Next page' }), args.onClick),
};

export const Danger: Story = {
  args: { variant: 'danger', label: 'Delete photo', icon: 'Close' },
};

/** A toggle such as the sidebar's collapse button: aria-pressed passes straight through. */
export const Toggle: Story = {
  render: function Toggle(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <IconButton
        {...args}
        label="Collapse menu"
        icon={collapsed ? <icons.ChevronRight /> : <icons.ChevronLeft />}
        aria-pressed={collapsed}
        onClick={() => setCollapsed((value) => !value)}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Collapse menu' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Misuse fails loudly in development: an icon button without a label throws. */
export const LabelRequired: Story = {
  // A misuse story: it throws on purpose in development, so the runs that need a story to render
  // (the server render, the production build's screenshots) leave it out by this tag.
  tags: ['misuse'],
  args: { label: '   ' },
  render: (args) => (
    <CatchError>
      <IconButton {...args} />
    </CatchError>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('IconButton: `label` is required');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
