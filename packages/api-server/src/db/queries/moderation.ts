import { nextVersion, type Executor } from './accounts.ts';

/**
 * Suspends (until a time, or until lifted when `until` is null) or reactivates an account; lifting
 * always clears the end. Returns how many accounts changed: 0 when the account is gone.
 */
export const setSuspension = async (db: Executor, id: number, change: { suspended: boolean; until: string | null; now: string }) => {
  const result = await db
    .updateTable('accounts')
    .set({
      is_suspended: change.suspended ? 1 : 0,
      suspended_until: change.suspended ? change.until : null,
      updated_at: change.now,
      version: nextVersion,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Suspended accounts whose suspension ended at or before `now` (the suspended_until index answers it). */
export const findDueSuspensions = (db: Executor, now: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'suspended_until'])
    .where('suspended_until', '<=', now)
    .where('is_suspended', '=', 1)
    .orderBy('suspended_until')
    .orderBy('id')
    .execute();

/**
 * Lifts one ended suspension, but only if it is still the one that was seen (`until`) and still
 * suspended: of two servers lifting it at once, the second's update waits for the first's row lock
 * (PostgreSQL) or its turn (SQLite), then matches nothing. Returns the account when this call lifted it.
 */
export const liftEndedSuspension = (db: Executor, id: number, until: string, now: string) =>
  db
    .updateTable('accounts')
    .set({ is_suspended: 0, suspended_until: null, updated_at: now, version: nextVersion })
    .where('id', '=', id)
    .where('is_suspended', '=', 1)
    .where('suspended_until', '=', until)
    .where('suspended_until', '<=', now)
    .returning(['id', 'full_name', 'role'])
    .executeTakeFirst();
