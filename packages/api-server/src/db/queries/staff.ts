import type { Executor } from './accounts.ts';

/** The staff row of an `admin` account: role, deactivation and authenticator key. */
export const findStaffMember = (db: Executor, accountId: number) =>
  db.selectFrom('staff_members').selectAll().where('account_id', '=', accountId).executeTakeFirst();

export const setLastSignedIn = (db: Executor, accountId: number, now: string) =>
  db.updateTable('staff_members').set({ last_signed_in_at: now }).where('account_id', '=', accountId).execute();
