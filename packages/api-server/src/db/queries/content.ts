import type { Insertable } from 'kysely';
import type { SupportRequestsTable } from '../schema.ts';
import type { Executor } from './accounts.ts';

/** Every feedback entry with its author's name, newest first. */
export const listFeedback = (db: Executor) =>
  db
    .selectFrom('feedback as f')
    .leftJoin('accounts as a', 'a.id', 'f.account_id')
    .select(['f.id', 'f.stars_count', 'f.text', 'f.created_at', 'f.account_id', 'a.full_name'])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();

export const listSupportRequests = (db: Executor) =>
  db.selectFrom('support_requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

/** Stores a support request and answers its id. */
export const insertSupportRequest = (db: Executor, request: Omit<Insertable<SupportRequestsTable>, 'id'>) =>
  db.insertInto('support_requests').values(request).returning('id').executeTakeFirstOrThrow();
