import { unreadMessagesText } from './chatLogic';

/** The panel's own words; every one can be replaced, for another product or language. */
export type ChatPanelLabels = {
  /** Heading of the friends list. */
  friends: string;
  /** Label of the name filter. */
  search: string;
  /** Shown (and announced) when no friend's name matches the filter. */
  noFriendsFound: string;
  /** Label of the composer's text field. */
  message: string;
  /** Name of the send button. */
  send: string;
  /** Name of the button that goes back to the list on a narrow panel. */
  back: string;
  /** Sender name of the user's own messages. */
  you: string;
  /** Shown while no conversation is open. */
  selectFriend: string;
  /** Shown in a conversation that has no messages yet. */
  noMessages: string;
  /** Accessible name of the message log, given the friend's name. */
  conversationWith: (name: string) => string;
  /** What screen readers hear for an unread badge, given the count. */
  unreadMessages: (count: number) => string;
};

export const chatPanelDefaultLabels: ChatPanelLabels = {
  friends: 'Friends',
  search: 'Search friends',
  noFriendsFound: 'No friends found',
  message: 'Message',
  send: 'Send',
  back: 'Back to friends',
  you: 'You',
  selectFriend: 'Select a friend to start chatting.',
  noMessages: 'No messages yet.',
  conversationWith: (name) => `Messages with ${name}`,
  unreadMessages: unreadMessagesText,
};
