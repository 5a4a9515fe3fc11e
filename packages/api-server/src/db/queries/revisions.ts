import { sql, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { DialectName } from '../connection.ts';
import type { Database, PolicyDocumentsTable, PolicyKind } from '../schema.ts';
import type { Executor } from './accounts.ts';

/*
 * The revisions of the privacy policy and the terms: one row per save, never deleted. A revision's
 * number is its place among its kind's rows in id order, so it is counted rather than stored.
 */

/**
 * The revision in force just before the row aliased `p`: the one ordered before it among its
 * kind's revisions not withdrawn, by date and then id. A row's base should be this one.
 */
const predecessorId = sql<number | null>`(select q.id from policy_documents q
  where q.kind = p.kind and q.cancelled_at is null
    and (q.effective_at < p.effective_at or (q.effective_at = p.effective_at and q.id < p.id))
  order by q.effective_at desc, q.id desc limit 1)`;

/**
 * A scheduled row whose base is no longer the revision in force just before its date: something was
 * published in between and no save said to keep or rebase it, so it must not replace that silently.
 * A row saved in effect never is (its base was the current revision when it was saved).
 */
const isStale = sql<SqlBool>`(p.effective_at > p.saved_at and p.base_revision_id is distinct from ${predecessorId})`;

/** Rows of the kind in effect at `now`, not withdrawn and not stale, the newest in effect first (the partial index's order). */
const inEffect = (db: Executor, kind: PolicyKind, now: string) =>
  db
    .selectFrom('policy_documents as p')
    .where('p.kind', '=', kind)
    .where('p.cancelled_at', 'is', null)
    .where('p.effective_at', '<=', now)
    .where(sql<SqlBool>`not ${isStale}`)
    .orderBy('p.effective_at', 'desc')
    .orderBy('p.id', 'desc');

/** What is served at `now`: the newest revision in effect; undefined while only the built-in default is. */
export const findCurrentRevision = (db: Executor, kind: PolicyKind, now: string) =>
  inEffect(db, kind, now).select(['p.id', 'p.content', 'p.effective_at']).limit(1).executeTakeFirst();

export const findCurrentRevisionId = async (db: Executor, kind: PolicyKind, now: string) =>
  (await inEffect(db, kind, now).select('p.id').limit(1).executeTakeFirst())?.id ?? null;

/**
 * The base a revision taking effect at `effectiveAt` gets when it is inserted now: the newest row not
 * withdrawn in effect by then (a new row's id is the largest, so it comes after any of the same date).
 */
export const findBaseAt = async (db: Executor, kind: PolicyKind, effectiveAt: string) =>
  (
    await db
      .selectFrom('policy_documents')
      .select('id')
      .where('kind', '=', kind)
      .where('cancelled_at', 'is', null)
      .where('effective_at', '<=', effectiveAt)
      .orderBy('effective_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.id ?? null;

/** The number of the revision of the row's kind whose id `column` holds: how many of the kind's ids are up to it. */
const numberOf = (eb: ExpressionBuilder<Database & { p: PolicyDocumentsTable }, 'p'>, column: 'p.id' | 'p.restored_from') =>
  eb
    .selectFrom('policy_documents as earlier')
    .whereRef('earlier.kind', '=', 'p.kind')
    .whereRef('earlier.id', '<=', column)
    .select((inner) => inner.fn.countAll().as('n'));

/** Everything a revision's summary shows, its number and the number of the revision it restored counted alongside. */
const summaries = (db: Executor, kind: PolicyKind) =>
  db
    .selectFrom('policy_documents as p')
    .where('p.kind', '=', kind)
    .select((eb) => [
      'p.id',
      'p.saved_at',
      'p.effective_at',
      'p.saved_by',
      'p.author_name',
      'p.summary',
      'p.restored_from',
      'p.cancelled_at',
      'p.base_revision_id',
      'p.review_note',
      predecessorId.as('predecessor_id'),
      isStale.as('stale'),
      sql<number>`length(p.content)`.as('size'),
      numberOf(eb, 'p.id').as('number'),
      numberOf(eb, 'p.restored_from').as('restored_number'),
    ]);

export type RevisionRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** One page of the kind's history, newest saved first. */
export const listRevisionRows = (db: Executor, kind: PolicyKind, page: { limit: number; offset: number }) =>
  summaries(db, kind).orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute();

export const countRevisions = async (db: Executor, kind: PolicyKind) =>
  Number(
    (await db.selectFrom('policy_documents').where('kind', '=', kind).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );

/** Revisions waiting for their date at `now` and not withdrawn, soonest first. */
export const listScheduledRows = (db: Executor, kind: PolicyKind, now: string) =>
  summaries(db, kind)
    .where('p.cancelled_at', 'is', null)
    .where('p.effective_at', '>', now)
    .orderBy('p.effective_at', 'asc')
    .orderBy('p.id', 'asc')
    .execute();

/** The scheduled revisions (waiting at `now`, not withdrawn) that are stale, soonest first. */
export const listStaleScheduledRows = (db: Executor, kind: PolicyKind, now: string) =>
  summaries(db, kind)
    .where('p.cancelled_at', 'is', null)
    .where('p.effective_at', '>', now)
    .where(isStale)
    .orderBy('p.effective_at', 'asc')
    .orderBy('p.id', 'asc')
    .execute();

/** Gives a revision a new base, with the note a rebase writes (null for one kept as written). */
export const setRevisionBase = (db: Executor, id: number, base: number | null, note: string | null) =>
  db.updateTable('policy_documents').set({ base_revision_id: base, review_note: note }).where('id', '=', id).execute();

/** The newest revision saved and not withdrawn, scheduled or not: what an editor opened now starts from. */
export const findLatestRow = (db: Executor, kind: PolicyKind) =>
  summaries(db, kind).where('p.cancelled_at', 'is', null).orderBy('p.id', 'desc').limit(1).executeTakeFirst();

/** One revision of the kind; undefined for an id of the other kind or of none. */
export const findRevisionSummary = (db: Executor, kind: PolicyKind, id: number) => summaries(db, kind).where('p.id', '=', id).executeTakeFirst();

/** One revision of the kind with its content; undefined for an id of the other kind or of none. */
export const findRevisionRow = (db: Executor, kind: PolicyKind, id: number) =>
  summaries(db, kind).select('p.content').where('p.id', '=', id).executeTakeFirst();

export const isRevisionOf = async (db: Executor, kind: PolicyKind, id: number) =>
  (await db.selectFrom('policy_documents').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst()) !== undefined;

/** Stores a revision and answers its id. */
export const insertRevision = async (
  db: Executor,
  revision: Omit<Insertable<PolicyDocumentsTable>, 'id' | 'cancelled_at' | 'cancelled_by' | 'review_note'>,
) =>
  (await db.insertInto('policy_documents').values(revision).returning('id').executeTakeFirstOrThrow()).id;

export const markRevisionCancelled = (db: Executor, id: number, at: string, by: number) =>
  db.updateTable('policy_documents').set({ cancelled_at: at, cancelled_by: by }).where('id', '=', id).execute();

/**
 * Makes the saves, restores and withdrawals of one kind take turns until the transaction ends, so the
 * check of the newest revision and the write that follows it see the same history. PostgreSQL takes an
 * advisory lock named by the schema and the kind (several schemas may share a database). SQLite needs
 * none: the server's one connection runs one transaction at a time.
 */
export const lockRevisions = async (db: Executor, dialect: DialectName, kind: PolicyKind) => {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.policy_documents'), hashtext(${kind}::text))`.execute(db);
};
