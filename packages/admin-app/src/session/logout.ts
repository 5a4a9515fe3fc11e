import { call } from '../api/client';
import { clearSession, readToken } from './storage';

/**
 * Logout (SPEC.md section 2): removes the stored session, goes to /login and reloads the page so no
 * cached data of the session survives. The server is asked to revoke the token first, without
 * waiting long: a server that is down must not keep the admin logged in.
 */
export async function logout(): Promise<void> {
  if (readToken()) {
    const timeout = new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.race([call('logout').catch(() => undefined), timeout]);
  }
  clearSession();
  window.location.assign('/login');
}
