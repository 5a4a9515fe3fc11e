import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Heading';
import { ChatConversation } from './ChatConversation';
import { ChatFriendList } from './ChatFriendList';
import * as styles from './ChatPanel.css';
import { chatPanelDefaultLabels, type ChatPanelLabels } from './chatPanelLabels';
import { useChatPanel, type UseChatPanelOptions } from './useChatPanel';

export { chatSenders, type ChatFriend, type ChatMessage, type ChatSender } from './chatLogic';
export { chatPanelDefaultLabels, type ChatPanelLabels } from './chatPanelLabels';

/** The friends, messages and open conversation (each the caller's or the panel's) are useChatPanel's. */
export type ChatPanelProps = UseChatPanelOptions & {
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
export function ChatPanel({ headingLevel = 2, labels: labelsProp, className, ...options }: ChatPanelProps) {
  const labels = { ...chatPanelDefaultLabels, ...labelsProp };
  const { baseId, selected, titleRef, composerRef, logRef, friendButtonRef, ...chat } = useChatPanel(options);
  const titleId = `${baseId}title`;

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.layout}>
        <ChatFriendList
          headingId={`${baseId}friends`}
          headingLevel={headingLevel}
          labels={labels}
          visible={!selected}
          query={chat.query}
          onQueryChange={chat.setQuery}
          friends={chat.visibleFriends}
          latest={chat.latest}
          readIds={chat.readIds}
          selectedId={chat.selectedId}
          onChoose={chat.chooseFriend}
          friendButtonRef={friendButtonRef}
        />

        <section
          // Named (and so a region landmark) only while it holds a conversation.
          aria-labelledby={selected ? titleId : undefined}
          className={styles.conversationPane}
          data-visible={selected ? '' : undefined}
        >
          {selected ? (
            <ChatConversation
              friend={selected}
              messages={chat.conversation}
              titleId={titleId}
              headingLevel={headingLevel}
              labels={labels}
              draft={chat.draft}
              onDraftChange={chat.setDraft}
              onSubmit={chat.submit}
              onComposerKeyDown={chat.sendOnEnter}
              onBack={chat.goBack}
              titleRef={titleRef}
              composerRef={composerRef}
              logRef={logRef}
            />
          ) : (
            <p className={styles.emptyText}>{labels.selectFriend}</p>
          )}
        </section>
      </div>
    </div>
  );
}
ChatPanel.displayName = 'ChatPanel';
