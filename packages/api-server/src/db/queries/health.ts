import { sql } from 'kysely';
import type { Executor } from './accounts.ts';

/** The cheapest question the database must answer: whether it answers at all. */
export const pingDatabase = (db: Executor) => sql`select 1`.execute(db);
