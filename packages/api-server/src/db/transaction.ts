import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * PostgreSQL's answers for a transaction it aborted to let others go on: a serialisation failure
 * (40001) or a deadlock it broke by choosing this transaction (40P01). Running the transaction again
 * is the documented remedy; SQLite never raises either.
 */
const retryableCodes = new Set(['40001', '40P01']);

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && retryableCodes.has(String((error as { code?: unknown }).code));

/** Attempts in all, the first included; a conflict that survives them is a real fault. */
export const transactionAttempts = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, and again (a bounded number of times, after a short random pause so
 * the two sides do not collide again in step) when PostgreSQL aborts it for a deadlock or a
 * serialisation failure. `work` must do nothing outside the database that cannot be repeated.
 */
export const runTransaction = async <T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= transactionAttempts || !isRetryableConflict(error)) throw error;
      await pause(Math.random() * 20 * attempt);
    }
  }
};
