import type { ChangeEvent, FormEvent, KeyboardEvent, Ref } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Avatar } from '../Avatar';
import { Box } from '../Box';
import { Heading, type HeadingLevel } from '../Heading';
import { IconButton } from '../IconButton';
import { ChevronLeft, Send } from '../private/icons';
import { TextArea } from '../TextArea';
import * as styles from './ChatPanel.css';
import type { ChatFriend, ChatMessage } from './chatLogic';
import type { ChatPanelLabels } from './chatPanelLabels';

export type ChatConversationProps = {
  /** The friend whose conversation is open. */
  friend: ChatFriend;
  /** The conversation's messages, oldest first. */
  messages: readonly ChatMessage[];
  /** The id of the conversation's heading, which names the pane. */
  titleId: string;
  headingLevel: HeadingLevel;
  labels: ChatPanelLabels;
  /** The text being written in this conversation. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** The composer's submit: sends the draft. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The composer's key handler: Enter sends. */
  onComposerKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Back to the list, on a narrow panel. */
  onBack: () => void;
  titleRef: Ref<HTMLHeadingElement>;
  composerRef: Ref<HTMLTextAreaElement>;
  /** Keeps the log scrolled to the newest message. */
  logRef: Ref<HTMLDivElement>;
};

/** The open conversation: who it is with, the messages as a live log, and the composer. */
export function ChatConversation({
  friend,
  messages,
  titleId,
  headingLevel,
  labels,
  draft,
  onDraftChange,
  onSubmit,
  onComposerKeyDown,
  onBack,
  titleRef,
  composerRef,
  logRef,
}: ChatConversationProps) {
  return (
    <>
      <div className={styles.conversationHeader}>
        <div className={styles.backButtonSlot}>
          <IconButton label={labels.back} icon={<ChevronLeft />} onClick={onBack} />
        </div>
        <Avatar src={friend.avatarSrc} name={friend.name} decorative size="small" />
        <Heading ref={titleRef} level={headingLevel} size="small" id={titleId} tabIndex={-1} className={styles.conversationTitle}>
          {friend.name}
        </Heading>
      </div>
      {/* Keyed by friend so opening another conversation mounts a fresh log: a live region
          announces what is added to it, and a whole conversation swapped in is not news. */}
      <div
        key={friend.id}
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={labels.conversationWith(friend.name)}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={0}
        className={cx(styles.log, focusRing)}
      >
        {/* One child that always exists, whose growth the log's resize observer watches. */}
        <div>
          {messages.length > 0 ? (
            // Safari drops list semantics once list-style is removed; the explicit role keeps them.
            <Box as="ol" role="list" className={styles.messageList}>
              {messages.map((message) => (
                <li key={message.id} className={styles.message} data-from={message.from}>
                  <span className={styles.messageMeta}>
                    <span className={styles.messageSender}>{message.from === 'me' ? labels.you : friend.name}</span>
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
      <form className={styles.composer} onSubmit={onSubmit}>
        <TextArea
          ref={composerRef}
          label={labels.message}
          rows={2}
          value={draft}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onDraftChange(event.target.value)}
          onKeyDown={onComposerKeyDown}
          className={styles.composerField}
        />
        <IconButton type="submit" variant="primary" label={labels.send} icon={<Send />} />
      </form>
    </>
  );
}
