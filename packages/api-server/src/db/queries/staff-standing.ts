import type { Executor } from './accounts.ts';

/**
 * A staff member's role and deactivation as they stand, read inside the caller's transaction. On
 * PostgreSQL the row is locked for share to the end of it: a deactivation or a role change (which
 * update the row) waits until this transaction commits, or this read waits for theirs and sees it,
 * so nothing this transaction logs can follow the entry of a change that removed the right to do it.
 */
export const lockStaffStanding = (db: Executor, accountId: number, dialect: 'sqlite' | 'postgres') => {
  const query = db.selectFrom('staff_members').select(['staff_role', 'deactivated_at']).where('account_id', '=', accountId);
  return (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
};
