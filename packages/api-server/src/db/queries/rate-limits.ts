import { sql } from 'kysely';
import type { Executor } from './accounts.ts';

/**
 * Counts one event (or `by` events) against `key` in a fixed window and returns the count so far, in one
 * statement, so concurrent requests (even from several server processes on one PostgreSQL) cannot both
 * slip under the limit. A window that has ended starts over at 1 (or `by`).
 */
export const incrementCounter = async (db: Executor, key: string, now: string, resetAt: string, by = 1) => {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: by, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then ${by} else rate_limits.count + ${by} end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.reset_at };
};

/** Takes back one event (or `by`), e.g. an attempt that turned out to be a success. */
export const decrementCounter = (db: Executor, key: string, by = 1) =>
  db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when count > ${by} then count - ${by} else 0 end` })
    .where('key', '=', key)
    .execute();

export const deleteCounter = (db: Executor, key: string) => db.deleteFrom('rate_limits').where('key', '=', key).execute();

export const deleteEndedCounters = async (db: Executor, now: string) => {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * A marker in the same table: a row that only says "until then". Kept with the counters so the same
 * sweep drops it when it runs out.
 */
export const setMarker = (db: Executor, key: string, until: string) =>
  db
    .insertInto('rate_limits')
    .values({ key, count: 0, reset_at: until })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 0, reset_at: until }))
    .execute();

export const isMarkerLive = async (db: Executor, key: string, now: string) =>
  (await db.selectFrom('rate_limits').select('key').where('key', '=', key).where('reset_at', '>', now).executeTakeFirst()) !== undefined;
