/** Who wrote a message: the person using the panel, or the friend they are talking to. */
export const chatSenders = ['me', 'friend'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** A person in the friends list. */
export type ChatFriend = {
  /** Stable identifier; messages refer to it. */
  id: string;
  /** The name shown in the list and as the sender of their messages. */
  name: string;
  /** Photo URL; a placeholder is shown when missing. */
  avatarSrc?: string | null;
  /** Messages not yet read; shown as a badge until the conversation is opened. */
  unreadCount?: number;
  /** The latest message, shown under the name when the panel holds no messages for this friend. */
  lastMessage?: string;
  /** When the latest message was sent, already formatted for display ('9:41 AM', 'Yesterday'). */
  lastMessageTime?: string;
};

/** One message of a conversation. */
export type ChatMessage = {
  /** Stable identifier, unique across all conversations. */
  id: string;
  /** The friend whose conversation holds the message. */
  friendId: string;
  /** Who wrote it. */
  from: ChatSender;
  /** The text, which may span several lines. */
  text: string;
  /** When it was sent, formatted for display. */
  time: string;
  /** When it was sent, machine-readable (ISO 8601), for the <time> element. */
  dateTime?: string;
};

// Case and accents are ignored, so 'zoe' finds 'Zoë' and 'ANA' finds 'Ana'.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The friends whose name contains every word of the query, in their original order. */
export function filterFriendsByName<T extends Pick<ChatFriend, 'name'>>(friends: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...friends];
  return friends.filter((friend) => {
    const name = fold(friend.name);
    return words.every((word) => name.includes(word));
  });
}

/** What a screen reader hears for an unread badge: '1 unread message', '3 unread messages'. */
export function unreadMessagesText(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/**
 * What a composer's text becomes when sent: trimmed at both ends (inner line breaks kept), or
 * undefined when nothing but white space is left, which is never sent.
 */
export function messageToSend(draft: string): string | undefined {
  const text = draft.trim();
  return text === '' ? undefined : text;
}

/** The last message of each friend's conversation, keyed by friend id. */
export function lastMessages(messages: readonly ChatMessage[]): Map<string, ChatMessage> {
  const last = new Map<string, ChatMessage>();
  for (const message of messages) last.set(message.friendId, message);
  return last;
}
