import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Avatar } from '../Avatar';
import { Box } from '../Box';
import { Badge } from '../Badge';
import { Heading, type HeadingLevel } from '../Heading';
import { IconButton } from '../IconButton';
import { ChevronLeft, Send } from '../private/icons';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ChatPanel.css';
import {
  filterFriendsByName,
  lastMessages,
  messageToSend,
  unreadMessagesText,
  type ChatFriend,
  type ChatMessage,
} from './chatLogic';

export { chatSenders, type ChatFriend, type ChatMessage, type ChatSender } from './chatLogic';

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

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const defaultFormatTime = (date: Date) => timeFormat.format(date);

// Whether an element takes up space on the page; false once a narrow panel has hidden its pane.
const isShown = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;

export type ChatPanelProps = {
  /** Everyone the user can chat with, in the order the list shows them. */
  friends: readonly ChatFriend[];
  /** The messages the panel starts with, when it keeps them itself (a local, serverless chat). */
  defaultMessages?: readonly ChatMessage[];
  /** All messages, when the caller keeps them; the caller must then add sent ones from `onSend`. */
  messages?: readonly ChatMessage[];
  /** Called with each message the user sends: trimmed, never empty. */
  onSend?: (message: ChatMessage) => void;
  /** The open conversation's friend id (null for none), when the caller keeps it. */
  selectedFriendId?: string | null;
  /** The conversation open at first, when the panel keeps the choice itself. */
  defaultSelectedFriendId?: string | null;
  /** Called with the friend chosen in the list, or null on going back to the list. */
  onSelectedFriendChange?: (friendId: string | null) => void;
  /** Formats the time of a message the user sends. */
  formatTime?: (date: Date) => string;
  /** Outline level of the panel's headings (the friends list and the conversation's name). */
  headingLevel?: HeadingLevel;
  /** Replacements for the panel's own words. */
  labels?: Partial<ChatPanelLabels>;
  /** Extra class names for the outer element. */
  className?: string;
};

/**
 * A chat between the user and their friends: a filterable friends list with unread badges and the
 * latest message, the open conversation as a live log, and a composer that sends on Enter.
 */
export function ChatPanel({
  friends,
  defaultMessages = [],
  messages: messagesProp,
  onSend,
  selectedFriendId: selectedProp,
  defaultSelectedFriendId = null,
  onSelectedFriendChange,
  formatTime = defaultFormatTime,
  headingLevel = 2,
  labels: labelsProp,
  className,
}: ChatPanelProps) {
  const labels = { ...chatPanelDefaultLabels, ...labelsProp };
  const baseId = useId();

  if (import.meta.env.DEV) {
    const ids = new Set<string>();
    for (const friend of friends) {
      if (ids.has(friend.id)) throw new Error(`ChatPanel: friend id '${friend.id}' is used twice; ids must be unique.`);
      ids.add(friend.id);
    }
  }

  const [ownMessages, setOwnMessages] = useState<readonly ChatMessage[]>(defaultMessages);
  const messages = messagesProp ?? ownMessages;

  const [ownSelected, setOwnSelected] = useState<string | null>(defaultSelectedFriendId);
  const selectedId = selectedProp === undefined ? ownSelected : selectedProp;
  const selected = friends.find((friend) => friend.id === selectedId);

  const [query, setQuery] = useState('');
  const visibleFriends = useMemo(() => filterFriendsByName(friends, query), [friends, query]);

  // Opening a conversation reads it: its badge stays gone after switching to someone else.
  // Updated while rendering (not in an effect) so the badge never shows for a frame after opening.
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  if (selectedId !== null && !readIds.has(selectedId)) setReadIds(new Set(readIds).add(selectedId));

  const latest = useMemo(() => lastMessages(messages), [messages]);
  const conversation = useMemo(
    () => (selectedId === null ? [] : messages.filter((message) => message.friendId === selectedId)),
    [messages, selectedId],
  );

  // A draft per conversation, so switching friends neither loses nor moves what was typed.
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const draft = selectedId === null ? '' : (drafts[selectedId] ?? '');

  const friendButtons = useRef(new Map<string, HTMLButtonElement>());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const sentCount = useRef(0);
  // Where focus should go after the next render: set by choices that hide the element in focus.
  const pendingFocus = useRef<'title' | { friendId: string } | null>(null);

  const select = (friendId: string | null) => {
    if (selectedProp === undefined) setOwnSelected(friendId);
    onSelectedFriendChange?.(friendId);
  };

  const chooseFriend = (friendId: string) => {
    pendingFocus.current = 'title';
    select(friendId);
  };

  const goBack = () => {
    if (selectedId !== null) pendingFocus.current = { friendId: selectedId };
    select(null);
  };

  // On a narrow panel the list and the conversation replace each other, which would drop focus on
  // <body>; it goes to the conversation's name, or back to the friend it came from.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'title') {
      const button = selectedId === null ? undefined : friendButtons.current.get(selectedId);
      if (!isShown(button)) titleRef.current?.focus();
    } else if (target) {
      friendButtons.current.get(target.friendId)?.focus();
    }
  }, [selectedId]);

  // Newest messages are at the bottom: keep them in view when a conversation opens, when the user
  // sends one, and while the log resizes (text rewrapping, late styles, a rotated phone) as long as
  // the user was at the bottom before it did, so reading older messages is not interrupted. Scroll
  // events cannot tell this: the one our own scrolling fires may arrive after the content has grown.
  const logSize = useRef({ scrollHeight: 0, clientHeight: 0 });
  const pinToBottom = useRef(false);
  // The log is keyed by friend, so this runs for each conversation opened.
  const logRef = useCallback((log: HTMLDivElement | null) => {
    if (!log) return;
    const scrollToBottom = () => {
      log.scrollTop = log.scrollHeight;
      logSize.current = { scrollHeight: log.scrollHeight, clientHeight: log.clientHeight };
    };
    scrollToBottom();
    const content = log.firstElementChild;
    if (typeof ResizeObserver === 'undefined' || !content) return;
    const observer = new ResizeObserver(() => {
      const before = logSize.current;
      const wasAtBottom = log.scrollTop + before.clientHeight >= before.scrollHeight - 2;
      if (wasAtBottom || pinToBottom.current) scrollToBottom();
      else logSize.current = { scrollHeight: log.scrollHeight, clientHeight: log.clientHeight };
      pinToBottom.current = false;
    });
    observer.observe(log);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const setDraft = (text: string) => {
    if (selectedId === null) return;
    setDrafts((previous) => ({ ...previous, [selectedId]: text }));
  };

  const send = () => {
    const text = messageToSend(draft);
    if (text === undefined || !selected) return;
    const now = new Date();
    sentCount.current += 1;
    const message: ChatMessage = {
      id: `${baseId}sent-${sentCount.current}`,
      friendId: selected.id,
      from: 'me',
      text,
      time: formatTime(now),
      dateTime: now.toISOString(),
    };
    pinToBottom.current = true;
    if (messagesProp === undefined) setOwnMessages((previous) => [...previous, message]);
    onSend?.(message);
    setDraft('');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
    // After pressing Send the user goes on typing where they were.
    composerRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a new line; Enter while an input method is composing picks a candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const friendsHeadingId = `${baseId}friends`;
  const titleId = `${baseId}title`;

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.layout}>
        <section
          aria-labelledby={friendsHeadingId}
          className={styles.friendsPane}
          data-visible={selected ? undefined : ''}
        >
          <div className={styles.friendsHeader}>
            <Heading level={headingLevel} size="small" id={friendsHeadingId}>
              {labels.friends}
            </Heading>
            <TextField
              type="search"
              label={labels.search}
              value={query}
              autoComplete="off"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
            />
          </div>
          <p role="status" className={styles.listStatus}>
            {visibleFriends.length === 0 ? labels.noFriendsFound : ''}
          </p>
          {visibleFriends.length > 0 ? (
            // Safari drops list semantics once list-style is removed; the explicit role keeps them.
            <Box as="ul" role="list" className={styles.friendList}>
              {visibleFriends.map((friend) => {
                const last = latest.get(friend.id);
                const preview = last
                  ? last.from === 'me'
                    ? `${labels.you}: ${last.text}`
                    : last.text
                  : friend.lastMessage;
                const time = last ? last.time : friend.lastMessageTime;
                const unread = readIds.has(friend.id) || friend.id === selectedId ? 0 : (friend.unreadCount ?? 0);
                return (
                  <li key={friend.id}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) friendButtons.current.set(friend.id, element);
                        else friendButtons.current.delete(friend.id);
                      }}
                      className={cx(styles.friend, focusRing)}
                      aria-current={friend.id === selectedId ? 'true' : undefined}
                      onClick={() => chooseFriend(friend.id)}
                    >
                      <Avatar src={friend.avatarSrc} name={friend.name} decorative size="small" className={styles.friendAvatar} />
                      {/* Named by all it shows (WCAG 2.5.3), in reading order: who, what they said,
                          when, and how much is unread; the grid places them for the eye. */}
                      <span className={styles.friendName}>{friend.name}</span>
                      {preview ? <span className={styles.friendPreview}>{preview}</span> : null}
                      {time ? <span className={styles.friendTime}>{time}</span> : null}
                      {unread > 0 ? (
                        <span className={styles.friendBadge}>
                          {/* The digit alone means nothing when read out; the hidden text says what it counts. */}
                          <Badge tone="accent" aria-hidden="true">
                            {unread}
                          </Badge>
                          <VisuallyHidden>{labels.unreadMessages(unread)}</VisuallyHidden>
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </Box>
          ) : null}
        </section>

        <section
          // Named (and so a region landmark) only while it holds a conversation.
          aria-labelledby={selected ? titleId : undefined}
          className={styles.conversationPane}
          data-visible={selected ? '' : undefined}
        >
          {selected ? (
            <>
              <div className={styles.conversationHeader}>
                <div className={styles.backButtonSlot}>
                  <IconButton label={labels.back} icon={<ChevronLeft />} onClick={goBack} />
                </div>
                <Avatar src={selected.avatarSrc} name={selected.name} decorative size="small" />
                <Heading
                  ref={titleRef}
                  level={headingLevel}
                  size="small"
                  id={titleId}
                  tabIndex={-1}
                  className={styles.conversationTitle}
                >
                  {selected.name}
                </Heading>
              </div>
              {/* Keyed by friend so opening another conversation mounts a fresh log: a live region
                  announces what is added to it, and a whole conversation swapped in is not news. */}
              <div
                key={selected.id}
                ref={logRef}
                role="log"
                aria-live="polite"
                aria-label={labels.conversationWith(selected.name)}
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
                tabIndex={0}
                className={cx(styles.log, focusRing)}
              >
                {/* One child that always exists, whose growth the log's resize observer watches. */}
                <div>
                  {conversation.length > 0 ? (
                    // Safari drops list semantics once list-style is removed; the explicit role keeps them.
                    <Box as="ol" role="list" className={styles.messageList}>
                      {conversation.map((message) => (
                        <li key={message.id} className={styles.message} data-from={message.from}>
                          <span className={styles.messageMeta}>
                            <span className={styles.messageSender}>
                              {message.from === 'me' ? labels.you : selected.name}
                            </span>
                            <time dateTime={message.dateTime}>{message.time}</time>
                          </span>
                          <p className={styles.bubble} data-from={message.from}>
                            {message.text}
                          </p>
                        </li>
                      ))}
                    </Box>
                  ) : (
                    <p className={styles.emptyText}>{labels.noMessages}</p>
                  )}
                </div>
              </div>
              <form className={styles.composer} onSubmit={handleSubmit}>
                <TextArea
                  ref={composerRef}
                  label={labels.message}
                  rows={2}
                  value={draft}
                  onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setDraft(event.target.value)}
                  onKeyDown={handleKeyDown}
                  className={styles.composerField}
                />
                <IconButton type="submit" variant="primary" label={labels.send} icon={<Send />} />
              </form>
            </>
          ) : (
            <p className={styles.emptyText}>{labels.selectFriend}</p>
          )}
        </section>
      </div>
    </div>
  );
}
ChatPanel.displayName = 'ChatPanel';
