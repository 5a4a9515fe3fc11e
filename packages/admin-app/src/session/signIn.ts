import { ApiError } from '../api/client';
import { storeSession } from './storage';

/** The login page's words for a sign-in that did not go through (SPEC.md section 8). */
export const loginMessages = {
  invalid: 'Invalid credentials. Please try again.',
  network: 'An error occurred during login. Please try again later.',
} as const;

/**
 * What a failed step of a sign-in shows: the server's message, the spec's words for an answer
 * without one, or the network text when the server could not be reached.
 */
export const signInFailure = (error: unknown): string =>
  error instanceof ApiError && error.status !== 0 ? (error.serverMessage ?? loginMessages.invalid) : loginMessages.network;

/**
 * Stores the session a sign-in answered with when it is an administrator's; false, with nothing
 * stored, for any other answer (SPEC.md section 6: the role is checked before anything is kept).
 * Every way in ends here: the password, a second factor, a passkey, an enrolment, an invitation.
 */
export function storeSignIn(answer: { token?: string; role?: string } | undefined): boolean {
  if (answer?.role !== 'admin' || !answer.token) return false;
  storeSession(answer.token);
  return true;
}

/**
 * The login page's further steps and passkey sign-in, loaded only when a sign-in needs them. Loaded from
 * here, in the entry chunk, so the list of files to preload for them joins the entry's own list rather
 * than adding one to the login page's chunk (scripts/bundle-budget.mjs).
 */
export const loadSignIn = () => import('../signIn/load');
