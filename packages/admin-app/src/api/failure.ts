import { ApiError } from './client';

/*
 * How a failed call reads to the admin. Beside the client, not in it: only pages that act import it,
 * so it stays out of the code /login loads first.
 */

/** What the admin reads when a call failed: the server's message, else the error's. */
export const failureMessage = (failure: unknown): string =>
  failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : failure instanceof Error ? failure.message : String(failure);

/** Whether a failure has already been dealt with: a 401 sent the admin to /login. */
export const isSignedOut = (failure: unknown): boolean => failure instanceof ApiError && failure.status === 401;
