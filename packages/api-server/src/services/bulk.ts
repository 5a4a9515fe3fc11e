import {
  bulkLimits,
  type BulkRequest,
  type BulkResponse,
  type BulkResult,
  type MatchingAccountsQuery,
  type MatchingAccountsResponse,
} from '@chairside/api-contract';
import type { Transaction } from 'kysely';
import { countAccounts, matchingAccounts } from '../db/queries/accounts.ts';
import type { Database } from '../db/schema.ts';
import { runTransaction } from '../db/transaction.ts';
import { requirePermission, requireRecentFactor } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { callFields, moderateInTransaction, type ModerationOutcome } from './moderation.ts';
import { liftEndedSuspensions } from './suspensions.ts';

/*
 * One action on many accounts: each id in its own transaction, through the same code as the single
 * calls, so one account that cannot be changed (gone, an administrator, no address for its notice)
 * is reported in its result and never undoes what was done to the others.
 */

/**
 * Runs `work` for each id in a transaction of its own, in the order given, and reports each outcome.
 * A refusal (a ServiceError) becomes that id's `{ ok: false, message }`; anything else is a fault and
 * stops the request, the ids before it staying done. The outbox is woken once, at the end.
 */
export const eachInOwnTransaction = async (
  ctx: ServiceContext,
  ids: readonly number[],
  work: (trx: Transaction<Database>, id: number) => Promise<Pick<ModerationOutcome, 'entry' | 'version'> & { queued?: boolean }>,
): Promise<BulkResult[]> => {
  const results: BulkResult[] = [];
  let queued = false;
  try {
    for (const id of ids) {
      try {
        const outcome = await runTransaction(ctx.db, (trx) => work(trx, id));
        queued ||= outcome.queued === true;
        results.push({ id, ok: true, entry: outcome.entry, version: outcome.version });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        results.push({ id, ok: false, message: error.message });
      }
    }
  } finally {
    if (queued) ctx.outbox.wake();
  }
  return results;
};

/**
 * POST /api/admin/accounts/bulk. The request's own mistakes (an end that has passed) refuse it whole,
 * before anything changes; each notice is filled with its own account's name. The route's row asks for
 * `moderate`; a bulk delete asks, like DELETE /api/admin/users/:id, for `delete` and a recent factor.
 */
export const bulkModerate = async (ctx: ServiceContext, actor: Actor, body: BulkRequest): Promise<BulkResponse> => {
  if (body.action === 'delete') {
    requirePermission(actor, 'delete');
    requireRecentFactor(ctx, actor);
  }
  const now = ctx.now();
  const fields = callFields(body, now);
  const until = body.action === 'suspend' ? fields.until : null;
  const results = await eachInOwnTransaction(ctx, body.ids, (trx, id) =>
    moderateInTransaction(trx, ctx, now, actor, { action: body.action, id, ...fields, until }),
  );
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
