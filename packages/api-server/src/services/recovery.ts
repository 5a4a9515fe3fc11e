import {
  emailInUseMessage,
  recoveryMessages,
  type DeletedAccount,
  type DeletedAccountsQuery,
  type DeletedAccountsResponse,
  type ModerationResponse,
  type RestoreRequest,
} from '@chairside/api-contract';
import type { Transaction } from 'kysely';
import { findAccountByEmail, type MemberRole } from '../db/queries/accounts.ts';
import {
  countDeletedAccounts,
  listDeletedAccounts,
  lockDeletedAccount,
  removeDeletedAccount,
} from '../db/queries/deleted-accounts.ts';
import { putBack, readSnapshot } from '../db/queries/snapshots.ts';
import type { Database } from '../db/schema.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { isUniqueViolation, ServiceError } from './errors.ts';

/*
 * Recently deleted accounts: the list of those that can still be restored, and the restore, which puts
 * an account back exactly as it was deleted (suspension, profile, units, subscriptions, feedback,
 * reports) under its own id, one version further on. Its sessions are not restored.
 */

const day = 86_400_000;

const noDeletedAccount = () => new ServiceError('not-found', 'No deleted account has that id.');

const emailInUse = (email: string) => new ServiceError('conflict', emailInUseMessage(email));

/** When a kept account is purged: RETENTION_DAYS after its delete. */
const purgeTimeOf = (deletedAt: string, retentionDays: number) => new Date(Date.parse(deletedAt) + retentionDays * day);

const utcMidnight = (time: Date) => Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());

/**
 * Whole days left before the purge, counted as calendar days in UTC: the part of today still to run
 * counts as a day, so the count drops by one at each midnight and is 0 on the day the purge is due
 * (and after it, until the sweep has run).
 */
const daysLeftUntil = (purgeAt: Date, now: Date) => Math.max(0, Math.round((utcMidnight(purgeAt) - utcMidnight(now)) / day));

export const listDeleted = async (ctx: ServiceContext, query: DeletedAccountsQuery): Promise<DeletedAccountsResponse> => {
  const filters = { role: query.kind as MemberRole | undefined, q: query.q };
  const total = await countDeletedAccounts(ctx.db, filters);
  const rows = await listDeletedAccounts(ctx.db, filters, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const now = ctx.now();
  const data = rows.map((row): DeletedAccount => {
    const purgeAt = purgeTimeOf(row.deleted_at, ctx.config.retentionDays);
    return {
      id: row.account_id,
      role: row.role as DeletedAccount['role'],
      fullName: row.full_name,
      email: row.email,
      deletedAt: row.deleted_at,
      deletedBy: { id: row.deleted_by_id, name: row.deleted_by_name },
      reason: row.reason,
      note: row.note,
      purgeAt: purgeAt.toISOString(),
      daysLeft: daysLeftUntil(purgeAt, now),
      entry: row.audit_id,
    };
  });
  return { data, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
};

export interface RestoreCall {
  id: number;
  note: string | null;
  /** An undo's restore carries the delete's reason; a restore asked for directly has none. */
  reason?: string | null | undefined;
  undoes?: number | undefined;
}

/**
 * Restores a kept account inside `trx`, under the lock of its deleted_accounts row: of two restores at
 * once, the second finds the row gone (404). Refused (409) when its email address now belongs to
 * another account, since addresses are unique.
 */
export const restoreInTransaction = async (trx: Transaction<Database>, ctx: ServiceContext, now: Date, actor: Actor, call: RestoreCall) => {
  const kept = await lockDeletedAccount(trx, call.id, ctx.dialect);
  if (!kept) throw noDeletedAccount();
  if (await findAccountByEmail(trx, kept.email)) throw emailInUse(kept.email);
  const snapshot = readSnapshot(kept.snapshot);
  const version = snapshot.account.version + 1;
  try {
    await putBack(trx, snapshot, version);
  } catch (error) {
    // Another account took the address after the check above, in a transaction not yet committed then.
    if (isUniqueViolation(error)) throw emailInUse(kept.email);
    throw error;
  }
  if (!(await removeDeletedAccount(trx, call.id))) throw noDeletedAccount();
  const entry = await recordAudit(trx, now, {
    action: 'account.restore',
    actor,
    target: { id: kept.account_id, fullName: kept.full_name, role: kept.role },
    detail: `Restored ${kept.email}.`,
    reason: call.reason ?? null,
    note: call.note,
    undoes: call.undoes,
  });
  return { entry, version };
};

export const restoreUser = async (ctx: ServiceContext, actor: Actor, id: number, input?: RestoreRequest): Promise<ModerationResponse> => {
  const now = ctx.now();
  const { entry, version } = await runTransaction(ctx.db, (trx) => restoreInTransaction(trx, ctx, now, actor, { id, note: input?.note || null }));
  return { message: recoveryMessages.restored, entry, version };
};
