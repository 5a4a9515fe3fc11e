import {
  securityMessages,
  staffRoleLabels,
  type StaffMember,
  type StaffMemberResponse,
  type StaffResponse,
  type StaffRole,
} from '@chairside/api-contract';
import type { Executor } from '../db/queries/accounts.ts';
import { deleteAccountSessions } from '../db/queries/sessions.ts';
import {
  findStaffMemberRow,
  listOpenInvitations,
  listStaffMembers,
  lockActiveOwners,
  setDeactivated,
  setStaffRole,
  type StaffMemberRow,
} from '../db/queries/staff.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import { asStaffRole } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { toInvitation } from './invitations.ts';
import { losesInviting, withdrawInvitationsOf } from './inviters.ts';

/*
 * Staff members (issue 17, section 4). Who may call these is settled before they run: every staff
 * route needs the `staff` permission and a recent factor (http/route.ts). What is left here are the
 * rules a permission table cannot express: there is always an active owner, and nobody deactivates
 * themselves. Invitations are in invitations.ts.
 */

const toMember = (row: StaffMemberRow): StaffMember => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  staffRole: asStaffRole(row.staff_role),
  active: row.deactivated_at === null,
  mfa: row.totp_enabled_at !== null || Boolean(row.has_passkey),
  createdAt: row.created_at,
  lastSignedInAt: row.last_signed_in_at,
});

const notStaff = () => new ServiceError('not-found', securityMessages.notStaff);

const memberOrThrow = async (db: Executor, id: number) => {
  const row = await findStaffMemberRow(db, id);
  if (!row) throw notStaff();
  return row;
};

const targetOf = (row: StaffMemberRow) => ({ id: row.id, fullName: row.full_name, role: 'admin' });

// --- The list ------------------------------------------------------------------------------------------

/** GET /api/admin/staff: every staff member, and the invitations still open, newest first. */
export const listStaff = async (ctx: ServiceContext): Promise<StaffResponse> => {
  const members = await listStaffMembers(ctx.db);
  const invitations = await listOpenInvitations(ctx.db, iso(ctx.now()));
  return { data: members.map(toMember), invitations: invitations.map(toInvitation) };
};


// --- Roles and deactivation ----------------------------------------------------------------------------

/** Whether `row` is an active owner and no other active owner would be left without them. */
const isLastActiveOwner = (row: StaffMemberRow, activeOwners: readonly number[]) =>
  row.staff_role === 'owner' && row.deactivated_at === null && activeOwners.every((id) => id === row.id);

/** PUT /api/admin/staff/:id. The last active owner cannot be demoted, not even by themselves. */
export const changeStaffRole = async (ctx: ServiceContext, actor: Actor, id: number, staffRole: StaffRole): Promise<StaffMemberResponse> => {
  const now = ctx.now();
  const row = await runTransaction(ctx.db, async (trx) => {
    // The owners' rows are locked before the member's is read: every staff change locks in one order.
    const owners = await lockActiveOwners(trx, ctx.dialect);
    const member = await memberOrThrow(trx, id);
    const from = asStaffRole(member.staff_role);
    if (from === staffRole) return member;
    if (staffRole !== 'owner' && isLastActiveOwner(member, owners)) throw new ServiceError('conflict', securityMessages.lastOwner);
    await setStaffRole(trx, id, staffRole);
    await recordAudit(trx, now, {
      action: 'staff.role-change',
      actor,
      target: targetOf(member),
      detail: `${staffRoleLabels[from]} → ${staffRoleLabels[staffRole]}`,
    });
    if (losesInviting(from, staffRole)) await withdrawInvitationsOf({ ...ctx, db: trx }, actor, id, 'demoted');
    return memberOrThrow(trx, id);
  });
  return { message: securityMessages.roleChanged(row.full_name, staffRole), member: toMember(row) };
};

/**
 * POST /api/admin/staff/:id/deactivate: the member can no longer sign in, and every session they have
 * ends at once. Nobody deactivates themselves, and the last active owner stays.
 */
export const deactivateStaff = async (ctx: ServiceContext, actor: Actor, id: number): Promise<StaffMemberResponse> => {
  if (id === actor.id) throw new ServiceError('conflict', securityMessages.selfDeactivate);
  const now = ctx.now();
  const row = await runTransaction(ctx.db, async (trx) => {
    const owners = await lockActiveOwners(trx, ctx.dialect);
    const member = await memberOrThrow(trx, id);
    if (member.deactivated_at !== null) return member;
    if (isLastActiveOwner(member, owners)) throw new ServiceError('conflict', securityMessages.lastOwner);
    await setDeactivated(trx, id, iso(now));
    const ended = await deleteAccountSessions(trx, id);
    await recordAudit(trx, now, {
      action: 'staff.deactivate',
      actor,
      target: targetOf(member),
      detail: `${staffRoleLabels[asStaffRole(member.staff_role)]}; ended ${ended} session${ended === 1 ? '' : 's'}.`,
    });
    await withdrawInvitationsOf({ ...ctx, db: trx }, actor, id, 'deactivated');
    return memberOrThrow(trx, id);
  });
  return { message: securityMessages.deactivated(row.full_name), member: toMember(row) };
};

/** POST /api/admin/staff/:id/reactivate: the member signs in again, with the role they had. */
export const reactivateStaff = async (ctx: ServiceContext, actor: Actor, id: number): Promise<StaffMemberResponse> => {
  const now = ctx.now();
  const row = await runTransaction(ctx.db, async (trx) => {
    const member = await memberOrThrow(trx, id);
    if (member.deactivated_at === null) return member;
    await setDeactivated(trx, id, null);
    await recordAudit(trx, now, {
      action: 'staff.reactivate',
      actor,
      target: targetOf(member),
      detail: staffRoleLabels[asStaffRole(member.staff_role)],
    });
    return memberOrThrow(trx, id);
  });
  return { message: securityMessages.reactivated(row.full_name), member: toMember(row) };
};
