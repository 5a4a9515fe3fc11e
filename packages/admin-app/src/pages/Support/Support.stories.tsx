// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/Support', ...screenMeta('/support', [], { loggedIn: false }) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Email', {}, screenReady), 'client@example.com');
  await userEvent.type(canvas.getByLabelText('Problem Headline'), 'Cannot upload photos');
  await userEvent.type(canvas.getByLabelText('Problem Description'), 'The upload button does nothing on my phone.');
}

/** The empty form a visitor lands on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' }, screenReady)).toBeVisible();
    await expect(canvas.getByLabelText('Problem Description')).toHaveAttribute('rows', '5');
  },
};

/** Sending an empty form names every missing field and sends nothing. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Email', {}, screenReady), 'client-at-example');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The form's rules load on first use, so the messages come a moment after the click.
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/));
    await expect(canvas.getByLabelText('Problem Headline')).toHaveAccessibleDescription('Problem Headline is required.');
    await expect(canvas.getByLabelText('Problem Description')).toHaveAccessibleDescription('Problem Description is required.');
  },
};

/** While the request is on its way the button reads 'Submitting...'. */
export const Submitting: Story = {
  beforeEach: screenSetup([hanging('createSupportRequest')], { loggedIn: false }),
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Submitting...')).toBeVisible();
  },
};

/** A sent request: the confirmation, and an empty form for the next one. */
export const Submitted: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Support request submitted successfully.'));
    // The toast list mounts with the first toast (issue 19).
    const notifications = await canvas.findByRole('region', { name: /Notifications/ });
    await expect(await within(notifications).findByText('Support request submitted successfully.')).toBeVisible();
    await expect(canvas.getByLabelText('Problem Headline')).toHaveValue('');
  },
};

/** The server refuses: its message, with everything typed still in place. */
export const Error: Story = {
  beforeEach: screenSetup([failing('createSupportRequest', 429, 'Too many support requests. Please wait a few minutes.')], {
    loggedIn: false,
  }),
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toHaveTextContent('Too many support requests. Please wait a few minutes.');
    await expect(canvas.getByLabelText('Problem Headline')).toHaveValue('Cannot upload photos');
  },
};
