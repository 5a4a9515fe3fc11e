import { useMemo, useState } from 'react';
import { SessionList, toast, type SessionListItem } from '@chairside/design-system';
import { formatDateTime } from '../../data/moderationTexts';
import { failureMessage, isSignedOut } from '../../api/failure';
import { useRevokeSessions, useSessions } from '../../data/useSecurity';
import { describeUserAgent } from '../../data/userAgent';
import { logout } from '../../session';
import { SectionLoadError } from './SectionLoadError';
import { securityTexts } from './securityTexts';

const texts = securityTexts.sessions;

/**
 * Every browser the signed-in staff member is signed in with, this one first, read from the user
 * agents; Sign out for each other one and for all of them. One signed out leaves the list at once and
 * comes back if the server refuses; signing out this session is logging out.
 */
export function SessionsSection() {
  const { data, error: loadError, mutate } = useSessions();
  const revoke = useRevokeSessions();
  const [revokingOthers, setRevokingOthers] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sessions = useMemo<SessionListItem[]>(
    () =>
      (data ?? []).map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        ip: session.ip ?? texts.unknownAddress,
        signedIn: formatDateTime(session.createdAt),
        lastActive: formatDateTime(session.lastSeenAt),
        current: session.current,
      })),
    [data],
  );

  if (!data && loadError) return <SectionLoadError title={texts.title} text={texts.failure} onRetry={() => void mutate()} />;

  /** Signs out one session or all the others; a refusal is said above the buttons. */
  const signOut = async (which: number | 'others') => {
    setFailure(null);
    try {
      toast.success(await revoke(which));
    } catch (refusal) {
      if (!isSignedOut(refusal)) setFailure(failureMessage(refusal));
    }
  };

  const onRevoke = (id: SessionListItem['id']) => {
    // This session ending is a logout: the token goes, and so does the admin, to /login.
    if (data?.some((session) => session.id === id && session.current)) return logout();
    return signOut(Number(id));
  };

  const onRevokeOthers = async () => {
    setRevokingOthers(true);
    try {
      await signOut('others');
    } finally {
      setRevokingOthers(false);
    }
  };

  return (
    <SessionList
      heading={texts.title}
      headingLevel={3}
      sessions={sessions}
      loading={!data}
      revokingOthers={revokingOthers}
      error={failure}
      onRevoke={onRevoke}
      onRevokeOthers={onRevokeOthers}
    />
  );
}
