import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useControllable } from '../private/useControllable';
import { filterFriendsByName, lastMessages, messageToSend, type ChatFriend, type ChatMessage } from './chatLogic';

export type UseChatPanelOptions = {
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
};

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const defaultFormatTime = (date: Date) => timeFormat.format(date);
const noMessages: readonly ChatMessage[] = [];

// Whether an element takes up space on the page; false once a narrow panel has hidden its pane.
const isShown = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;

/**
 * The chat panel's state: the messages and the open conversation (each the caller's or the panel's),
 * the name filter, what has been read, a draft per conversation, and where focus and the log's
 * scroll position go as conversations open and messages arrive.
 */
export function useChatPanel({
  friends,
  defaultMessages = noMessages,
  messages: messagesProp,
  onSend,
  selectedFriendId,
  defaultSelectedFriendId = null,
  onSelectedFriendChange,
  formatTime = defaultFormatTime,
}: UseChatPanelOptions) {
  const baseId = useId();

  if (import.meta.env.DEV) {
    const ids = new Set<string>();
    for (const friend of friends) {
      if (ids.has(friend.id)) throw new Error(`ChatPanel: friend id '${friend.id}' is used twice; ids must be unique.`);
      ids.add(friend.id);
    }
  }

  // Sent messages are reported through onSend, not as a new list, so there is no change callback.
  const [messages, setMessages] = useControllable(messagesProp, defaultMessages, undefined);
  const [selectedId, select] = useControllable<string | null>(selectedFriendId, defaultSelectedFriendId, onSelectedFriendChange);
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

  const friendButtonRef = useCallback((friendId: string, element: HTMLButtonElement | null) => {
    if (element) friendButtons.current.set(friendId, element);
    else friendButtons.current.delete(friendId);
  }, []);

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
    setMessages([...messages, message]);
    onSend?.(message);
    setDraft('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
    // After pressing Send the user goes on typing where they were.
    composerRef.current?.focus();
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a new line; Enter while an input method is composing picks a candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return {
    baseId,
    selectedId,
    selected,
    query,
    setQuery,
    visibleFriends,
    readIds,
    latest,
    conversation,
    draft,
    setDraft,
    chooseFriend,
    goBack,
    submit,
    sendOnEnter,
    friendButtonRef,
    titleRef,
    composerRef,
    logRef,
  };
}
