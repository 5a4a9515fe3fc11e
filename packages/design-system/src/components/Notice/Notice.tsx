import { forwardRef, useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { createIcon } from '../private/createIcon';
import { isEmptyContent } from '../Text/plainText';
import * as styles from './Notice.css';

export const noticeTones = ['info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];

/**
 * How assistive technology meets the notice: `status` says a change politely, `alert` interrupts, and
 * `region` makes it a landmark to find again, named by its title or `label`.
 */
export const noticeRoles = ['status', 'alert', 'region'] as const;
export type NoticeRole = (typeof noticeRoles)[number];

// A letter i in a circle for information, a triangle with an exclamation mark for a warning: the shape
// tells the tone apart for readers who cannot tell the tints apart.
const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11 V16.5" />
    <circle cx="12" cy="7.75" r="1" fill="currentColor" stroke="none" />
  </>,
);

const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M12 3.5 L21.5 20 H2.5 Z" />
    <path d="M12 9.5 V14" />
    <circle cx="12" cy="16.75" r="1" fill="currentColor" stroke="none" />
  </>,
);

const toneIcons = { info: InfoIcon, warning: WarningIcon } satisfies Record<NoticeTone, unknown>;

export type NoticeProps = {
  /** What kind of news it is: `info` (a change scheduled, a draft to restore) or `warning` (a save that conflicts). */
  tone?: NoticeTone;
  /** A short line in bold before the message; it names a `region`. */
  title?: string;
  /** The message, such as 'Scheduled for 1 April 2026 at 00:00.' */
  children: ReactNode;
  /** The app's buttons for it, such as Cancel, or Restore and Discard. */
  actions?: ReactNode;
  /** How assistive technology meets it; see noticeRoles. */
  role?: NoticeRole;
  /** The accessible name, for a `region` without a title (or to name it otherwise). */
  label?: string;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * A tinted, bordered box with an icon, a message and the app's buttons for it: a change scheduled
 * with Cancel, a draft to restore or discard, a save that crossed another's.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', title, children, actions, role = 'status', label, className },
  ref,
) {
  const titleId = useId();
  const hasTitle = Boolean(title?.trim());
  if (import.meta.env.DEV) {
    if (isEmptyContent(children)) throw new Error('Notice: children must be the message.');
    if (role === 'region' && !hasTitle && !label?.trim()) {
      throw new Error('Notice: a `region` needs a name; give it a `title` or a `label`.');
    }
  }
  const Icon = toneIcons[tone];
  const region = role === 'region';
  const name = label ? { 'aria-label': label } : hasTitle ? { 'aria-labelledby': titleId } : {};
  return (
    <div
      ref={ref}
      role={region ? 'region' : undefined}
      {...(region ? name : {})}
      data-tone={tone}
      className={cx(styles.notice({ tone }), className)}
    >
      {/* Only the words are live: a live region that also held the buttons would read them out too. */}
      <div role={region ? undefined : role} {...(region ? {} : name)} className={styles.content}>
        <Icon className={styles.icon} />
        <div className={styles.words}>
          {hasTitle ? (
            <p id={titleId} className={styles.title}>
              {title}
            </p>
          ) : null}
          <div>{children}</div>
        </div>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
});
Notice.displayName = 'Notice';
