/*
 * The mock server's staff management (issue 17): the members and open invitations in `db.staff`,
 * inviting (with the link in the answer when no mail server is set), withdrawing, role changes and
 * deactivation, with the server's rules: the last active owner is neither demoted nor deactivated,
 * and nobody deactivates themselves. handlers.ts answers the endpoints with these resolvers.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { invitationPath, securityLimits, securityMessages, type StaffMember } from '@chairside/api-contract';
import { db } from './db';
import { accountsOf } from './moderation';
import { hasSecondFactor } from './security';
import { bodyOf, message } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/** A member as the list sends them: the signed-in admin's second factor is read from their security. */
const shown = (member: StaffMember): StaffMember => (member.id === db.admin.id ? { ...member, mfa: hasSecondFactor() } : member);

const memberOf = (params: PathParams) => db.staff.members.find((member) => member.id === Number(params.id));

/** Whether `member` is an active owner and no other active owner would be left without them. */
const isLastActiveOwner = (member: StaffMember) =>
  member.staffRole === 'owner' &&
  member.active &&
  db.staff.members.every((other) => other.id === member.id || !(other.staffRole === 'owner' && other.active));

/** GET /api/admin/staff */
export const listStaff: Resolver = () => HttpResponse.json({ data: db.staff.members.map(shown), invitations: db.staff.invitations });

let invitationCount = 0;

/** POST /api/admin/staff/invitations: a newer invitation to the same address replaces the open one. */
export const inviteStaff: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('inviteStaff', request);
  if (refusal) return refusal;
  const email = body.email.toLowerCase();
  if (db.staff.members.some((member) => member.email.toLowerCase() === email)) return message(securityMessages.staffExists, 409);
  const marketplace = (['professional', 'salon', 'private-suite'] as const).some((kind) =>
    accountsOf(kind).some((account) => account.email.toLowerCase() === email),
  );
  if (marketplace) return message(securityMessages.emailTaken, 409);
  const now = Date.now();
  invitationCount += 1;
  const invitation = {
    id: Math.max(0, ...db.staff.invitations.map((item) => item.id)) + 1,
    email,
    staffRole: body.staffRole,
    invitedBy: db.admin.fullName,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + securityLimits.invitationHours * 3_600_000).toISOString(),
  };
  db.staff.invitations = [invitation, ...db.staff.invitations.filter((item) => item.email !== email)];
  if (db.staff.mailer) {
    return HttpResponse.json({ message: securityMessages.invitationSent(email), invitation }, { status: 201 });
  }
  const link = `${new URL(request.url).origin}${invitationPath}#token=mock-invitation-${invitationCount}`;
  return HttpResponse.json({ message: securityMessages.invitationUnsent(email), invitation, link }, { status: 201 });
};

/** DELETE /api/admin/staff/invitations/:id */
export const revokeInvitation: Resolver = ({ params }) => {
  const before = db.staff.invitations.length;
  db.staff.invitations = db.staff.invitations.filter((item) => item.id !== Number(params.id));
  if (db.staff.invitations.length === before) return message(securityMessages.invitationInvalid, 404);
  return HttpResponse.json({ message: securityMessages.invitationRevoked });
};

/** PUT /api/admin/staff/:id */
export const changeStaffRole: Resolver = async ({ params, request }) => {
  const { body, refusal } = await bodyOf('changeStaffRole', request);
  if (refusal) return refusal;
  const member = memberOf(params);
  if (!member) return message(securityMessages.notStaff, 404);
  if (member.staffRole !== body.staffRole) {
    if (body.staffRole !== 'owner' && isLastActiveOwner(member)) return message(securityMessages.lastOwner, 409);
    member.staffRole = body.staffRole;
  }
  return HttpResponse.json({ message: securityMessages.roleChanged(member.fullName, member.staffRole), member: shown(member) });
};

/** POST /api/admin/staff/:id/deactivate */
export const deactivateStaff: Resolver = ({ params }) => {
  const member = memberOf(params);
  if (member?.id === db.admin.id) return message(securityMessages.selfDeactivate, 409);
  if (!member) return message(securityMessages.notStaff, 404);
  if (isLastActiveOwner(member)) return message(securityMessages.lastOwner, 409);
  member.active = false;
  return HttpResponse.json({ message: securityMessages.deactivated(member.fullName), member: shown(member) });
};

/** POST /api/admin/staff/:id/reactivate */
export const reactivateStaff: Resolver = ({ params }) => {
  const member = memberOf(params);
  if (!member) return message(securityMessages.notStaff, 404);
  member.active = true;
  return HttpResponse.json({ message: securityMessages.reactivated(member.fullName), member: shown(member) });
};
