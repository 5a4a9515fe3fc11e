import { useId, useRef, useState } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorMessage } from '../ErrorMessage';
import { Heading, type HeadingLevel } from '../Heading';
import { Pagination } from '../Pagination';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { checkControl } from '../private/Field';
import { ItemListSkeleton } from '../private/ItemListCard';
import { useFocusRescue } from '../private/useFocusRescue';
import { olderThenNewer, picksFull, togglePick, type PickedRevision } from './comparePicks';
import * as styles from './RevisionHistory.css';

/** Where a revision stands: in effect now, waiting for its date, superseded, or withdrawn before its date. */
export const revisionStatuses = ['current', 'scheduled', 'past', 'cancelled'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/** One saved revision as the history shows it; its times arrive already written out for the reader. */
export type RevisionHistoryItem = {
  /** The revision's id, handed back to `onOpen`, `onCompare` and `onRestore`. */
  id: number;
  /** Its number among the document's revisions, counted from 1 in the order they were saved: 'Revision 4'. */
  number: number;
  /** When it was saved, as text: '12 March 2026 at 09:14'. */
  saved: string;
  /** When it takes (or took) effect, as text: '1 April 2026 at 00:00'. */
  effective: string;
  /** Who saved it: 'Ada Lovelace'. */
  author: string;
  /** Its length in characters; the history writes it out: '4,210 characters'. */
  size: number;
  /** The one line given when it was saved; null when none was. */
  summary: string | null;
  /** For a restore, the number of the revision whose content it brought back. */
  restoredFromNumber: number | null;
  /** Where it stands; a past revision has no badge. */
  status: RevisionStatus;
};

// The words are English, so the digits are grouped as English writes them, whatever the browser's language.
const characters = new Intl.NumberFormat('en-GB');

/** The design system's own words in the history; the revisions' times and authors come from the app. */
export const revisionHistoryTexts = {
  heading: 'History',
  list: 'Revisions',
  loading: 'Loading revisions',
  empty: (documentName: string) => `No revisions yet. The built-in ${documentName} is shown until the first save.`,
  retry: 'Retry',
  revision: (number: number) => `Revision ${number}`,
  status: { current: 'Current', scheduled: 'Scheduled', past: null, cancelled: 'Cancelled' } satisfies Record<
    RevisionStatus,
    string | null
  >,
  noSummary: 'No summary',
  saved: (saved: string, author: string) => `Saved ${saved} by ${author}`,
  effective: {
    current: (effective: string) => `In effect from ${effective}`,
    scheduled: (effective: string) => `Takes effect ${effective}`,
    past: (effective: string) => `In effect from ${effective}`,
    // Withdrawn before its date: it never was in effect.
    cancelled: (effective: string) => `Was to take effect ${effective}`,
  } satisfies Record<RevisionStatus, (effective: string) => string>,
  size: (size: number) => `${characters.format(size)} ${size === 1 ? 'character' : 'characters'}`,
  restoredFrom: (number: number) => `Restored from revision ${number}`,
  pick: (number: number) => `Select revision ${number} to compare`,
  compare: 'Compare revisions',
  compareTwo: (older: number, newer: number) => `Compare revisions ${older} and ${newer}`,
  compareHint: 'Select two revisions to compare.',
  read: 'Read',
  /** Read after 'Read', not shown: the row says which revision. */
  readTarget: (number: number) => ` revision ${number}`,
  restore: 'Restore this revision',
  /** Read after 'Restore this revision', not shown: which one it is, as a list of buttons is read. */
  restoreTarget: (number: number) => ` (revision ${number})`,
  restoring: 'Restoring…',
  confirmTitle: (number: number) => `Restore revision ${number}?`,
  confirmText: (documentName: string) =>
    `Its content becomes the current ${documentName}, saved as a new revision. The history keeps every revision.`,
  confirm: 'Restore',
  cancel: 'Cancel',
  pages: 'Pages of revisions',
} as const;

const texts = revisionHistoryTexts;

const statusTones: Record<RevisionStatus, BadgeTone> = {
  current: 'success',
  scheduled: 'accent',
  past: 'neutral',
  cancelled: 'neutral',
};

export type RevisionHistoryProps = {
  /** One page of the document's revisions, newest first; shown in this order. */
  revisions: readonly RevisionHistoryItem[];
  /** What the document is called in a sentence: 'privacy policy', 'terms'. */
  documentName: string;
  /** While true the revisions are loading: skeleton rows in a busy status stand in for the list. */
  loading?: boolean;
  /** What went wrong (loading the history, or a restore), shown as an alert. */
  error?: string | null;
  /** Called when the reader asks to load the history again; without it the error has no Retry button. */
  onRetry?: () => void;
  /** The page shown, one-based. */
  page: number;
  /** How many pages the history has; with one, no page buttons are shown. */
  totalPages: number;
  /** Called with the one-based page the reader chose. */
  onPageChange: (page: number) => void;
  /** Called with a revision's id when its Read button is pressed. */
  onOpen: (id: number) => void;
  /** Called with the ids of the two revisions picked, the older (lower number) first. */
  onCompare: (olderId: number, newerId: number) => void;
  /** Called with a revision's id once its restore is confirmed; without it there are no Restore buttons (a role that cannot edit). */
  onRestore?: (id: number) => void | Promise<void>;
  /** The id of the revision being restored, whose button spins. */
  restoringId?: number | null;
  /** The heading over the history; it names the section. */
  heading?: string;
  /** The heading's outline level. */
  headingLevel?: HeadingLevel;
  /** Extra class names for the card, merged last. */
  className?: string;
};

/**
 * The History panel of a document editor: the revisions newest first, each with its status, summary,
 * author, times and size, a Read button and (for those who may edit) a Restore button that asks
 * first. Any two revisions, on any pages, can be picked and compared.
 */
export function RevisionHistory({
  revisions,
  documentName,
  loading = false,
  error,
  onRetry,
  page,
  totalPages,
  onPageChange,
  onOpen,
  onCompare,
  onRestore,
  restoringId = null,
  heading = texts.heading,
  headingLevel = 2,
  className,
}: RevisionHistoryProps) {
  if (import.meta.env.DEV && new Set(revisions.map((revision) => revision.id)).size !== revisions.length) {
    throw new Error('RevisionHistory: every revision must have its own id; the id says which one to open, compare or restore.');
  }
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [picks, setPicks] = useState<PickedRevision[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Kept after the question closes, so its words stay while it fades out.
  const [toRestore, setToRestore] = useState<RevisionHistoryItem | null>(null);
  // The Restore button that asked, for focus to come back to.
  const asker = useRef<HTMLElement | null>(null);
  // When the list goes while it holds focus (reloaded after a restore), the heading takes focus.
  const listRef = useFocusRescue<HTMLUListElement>(() => headingRef.current);

  const askToRestore = (revision: RevisionHistoryItem, button: HTMLElement) => {
    asker.current = button;
    setToRestore(revision);
    setConfirmOpen(true);
  };

  const restore = async () => {
    if (!toRestore || !onRestore) return;
    try {
      await onRestore(toRestore.id);
    } catch {
      // The caller says what went wrong through `error`.
    }
  };

  const showList = !loading && revisions.length > 0;

  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <Heading ref={headingRef} id={headingId} level={headingLevel} size="large" tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>

      {error && !loading ? (
        <ErrorMessage onRetry={onRetry} retryLabel={texts.retry}>
          {error}
        </ErrorMessage>
      ) : null}

      {loading ? <ItemListSkeleton label={texts.loading} /> : null}

      {!loading && !error && revisions.length === 0 ? <Text tone="muted">{texts.empty(documentName)}</Text> : null}

      {showList ? (
        <>
          <ul ref={listRef} aria-label={texts.list} className={styles.list}>
            {revisions.map((revision) => (
              <RevisionRow
                key={revision.id}
                revision={revision}
                picked={picks.some((pick) => pick.id === revision.id)}
                canPick={!picksFull(picks)}
                onPick={(picked) => setPicks((current) => togglePick(current, revision, picked))}
                onOpen={onOpen}
                onRestore={onRestore && revision.status !== 'current' ? askToRestore : undefined}
                restoring={restoringId === revision.id}
              />
            ))}
          </ul>
          <CompareButton picks={picks} onCompare={onCompare} />
        </>
      ) : null}

      {totalPages > 1 ? <Pagination label={texts.pages} page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={toRestore ? texts.confirmTitle(toRestore.number) : texts.confirm}
        question={texts.confirmText(documentName)}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        // Undone by restoring the revision before it, and the history keeps both: Enter may answer, so
        // the confirm button takes focus.
        tone="default"
        onConfirm={() => void restore()}
        // The button that asked is gone when the list was reloaded at once: the heading takes focus instead.
        onClosed={() => {
          if (!asker.current?.isConnected) headingRef.current?.focus();
        }}
      />
    </Card>
  );
}
RevisionHistory.displayName = 'RevisionHistory';

type RevisionRowProps = {
  revision: RevisionHistoryItem;
  /** Whether its compare checkbox is ticked. */
  picked: boolean;
  /** Whether another revision may still be picked; when not, an unticked checkbox is off. */
  canPick: boolean;
  onPick: (picked: boolean) => void;
  onOpen: (id: number) => void;
  /** Asks to restore it; absent where it cannot be restored (the current one, or a role that cannot edit). */
  onRestore?: (revision: RevisionHistoryItem, button: HTMLElement) => void;
  /** Whether its restore is under way. */
  restoring: boolean;
};

/** One revision: its compare checkbox, what it is, and its buttons. */
function RevisionRow({ revision, picked, canPick, onPick, onOpen, onRestore, restoring }: RevisionRowProps) {
  const { number, status, summary, restoredFromNumber } = revision;
  const badge = texts.status[status];
  const lines = [
    texts.saved(revision.saved, revision.author),
    texts.effective[status](revision.effective),
    texts.size(revision.size),
    restoredFromNumber === null ? null : texts.restoredFrom(restoredFromNumber),
  ].filter((line) => line !== null);

  return (
    <li className={styles.item}>
      {/* A native checkbox: Space ticks it, and its name says which revision and what for. */}
      <input
        type="checkbox"
        aria-label={texts.pick(number)}
        checked={picked}
        disabled={!picked && !canPick}
        onChange={(event) => onPick(event.target.checked)}
        className={cx(checkControl, focusRing)}
      />
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <Text as="span" weight="semibold">
            {texts.revision(number)}
          </Text>
          {badge ? <Badge tone={statusTones[status]}>{badge}</Badge> : null}
        </div>
        {summary ? (
          <Text className={styles.summary}>{summary}</Text>
        ) : (
          <Text tone="muted">{texts.noSummary}</Text>
        )}
        <div className={styles.meta}>
          {lines.map((line) => (
            <Text key={line} as="span" size="small" tone="muted">
              {line}
            </Text>
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => onOpen(revision.id)}>
          {texts.read}
          <VisuallyHidden>{texts.readTarget(number)}</VisuallyHidden>
        </Button>
        {onRestore ? (
          <Button
            variant="secondary"
            size="small"
            busy={restoring}
            busyText={texts.restoring}
            onClick={(event) => onRestore(revision, event.currentTarget)}
          >
            {texts.restore}
            <VisuallyHidden>{texts.restoreTarget(number)}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

type CompareButtonProps = { picks: readonly PickedRevision[]; onCompare: (olderId: number, newerId: number) => void };

/** Compares the two revisions picked; until there are two it says so and does nothing. */
function CompareButton({ picks, onCompare }: CompareButtonProps) {
  const hintId = useId();
  const pair = olderThenNewer(picks);
  return (
    <div className={styles.compare}>
      {/* aria-disabled rather than disabled: the button stays in the Tab order, where its description
          says what it is waiting for; a disabled one would be skipped unexplained. */}
      <Button
        variant="secondary"
        aria-disabled={pair ? undefined : true}
        aria-describedby={pair ? undefined : hintId}
        onClick={() => {
          if (pair) onCompare(pair[0].id, pair[1].id);
        }}
      >
        {pair ? texts.compareTwo(pair[0].number, pair[1].number) : texts.compare}
      </Button>
      {pair ? null : (
        <Text id={hintId} as="span" size="small" tone="muted">
          {texts.compareHint}
        </Text>
      )}
    </div>
  );
}
