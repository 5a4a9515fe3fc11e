import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { radios } from '../private/stories/controls';
import { Notice, noticeRoles, noticeTones } from './Notice';
import { usageDocs } from '../private/stories/usage';

// The buttons are the app's: each story's spies stand for what its handlers would do.
const cancelSchedule = fn();
const restoreDraft = fn();
const discardDraft = fn();

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    role: 'status',
    title: 'Scheduled change',
    children: 'The new privacy policy takes effect on 1 April 2026 at 00:00. Until then readers see the current one.',
  },
  argTypes: {
    ...radios({ tone: noticeTones, role: noticeRoles }),
    children: { control: 'text' },
    actions: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A tinted box with an icon, a message and the app's buttons for it: a policy change scheduled with Cancel, a draft to restore or discard, a save that crossed another's.",
        use: ['`tone="info"` for news the reader may act on; `warning` for something that needs care before they go on.', '`role="region"` with a `title` (or `label`) for a notice that stays on the page, so screen readers can find it again as a landmark.', '`role="alert"` only for news that must interrupt; the default `status` is announced politely.'],
        avoid: ['For a failure in place of content: use `ErrorMessage`.', 'For news that passes (saved, sent): use a toast (`toast.success`).', 'For a question that must be answered before anything else: use `ConfirmDialog`.'],
        accessibility: ['As a `status` or `alert`, only the title and message are live: the buttons are not read out with them. A `region` needs a `title` or `label`; without one it throws in development.', "The tone shows in the icon's shape (a circle or a triangle) as well as the colour."],
        do: '`<Notice role="region" title="Scheduled for 1 April 2026 at 00:00" actions={<Button variant="secondary" size="small" onClick={cancel}>Cancel</Button>}>Revision 6 replaces the current privacy policy then.</Notice>`',
        dont: '`role="alert"` for a scheduled change: an alert cuts into whatever the screen reader was saying, for news that can wait.',
      }) } } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News that waits its turn: a polite status holding the title and the message; the icon is decoration. */
export const Info: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status', { name: 'Scheduled change' });
    await expect(status).toHaveTextContent('The new privacy policy takes effect on 1 April 2026 at 00:00.');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/**
 * A save that crossed another: an alert, with a triangle where information has a circle, so the tone
 * does not rest on the tint. The app's button sits outside the alert, so it is not read out with it.
 */
export const Warning: Story = {
  args: {
    tone: 'warning',
    role: 'alert',
    title: 'Someone else saved the privacy policy',
    children: 'Grace Hopper saved revision 7 at 10:02, after you opened the editor. Copy your changes, then reload to edit the newest one.',
    actions: (
      <Button variant="secondary" size="small">
        Reload
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Someone else saved the privacy policy');
    await expect(alert).toHaveTextContent('Grace Hopper saved revision 7 at 10:02');
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Reload' }));
  },
};

/** A change scheduled, with the button that withdraws it; a landmark named by its title, to come back to. */
export const WithActions: Story = {
  args: {
    role: 'region',
    title: 'Scheduled for 1 April 2026 at 00:00',
    children: 'Revision 6 replaces the current privacy policy then.',
    actions: (
      <Button variant="secondary" size="small" onClick={() => cancelSchedule()}>
        Cancel
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Scheduled for 1 April 2026 at 00:00' });
    await expect(region).toHaveTextContent('Revision 6 replaces the current privacy policy then.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cancelSchedule).toHaveBeenCalledTimes(1);
  },
};

/** The editor found unsaved changes of the last visit: a question with no title, and Restore or Discard. */
export const DraftPrompt: Story = {
  args: {
    title: undefined,
    children: 'Restore your unsaved changes from 14:32?',
    actions: (
      <>
        <Button size="small" onClick={() => restoreDraft()}>
          Restore
        </Button>
        <Button variant="secondary" size="small" onClick={() => discardDraft()}>
          Discard
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Restore your unsaved changes from 14:32?');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(restoreDraft).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(discardDraft).toHaveBeenCalledTimes(1);
  },
};

/** A landmark without a title takes its name from `label`. */
export const LabelledRegion: Story = {
  args: { role: 'region', title: undefined, label: 'Draft', children: 'Restore your unsaved changes from 14:32?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Draft' })).toHaveTextContent('Restore your unsaved changes from 14:32?');
  },
};
