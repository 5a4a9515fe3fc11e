import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { createIcon } from '../private/createIcon';
import { isEmptyContent } from '../Text/plainText';
import { alert, icon, message as messageClass, root, title as titleClass } from './ErrorMessage.css';

export type ErrorMessageProps = {
  /** What went wrong, in the words of the SPEC: 'Failed to load feedback. Please try again later.' */
  children: ReactNode;
  /** A short lead-in shown in bold before the message. */
  title?: string;
  /** Called when the reader asks to try again; without it there is no retry button. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Extra class names, merged last. */
  className?: string;
};

// Sized by its class to one line of text, rather than 1em like the shared Alert icon it resembles.
const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5 V13" />
    <path d="M12 16.5 V16.6" />
  </>,
);

/**
 * An error in place of content that failed to load or an action that failed. The message is an
 * alert, so screen readers announce it as soon as it appears.
 */
export function ErrorMessage({ children, title, onRetry, retryLabel = 'Try again', className }: ErrorMessageProps) {
  if (import.meta.env.DEV && isEmptyContent(children)) {
    throw new Error('ErrorMessage: children must say what went wrong.');
  }
  return (
    <div className={cx(root, className)}>
      {/* Only the words are in the alert: a live region that also holds the button would read it out too. */}
      <div role="alert" className={alert}>
        <AlertIcon className={icon} />
        <div className={messageClass}>
          {title ? <span className={titleClass}>{title} </span> : null}
          {children}
        </div>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
ErrorMessage.displayName = 'ErrorMessage';
