import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../schema.ts';
import type { Executor } from './accounts.ts';

export const insertAuditEntry = (db: Executor, entry: Insertable<AuditLogTable>) =>
  db.insertInto('audit_log').values(entry).execute();

export const countAuditEntries = async (db: Executor, action?: string) => {
  let query = db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n'));
  if (action) query = query.where('action', '=', action);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Newest first. */
export const listAuditEntries = (db: Executor, page: { limit: number; offset: number }, action?: string) => {
  let query = db.selectFrom('audit_log').selectAll();
  if (action) query = query.where('action', '=', action);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
};
