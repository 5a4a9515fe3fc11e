import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { expectDisabledButton } from '../private/stories/buttons';
import { Button, buttonSizes, buttonVariants } from './Button';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save Profile', onClick: fn() },
  argTypes: radios({ variant: buttonVariants, size: buttonSizes }),
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A button for an action on the page: saving a form, opening a dialog, suspending an account.',
        use: ['For an action that happens here: submitting, saving, opening or closing something.', "One `primary` button per view, for its main action; `secondary` for the others; `danger` for destructive ones; `ghost` where a button must be quiet (a toolbar)."],
        avoid: ['To go somewhere else: that is a link. Give the router\'s link to `asChild` and it looks like a button but stays a link (opens in a new tab, shows its address).', 'For an icon without words: use `IconButton`, which requires a label.'],
        accessibility: ['A native `<button>`: Enter and Space press it, and it is in the tab order.', '`busy` shows a spinner and `busyText` (\'Saving...\') while it keeps its accessible name, so a screen reader still knows which button it is.', 'Its words are its name: write the action (\'Save Profile\'), not \'OK\'.'],
        do: '`<Button variant="danger" onClick={remove}>Delete suite</Button>`: the words say what will happen.',
        dont: '`<Button onClick={() => navigate(\'/salons\')}>Salons</Button>`: a button that navigates is not a link for the keyboard, the browser or a screen reader.',
      }) } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Profile' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space activate it too.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'medium', busy: false, busyText: 'Saving...' },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" flexWrap="wrap">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Secondary', 'Danger', 'Ghost']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" alignItems="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Size small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Size large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const Busy: Story = {
  args: { busy: true, busyText: 'Saving...' },
  play: async ({ args, canvas }) => {
    // The visible text changes but the accessible name stays the button's label.
    const button = canvas.getByRole('button', { name: 'Save Profile' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Saving...')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: ({ args, canvas }) => expectDisabledButton(canvas.getByRole('button', { name: 'Save Profile' }), args.onClick),
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#cv">Download CV</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', '#cv');
  },
};

/** A save that takes a moment: the button is busy while it runs and comes back when it ends. */
export const SaveFlow: Story = {
  render: function SaveFlow(args) {
    const [busy, setBusy] = useState(false);
    const [saved, setSaved] = useState(0);
    return (
      <div>
        <Button
          {...args}
          busy={busy}
          busyText="Saving..."
          onClick={() => {
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              setSaved((count) => count + 1);
            }, 300);
          }}
        >
          Save Policy
        </Button>
        <p role="status">{saved > 0 ? `Saved ${saved} time(s)` : ''}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Policy' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await expect(await canvas.findByText('Saved 1 time(s)')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};
