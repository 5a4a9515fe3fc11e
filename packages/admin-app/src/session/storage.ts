/*
 * The stored session (SPEC.md sections 4 and 9): logged in when both an auth flag and a token are in
 * local storage under the keys 'auth' and 'token'. Local storage can throw (private modes, quota,
 * disabled storage), so every access is guarded and a failure reads as "not logged in".
 */

export const authKey = 'auth';
export const tokenKey = 'token';

/**
 * Unsaved edits of the policy and the terms (issue 18) live under keys with this prefix. They are the
 * one thing a session's end does not clear: a session that expires mid-edit must not lose the edit.
 * Each key names the staff member, and only that member is offered it again.
 */
export const draftKeyPrefix = 'chairside.draft.';

/** Local storage, or undefined where the browser refuses it. */
export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The bearer token, or undefined when there is none. */
export function readToken(): string | undefined {
  return storage()?.getItem(tokenKey) ?? undefined;
}

/** True when both the auth flag and a token are stored. */
export function isLoggedIn(): boolean {
  const store = storage();
  return Boolean(store?.getItem(authKey) && store.getItem(tokenKey));
}

/** Stores a new session after a successful admin login. */
export function storeSession(token: string): void {
  const store = storage();
  store?.setItem(tokenKey, token);
  store?.setItem(authKey, 'true');
}

/**
 * Clears everything the app stored (SPEC: a 401 clears all stored data) but the staff members' unsaved
 * drafts, which a new sign-in offers back to their author.
 */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!key.startsWith(draftKeyPrefix)) store.removeItem(key);
}
