import { forwardRef, useId, useRef, type ReactNode } from 'react';
import { Badge } from '../../Badge';
import { Button, type ButtonProps } from '../../Button';
import { Card } from '../../Card';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ConfirmDialog';
import { ErrorMessage } from '../../ErrorMessage';
import { Heading, type HeadingLevel } from '../../Heading';
import { Skeleton, SkeletonGroup } from '../../Skeleton';
import { Text } from '../../Text';
import { VisuallyHidden } from '../../VisuallyHidden';
import { useFocusRescue } from '../useFocusRescue';
import * as styles from './ItemListCard.css';

/** A button of the card: an item's own (Remove, Sign out), or the one under the list. */
export type ItemListAction = {
  /** The visible words, such as 'Remove'. */
  label: string;
  /**
   * Read after `label` but not shown, with its leading space, so that the name says which item:
   * ' passkey Work laptop'. Not an aria-label: the name must start with the words shown, busy or not.
   */
  labelRest?: string;
  /** While true the button spins, says `busyText` and ignores presses. */
  busy: boolean;
  /** What the button says while busy. */
  busyText: string;
  /** Called on a press; a rejection is the caller's to report (through `error`). */
  onPress: () => void | Promise<void>;
};

/** One item as the card shows it; every text arrives already written out for the reader. */
export type ItemListCardItem = {
  /** The item's own id, its row's key. */
  id: string | number;
  /** What the item is: a passkey's name, a session's browser. */
  title: string;
  /** A word beside the title, such as 'This session'. */
  badge?: string | null;
  /** The lines under the title, small and muted: 'Added 3 March 2026'. */
  meta: readonly string[];
  /** The item's button; none when it has nothing to do. */
  action?: ItemListAction | null;
};

export type ItemListCardProps = {
  /** The heading over the list; it names the card. */
  heading: string;
  /** The heading's outline level. */
  headingLevel: HeadingLevel;
  /** The card's own words: the list's accessible name, the loading status's name, and the sentence shown in place of an empty list. */
  texts: { list: string; loading: string; empty: string };
  /** The items, in the order to show them. */
  items: readonly ItemListCardItem[];
  /** While true skeleton rows in a busy status stand in for the list. */
  loading: boolean;
  /** What went wrong, shown as an alert under the list. */
  error?: string | null;
  /** A button under the list (and the error), such as 'Sign out all other sessions'. */
  footerAction?: ItemListAction | null;
  /** Under everything else, such as a form that adds an item. */
  children?: ReactNode;
  /** The question an action asks first, its open state kept by the caller; the card returns focus after it. */
  confirm: Omit<ConfirmDialogProps, 'onConfirm' | 'onClosed' | 'returnFocusTo' | 'className'> & {
    /** Called once the question is answered yes; a rejection is the caller's to report (through `error`). */
    onConfirm: () => void | Promise<void>;
  };
  /** Extra class names for the card, merged last. */
  className?: string;
};

/** The callbacks may return a promise; a rejection is the caller's to report (through `error`), not an unhandled one. */
function settle(result: void | Promise<void>) {
  if (result instanceof Promise) result.catch(() => undefined);
}

/**
 * A card of a staff member's things (PasskeyList, SessionList): a heading, a named list with a title,
 * a badge, lines of detail and a button for each item, skeleton rows while loading, a sentence when
 * empty, an alert for errors, and a question asked before an action. When a button goes while it
 * has focus (its item removed), focus moves to the heading rather than the page's body.
 */
export function ItemListCard({
  heading,
  headingLevel,
  texts,
  items,
  loading,
  error,
  footerAction,
  children,
  confirm,
  className,
}: ItemListCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button last pressed, which is the one that opened the question when it asks one.
  const pressed = useRef<HTMLElement | null>(null);
  const headingElement = () => headingRef.current;

  const press = (action: ItemListAction, button: HTMLElement) => {
    pressed.current = button;
    settle(action.onPress());
  };

  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <Heading ref={headingRef} id={headingId} level={headingLevel} size="large" tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>

      {loading ? (
        <ItemListSkeleton label={texts.loading} />
      ) : items.length === 0 ? (
        <Text tone="muted">{texts.empty}</Text>
      ) : (
        <ul aria-label={texts.list} className={styles.list}>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} onPress={press} focusAfterRemoval={headingElement} />
          ))}
        </ul>
      )}

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      {footerAction ? <FooterButton action={footerAction} onPress={press} focusAfterRemoval={headingElement} /> : null}

      {children}

      <ConfirmDialog
        {...confirm}
        onConfirm={() => settle(confirm.onConfirm())}
        // The button that asked is gone when the caller took its item out at once: the heading takes focus instead.
        onClosed={() => {
          if (!pressed.current?.isConnected) headingRef.current?.focus();
        }}
      />
    </Card>
  );
}
ItemListCard.displayName = 'ItemListCard';

/**
 * Rows of placeholders in the shape of the card's items (two lines of text, a button), in a busy
 * status named `label`; for any list laid out as this card's is (RevisionHistory's too).
 */
export function ItemListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.list}>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonRow}>
            <div className={styles.skeletonText}>
              <Skeleton width="50%" />
              <Skeleton width="75%" />
            </div>
            <div className={styles.skeletonButton}>
              <Skeleton shape="block" height="small" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
ItemListSkeleton.displayName = 'ItemListSkeleton';

type ButtonPartProps = {
  onPress: (action: ItemListAction, button: HTMLElement) => void;
  /** Where focus goes when the part goes while holding it. */
  focusAfterRemoval: () => HTMLElement | null;
};

type ActionButtonProps = Pick<ButtonPartProps, 'onPress'> & { action: ItemListAction; size?: ButtonProps['size'] };

/** An item's button, or the one under the list. */
const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton({ action, size, onPress }, ref) {
  return (
    <Button
      ref={ref}
      variant="secondary"
      size={size}
      busy={action.busy}
      busyText={action.busyText}
      onClick={(event) => onPress(action, event.currentTarget)}
    >
      {/* An item's visible words alone would be the same on every row; the hidden rest says which item. */}
      {action.label}
      {action.labelRest ? <VisuallyHidden>{action.labelRest}</VisuallyHidden> : null}
    </Button>
  );
});
ActionButton.displayName = 'ItemListCard.ActionButton';

/** One item; when it goes while its button has focus, focus moves to the heading rather than the page's body. */
function ItemRow({ item, onPress, focusAfterRemoval }: ButtonPartProps & { item: ItemListCardItem }) {
  const ref = useFocusRescue<HTMLLIElement>(focusAfterRemoval);
  return (
    <li ref={ref} className={styles.item}>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <Text as="span" weight="semibold" className={styles.title}>
            {item.title}
          </Text>
          {item.badge ? <Badge tone="accent">{item.badge}</Badge> : null}
        </div>
        <div className={styles.meta}>
          {item.meta.map((line, index) => (
            <Text key={index} as="span" size="small" tone="muted">
              {line}
            </Text>
          ))}
        </div>
      </div>
      {item.action ? <ActionButton action={item.action} size="small" onPress={onPress} /> : null}
    </li>
  );
}

/** Goes with the items it acts on; if it has focus then, focus lands on the heading rather than the page's body. */
function FooterButton({ action, onPress, focusAfterRemoval }: ButtonPartProps & { action: ItemListAction }) {
  const ref = useFocusRescue<HTMLButtonElement>(focusAfterRemoval);
  return (
    <div className={styles.footer}>
      <ActionButton ref={ref} action={action} onPress={onPress} />
    </div>
  );
}
