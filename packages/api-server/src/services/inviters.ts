import { can, securityMessages, staffRoleLabels, type StaffRole } from '@chairside/api-contract';
import { lockInviterStanding, revokeOpenInvitationsBy } from '../db/queries/staff.ts';
import { iso } from '../db/time.ts';
import { recordAudit } from './audit.ts';
import { asStaffRole } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';

/*
 * An invitation speaks for whoever sent it, so it works only while they still could send it:
 * their open invitations are withdrawn when they are deactivated or lose the `staff` permission, and
 * an acceptance checks them again in its own transaction (a change made past this service, by hand in
 * the database, is caught there). Invitations from the command line without an inviter answer to nobody.
 */

/** Why an inviter's open invitations were withdrawn, as the audit log says it. */
export const withdrawalReasons = {
  deactivated: 'the inviter was deactivated',
  demoted: 'the inviter can no longer invite staff',
} as const;

/**
 * Withdraws every open invitation `inviterId` sent, one audit entry each naming `actor` and why; call
 * it in the transaction that deactivates or demotes them. Returns how many it withdrew.
 */
export const withdrawInvitationsOf = async (
  ctx: ServiceContext,
  actor: Actor,
  inviterId: number,
  why: keyof typeof withdrawalReasons,
): Promise<number> => {
  const now = ctx.now();
  const withdrawn = await revokeOpenInvitationsBy(ctx.db, inviterId, iso(now));
  for (const invitation of withdrawn) {
    await recordAudit(ctx.db, now, {
      action: 'staff.invite-revoke',
      actor,
      detail: `Withdrew the invitation of ${invitation.email} as ${staffRoleLabels[asStaffRole(invitation.staff_role)]}: ${withdrawalReasons[why]}.`,
    });
  }
  return withdrawn.length;
};

/** Whether a role change takes the right to invite away. */
export const losesInviting = (from: StaffRole, to: StaffRole) => can(from, 'staff') && !can(to, 'staff');

/**
 * Refuses an invitation whose inviter no longer exists as staff, is deactivated or may no longer
 * invite: a 404 as for any link that no longer works (the contract's answers of the link's calls), with
 * words that say why. Inside a transaction on PostgreSQL the inviter's row stays locked to its end.
 */
export const checkInviter = async (ctx: ServiceContext, inviterId: number | null): Promise<void> => {
  if (inviterId === null) return;
  const standing = await lockInviterStanding(ctx.db, inviterId, ctx.dialect);
  if (!standing || standing.deactivated_at !== null || !can(asStaffRole(standing.staff_role), 'staff')) {
    throw new ServiceError('not-found', securityMessages.inviterCannotInvite);
  }
};
