import { useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { ToastProvider, type ToastProviderProps } from './Toast';
import { createToaster, toast, type ToastOptions, type ToastTone } from './toastStore';
import { usageDocs } from '../private/stories/usage';

// Toast texts of SPEC.md sections 5 and 8, word for word.
const passwordChanged = 'Password changed successfully.';
const passwordsDiffer = 'New passwords do not match.';
const somethingWrong = 'Something went wrong.';
const supportFailed = 'Failed to submit support request.';

type DemoAction = { label: string; tone: ToastTone; text: string; options?: ToastOptions };

// The moderation screens' toast after a suspension, whose Undo lifts it again.
const annSuspended = 'Ann Lee suspended.';
const undo = fn().mockName('undo');

/** A demo button that suspends Ann Lee and toasts it with an Undo, closing after `duration` when given. */
const suspendWithUndo = (duration?: number): DemoAction => ({
  label: 'Suspend Ann Lee',
  tone: 'success',
  text: annSuspended,
  options: { duration, action: { label: 'Undo', altText: 'Undo the suspension', onAction: undo } },
});

/**
 * A provider with its own toaster and buttons that show toasts. Its own toaster keeps each story's
 * toasts apart when the docs page renders several stories at once.
 */
function ToastDemo({ actions, ...props }: ToastProviderProps & { actions: readonly DemoAction[] }) {
  const [toaster] = useState(() => createToaster());
  return (
    <ToastProvider {...props} toaster={toaster}>
      <Inline space="small">
        {actions.map((action) => (
          <Button key={action.label} variant="secondary" onClick={() => toaster[action.tone](action.text, action.options)}>
            {action.label}
          </Button>
        ))}
      </Inline>
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: {
    duration: 5000,
    label: 'Notifications (Alt+T)',
    closeLabel: 'Dismiss notification',
  },
  // Stories that use the app-wide toaster start from an empty one.
  beforeEach: () => {
    toast.dismiss();
    undo.mockClear();
  },
  render: (args) => (
    <ToastProvider {...args}>
      <Text>Toasts shown with toast.success() and toast.error() appear in the top-right corner.</Text>
    </ToastProvider>
  ),
  parameters: { docs: { description: { component: usageDocs({
        summary: "Short messages in the top-right corner that say how an action went ('Password changed successfully.') and then close by themselves. Call `toast.success(text)` or `toast.error(text)` from anywhere; one `ToastProvider` shows them.",
        use: ['To confirm that an action finished, or say that it failed, when the page itself does not show it.', 'With an `action` such as Undo (`label`, `altText`, `onAction`), and a longer `duration` so there is time to reach it.'],
        avoid: ['For a mistake the reader must put right in a form: show it on the field with `error`; for content that failed to load, use `ErrorMessage`.', 'For news that must stay until it is dealt with: use `Notice`.', 'To ask before acting: use `ConfirmDialog`.'],
        accessibility: ["Each toast's tone is read before its text ('Error: …'). An error is announced at once, a success politely, and an action's `altText` is read in place of its button.", 'Alt+T moves focus to the toasts; Tab reaches each toast and its buttons; Escape or the close button closes one. None closes by itself while the pointer is over it or focus is in it.', 'Mount one `ToastProvider` per app, around the routes.'],
        do: "`toast.success('Ann Lee suspended.', { duration: 10000, action: { label: 'Undo', altText: 'Undo the suspension', onAction: undo } })`",
        dont: "An action whose `altText` repeats its label ('Undo'): it is heard away from the button, so say what it undoes.",
      }) } } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// Read when a play runs, not when the file loads: the stories are also rendered where there is no DOM.
const body = () => within(document.body);
const region = () => body().getByRole('region', { name: 'Notifications (Alt+T)' });
const toasts = () => within(region()).queryAllByRole('listitem');

/** Finds the toast showing `text`. */
async function findToast(text: string) {
  const message = await within(region()).findByText(text);
  return message.closest('li')!;
}

/** With focus in the toast region: Tab to `item`, Tab on to its button `name`, Enter; the toast then goes. */
async function pressFromKeyboard(item: HTMLElement, name: string) {
  await userEvent.tab();
  await expect(item).toHaveFocus();
  await userEvent.tab();
  await expect(within(item).getByRole('button', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(item).not.toBeInTheDocument());
}

/**
 * Shows the one toast of a story's Change password button, checks that its tone is said before its
 * text for screen readers, and that Radix announces it from a status element, politely or at once.
 */
async function expectToastAnnounced(
  canvas: StoryContext['canvas'],
  { toneLabel, text, live }: { toneLabel: string; text: string; live: 'polite' | 'assertive' },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  await expect(await findToast(text)).toHaveTextContent(`${toneLabel}: ${text}`);
  const announcement = await body().findByText(`Notification ${toneLabel}: ${text}`);
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toHaveAttribute('aria-live', live);
}

/** The app-wide API, called from outside React (here, the play function), and the close button. */
export const Default: Story = {
  play: async () => {
    toast.success(passwordChanged);
    const item = await findToast(passwordChanged);
    await expect(item).toBeVisible();

    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    await expect(toasts()).toHaveLength(0);
  },
};

export const Playground: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      actions={[
        { label: 'Show success', tone: 'success', text: passwordChanged },
        { label: 'Show error', tone: 'error', text: somethingWrong },
      ]}
    />
  ),
};

/** A success: the check mark, 'Success:' for screen readers, announced politely. */
export const Success: Story = {
  // Long enough that the toast is still there when the visual test takes its picture.
  args: { duration: 60_000 },
  render: (args) => <ToastDemo {...args} actions={[{ label: 'Change password', tone: 'success', text: passwordChanged }]} />,
  play: ({ canvas }) => expectToastAnnounced(canvas, { toneLabel: 'Success', text: passwordChanged, live: 'polite' }),
};

/** An error: the alert mark, 'Error:' for screen readers, announced at once (assertive). */
export const ErrorToast: Story = {
  name: 'Error',
  args: { duration: 60_000 },
  render: (args) => <ToastDemo {...args} actions={[{ label: 'Change password', tone: 'error', text: passwordsDiffer }]} />,
  play: ({ canvas }) => expectToastAnnounced(canvas, { toneLabel: 'Error', text: passwordsDiffer, live: 'assertive' }),
};

/** Alt+T moves focus into the toasts; Tab reaches a toast and its close button; Enter and Escape dismiss. */
export const KeyboardAccess: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      actions={[
        { label: 'Save', tone: 'success', text: passwordChanged },
        { label: 'Submit', tone: 'error', text: supportFailed },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const saved = await findToast(passwordChanged);
    const failed = await findToast(supportFailed);

    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(region()).toContainElement(document.activeElement as HTMLElement);

    // Radix orders the toasts newest first for the keyboard.
    await pressFromKeyboard(failed, 'Dismiss notification');
    // Focus stays with the toasts rather than falling to the page.
    await expect(region()).toContainElement(document.activeElement as HTMLElement);

    await userEvent.tab();
    await expect(saved).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(saved).not.toBeInTheDocument());
  },
};

/** Closes by itself after `duration` (shortened here; the default is 5000 ms). */
export const AutoClose: Story = {
  args: { duration: 800 },
  render: (args) => <ToastDemo {...args} actions={[{ label: 'Submit', tone: 'success', text: passwordChanged }]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const item = await findToast(passwordChanged);
    const shownAt = performance.now();
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(600);
  },
};

/** Several toasts stack in the corner, oldest first. */
export const Stacked: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      duration={60_000}
      actions={[
        { label: 'First', tone: 'success', text: passwordChanged },
        { label: 'Second', tone: 'error', text: somethingWrong },
        { label: 'Third', tone: 'error', text: supportFailed },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    for (const name of ['First', 'Second', 'Third']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(toasts()).toHaveLength(3));
    const [first, second, third] = toasts();
    await expect(first).toHaveTextContent(passwordChanged);
    await expect(second).toHaveTextContent(somethingWrong);
    await expect(third).toHaveTextContent(supportFailed);
    // One above the other, not on top of each other.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThanOrEqual(second!.getBoundingClientRect().bottom);
  },
};

/** Drags a toast right by `share` of its width and lets go. */
async function drag(item: HTMLElement, share: number) {
  const box = item.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + 8;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: item, coords: { clientX: x, clientY: y } },
    { target: item, coords: { clientX: x + 10, clientY: y } },
    { target: item, coords: { clientX: x + box.width * share, clientY: y } },
    { keys: '[/MouseLeft]', target: item, coords: { clientX: x + box.width * share, clientY: y } },
  ]);
}

/** Dragged right by less than 80 percent of its width a toast springs back; further, it is dismissed. */
export const SwipeToDismiss: Story = {
  render: (args) => (
    <ToastDemo {...args} duration={60_000} actions={[{ label: 'Save', tone: 'success', text: passwordChanged }]} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const item = await findToast(passwordChanged);

    // Half the width is far past Radix's default 50 px, so this proves the 80 percent rule applies.
    await drag(item, 0.5);
    await expect(item).toHaveAttribute('data-swipe', 'cancel');
    await expect(item).toBeInTheDocument();

    await drag(item, 0.9);
    await waitFor(() => expect(item).not.toBeInTheDocument());
  },
};

/** A toast shown before any provider exists waits for one and appears when it mounts. */
export const ShownBeforeMount: Story = {
  args: { duration: 60_000 },
  beforeEach: () => {
    toast.dismiss();
    toast.error(supportFailed);
  },
  play: async () => {
    const item = await findToast(supportFailed);
    await expect(item).toHaveTextContent(`Error: ${supportFailed}`);
  },
};

/** Waits `ms` milliseconds: plays here check what a toast does over time. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shows the Undo toast with the story's button and finds it. */
async function showUndoToast(canvas: StoryContext['canvas']) {
  await userEvent.click(canvas.getByRole('button', { name: 'Suspend Ann Lee' }));
  const item = await findToast(annSuspended);
  // Radix starts listening for the pointer and focus on the list one render after a toast mounts;
  // a person takes far longer than that to reach it, a play function does not.
  await wait(200);
  return item;
}

/** A toast with an action: the button sits before the close button, and its altText is read with the message. */
export const WithAction: Story = {
  args: { duration: 60_000 },
  render: (args) => <ToastDemo {...args} actions={[suspendWithUndo()]} />,
  play: async ({ canvas }) => {
    const item = await showUndoToast(canvas);
    const buttons = within(item).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Undo', 'Dismiss notification']);
    // Heard as one sentence after another, not 'suspended.Undo'.
    const announcement = await body().findByText(`Notification Success: ${annSuspended} Undo the suspension`);
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(undo).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Alt+T, Tab to the toast, Tab to Undo, Enter: the action runs once and the toast closes. */
export const ActionByKeyboard: Story = {
  args: { duration: 60_000 },
  render: (args) => <ToastDemo {...args} actions={[suspendWithUndo()]} />,
  play: async ({ canvas }) => {
    const item = await showUndoToast(canvas);
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await pressFromKeyboard(item, 'Undo');
    await expect(undo).toHaveBeenCalledTimes(1);
    // Focus stays with the toasts rather than falling to the page.
    await expect(region()).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Left alone, a toast with an action still closes after its duration, and the action is not run. */
export const ActionTimesOut: Story = {
  args: { duration: 5000 },
  render: (args) => <ToastDemo {...args} actions={[suspendWithUndo(800)]} />,
  play: async ({ canvas }) => {
    const item = await showUndoToast(canvas);
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(undo).not.toHaveBeenCalled();
  },
};

// Long enough that the pointer or focus reaches the toast well within it on a busy two-core machine
// running four story pages at once (at 1 s, one run's toast closed before the hover arrived).
const shortDuration = 2000;

/** The pointer over a toast holds it past its duration; once the pointer leaves, it closes. */
export const HoverKeepsOpen: Story = {
  render: (args) => <ToastDemo {...args} actions={[suspendWithUndo(shortDuration)]} />,
  play: async ({ canvas }) => {
    const item = await showUndoToast(canvas);
    await userEvent.hover(within(item).getByRole('button', { name: 'Undo' }));
    await wait(shortDuration * 1.5);
    await expect(item).toBeVisible();

    await userEvent.unhover(item);
    const leftAt = performance.now();
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 4000 });
    // It ran on from where it stopped, rather than closing the moment the pointer left.
    await expect(performance.now() - leftAt).toBeGreaterThanOrEqual(100);
    await expect(undo).not.toHaveBeenCalled();
  },
};

/** Focus on a toast's button holds it past its duration; once focus goes back to the page, it closes. */
export const FocusKeepsOpen: Story = {
  render: (args) => <ToastDemo {...args} actions={[suspendWithUndo(shortDuration)]} />,
  play: async ({ canvas }) => {
    const item = await showUndoToast(canvas);
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await wait(shortDuration * 1.5);
    await expect(item).toBeVisible();

    canvas.getByRole('button', { name: 'Suspend Ann Lee' }).focus();
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(undo).not.toHaveBeenCalled();
  },
};
