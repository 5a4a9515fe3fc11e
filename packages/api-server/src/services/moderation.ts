import type { Transaction } from 'kysely';
import {
  fillNotice,
  noticeSubjects,
  reasonNotGiven,
  serverMessages,
  type ModerationAction,
  type ModerationRequest,
} from '@chairside/api-contract';
import { deleteAccountRows, lockAccountById, type MemberRole } from '../db/queries/accounts.ts';
import { setSuspension } from '../db/queries/moderation.ts';
import { insertOutboxMessage } from '../db/queries/outbox.ts';
import { deleteAccountSessions } from '../db/queries/sessions.ts';
import type { AccountRow, Database } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { notFound } from './accounts.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';

/*
 * Suspend, unsuspend and delete, each with what the administrator said about it: a reason ('Not given'
 * for SPEC.md's body-less calls), a note for other administrators, the end of a timed suspension, and
 * a notice to the account holder written to the outbox in the action's own transaction, so the action
 * and its email land together or not at all; the outbox worker delivers it.
 */

const noAccount = () => new ServiceError('not-found', 'No account has that id.');

/** `until` must still be ahead by the server's clock when the suspension is made. */
const checkUntil = (until: string | null | undefined, now: Date) => {
  if (until && new Date(until).getTime() <= now.getTime()) throw new ServiceError('invalid', 'until must be in the future.');
  return until ? new Date(until).toISOString() : null;
};

/** The audit entry's account, as it was named when the action was taken. */
const targetOf = (account: AccountRow) => ({ id: account.id, fullName: account.full_name, role: account.role });

/**
 * Records the action and, when asked, queues its notice, both in `trx`; true when a notice was queued.
 * A notice to an account that has no email address is refused (400), which rolls the whole action back.
 */
const recordModeration = async (
  trx: Transaction<Database>,
  now: Date,
  entry: { action: ModerationAction; actor: Actor; account: AccountRow; input: ModerationRequest | undefined; until?: string | null; detail?: string | undefined },
) => {
  const { account, input } = entry;
  const notice = input?.notice?.send ? input.notice.message : undefined;
  if (notice && !account.email.trim()) {
    throw new ServiceError('invalid', 'notice.send: this account has no email address to send a notice to.');
  }
  const auditId = await recordAudit(trx, now, {
    action: entry.action === 'delete' ? 'account.delete' : entry.action === 'suspend' ? 'account.suspend' : 'account.unsuspend',
    actor: entry.actor,
    target: targetOf(account),
    detail: entry.detail,
    reason: input?.reason ?? reasonNotGiven,
    note: input?.note || null,
    until: entry.until ?? null,
  });
  if (notice) {
    await insertOutboxMessage(trx, {
      auditId,
      accountId: account.id,
      to: account.email,
      subject: noticeSubjects[entry.action],
      body: fillNotice(notice, { name: account.full_name }),
      at: iso(now),
    });
  }
  return Boolean(notice);
};

/**
 * Suspends (until a time, or until lifted) or lifts the suspension of an account of the route's kind.
 * Suspending ends its sessions in the same transaction, so a suspended account is signed out everywhere
 * at once. The account is read under its lock inside the transaction: an account deleted a moment
 * earlier is not found (404) and nothing is logged or sent for it.
 */
export const setAccountSuspended = async (
  ctx: ServiceContext,
  actor: Actor,
  role: MemberRole,
  id: number,
  suspended: boolean,
  input?: ModerationRequest,
) => {
  const now = ctx.now();
  const until = suspended ? checkUntil(input?.until, now) : null;
  const queued = await runTransaction(ctx.db, async (trx) => {
    const account = await lockAccountById(trx, id, ctx.dialect);
    if (!account || account.role !== role) throw notFound(role);
    if ((await setSuspension(trx, id, { suspended, until, now: iso(now) })) !== 1) throw notFound(role);
    if (suspended) await deleteAccountSessions(trx, id);
    return recordModeration(trx, now, {
      action: suspended ? 'suspend' : 'unsuspend',
      actor,
      account,
      input,
      until,
      detail: account.is_suspended === (suspended ? 1 : 0) ? `Already ${suspended ? 'suspended' : 'active'}.` : undefined,
    });
  });
  if (queued) ctx.outbox.wake();
  return { message: suspended ? serverMessages.suspended : serverMessages.unsuspended };
};

/**
 * Deletes a professional, salon or private suite with all its rows, in one transaction with its audit
 * entry and notice. Administrators cannot be deleted here, not even by themselves. Of two deletes at
 * once, the one that waited for the lock finds no account: one is acknowledged, the other answers 404.
 */
export const deleteMemberAccount = async (ctx: ServiceContext, actor: Actor, id: number, input?: ModerationRequest) => {
  const now = ctx.now();
  const queued = await runTransaction(ctx.db, async (trx) => {
    const account = await lockAccountById(trx, id, ctx.dialect);
    if (!account) throw noAccount();
    if (account.role === 'admin') throw new ServiceError('forbidden', 'Administrator accounts cannot be deleted.');
    if ((await deleteAccountRows(trx, id)) !== 1) throw noAccount();
    return recordModeration(trx, now, { action: 'delete', actor, account, input, detail: `Deleted ${account.email}.` });
  });
  if (queued) ctx.outbox.wake();
  return { message: serverMessages.deleted };
};
