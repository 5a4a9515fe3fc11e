/*
 * The stored session (SPEC.md sections 4 and 9): logged in when both an auth flag and a token are in
 * local storage under the keys 'auth' and 'token'. Local storage can throw (private modes, quota,
 * disabled storage), so every access is guarded and a failure reads as "not logged in".
 */

export const authKey = 'auth';
export const tokenKey = 'token';

function storage(): Storage | undefined {
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

/** Clears everything the app stored (SPEC: a 401 clears all stored data). */
export function clearSession(): void {
  storage()?.clear();
}
