import { auditActions, conflictMessage, type AccountState, type AuditAction, type ConflictResponse } from '@chairside/api-contract';
import type { Executor } from '../db/queries/accounts.ts';
import { latestEntryOn } from '../db/queries/audit.ts';
import type { AccountRow } from '../db/schema.ts';
import { ServiceError } from './errors.ts';

/*
 * Versions and conflicts: an administrator acts on the account as they saw it (its version, sent back
 * in If-Match); when someone else changed it in between, the action is refused with who did it, when,
 * and how the account stands now, rather than applied to a state nobody chose it for.
 */

/** What an If-Match header asks for: any existing version (`*`), or one of these. */
export type VersionCondition = 'any' | readonly number[];

/** How the audit log names the server itself (an entry with no actor), as the app does. */
const serverActorName = 'Chairside';

/**
 * The actions that move an account between active, suspended, deleted and gone (every `account.*`
 * action): what an undo must still be the last of.
 */
export const stateChanges: readonly AuditAction[] = auditActions.filter((action) => action.startsWith('account.'));

/** Every action whose entry records a change to the account's row, so a version it raised. */
export const accountChanges: readonly AuditAction[] = [
  ...stateChanges.filter((action) => action !== 'account.purge'),
  'profile.update',
  'password.change',
];

/** `2026-11-25 14:03 UTC`: the time a conflict message names, the same for every reader. */
export const utcMinute = (isoTime: string) => `${isoTime.slice(0, 10)} ${isoTime.slice(11, 16)} UTC`;

/** Who last made one of `actions` to the account (after `afterId` when given), and when; undefined when nobody did. */
export const lastChangeOf = async (db: Executor, accountId: number, actions: readonly string[], afterId?: number) => {
  const entry = await latestEntryOn(db, accountId, actions, afterId);
  if (!entry) return undefined;
  return { name: entry.actor_id === null ? serverActorName : (entry.actor_name ?? serverActorName), at: entry.created_at };
};

/** The account's moderation state as a conflict answer shows it. */
const accountState = (account: AccountRow): AccountState => ({
  id: account.id,
  role: account.role as AccountState['role'],
  fullName: account.full_name,
  email: account.email,
  isSuspended: account.is_suspended === 1,
  suspendedUntil: account.is_suspended === 1 ? account.suspended_until : null,
  version: account.version,
});

/**
 * A 409 for an account changed since the caller saw it. It names the newest change in the log; an
 * account changed without an entry (by hand, or before the log existed) is named by its own last
 * update, as the server's.
 */
const conflictWith = async (db: Executor, account: AccountRow): Promise<ServiceError> => {
  const changedBy = (await lastChangeOf(db, account.id, accountChanges)) ?? { name: serverActorName, at: account.updated_at };
  const details: Omit<ConflictResponse, 'message'> = { current: accountState(account), changedBy };
  return new ServiceError('conflict', conflictMessage(changedBy.name, utcMinute(changedBy.at)), undefined, details);
};

/**
 * Refuses the action when the account is no longer at a version the caller named. Call it under the
 * account's lock, inside the action's transaction: of two callers naming the same version, the second
 * reads the version the first left and is refused.
 */
export const checkVersion = async (db: Executor, account: AccountRow, expected: VersionCondition | undefined) => {
  if (expected === undefined || expected === 'any' || expected.includes(account.version)) return;
  throw await conflictWith(db, account);
};
