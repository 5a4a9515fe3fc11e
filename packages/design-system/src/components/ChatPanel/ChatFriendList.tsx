import type { ChangeEvent } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { Heading, type HeadingLevel } from '../Heading';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ChatPanel.css';
import type { ChatFriend, ChatMessage } from './chatLogic';
import type { ChatPanelLabels } from './chatPanelLabels';

type FriendButtonProps = {
  friend: ChatFriend;
  /** The latest message of the conversation, when the panel holds one. */
  last: ChatMessage | undefined;
  /** How many unread messages the badge shows; none at 0. */
  unread: number;
  /** Whether this friend's conversation is the open one. */
  current: boolean;
  labels: ChatPanelLabels;
  onChoose: (friendId: string) => void;
  buttonRef: (friendId: string, element: HTMLButtonElement | null) => void;
};

/** A friend in the list: who, what was said last and when, and how much is unread. */
function FriendButton({ friend, last, unread, current, labels, onChoose, buttonRef }: FriendButtonProps) {
  const preview = last ? (last.from === 'me' ? `${labels.you}: ${last.text}` : last.text) : friend.lastMessage;
  const time = last ? last.time : friend.lastMessageTime;
  return (
    <li>
      <button
        type="button"
        ref={(element) => buttonRef(friend.id, element)}
        className={cx(styles.friend, focusRing)}
        aria-current={current ? 'true' : undefined}
        onClick={() => onChoose(friend.id)}
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
}

export type ChatFriendListProps = {
  /** The id of the list's heading, which names the section. */
  headingId: string;
  headingLevel: HeadingLevel;
  labels: ChatPanelLabels;
  /** Whether the pane shows on a narrow panel, where it takes turns with the conversation. */
  visible: boolean;
  /** The name filter's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The friends the filter lets through, in order. */
  friends: readonly ChatFriend[];
  /** The latest message of each conversation, by friend id. */
  latest: ReadonlyMap<string, ChatMessage>;
  /** The friends whose conversation has been opened, whose badges are gone. */
  readIds: ReadonlySet<string>;
  selectedId: string | null;
  onChoose: (friendId: string) => void;
  /** Keeps track of each friend's button, so focus can come back to it. */
  friendButtonRef: (friendId: string, element: HTMLButtonElement | null) => void;
};

/** The friends pane: its heading, the name filter, and the list of friends (or why it is empty). */
export function ChatFriendList({
  headingId,
  headingLevel,
  labels,
  visible,
  query,
  onQueryChange,
  friends,
  latest,
  readIds,
  selectedId,
  onChoose,
  friendButtonRef,
}: ChatFriendListProps) {
  return (
    <section aria-labelledby={headingId} className={styles.friendsPane} data-visible={visible ? '' : undefined}>
      <div className={styles.friendsHeader}>
        <Heading level={headingLevel} size="small" id={headingId}>
          {labels.friends}
        </Heading>
        <TextField
          type="search"
          label={labels.search}
          value={query}
          autoComplete="off"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value)}
        />
      </div>
      <p role="status" className={styles.listStatus}>
        {friends.length === 0 ? labels.noFriendsFound : ''}
      </p>
      {friends.length > 0 ? (
        // Safari drops list semantics once list-style is removed; the explicit role keeps them.
        <Box as="ul" role="list" className={styles.friendList}>
          {friends.map((friend) => (
            <FriendButton
              key={friend.id}
              friend={friend}
              last={latest.get(friend.id)}
              unread={readIds.has(friend.id) || friend.id === selectedId ? 0 : (friend.unreadCount ?? 0)}
              current={friend.id === selectedId}
              labels={labels}
              onChoose={onChoose}
              buttonRef={friendButtonRef}
            />
          ))}
        </Box>
      ) : null}
    </section>
  );
}
