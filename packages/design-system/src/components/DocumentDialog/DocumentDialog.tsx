import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { FormDialog } from '../private/FormDialog';
import * as styles from './DocumentDialog.css';

/** How an action's button looks: primary for the main one, danger for one that overwrites. */
export const documentDialogActionTones = ['primary', 'danger', 'secondary'] as const;
export type DocumentDialogActionTone = (typeof documentDialogActionTones)[number];

/** A button in the dialog's footer, before Close. */
export type DocumentDialogAction = {
  /** The button's text, such as 'Restore this revision'. */
  label: string;
  /** Called when the button is pressed; the dialog stays open until the app closes it. */
  onClick: () => void;
  /** While true the action is under way: the button spins and nothing closes the dialog. */
  busy?: boolean;
  /** Shown while busy, such as 'Restoring…'; the label stays the button's name. */
  busyText?: string;
  /** How the button looks. */
  tone?: DocumentDialogActionTone;
};

/** The design system's own words in the dialog; the title, details and actions come from the app. */
export const documentDialogTexts = {
  close: 'Close',
  loading: 'Loading the document',
} as const;

const texts = documentDialogTexts;

export type DocumentDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false on Close, Escape or a click outside; never while an action is busy. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, which names it: 'Revision 3'. */
  title: string;
  /** A line under the title, read as the dialog's description: 'Saved by Ada Lovelace on 12 March 2026 at 09:14 · 4,210 characters'. */
  meta?: string;
  /** While true the document is loading: skeleton lines in a busy status stand in for it. */
  loading?: boolean;
  /** What is loading, announced while `loading`. */
  loadingLabel?: string;
  /** Why the document could not be shown, as an alert in place of it. */
  error?: string | null;
  /** Called when the reader asks to try loading again; without it the error has no retry button. */
  onRetry?: () => void;
  /** The document: a SafeHtml for a revision, a DocumentDiff for a comparison. */
  children?: ReactNode;
  /** Buttons in the footer, in order, before Close. */
  actions?: readonly DocumentDialogAction[];
  /** Close's words. */
  closeLabel?: string;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/**
 * A large modal for reading a document: a revision of the policy, or two compared. The title names
 * it, the details under the title describe it, the body scrolls between them and the footer's
 * buttons, and Close (or Escape) gives focus back to what opened it. While an action is busy
 * nothing closes it.
 */
export function DocumentDialog({
  open,
  onOpenChange,
  title,
  meta,
  loading = false,
  loadingLabel = texts.loading,
  error,
  onRetry,
  children,
  actions = [],
  closeLabel = texts.close,
  className,
}: DocumentDialogProps) {
  if (import.meta.env.DEV && !title.trim()) {
    throw new Error('DocumentDialog: `title` is required; it names the dialog.');
  }
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const busy = actions.some((action) => action.busy);

  const handleOpenAutoFocus = (event: Event) => {
    // The reader came to read: focus starts on the text, so the arrow keys and Page Down scroll it at
    // once, rather than on the first link in it or on a button at the end.
    event.preventDefault();
    bodyRef.current?.focus({ preventScroll: true });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={meta ? <span className={styles.meta}>{meta}</span> : undefined}
      onOpenAutoFocus={handleOpenAutoFocus}
      className={cx(styles.panel, className)}
    >
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must take focus to be scrolled by keyboard (WCAG 2.1.1), even when nothing in it is focusable. */}
      <div ref={bodyRef} role="region" aria-label={title} tabIndex={0} className={styles.body}>
        {loading ? (
          <SkeletonGroup label={loadingLabel}>
            <Skeleton shape="line" width="50%" />
            <Skeleton shape="line" count={6} />
            <Skeleton shape="line" width="50%" />
            <Skeleton shape="line" count={4} />
          </SkeletonGroup>
        ) : error ? (
          <ErrorMessage onRetry={onRetry}>{error}</ErrorMessage>
        ) : (
          children
        )}
      </div>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.tone ?? 'primary'}
            busy={action.busy}
            busyText={action.busyText}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={busy}>
            {closeLabel}
          </Button>
        </Dialog.Close>
      </div>
    </FormDialog>
  );
}
DocumentDialog.displayName = 'DocumentDialog';
