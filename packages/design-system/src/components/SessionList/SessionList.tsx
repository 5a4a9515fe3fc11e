import { useState } from 'react';
import type { HeadingLevel } from '../Heading';
import { ItemListCard } from '../private/ItemListCard';
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
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <ItemListCard
      heading={heading}
      headingLevel={headingLevel}
      texts={texts}
      loading={loading}
      error={error}
      items={currentFirst(sessions).map((session) => ({
        id: session.id,
        title: sessionTitle(session),
        badge: session.current ? texts.current : null,
        meta: [texts.ip(session.ip), texts.signedIn(session.signedIn), texts.lastActive(session.lastActive)],
        // The current session is signed out by logging out, not from here.
        action: session.current
          ? null
          : {
              label: texts.signOut,
              labelRest: ` ${signOutTarget(session)}`,
              busy: revokingId === session.id,
              busyText: texts.signingOut,
              onPress: () => onRevoke(session.id),
            },
      }))}
      footerAction={
        !loading && sessions.length > 1
          ? { label: texts.signOutOthers, busy: revokingOthers, busyText: texts.signingOut, onPress: () => setConfirmOpen(true) }
          : null
      }
      confirm={{
        open: confirmOpen,
        onOpenChange: setConfirmOpen,
        title: texts.confirmTitle,
        question: texts.confirmText,
        confirmLabel: texts.confirm,
        cancelLabel: texts.cancel,
        // Undone by signing in again, so Enter may answer it: the confirm button takes focus.
        tone: 'default',
        onConfirm: onRevokeOthers,
      }}
      className={className}
    />
  );
}
SessionList.displayName = 'SessionList';
