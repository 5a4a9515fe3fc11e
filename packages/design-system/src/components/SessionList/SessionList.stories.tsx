import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../Heading';
import { radios } from '../private/stories/controls';
import { expectClosedWithFocusOn, findOpenDialog } from '../private/stories/dialogs';
import { SessionList, type SessionListItem, type SessionListProps } from './SessionList';
import { usageDocs } from '../private/stories/usage';

// What the app passes: latest active first, with the times already written out in the reader's words.
// The current session comes second here, to show it is moved to the top.
const safari: SessionListItem = {
  id: 'b7',
  browser: 'Safari 17',
  system: 'iOS 17',
  ip: '198.51.100.7',
  signedIn: '2 March 2026 at 18:40',
  lastActive: 'yesterday at 21:02',
  current: false,
};
const firefox: SessionListItem = {
  id: 'a1',
  browser: 'Firefox 128',
  system: 'Windows 11',
  ip: '203.0.113.24',
  signedIn: '12 March 2026 at 09:14',
  lastActive: 'just now',
  current: true,
};
const chrome: SessionListItem = {
  id: 3,
  browser: 'Chrome 124',
  system: 'macOS 14',
  ip: '2001:db8:85a3::8a2e:370:7334',
  signedIn: '1 March 2026 at 08:05',
  lastActive: '5 March 2026 at 11:30',
  current: false,
};
const sessions = [safari, firefox, chrome];

const safariSignOut = 'Sign out Safari 17 on iOS 17, last active yesterday at 21:02';
const chromeSignOut = 'Sign out Chrome 124 on macOS 14, last active 5 March 2026 at 11:30';
const othersText = 'Every other browser signed in as you will be sent to the login page.';

/** The list as a page keeps it: a session signed out leaves it once the call has answered. */
function Harness(args: SessionListProps) {
  const [items, setItems] = useState(args.sessions);
  return (
    <SessionList
      {...args}
      sessions={items}
      onRevoke={async (id) => {
        await args.onRevoke(id);
        setItems((current) => current.filter((session) => session.id !== id));
      }}
      onRevokeOthers={async () => {
        await args.onRevokeOthers();
        setItems((current) => current.filter((session) => session.current));
      }}
    />
  );
}

const meta = {
  title: 'Security/SessionList',
  component: SessionList,
  args: {
    sessions,
    onRevoke: fn(),
    onRevokeOthers: fn(),
    revokingId: null,
    revokingOthers: false,
    loading: false,
    error: '',
    heading: 'Sessions',
    headingLevel: 2,
  },
  argTypes: {
    ...radios({ headingLevel: headingLevels }),
    sessions: { control: 'object' },
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Every browser a staff member is signed in with, so they can sign out a session they do not recognise, or all the others at once.',
        use: ["For the sessions of the person looking: the one they are using is marked 'This session', shown first, and has no Sign out button.", "The app passes the texts written out ('12 March 2026 at 09:14', 'just now'), sets `revokingId`, `revokingOthers` and `error` while it works, and drops a session from `sessions` once it is signed out."],
        avoid: ['For passkeys: use `PasskeyList`.', 'To sign out of the current session: that is the log-out button, not this list.'],
        accessibility: ["A section named by its heading. Each Sign out button starts with its visible words and goes on to say which session ('Sign out Firefox 128 on Windows 11, last active yesterday at 21:02').", "'Sign out all other sessions' asks first, with the confirm button focused; Escape or Cancel gives focus back. A single Sign out does not ask.", 'When the button pressed leaves the list with its session, focus goes to the heading.'],
        do: '`revokingId={pendingId}` while the sign-out request runs, then leave that session out of `sessions` once it has succeeded.',
        dont: "The raw user-agent string as `browser`: the title reads 'browser on system', so give short names ('Firefox 128', 'Windows 11').",
      }) } } },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The list's parts, by role and name. */
function partsOf(canvas: Canvas) {
  return {
    heading: () => canvas.getByRole('heading', { level: 2, name: 'Sessions' }),
    items: () => within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem'),
    signOut: (name: string) => canvas.getByRole('button', { name }),
    signOutButtons: () => canvas.queryAllByRole('button', { name: /^Sign out .+, last active / }),
    others: () => canvas.queryByRole('button', { name: 'Sign out all other sessions' }),
  };
}

/**
 * The current session first and marked, every other with its own Sign out button named for it;
 * signing one out takes it off the list and leaves focus on the heading.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('region', { name: 'Sessions' })).toBeVisible();
    const [first, second, third] = parts.items();
    const inFirst = within(first!);
    await expect(inFirst.getByText('Firefox 128 on Windows 11')).toBeVisible();
    await expect(inFirst.getByText('This session')).toBeVisible();
    await expect(inFirst.getByText('IP address 203.0.113.24')).toBeVisible();
    await expect(inFirst.getByText('Signed in 12 March 2026 at 09:14')).toBeVisible();
    await expect(inFirst.getByText('Last active just now')).toBeVisible();
    // The current session cannot be signed out from here: that is what logging out does.
    await expect(inFirst.queryByRole('button')).not.toBeInTheDocument();
    await expect(within(second!).getByText('Safari 17 on iOS 17')).toBeVisible();
    await expect(within(second!).queryByText('This session')).not.toBeInTheDocument();
    await expect(within(third!).getByText('IP address 2001:db8:85a3::8a2e:370:7334')).toBeVisible();
    await expect(parts.signOutButtons()).toHaveLength(2);
    await expect(parts.signOut(safariSignOut)).toHaveTextContent(/^Sign out/);

    await userEvent.click(parts.signOut(safariSignOut));
    await expect(args.onRevoke).toHaveBeenCalledTimes(1);
    await expect(args.onRevoke).toHaveBeenCalledWith('b7');
    await waitFor(() => expect(parts.items()).toHaveLength(2));
    await waitFor(() => expect(parts.heading()).toHaveFocus());
    await expect(args.onRevokeOthers).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  render: (args) => <SessionList {...args} />,
};

/**
 * Keyboard only: Tab reaches each Sign out button and then the one for all others; Enter asks first,
 * the confirm button has focus (signing in again undoes it), and Enter signs the others out.
 */
export const SignOutOthers: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await userEvent.tab();
    await expect(parts.signOut(safariSignOut)).toHaveFocus();
    await userEvent.tab();
    await expect(parts.signOut(chromeSignOut)).toHaveFocus();
    await userEvent.tab();
    await expect(parts.others()).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await findOpenDialog('Sign out all other sessions?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(othersText);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign out others' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    await expect(args.onRevokeOthers).toHaveBeenCalledTimes(1);
    await expect(args.onRevokeOthers).toHaveBeenCalledWith();
    await waitFor(() => expect(parts.items()).toHaveLength(1));
    await expect(parts.others()).not.toBeInTheDocument();
    await waitFor(() => expect(parts.heading()).toHaveFocus());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Declined: Cancel (or Escape) closes the question, focus goes back to the button and nobody is signed out. */
export const CancelSignOutOthers: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    const opener = parts.others()!;
    await userEvent.click(opener);
    let dialog = await findOpenDialog('Sign out all other sessions?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosedWithFocusOn(opener, 'alertdialog');

    await userEvent.keyboard('{Enter}');
    dialog = await findOpenDialog('Sign out all other sessions?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onRevokeOthers).not.toHaveBeenCalled();
    await expect(parts.items()).toHaveLength(3);
  },
};

/** Signed in only here: nothing to sign out, so no buttons at all. */
export const OneSession: Story = {
  args: { sessions: [firefox] },
  play: async ({ canvas }) => {
    const parts = partsOf(canvas);
    await expect(parts.items()).toHaveLength(1);
    await expect(canvas.getByText('This session')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Loading: a busy status named for what loads stands in for the list, and there is nothing to press yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading sessions' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A failed sign-out: the message is an alert, and the session stays on the list. */
export const WithError: Story = {
  args: {
    error: 'That session could not be signed out. Try again.',
    // An implementation given to fn() survives the reset of the spies before each story; mockRejectedValue would not.
    onRevoke: fn(async () => {
      throw new Error('Network error');
    }),
  },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('That session could not be signed out. Try again.');
    await userEvent.click(parts.signOut(chromeSignOut));
    await expect(args.onRevoke).toHaveBeenCalledWith(3);
    await expect(parts.items()).toHaveLength(3);
    await expect(parts.signOut(chromeSignOut)).toBeVisible();
  },
};

/** Signing out under way: the buttons keep their names, say they are busy and ignore presses. */
export const Busy: Story = {
  args: { revokingId: 3, revokingOthers: true },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    const chromeButton = parts.signOut(chromeSignOut);
    await expect(chromeButton).toHaveAttribute('aria-busy', 'true');
    await expect(chromeButton).toHaveTextContent('Signing out…');
    await userEvent.click(chromeButton);
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await expect(parts.signOut(safariSignOut)).not.toHaveAttribute('aria-busy');

    const others = parts.others()!;
    await expect(others).toHaveAttribute('aria-busy', 'true');
    others.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onRevokeOthers).not.toHaveBeenCalled();
  },
};

/** No sessions at all (the list asked for before any sign-in): a sentence, no list and no buttons. */
export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
