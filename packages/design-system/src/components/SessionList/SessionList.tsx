import { useId, useRef, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorMessage } from '../ErrorMessage';
import { Heading, type HeadingLevel } from '../Heading';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { useFocusRescue } from '../private/useFocusRescue';
import * as styles from './SessionList.css';
import { currentFirst, sessionTitle, signOutTarget } from './sessions';

/** One signed-in session as the list shows it; every text arrives already written out for the reader. */
export type SessionListItem = {
  /** The session's id, handed back to `onRevoke`. */
  id: string | number;
  /** The browser, such as 'Firefox 128'. */
  browser: string;
  /** The operating system, such as 'Windows 11'. */
  system: string;
  /** The address it was last seen from. */
  ip: string;
  /** When it signed in, as text: '12 March 2026 at 09:14'. */
  signedIn: string;
  /** When it was last active, as text: 'just now', 'yesterday at 21:02'. */
  lastActive: string;
  /** Whether this is the session the list is being looked at in; it has no Sign out button. */
  current: boolean;
};

/** The design system's own words in the list; the sessions' details come from the app. */
export const sessionListTexts = {
  heading: 'Sessions',
  list: 'Sessions',
  loading: 'Loading sessions',
  empty: 'No sessions.',
  current: 'This session',
  ip: (ip: string) => `IP address ${ip}`,
  signedIn: (signedIn: string) => `Signed in ${signedIn}`,
  lastActive: (lastActive: string) => `Last active ${lastActive}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutOthers: 'Sign out all other sessions',
  confirmTitle: 'Sign out all other sessions?',
  confirmText: 'Every other browser signed in as you will be sent to the login page.',
  confirm: 'Sign out others',
  cancel: 'Cancel',
} as const;

const texts = sessionListTexts;

export type SessionListProps = {
  /** Every session the staff member is signed in with; the current one is shown first, the others in this order. */
  sessions: readonly SessionListItem[];
  /** Called with a session's id when its Sign out button is pressed. */
  onRevoke: (id: SessionListItem['id']) => void | Promise<void>;
  /** Called once signing out every other session has been confirmed. */
  onRevokeOthers: () => void | Promise<void>;
  /** The id of the session being signed out, whose button spins. */
  revokingId?: SessionListItem['id'] | null;
  /** While true the other sessions are being signed out: that button spins. */
  revokingOthers?: boolean;
  /** While true the sessions are loading: skeleton rows in a busy status stand in for the list. */
  loading?: boolean;
  /** What went wrong with the last sign-out (or the loading), shown as an alert. */
  error?: string | null;
  /** The heading over the list. */
  heading?: string;
  /** The heading's outline level. */
  headingLevel?: HeadingLevel;
  /** Extra class names for the card, merged last. */
  className?: string;
};

/** The callbacks may return a promise; a rejection is the caller's to report (through `error`), not an unhandled one. */
function settle(result: void | Promise<void>) {
  if (result instanceof Promise) result.catch(() => undefined);
}

/**
 * Every browser a staff member is signed in with: the current one marked and first, each other with a
 * Sign out button, and a button that signs out all the others after asking.
 */
export function SessionList({
  sessions,
  onRevoke,
  onRevokeOthers,
  revokingId = null,
  revokingOthers = false,
  loading = false,
  error,
  heading = texts.heading,
  headingLevel = 2,
  className,
}: SessionListProps) {
  if (import.meta.env.DEV && new Set(sessions.map((session) => session.id)).size !== sessions.length) {
    throw new Error('SessionList: every session must have its own id; the id says which one to sign out.');
  }
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const headingElement = () => headingRef.current;
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <Heading ref={headingRef} id={headingId} level={headingLevel} size="large" tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>

      {loading ? (
        <SkeletonGroup label={texts.loading}>
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
      ) : sessions.length === 0 ? (
        <Text tone="muted">{texts.empty}</Text>
      ) : (
        <ul aria-label={texts.list} className={styles.list}>
          {currentFirst(sessions).map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              revoking={revokingId === session.id}
              onRevoke={onRevoke}
              focusAfterRemoval={headingElement}
            />
          ))}
        </ul>
      )}

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      {!loading && sessions.length > 1 ? (
        <SignOutOthersButton
          busy={revokingOthers}
          focusAfterRemoval={headingElement}
          onClick={(button) => {
            opener.current = button;
            setConfirmOpen(true);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={texts.confirmTitle}
        question={texts.confirmText}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        // Undone by signing in again, so Enter may answer it: the confirm button takes focus.
        tone="default"
        onConfirm={() => settle(onRevokeOthers())}
        // The button is gone when the caller took the other sessions out at once: the heading takes focus instead.
        onClosed={() => {
          if (!opener.current?.isConnected) headingRef.current?.focus();
        }}
      />
    </Card>
  );
}
SessionList.displayName = 'SessionList';

type SignOutOthersButtonProps = {
  busy: boolean;
  onClick: (button: HTMLButtonElement) => void;
  /** Where focus goes when the button goes while holding it. */
  focusAfterRemoval: () => HTMLElement | null;
};

/** Goes with the other sessions; if it has focus then, focus lands on the heading rather than the page's body. */
function SignOutOthersButton({ busy, onClick, focusAfterRemoval }: SignOutOthersButtonProps) {
  const ref = useFocusRescue<HTMLButtonElement>(focusAfterRemoval);
  return (
    <div className={styles.footer}>
      <Button ref={ref} variant="secondary" busy={busy} busyText={texts.signingOut} onClick={(event) => onClick(event.currentTarget)}>
        {texts.signOutOthers}
      </Button>
    </div>
  );
}

type SessionRowProps = {
  session: SessionListItem;
  revoking: boolean;
  onRevoke: SessionListProps['onRevoke'];
  /** Where focus goes when the row goes while holding it. */
  focusAfterRemoval: () => HTMLElement | null;
};

/** One session; when it goes while its button has focus, focus moves to the heading rather than the page's body. */
function SessionRow({ session, revoking, onRevoke, focusAfterRemoval }: SessionRowProps) {
  const ref = useFocusRescue<HTMLLIElement>(focusAfterRemoval);
  const title = sessionTitle(session);
  return (
    <li ref={ref} className={styles.item}>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <Text as="span" weight="semibold" className={styles.title}>
            {title}
          </Text>
          {session.current ? <Badge tone="accent">{texts.current}</Badge> : null}
        </div>
        <div className={styles.meta}>
          <Text as="span" size="small" tone="muted">
            {texts.ip(session.ip)}
          </Text>
          <Text as="span" size="small" tone="muted">
            {texts.signedIn(session.signedIn)}
          </Text>
          <Text as="span" size="small" tone="muted">
            {texts.lastActive(session.lastActive)}
          </Text>
        </div>
      </div>
      {session.current ? null : (
        <Button variant="secondary" size="small" busy={revoking} busyText={texts.signingOut} onClick={() => settle(onRevoke(session.id))}>
          {/* The visible words alone would be the same on every row; the hidden rest says which
              session. Not an aria-label: the name must start with the words shown, busy or not. */}
          {texts.signOut}
          <VisuallyHidden> {signOutTarget(session)}</VisuallyHidden>
        </Button>
      )}
    </li>
  );
}
