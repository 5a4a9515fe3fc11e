// How a session is named and ordered, as plain functions so each is tested on its own.

/** What the list needs to know of a session to name it. */
type NamedSession = { browser: string; system: string; lastActive: string; current: boolean };

/** A session's title: 'Firefox 128 on Windows 11'. */
export const sessionTitle = (session: Pick<NamedSession, 'browser' | 'system'>) => `${session.browser} on ${session.system}`;

/**
 * What a session's Sign out button signs out, read after its visible words. Two sessions can share a
 * browser and a system (a laptop and a desktop on the same versions), so the last activity tells them
 * apart as well.
 */
export const signOutTarget = (session: Omit<NamedSession, 'current'>) =>
  `${sessionTitle(session)}, last active ${session.lastActive}`;

/** The accessible name of a session's Sign out button. */
export const signOutLabel = (session: Omit<NamedSession, 'current'>) => `Sign out ${signOutTarget(session)}`;

/** The sessions with the current one first and the others in the order given (the caller's, such as latest active first). */
export function currentFirst<T extends Pick<NamedSession, 'current'>>(sessions: readonly T[]): T[] {
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}
