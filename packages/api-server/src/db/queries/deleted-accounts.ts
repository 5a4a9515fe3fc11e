import type { Insertable } from 'kysely';
import type { DialectName } from '../connection.ts';
import type { DeletedAccountsTable } from '../schema.ts';
import { contains, escapeLike, type Executor, type MemberRole } from './accounts.ts';

/*
 * The deleted accounts kept for a restore (migration 0006). Rows come in with a delete and leave with a
 * restore or a purge; each leaves by a delete that says whether it found the row, so of two callers
 * only one takes it.
 */

export const insertDeletedAccount = (db: Executor, row: Insertable<DeletedAccountsTable>) =>
  db.insertInto('deleted_accounts').values(row).execute();

/**
 * The kept account, locked for the rest of the transaction on PostgreSQL so that two restores (or a
 * restore and an undo) take turns: the second finds it gone. SQLite runs one transaction at a time.
 */
export const lockDeletedAccount = (db: Executor, id: number, dialect: DialectName) => {
  const query = db.selectFrom('deleted_accounts').selectAll().where('account_id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

/** Takes the row out for a restore; true when this call removed it. */
export const removeDeletedAccount = async (db: Executor, id: number) =>
  Number((await db.deleteFrom('deleted_accounts').where('account_id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

/**
 * Takes the row out for a purge, if it was deleted at or before `cutoff`, and returns it. The delete is
 * the claim: of two servers purging at once, the second waits for the first's row lock (PostgreSQL) or
 * its turn (SQLite) and then matches nothing, so each account is purged, and logged, once.
 */
export const claimForPurge = (db: Executor, id: number, cutoff: string) =>
  db.deleteFrom('deleted_accounts').where('account_id', '=', id).where('deleted_at', '<=', cutoff).returningAll().executeTakeFirst();

/** The ids of the accounts deleted at or before `cutoff`, oldest delete first. */
export const dueForPurge = async (db: Executor, cutoff: string) =>
  (
    await db
      .selectFrom('deleted_accounts')
      .select('account_id')
      .where('deleted_at', '<=', cutoff)
      .orderBy('deleted_at')
      .orderBy('account_id')
      .execute()
  ).map((row) => row.account_id);

export interface DeletedFilters {
  role?: MemberRole | undefined;
  /** Part of the name or the email, any case. */
  q?: string | undefined;
}

const filtered = (db: Executor, filters: DeletedFilters) => {
  let query = db.selectFrom('deleted_accounts as d');
  if (filters.role) query = query.where('d.role', '=', filters.role);
  const text = filters.q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) => eb.or([contains(eb.ref('d.full_name'), pattern), contains(eb.ref('d.email'), pattern)]));
  }
  return query;
};

export const countDeletedAccounts = async (db: Executor, filters: DeletedFilters) =>
  Number((await filtered(db, filters).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** One page of kept accounts, newest delete first; the snapshot stays behind. */
export const listDeletedAccounts = (db: Executor, filters: DeletedFilters, page: { limit: number; offset: number }) =>
  filtered(db, filters)
    .select(['d.account_id', 'd.role', 'd.full_name', 'd.email', 'd.deleted_at', 'd.deleted_by_id', 'd.deleted_by_name', 'd.reason', 'd.note', 'd.audit_id'])
    .orderBy('d.deleted_at', 'desc')
    .orderBy('d.account_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** The snapshots whose text mentions `fragment`: a coarse first pass for file references. */
export const snapshotsMentioning = async (db: Executor, fragment: string) =>
  (
    await db
      .selectFrom('deleted_accounts as d')
      .select('d.snapshot')
      .where((eb) => contains(eb.ref('d.snapshot'), `%${escapeLike(fragment.toLowerCase())}%`))
      .execute()
  ).map((row) => row.snapshot);

