import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ErrorMessage } from './ErrorMessage';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Feedback/ErrorMessage',
  component: ErrorMessage,
  args: { children: 'Failed to load feedback. Please try again later.' },
  argTypes: { children: { control: 'text' } },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'An error in place of content that failed to load, or in a form whose request failed, with an optional Try again button.',
        use: ["Where the content would have been: 'Failed to load feedback. Please try again later.'", "`onRetry` when trying again may help; `title` for a lead-in such as 'Error loading professionals:'."],
        avoid: ['For a mistake in one field: pass `error` to the field (`TextField`, `SelectField`), which ties it to the input.', 'For a failed action that leaves the page as it was: use `toast.error`.', 'For a warning that is not a failure: use `Notice` with `tone="warning"`.'],
        accessibility: ['The words are an alert, announced as soon as it appears: render it when the error happens, not hidden in advance.', 'The retry button sits outside the alert, so it is not read out with the message; Enter and Space press it.'],
        do: '`{error ? <ErrorMessage onRetry={refetch}>Failed to load support requests. Please try again later.</ErrorMessage> : null}`',
        dont: '`<ErrorMessage>Something went wrong.</ErrorMessage>`: say what failed and what the reader can do.',
      }) } } },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SPEC's feedback error: an alert with the message, and no button when there is nothing to retry. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load feedback. Please try again later.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { title: 'Error:', retryLabel: 'Try again', onRetry: fn() },
};

/** A retry button calls back, by pointer and by keyboard; it is outside the alert so it is not read out with it. */
export const WithRetry: Story = {
  args: { children: 'Failed to load support requests. Please try again later.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load support requests. Please try again later.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(alert).not.toContainElement(retry);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(3);
  },
};

/** A lead-in before the server's message, as the lists show it: 'Error loading professionals: ...'. */
export const WithTitle: Story = {
  args: { title: 'Error loading professionals:', children: 'Failed to fetch professionals', onRetry: fn(), retryLabel: 'Reload' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading professionals: Failed to fetch professionals');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** A long server message wraps and pushes the button below it rather than squeezing it. */
export const LongMessage: Story = {
  args: {
    children:
      'Failed to load salon data. The server answered 503 Service Unavailable while the database was being migrated; wait a minute and reload the page, or contact the person on call if it keeps happening.',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/contact the person on call/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Appearing after a failed load: the alert exists only once the error does, so it is announced. */
export const AppearsOnFailure: Story = {
  render: function AppearsOnFailure(args) {
    const [failed, setFailed] = useState(false);
    return (
      <Stack space="medium" align="left">
        <Button variant="secondary" onClick={() => setFailed(true)}>
          Load salon
        </Button>
        {failed ? <ErrorMessage {...args} onRetry={() => setFailed(false)} /> : <Text tone="muted">Nothing loaded yet.</Text>}
      </Stack>
    );
  },
  args: { children: 'Failed to load salon data.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load salon' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load salon data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
