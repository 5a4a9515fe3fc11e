import type { Transaction } from 'kysely';
import {
  bulkMessages,
  fillNotice,
  noticeFrom,
  noticeSubjects,
  reasonNotGiven,
  serverMessages,
  type ModerationAction,
  type ModerationRequest,
  type ModerationResponse,
} from '@chairside/api-contract';
import { deleteAccountRows, lockAccountById, type MemberRole } from '../db/queries/accounts.ts';
import { insertDeletedAccount } from '../db/queries/deleted-accounts.ts';
import { setSuspension } from '../db/queries/moderation.ts';
import { insertOutboxMessage } from '../db/queries/outbox.ts';
import { deleteAccountSessions } from '../db/queries/sessions.ts';
import { takeSnapshot } from '../db/queries/snapshots.ts';
import type { AccountRow, Database } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { notFound } from './accounts.ts';
import { recordAudit } from './audit.ts';
import { checkVersion, utcMinute, type VersionCondition } from './conflicts.ts';
import type { Actor, ServiceContext } from './context.ts';
import { quotedBlock, quotedValue } from './email-text.ts';
import { ServiceError } from './errors.ts';
import { releaseNotices, reserveNotices } from './notice-limits.ts';

/*
 * Suspend, unsuspend and delete, each with what the administrator said about it: a reason ('Not given'
 * for SPEC.md's body-less calls), a note for other administrators, the end of a timed suspension, and
 * a notice to the account holder written to the outbox in the action's own transaction, so the action
 * and its email land together or not at all; the outbox worker delivers it. One account's action is
 * `moderateInTransaction`, whether it comes from a single call, one id of a bulk request or an undo.
 */

const noAccount = () => new ServiceError('not-found', 'No account has that id.');

const pastTense: Record<ModerationAction, string> = { suspend: 'suspended', unsuspend: 'unsuspended', delete: 'deleted' };

/** `until` must still be ahead by the server's clock when the suspension is made. */
const checkUntil = (until: string | null | undefined, now: Date) => {
  if (until && new Date(until).getTime() <= now.getTime()) throw new ServiceError('invalid', 'until must be in the future.');
  return until ? new Date(until).toISOString() : null;
};

/** One account's action, as every caller describes it. */
export interface ModerationCall {
  action: ModerationAction;
  id: number;
  /** The kind a single call's route acts on; bulk requests and undo act on any member account. */
  role?: MemberRole | undefined;
  reason: string;
  note: string | null;
  /** The notice to send, with `{name}` still in it; none when undefined. */
  notice?: string | undefined;
  /** The end of a timed suspension, already checked. */
  until?: string | null | undefined;
  /** The versions the caller saw (If-Match). */
  expected?: VersionCondition | undefined;
  /** The entry an undo reverses. */
  undoes?: number | undefined;
  /**
   * Suspend only: leave an account that is already suspended as it is, refused as skipped, so a bulk
   * suspension never shortens (or lengthens) a restriction nobody asked it to change.
   */
  keepSuspension?: boolean | undefined;
}

/** What a caller's request body comes to, before the account is known. */
export const callFields = (input: ModerationRequest | undefined, now: Date) => ({
  reason: input?.reason ?? reasonNotGiven,
  note: input?.note || null,
  notice: input?.notice?.send ? (input.notice.message ?? undefined) : undefined,
  until: checkUntil(input?.until, now),
});

/** What one account's action wrote: its audit entry, the version it left (for a delete, the one it was deleted at). */
export interface ModerationOutcome {
  entry: number;
  version: number;
  /** Whether a notice waits in the outbox, so the caller wakes the worker after the commit. */
  queued: boolean;
}

/** The audit entry's account, as it was named when the action was taken. */
const targetOf = (account: AccountRow) => ({ id: account.id, fullName: account.full_name, role: account.role });

const auditAction = { suspend: 'account.suspend', unsuspend: 'account.unsuspend', delete: 'account.delete' } as const;

/**
 * Records the action and, when asked, queues its notice, both in `trx`. A notice to an account that has
 * no email address is refused (400), which rolls the whole action back.
 */
const recordModeration = async (trx: Transaction<Database>, now: Date, actor: Actor, account: AccountRow, call: ModerationCall) => {
  if (call.notice && !account.email.trim()) {
    throw new ServiceError('invalid', 'notice.send: this account has no email address to send a notice to.');
  }
  const suspended = account.is_suspended === 1;
  const auditId = await recordAudit(trx, now, {
    action: auditAction[call.action],
    actor,
    target: targetOf(account),
    detail:
      call.action === 'delete'
        ? `Deleted ${account.email}.`
        : suspended === (call.action === 'suspend')
          ? `Already ${suspended ? 'suspended' : 'active'}.`
          : undefined,
    reason: call.reason,
    note: call.note,
    until: call.action === 'suspend' ? (call.until ?? null) : null,
    prior: call.action === 'delete' ? undefined : { suspended, until: suspended ? account.suspended_until : null },
    undoes: call.undoes,
  });
  if (call.notice) {
    await insertOutboxMessage(trx, {
      auditId,
      accountId: account.id,
      to: account.email,
      subject: noticeSubjects[call.action],
      // The staff member's words (and the holder's name in them), quoted under a line of ours naming who wrote them.
      body: quotedBlock(noticeFrom(quotedValue(actor.fullName)), fillNotice(call.notice, { name: account.full_name })).join('\n'),
      at: iso(now),
    });
  }
  return auditId;
};

/** Refuses, as skipped, to suspend an account whose suspension is still running. */
const keepSuspension = (account: AccountRow, now: Date) => {
  if (account.is_suspended !== 1) return;
  const until = account.suspended_until;
  if (until !== null && Date.parse(until) <= now.getTime()) return;
  const message = until === null ? bulkMessages.alreadySuspended : bulkMessages.alreadySuspendedUntil(utcMinute(until));
  throw new ServiceError('conflict', message, undefined, { skipped: true });
};

/**
 * Applies one account's action inside `trx`. The account is read under its lock first, so an account
 * deleted a moment earlier is not found (404) and nothing is logged or sent for it, and the version the
 * caller saw is compared with the one the lock sees. Suspending ends the account's sessions, so it is
 * signed out everywhere at once. A delete keeps every row of the account in deleted_accounts, restorable
 * until the purge, then removes the live rows: lists and counts no longer see it.
 */
export const moderateInTransaction = async (
  trx: Transaction<Database>,
  ctx: ServiceContext,
  now: Date,
  actor: Actor,
  call: ModerationCall,
): Promise<ModerationOutcome> => {
  const account = await lockAccountById(trx, call.id, ctx.dialect);
  if (!account || (call.role !== undefined && account.role !== call.role)) throw call.role ? notFound(call.role) : noAccount();
  if (account.role === 'admin') throw new ServiceError('forbidden', `Administrator accounts cannot be ${pastTense[call.action]}.`);
  await checkVersion(trx, account, call.expected);
  if (call.action === 'suspend' && call.keepSuspension) keepSuspension(account, now);
  if (call.action === 'delete') {
    const snapshot = await takeSnapshot(trx, account);
    const entry = await recordModeration(trx, now, actor, account, call);
    await insertDeletedAccount(trx, {
      account_id: account.id,
      role: account.role,
      full_name: account.full_name,
      email: account.email,
      deleted_at: iso(now),
      deleted_by_id: actor.id,
      deleted_by_name: actor.fullName,
      reason: call.reason,
      note: call.note,
      audit_id: entry,
      snapshot: JSON.stringify(snapshot),
    });
    if ((await deleteAccountRows(trx, account.id)) !== 1) throw noAccount();
    return { entry, version: account.version, queued: Boolean(call.notice) };
  }
  const suspended = call.action === 'suspend';
  if ((await setSuspension(trx, account.id, { suspended, until: suspended ? (call.until ?? null) : null, now: iso(now) })) !== 1) {
    throw noAccount();
  }
  if (suspended) await deleteAccountSessions(trx, account.id);
  const entry = await recordModeration(trx, now, actor, account, call);
  return { entry, version: account.version + 1, queued: Boolean(call.notice) };
};

/**
 * One account's action in its own transaction, the outbox woken after the commit when a notice waits.
 * Its notice counts against the actor's hourly allowance first, and is given back if the action fails.
 */
const moderateAccount = async (ctx: ServiceContext, actor: Actor, call: ModerationCall, now = ctx.now()) => {
  const notices = call.notice ? 1 : 0;
  await reserveNotices(ctx, actor, notices);
  try {
    const outcome = await runTransaction(ctx.db, (trx) => moderateInTransaction(trx, ctx, now, actor, call));
    if (outcome.queued) ctx.outbox.wake();
    return outcome;
  } catch (error) {
    await releaseNotices(ctx, actor, notices);
    throw error;
  }
};

const answer = (message: string, outcome: ModerationOutcome): ModerationResponse => ({
  message,
  entry: outcome.entry,
  version: outcome.version,
});

/** Suspends (until a time, or until lifted) or lifts the suspension of an account of the route's kind. */
export const setAccountSuspended = async (
  ctx: ServiceContext,
  actor: Actor,
  role: MemberRole,
  id: number,
  suspended: boolean,
  input?: ModerationRequest,
  expected?: VersionCondition,
): Promise<ModerationResponse> => {
  const now = ctx.now();
  const fields = callFields(input, now);
  const outcome = await moderateAccount(
    ctx,
    actor,
    { action: suspended ? 'suspend' : 'unsuspend', id, role, expected, ...fields, until: suspended ? fields.until : null },
    now,
  );
  return answer(suspended ? serverMessages.suspended : serverMessages.unsuspended, outcome);
};

/**
 * Deletes a professional, salon or private suite, in one transaction with its audit entry and notice.
 * Administrators cannot be deleted here, not even by themselves. Of two deletes at once, the one that
 * waited for the lock finds no account: one is acknowledged, the other answers 404.
 */
export const deleteMemberAccount = async (
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  input?: ModerationRequest,
  expected?: VersionCondition,
): Promise<ModerationResponse> => {
  const now = ctx.now();
  const outcome = await moderateAccount(ctx, actor, { action: 'delete', id, expected, ...callFields(input, now), until: null }, now);
  return answer(serverMessages.deleted, outcome);
};
