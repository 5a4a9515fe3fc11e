import { bulkMessages, conflictMessage, reasonNotGiven, type BulkResponse, type Permission, type UndoRequest } from '@chairside/api-contract';
import type { Selectable, Transaction } from 'kysely';
import { lockAccountById } from '../db/queries/accounts.ts';
import { entriesToUndo, findAuditEntry, findUndoOf } from '../db/queries/audit.ts';
import { lockDeletedAccount } from '../db/queries/deleted-accounts.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { requirePermission, requireRecentFactor } from './auth.ts';
import { eachInOwnTransaction } from './bulk.ts';
import { lastChangeOf, stateChanges, utcMinute } from './conflicts.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { moderateInTransaction, type ModerationCall } from './moderation.ts';
import { restoreInTransaction } from './recovery.ts';

/*
 * Undo through the server: an administrator reverses their own recent action (within the server's
 * UNDO_WINDOW_SECONDS), as long as nothing has happened to the account since. The reversing entry is written with its natural action (undoing a
 * suspend is an unsuspend) and the original's reason, links back to it (`undoes`), and sends no notice.
 */

const undoable = new Set(['account.suspend', 'account.unsuspend', 'account.delete', 'account.restore']);

const cannotUndo = () => new ServiceError('invalid', 'This action cannot be undone.');

type Entry = Selectable<AuditLogTable>;

/**
 * The suspend or unsuspend call that puts the account back as it was before the entry: suspended until
 * the same end, or active. A suspension whose end has passed meanwhile cannot be brought back.
 */
const reverseSuspension = (original: Entry, now: Date): Pick<ModerationCall, 'action' | 'until'> => {
  if (original.prior_suspended === null) throw cannotUndo();
  const until = original.prior_until;
  const ended = until !== null && Date.parse(until) <= now.getTime();
  if (original.prior_suspended === 0) return { action: 'unsuspend', until: null };
  if (!ended) return { action: 'suspend', until };
  // Undoing an unsuspend would suspend until a time already gone; undoing a suspend leaves it active.
  if (original.action === 'account.unsuspend') throw new ServiceError('conflict', 'The previous suspension has already ended.');
  return { action: 'unsuspend', until: null };
};

/**
 * Reverses one entry inside `trx`. The account's row is locked first (or, for an account in the bin,
 * its deleted_accounts row), so the checks that follow see every change that committed before and
 * none can slip in until this one commits: of two undos of one entry, the second finds it undone.
 */
const undoInTransaction = async (trx: Transaction<Database>, ctx: ServiceContext, now: Date, actor: Actor, entryId: number) => {
  const original = await findAuditEntry(trx, entryId);
  if (!original) throw new ServiceError('not-found', 'No log entry has that id.');
  if (!undoable.has(original.action) || original.target_id === null) throw cannotUndo();
  if (original.actor_id !== actor.id) throw new ServiceError('forbidden', 'Only the administrator who took this action can undo it.');
  const id = original.target_id;
  if (!(await lockAccountById(trx, id, ctx.dialect))) await lockDeletedAccount(trx, id, ctx.dialect);
  if ((await findUndoOf(trx, entryId)) !== undefined) throw new ServiceError('conflict', 'This action was already undone.');
  const newer = await lastChangeOf(trx, id, stateChanges, entryId);
  if (newer) throw new ServiceError('conflict', conflictMessage(newer.name, utcMinute(newer.at)));
  const reason = original.reason ?? reasonNotGiven;
  if (original.action === 'account.delete') return restoreInTransaction(trx, ctx, now, actor, { id, note: null, reason, undoes: entryId });
  const reverse = original.action === 'account.restore' ? { action: 'delete' as const, until: null } : reverseSuspension(original, now);
  return moderateInTransaction(trx, ctx, now, actor, { id, reason, note: null, undoes: entryId, ...reverse });
};

/**
 * What undoing the entries needs, checked for every entry before any is undone, so a refused request
 * changes nothing: the actor's own undoable entries must be younger than the server's window (410),
 * undoing a delete restores (`delete`), and undoing a restore deletes (`delete` and a recent factor,
 * as DELETE /api/admin/users/:id does). Entries that do not exist, cannot be undone or are another's
 * are left to be reported in their results. Returns the permissions each entry's transaction checks
 * again.
 */
const checkUndo = async (ctx: ServiceContext, actor: Actor, entries: readonly number[], now: Date): Promise<Permission[]> => {
  const rows = await entriesToUndo(ctx.db, entries);
  const windowSeconds = ctx.config.moderation.undoWindowSeconds;
  const late = (row: (typeof rows)[number]) => now.getTime() - Date.parse(row.created_at) > windowSeconds * 1000;
  if (rows.some((row) => undoable.has(row.action) && row.actor_id === actor.id && late(row))) {
    throw new ServiceError('gone', bulkMessages.undoWindowPassed(windowSeconds));
  }
  const actions = rows.map((row) => row.action);
  if (!actions.includes('account.delete') && !actions.includes('account.restore')) return ['moderate'];
  requirePermission(actor, 'delete');
  if (actions.includes('account.restore')) requireRecentFactor(ctx, actor);
  return ['moderate', 'delete'];
};

/** POST /api/admin/undo: each entry in its own transaction, its result under the entry's id. */
export const undoActions = async (ctx: ServiceContext, actor: Actor, body: UndoRequest): Promise<BulkResponse> => {
  const now = ctx.now();
  const permissions = await checkUndo(ctx, actor, body.entries, now);
  const undoOne = (trx: Transaction<Database>, entryId: number) => undoInTransaction(trx, ctx, now, actor, entryId);
  return { results: await eachInOwnTransaction(ctx, actor, permissions, body.entries, undoOne) };
};
