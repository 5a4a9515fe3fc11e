import { sql, type Insertable, type SqlBool } from 'kysely';
import type { AuditLogTable } from '../schema.ts';
import { contains, escapeLike, type Executor } from './accounts.ts';

/*
 * The audit log is written by insert only: no query here (or anywhere) updates or deletes an entry
 * (audit-log-append-only.test.ts holds every module to that).
 */

/** Adds one entry and returns its id (for the outbox row of its notice). */
export const insertAuditEntry = async (db: Executor, entry: Insertable<AuditLogTable>): Promise<number> => {
  const row = await db.insertInto('audit_log').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export interface AuditFilters {
  /** One entry, with the entries that undid it. */
  entry?: number | undefined;
  action?: string | undefined;
  actorId?: number | undefined;
  /** The role of the account acted on. */
  kind?: string | undefined;
  targetId?: number | undefined;
  /** ISO instants, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** Part of a name or email, any case. */
  q?: string | undefined;
}

const filtered = (db: Executor, filters: AuditFilters) => {
  let query = db.selectFrom('audit_log as l');
  const { entry } = filters;
  if (entry !== undefined) query = query.where((eb) => eb.or([eb('l.id', '=', entry), eb('l.undoes', '=', entry)]));
  if (filters.action) query = query.where('l.action', '=', filters.action);
  if (filters.actorId !== undefined) query = query.where('l.actor_id', '=', filters.actorId);
  if (filters.kind) query = query.where('l.target_role', '=', filters.kind);
  if (filters.targetId !== undefined) query = query.where('l.target_id', '=', filters.targetId);
  if (filters.from) query = query.where('l.created_at', '>=', filters.from);
  if (filters.to) query = query.where('l.created_at', '<=', filters.to);
  const text = filters.q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('l.target_name'), pattern),
        contains(eb.ref('l.actor_name'), pattern),
        contains(eb.ref('l.actor_email'), pattern),
        contains(eb.ref('l.detail'), pattern),
        // The target's current email: entries keep its name, not its address.
        sql<SqlBool>`exists (select 1 from accounts t where t.id = l.target_id and lower(t.email) like ${pattern} escape '\\')`,
      ]),
    );
  }
  return query;
};

export const countAuditEntries = async (db: Executor, filters: AuditFilters = {}) => {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Newest first, each with the delivery status of its notice (the newest outbox row of the entry). */
export const listAuditEntries = (db: Executor, filters: AuditFilters, page?: { limit: number; offset: number }) => {
  let query = filtered(db, filters)
    .selectAll('l')
    .select([
      sql<string | null>`(select o.status from outbox o where o.audit_id = l.id order by o.id desc limit 1)`.as('notice_status'),
      sql<string | null>`(select o.last_error from outbox o where o.audit_id = l.id order by o.id desc limit 1)`.as('notice_error'),
      // An entry is undone at most once (undo checks under the account's lock); the index on undoes answers it.
      sql<number | null>`(select u.id from audit_log u where u.undoes = l.id order by u.id limit 1)`.as('undone_by'),
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
};

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** One entry as written, or undefined. */
export const findAuditEntry = (db: Executor, id: number) => db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();

/** What undo checks of these entries (those that exist) before any is undone: action, actor and time. */
export const entriesToUndo = (db: Executor, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('audit_log').select(['action', 'actor_id', 'created_at']).where('id', 'in', ids).execute();

/** The id of the entry that undid this one, if any. */
export const findUndoOf = async (db: Executor, id: number) =>
  (await db.selectFrom('audit_log').select('id').where('undoes', '=', id).orderBy('id').executeTakeFirst())?.id;

/**
 * The newest entry with one of these actions on the account, after `afterId` when given: who last
 * changed it and when.
 */
export const latestEntryOn = (db: Executor, targetId: number, actions: readonly string[], afterId?: number) => {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'actor_name', 'created_at'])
    .where('target_id', '=', targetId)
    .where('action', 'in', actions);
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
};
