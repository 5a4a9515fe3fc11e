import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../Heading';
import { ChatPanel, type ChatMessage } from './ChatPanel';
import { longConversation, storyFriends, storyMessages } from './ChatPanel.storyData';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Chat/ChatPanel',
  component: ChatPanel,
  args: {
    friends: storyFriends,
    defaultMessages: storyMessages,
    onSend: fn(),
    onSelectedFriendChange: fn(),
    // A fixed clock, so sent messages and screenshots read the same on every run.
    formatTime: () => '10:45 AM',
  },
  argTypes: {
    ...radios({ headingLevel: headingLevels }),
    friends: { control: false },
    defaultMessages: { control: false },
    messages: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A chat between the signed-in user and their friends: a friends list with a name filter, unread badges and the latest message, the open conversation, and a composer.',
        use: ['`defaultMessages` for a chat the panel keeps itself; `messages` with `onSend` when the app keeps them (on a server) and adds each sent message.', "`selectedFriendId` with `onSelectedFriendChange` to tie the open conversation to the route; `headingLevel` to fit the page's outline."],
        avoid: ['For a message to an account holder about a suspension or a deletion: use the notice in `ModerationDialog`.'],
        accessibility: ["Each friend is a button named by what it shows: the name, the latest message, its time and the unread count in words ('3 unread messages'). The open one has `aria-current`.", "The conversation is a log named 'Messages with …' that announces new messages politely and takes focus so the keyboard can scroll it. Enter sends; Shift+Enter starts a new line.", "On a narrow panel the list and the conversation take turns: focus moves to the conversation's heading when it opens, and Back to friends returns it to that friend."],
        do: '`<ChatPanel friends={friends} messages={messages} onSend={(message) => setMessages((all) => [...all, message])} />`',
        dont: '`messages` with no `onSend` that adds to them: a controlled panel does not keep what was sent, so the message disappears.',
      }) } } },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const messagesIn = (log: HTMLElement) => within(log).queryAllByRole('listitem');

export const Default: Story = {
  args: { defaultSelectedFriendId: 'sofia' },
  play: async ({ canvas }) => {
    const friends = canvas.getByRole('region', { name: 'Friends' });
    await expect(within(friends).getAllByRole('button')).toHaveLength(storyFriends.length);
    // Each friend is a button named by what it shows: name, latest message and its time.
    const sofia = within(friends).getByRole('button', { name: 'Sofía Ramírez Thanks! The gel set came out perfect. 4:20 PM' });
    await expect(sofia).toHaveAttribute('aria-current', 'true');
    await expect(within(friends).getByRole('button', { name: 'Daniel Okafor' })).not.toHaveAttribute('aria-current');

    const conversation = canvas.getByRole('region', { name: 'Sofía Ramírez' });
    await expect(within(conversation).getByRole('heading', { level: 2, name: 'Sofía Ramírez' })).toBeVisible();
    const log = within(conversation).getByRole('log', { name: 'Messages with Sofía Ramírez' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const [mine, theirs] = messagesIn(log);
    // Every message says who sent it and when: 'You' for the user's own.
    await expect(within(mine!).getByText('You')).toBeVisible();
    await expect(within(mine!).getByText('4:05 PM')).toBeVisible();
    await expect(within(mine!).getByText('How did the new nail tech work out?')).toBeVisible();
    await expect(within(theirs!).getByText('Sofía Ramírez')).toBeVisible();
    await expect(within(theirs!).getByText('4:20 PM')).toBeVisible();
    await expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(within(conversation).getByRole('button', { name: 'Send' })).toBeVisible();
    // Both panes fit side by side, so there is nothing to go back to.
    await expect(canvas.queryByRole('button', { name: 'Back to friends' })).toBeNull();
  },
};

export const Playground: Story = {
  args: { defaultSelectedFriendId: 'jasmine', headingLevel: 2 },
};

export const UnreadBadges: Story = {
  play: async ({ canvas }) => {
    // The count is part of the button's name, in words; the digit alone is only drawn.
    await expect(
      canvas.getByRole('button', { name: 'Jasmine Carter Can we move my 3pm balayage to 4? 10:42 AM 3 unread messages' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Marcus Bennett .* 1 unread message$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sofía Ramírez/ })).not.toHaveAccessibleName(/unread/);
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Select a friend to start chatting.')).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const SelectFriend: Story = {
  play: async ({ args, canvas }) => {
    const jasmine = canvas.getByRole('button', { name: /^Jasmine Carter .* 3 unread messages$/ });
    await userEvent.click(jasmine);
    await expect(args.onSelectedFriendChange).toHaveBeenCalledWith('jasmine');
    await expect(jasmine).toHaveAttribute('aria-current', 'true');
    // Opening the conversation reads it.
    await expect(jasmine).toHaveAccessibleName('Jasmine Carter Can we move my 3pm balayage to 4? 10:42 AM');
    await expect(canvas.queryByText('3')).toBeNull();
    const log = canvas.getByRole('log', { name: 'Messages with Jasmine Carter' });
    await expect(messagesIn(log)).toHaveLength(4);
    await expect(within(log).getByText('Can we move my 3pm balayage to 4?')).toBeVisible();
    // On a wide panel the list stays, and so does focus.
    await expect(jasmine).toHaveFocus();

    // Keyboard: Tab to the next friend and open it with Enter.
    await userEvent.tab();
    const marcus = canvas.getByRole('button', { name: /^Marcus Bennett .* 1 unread message$/ });
    await expect(marcus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(marcus).toHaveAttribute('aria-current', 'true');
    await expect(jasmine).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('log', { name: 'Messages with Marcus Bennett' })).toBeVisible();
    // Jasmine's badge stays gone once read.
    await expect(jasmine).not.toHaveAccessibleName(/unread/);
  },
};

export const FilterFriends: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search friends' });
    const friendButtons = () => within(canvas.getByRole('region', { name: 'Friends' })).queryAllByRole('button');

    await userEvent.type(search, 'mar');
    await expect(friendButtons()).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /^Marcus Bennett/ })).toBeVisible();

    // Accents and case do not matter.
    await userEvent.clear(search);
    await userEvent.type(search, 'SOFIA');
    await expect(friendButtons().map((button) => button.textContent)).toEqual([expect.stringContaining('Sofía Ramírez')]);

    await userEvent.clear(search);
    await userEvent.type(search, 'Priya');
    await expect(friendButtons()).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('No friends found');

    await userEvent.clear(search);
    await expect(friendButtons()).toHaveLength(storyFriends.length);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

const openComposer = async (canvas: Canvas) => {
  const composer = canvas.getByRole('textbox', { name: 'Message' });
  const log = canvas.getByRole('log');
  return { composer, log, count: messagesIn(log).length };
};

export const SendWithEnter: Story = {
  args: { defaultSelectedFriendId: 'jasmine' },
  play: async ({ args, canvas }) => {
    const { composer, log, count } = await openComposer(canvas);
    await userEvent.type(composer, '  No problem, 4pm works!  {Enter}');

    const items = messagesIn(log);
    await expect(items).toHaveLength(count + 1);
    const sent = items.at(-1)!;
    await expect(within(sent).getByText('You')).toBeVisible();
    await expect(within(sent).getByText('10:45 AM')).toBeVisible();
    // Trimmed before it is sent.
    await expect(within(sent).getByText('No problem, 4pm works!')).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ friendId: 'jasmine', from: 'me', text: 'No problem, 4pm works!', time: '10:45 AM' }),
    );
    await expect(composer).toHaveValue('');
    await expect(composer).toHaveFocus();
    // The friend's row now shows the latest message, the user's own.
    await expect(canvas.getByRole('button', { name: 'Jasmine Carter You: No problem, 4pm works! 10:45 AM' })).toBeVisible();
  },
};

export const ShiftEnterNewLine: Story = {
  args: { defaultSelectedFriendId: 'jasmine' },
  play: async ({ args, canvas }) => {
    const { composer, log, count } = await openComposer(canvas);
    await userEvent.type(composer, 'Colour: copper{Shift>}{Enter}{/Shift}Cut: long layers');
    await expect(composer).toHaveValue('Colour: copper\nCut: long layers');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(messagesIn(log)).toHaveLength(count);

    await userEvent.keyboard('{Enter}');
    await expect(messagesIn(log)).toHaveLength(count + 1);
    await expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ text: 'Colour: copper\nCut: long layers' }));
    // The line break is kept when the message is shown.
    const bubble = within(messagesIn(log).at(-1)!).getByText(/Colour: copper/);
    await expect(bubble.textContent).toBe('Colour: copper\nCut: long layers');
  },
};

export const WhitespaceNotSent: Story = {
  args: { defaultSelectedFriendId: 'jasmine' },
  play: async ({ args, canvas }) => {
    const { composer, log, count } = await openComposer(canvas);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(composer, '   {Enter}');
    await userEvent.type(composer, '{Shift>}{Enter}{Enter}{/Shift}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(messagesIn(log)).toHaveLength(count);
  },
};

export const SendButton: Story = {
  args: { defaultSelectedFriendId: 'marcus' },
  play: async ({ args, canvas }) => {
    const { composer, log, count } = await openComposer(canvas);
    const send = canvas.getByRole('button', { name: 'Send' });

    await userEvent.type(composer, 'Great, I will take it.');
    await userEvent.click(send);
    await expect(messagesIn(log)).toHaveLength(count + 1);
    await expect(within(log).getByText('Great, I will take it.')).toBeVisible();
    await expect(composer).toHaveValue('');
    // Focus goes back to the composer, ready for the next message.
    await expect(composer).toHaveFocus();

    // Keyboard: Tab to Send and press Space.
    await userEvent.type(composer, 'Booth rent is $120/wk, right?');
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(messagesIn(log)).toHaveLength(count + 2);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const NoMessagesYet: Story = {
  args: { defaultSelectedFriendId: 'daniel' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages with Daniel Okafor' });
    await expect(within(log).getByText('No messages yet.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Welcome to Chairside!{Enter}');
    await expect(within(log).queryByText('No messages yet.')).toBeNull();
    await expect(messagesIn(log)).toHaveLength(1);
  },
};

/** Drafts belong to their conversation: switching friends keeps each one. */
export const DraftsPerConversation: Story = {
  args: { defaultSelectedFriendId: 'jasmine' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Half-written reply');
    await userEvent.click(canvas.getByRole('button', { name: /^Marcus Bennett/ }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: /^Jasmine Carter/ }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Half-written reply');
  },
};

export const LongConversation: Story = {
  args: { defaultMessages: longConversation, defaultSelectedFriendId: 'jasmine' },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages with Jasmine Carter' });
    const atBottom = () => log.scrollTop + log.clientHeight >= log.scrollHeight - 1;

    // The newest message is in view when the conversation opens, and after each new one.
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(within(log).getByText('See you Saturday at 4 for the balayage!')).toBeVisible();
    // Reading older messages is not interrupted, but sending one brings the newest back into view.
    log.scrollTop = 0;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'One more thing: bring your kit.');
    await expect(log.scrollTop).toBe(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(atBottom()).toBe(true));
    // Scrollable by keyboard: the log itself takes focus.
    log.focus();
    await expect(log).toHaveFocus();
  },
};

/** The caller keeps the messages (for example on a server) and adds what `onSend` hands it. */
export const ControlledMessages: Story = {
  args: { defaultSelectedFriendId: 'keisha' },
  render: function ControlledMessages(args) {
    const [messages, setMessages] = useState<ChatMessage[]>(storyMessages);
    return (
      <ChatPanel
        {...args}
        messages={messages}
        onSend={(message) => {
          args.onSend?.(message);
          setMessages((previous) => [...previous, { ...message, id: `saved-${previous.length}` }]);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages with Keisha Thompson' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Yes, it is free from June.{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(messagesIn(log)).toHaveLength(2);
    await expect(within(log).getByText('Yes, it is free from June.')).toBeVisible();
  },
};

/** On a narrow screen the list and the conversation take turns, with a way back. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    // Only the list shows at first.
    await expect(canvas.getByText('Select a friend to start chatting.')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Jasmine Carter/ }));

    // The list gives way to the conversation, and focus moves to its name rather than being lost.
    await expect(canvas.queryByRole('region', { name: 'Friends' })).toBeNull();
    const title = canvas.getByRole('heading', { name: 'Jasmine Carter' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('log', { name: 'Messages with Jasmine Carter' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'On my way!{Enter}');
    await expect(canvas.getByText('On my way!')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back to friends' }));
    await expect(canvas.queryByRole('log')).toBeNull();
    const jasmine = canvas.getByRole('button', { name: 'Jasmine Carter You: On my way! 10:45 AM' });
    await waitFor(() => expect(jasmine).toHaveFocus());
  },
};
