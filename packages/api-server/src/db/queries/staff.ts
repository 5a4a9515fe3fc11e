import type { Executor } from './accounts.ts';
import { clearOutboxSecrets } from './outbox.ts';

/** The staff row of an `admin` account: role, deactivation and authenticator key. */
export const findStaffMember = (db: Executor, accountId: number) =>
  db.selectFrom('staff_members').selectAll().where('account_id', '=', accountId).executeTakeFirst();

export const setLastSignedIn = (db: Executor, accountId: number, now: string) =>
  db.updateTable('staff_members').set({ last_signed_in_at: now }).where('account_id', '=', accountId).execute();

/*
 * Staff members as the staff screen lists them, and the invitations that bring new ones in. A staff
 * member is an `admin` account with its staff_members row; an invitation is open while it is neither
 * accepted nor withdrawn and its time has not run out.
 */

/** What the staff list shows of each member. */
const memberColumns = (db: Executor) =>
  db
    .selectFrom('accounts as a')
    .innerJoin('staff_members as m', 'm.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.full_name',
      'a.email',
      'a.created_at',
      'm.staff_role',
      'm.deactivated_at',
      'm.last_signed_in_at',
      'm.totp_enabled_at',
      eb.exists(eb.selectFrom('passkeys as p').select('p.id').whereRef('p.account_id', '=', 'a.id')).as('has_passkey'),
    ])
    .where('a.role', '=', 'admin');

/** Every staff member, in the order they joined. */
export const listStaffMembers = (db: Executor) => memberColumns(db).orderBy('a.created_at').orderBy('a.id').execute();

/** One staff member, or undefined when the id is not an `admin` account. */
export const findStaffMemberRow = (db: Executor, accountId: number) => memberColumns(db).where('a.id', '=', accountId).executeTakeFirst();

export type StaffMemberRow = NonNullable<Awaited<ReturnType<typeof findStaffMemberRow>>>;

/**
 * The account ids of the active owners. On PostgreSQL their rows stay locked to the end of the
 * transaction, so two owners demoting or deactivating each other at once take turns, and the second
 * sees the first's change: the last active owner is never removed by a race.
 */
export const lockActiveOwners = async (db: Executor, dialect: 'sqlite' | 'postgres'): Promise<number[]> => {
  const query = db.selectFrom('staff_members').select('account_id').where('staff_role', '=', 'owner').where('deactivated_at', 'is', null);
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.account_id);
};

export const setStaffRole = async (db: Executor, accountId: number, staffRole: string) => {
  const result = await db.updateTable('staff_members').set({ staff_role: staffRole }).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Deactivates (at the time given) or reactivates (null) a staff member. */
export const setDeactivated = async (db: Executor, accountId: number, at: string | null) => {
  const result = await db.updateTable('staff_members').set({ deactivated_at: at }).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The first active owner by joining date: who the command line invites in the name of. */
export const findFirstActiveOwner = (db: Executor) =>
  db
    .selectFrom('accounts as a')
    .innerJoin('staff_members as m', 'm.account_id', 'a.id')
    .select(['a.id', 'a.full_name', 'a.email'])
    .where('a.role', '=', 'admin')
    .where('m.staff_role', '=', 'owner')
    .where('m.deactivated_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .executeTakeFirst();

// --- Invitations -------------------------------------------------------------------------------------

export const insertInvitation = (
  db: Executor,
  invitation: { email: string; staffRole: string; tokenHash: string; invitedById: number | null; invitedByName: string | null; now: string; expiresAt: string },
) =>
  db
    .insertInto('staff_invitations')
    .values({
      email: invitation.email,
      staff_role: invitation.staffRole,
      token_hash: invitation.tokenHash,
      invited_by_id: invitation.invitedById,
      invited_by_name: invitation.invitedByName,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
      accepted_at: null,
      revoked_at: null,
      account_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Neither accepted nor withdrawn, and its time not yet up at `now`. */
const openAt = (db: Executor, now: string) =>
  db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);

/** The open invitations, newest first. */
export const listOpenInvitations = (db: Executor, now: string) => openAt(db, now).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findOpenInvitation = (db: Executor, id: number, now: string) => openAt(db, now).where('id', '=', id).executeTakeFirst();

/**
 * The invitation with this token hash, whatever became of it. With `lock` on PostgreSQL its row stays
 * locked to the end of the transaction: a second acceptance of the same link waits, then finds it used.
 */
export const findInvitationByTokenHash = (db: Executor, tokenHash: string, lock?: 'sqlite' | 'postgres') => {
  const query = db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', tokenHash);
  return (lock === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

/** What an invitation's email names its link's token by in the outbox (see `insertOutboxMessage`). */
export const invitationSecretFor = (id: number) => `invitation:${id}`;

/**
 * Changes the open invitations that match (one by id, every one to an address, or every one an inviter
 * sent) and returns the ones it changed. Only an invitation still open matches: of two acceptances of
 * one link in flight at once, exactly one marks it (the other rolls back), and a withdrawn or used one
 * stays as it was. An invitation that ends here takes its token out of the outbox with it.
 */
const updateOpen = async (
  db: Executor,
  now: string,
  match: { id: number } | { email: string } | { invitedById: number },
  set: { revoked_at: string } | { accepted_at: string; account_id: number },
) => {
  const rows = await db
    .updateTable('staff_invitations')
    .set(set)
    .where((eb) =>
      'id' in match ? eb('id', '=', match.id) : 'email' in match ? eb('email', '=', match.email) : eb('invited_by_id', '=', match.invitedById),
    )
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'staff_role'])
    .execute();
  await clearOutboxSecrets(db, rows.map((row) => invitationSecretFor(row.id)));
  return rows;
};

/** Withdraws the open invitations to an address (before a new one replaces them); returns how many. */
export const revokeOpenInvitationsTo = async (db: Executor, email: string, now: string) =>
  (await updateOpen(db, now, { email }, { revoked_at: now })).length;

/** Withdraws the open invitations an inviter sent (they may no longer invite); returns them. */
export const revokeOpenInvitationsBy = (db: Executor, inviterId: number, now: string) => updateOpen(db, now, { invitedById: inviterId }, { revoked_at: now });

/** Withdraws one invitation if it is still open; returns whether it was. */
export const revokeInvitationById = async (db: Executor, id: number, now: string) =>
  (await updateOpen(db, now, { id }, { revoked_at: now })).length === 1;

/** Marks the invitation used by the account it made, if it is still open; returns whether it was. */
export const markInvitationAccepted = async (db: Executor, id: number, accountId: number, now: string) =>
  (await updateOpen(db, now, { id }, { accepted_at: now, account_id: accountId })).length === 1;

/**
 * Whether a staff member may still send invitations: their row, with its role and deactivation. On
 * PostgreSQL the row stays share-locked to the end of the transaction, so an acceptance and a
 * deactivation or demotion of the inviter take turns (both lock the staff row before the invitation's).
 */
export const lockInviterStanding = (db: Executor, accountId: number, dialect: 'sqlite' | 'postgres') => {
  const query = db.selectFrom('staff_members').select(['staff_role', 'deactivated_at']).where('account_id', '=', accountId);
  return (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
};
