import type { ResolvedSortTerm } from '@chairside/api-contract';
import type { DialectName } from '../connection.ts';
import { listedPage, type ListedPage, type Position } from './account-list.ts';
import type { Executor, MemberRole } from './accounts.ts';

/*
 * SPEC.md's plain array of every account of a kind: a million professionals are
 * 335 MiB of JSON, so the list is read a batch at a time and never held whole. Each batch starts
 * after the last row of the one before by its sort key and id (a keyset seek along the order's index,
 * the `from` of account-list.ts's pages), so a batch costs what the first does wherever it falls.
 */

/**
 * Every account of the kind in the list's order, `size` rows at a time, each batch with its rows'
 * subscriptions unexpired at `now`. A batch is read only when the one before has been taken; each is
 * a statement of its own (a transaction held open while a client reads for minutes would stop the
 * writes of everyone else on SQLite), so a row changed meanwhile is shown as its batch found it. A
 * row's place (its sort key and id) does not change, so no row is sent twice or out of order.
 */
export async function* wholeListBatches(
  db: Executor,
  dialect: DialectName,
  role: MemberRole,
  /** One key, or keys all in one direction: the whole list's order is its joining date either way. */
  order: readonly ResolvedSortTerm[],
  size: number,
  now: string,
): AsyncGenerator<ListedPage> {
  let from: Position | undefined;
  for (;;) {
    // `from` is the last row sent: the seek includes it, so the batch starts one row further.
    const batch = await listedPage(db, dialect, { role, words: [], order, limit: size, offset: from ? 1 : 0, reverse: false, from, plan: { kind: 'index' } }, now);
    if (batch.rows.length > 0) yield batch;
    if (batch.rows.length < size) return;
    from = batch.positions.at(-1);
  }
}

/**
 * The first moment after `now` at which any subscription expires: no whole list changes sooner without
 * a write (a list shows only unexpired subscriptions). Any kind's, not only the list's: one step along
 * subscriptions_expires_idx, where the list's own kind would cost a look at every subscriber. Null when
 * none will.
 */
export const firstSubscriptionExpiry = async (db: Executor, now: string): Promise<string | null> => {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.min('expires_at').as('first'))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.first ?? null;
};
