import type { AccountState, ConflictResponse } from '@chairside/api-contract';
import { ApiError } from '../api/client';

/*
 * What an action's failure says about the account, read without zod (the pages stay zod-free, see
 * scripts/bundle-budget.mjs): a 409 naming who changed it and how it stands now, or a 404 saying it
 * is gone.
 */

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

function isAccountState(value: unknown): value is AccountState {
  return (
    isObject(value) &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.isSuspended === 'boolean' &&
    (value.suspendedUntil === null || value.suspendedUntil === undefined || typeof value.suspendedUntil === 'string') &&
    typeof value.version === 'number'
  );
}

/** The 409 body of a stale `If-Match`, or null when the failure is anything else. */
export function conflictOf(failure: unknown): ConflictResponse | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const { body } = failure;
  if (!isObject(body) || typeof body.message !== 'string' || !isAccountState(body.current)) return null;
  const { changedBy } = body;
  if (!isObject(changedBy) || typeof changedBy.name !== 'string' || typeof changedBy.at !== 'string') return null;
  return body as ConflictResponse;
}

/** Whether the action failed because the account no longer exists (deleted meanwhile). */
export const isGone = (failure: unknown): failure is ApiError => failure instanceof ApiError && failure.status === 404;

/** The `If-Match` header for an account's version; none when the list or profile did not send one. */
export const ifMatch = (version: number | null | undefined): Record<string, string> | undefined =>
  typeof version === 'number' ? { 'If-Match': `"${version}"` } : undefined;
