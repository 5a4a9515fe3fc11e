import {
  bulkLimits,
  bulkMessages,
  type BulkRequest,
  type BulkResponse,
  type BulkResult,
  type MatchingAccountsQuery,
  type MatchingAccountsResponse,
  type Permission,
} from '@chairside/api-contract';
import type { Transaction } from 'kysely';
import { countAccounts, matchingAccounts } from '../db/queries/accounts.ts';
import type { Database } from '../db/schema.ts';
import { runTransaction } from '../db/transaction.ts';
import { requirePermission, requireRecentFactor } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { callFields, moderateInTransaction, type ModerationOutcome } from './moderation.ts';
import { releaseNotices, reserveNotices } from './notice-limits.ts';
import { requireStanding, StandingLost } from './staff-standing.ts';
import { liftEndedSuspensions } from './suspensions.ts';

/*
 * One action on many accounts: each id in its own transaction, through the same code as the single
 * calls, so one account that cannot be changed (gone, an administrator, no address for its notice)
 * is reported in its result and never undoes what was done to the others.
 */

/**
 * Runs `work` for each id in a transaction of its own, in the order given, and reports each outcome.
 * Each transaction first checks that the actor still stands (active, with every permission the request
 * needs); once they do not, that id and every one after it fail with why, and nothing more is done. A
 * refusal (a ServiceError) becomes that id's `{ ok: false, message }` (`skipped` when the account was
 * left alone on purpose); anything else is a fault and stops the request, the ids before it staying
 * done. The outbox is woken once, at the end.
 */
export const eachInOwnTransaction = async (
  ctx: ServiceContext,
  actor: Actor,
  permissions: readonly Permission[],
  ids: readonly number[],
  work: (trx: Transaction<Database>, id: number) => Promise<Pick<ModerationOutcome, 'entry' | 'version'> & { queued?: boolean }>,
): Promise<BulkResult[]> => {
  const results: BulkResult[] = [];
  let queued = false;
  try {
    for (const [index, id] of ids.entries()) {
      try {
        const outcome = await runTransaction(ctx.db, async (trx) => {
          await requireStanding(trx, ctx, actor, permissions);
          return work(trx, id);
        });
        queued ||= outcome.queued === true;
        results.push({ id, ok: true, entry: outcome.entry, version: outcome.version });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        if (error instanceof StandingLost) {
          results.push(...ids.slice(index).map((left) => ({ id: left, ok: false, message: error.message })));
          break;
        }
        results.push({ id, ok: false, message: error.message, ...(error.details?.skipped === true ? { skipped: true } : {}) });
      }
    }
  } finally {
    if (queued) ctx.outbox.wake();
  }
  return results;
};

/**
 * Notices to more than `bulkLimits.unconfirmedNotices` accounts need `confirmNotices` naming their
 * count, and a confirmation never names fewer than the request sends.
 */
const checkNoticeConfirmation = (body: BulkRequest, notices: number) => {
  const confirmed = body.confirmNotices;
  if (notices > bulkLimits.unconfirmedNotices ? confirmed !== notices : confirmed !== undefined && confirmed < notices) {
    throw new ServiceError('invalid', bulkMessages.confirmNotices(notices));
  }
};

/**
 * POST /api/admin/accounts/bulk. The request's own mistakes (an end that has passed, notices to many
 * accounts unconfirmed or over the actor's hourly allowance) refuse it whole, before anything changes;
 * each notice is filled with its own account's name. The route's row asks for `moderate`; a bulk
 * delete asks, like DELETE /api/admin/users/:id, for `delete` and a recent factor. A bulk suspension
 * leaves accounts already suspended as they are unless `alreadySuspended` is 'change'.
 */
export const bulkModerate = async (ctx: ServiceContext, actor: Actor, body: BulkRequest): Promise<BulkResponse> => {
  const permissions: Permission[] = body.action === 'delete' ? ['moderate', 'delete'] : ['moderate'];
  if (body.action === 'delete') {
    requirePermission(actor, 'delete');
    requireRecentFactor(ctx, actor);
  }
  const now = ctx.now();
  const fields = callFields(body, now);
  const until = body.action === 'suspend' ? fields.until : null;
  const keepSuspension = body.action === 'suspend' && body.alreadySuspended !== 'change';
  const notices = fields.notice ? body.ids.length : 0;
  checkNoticeConfirmation(body, notices);
  await reserveNotices(ctx, actor, notices);
  const results = await eachInOwnTransaction(ctx, actor, permissions, body.ids, (trx, id) =>
    moderateInTransaction(trx, ctx, now, actor, { action: body.action, id, ...fields, until, keepSuspension }),
  );
  await releaseNotices(ctx, actor, notices === 0 ? 0 : results.filter((result) => !result.ok).length);
  return { results };
};

/** GET /api/admin/accounts/matching: the ids, names and versions a list's search selects, up to the selection limit. */
export const listMatching = async (ctx: ServiceContext, query: MatchingAccountsQuery): Promise<MatchingAccountsResponse> => {
  // Lifting ended suspensions first gives the versions the lists show.
  await liftEndedSuspensions(ctx);
  const options = { role: query.kind, search: query.search, dialect: ctx.dialect };
  const total = await countAccounts(ctx.db, options);
  const rows = await matchingAccounts(ctx.db, options, bulkLimits.selection);
  return { total, accounts: rows.map((row) => ({ id: row.id, fullName: row.full_name, version: row.version })) };
};
