import { sql } from 'kysely';
import type { Executor } from './accounts.ts';

/** The cheapest question the database must answer: whether it answers at all. */
export const pingDatabase = (db: Executor) => sql`select 1`.execute(db);

/**
 * The migrations the database has applied, by name, from Kysely's own bookkeeping table (in the
 * connection's schema on PostgreSQL, through its search path). Throws when the table is missing: a
 * database never migrated.
 */
export const appliedMigrationNames = async (db: Executor) =>
  (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
