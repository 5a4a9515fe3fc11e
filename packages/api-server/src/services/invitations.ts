import { randomBytes } from 'node:crypto';
import {
  invitationPath,
  securityLimits,
  securityMessages,
  staffRoleDescriptions,
  staffRoleLabels,
  type AcceptInvitationRequest,
  type InvitationLookup,
  type InviteRequest,
  type InviteResponse,
  type LoginAnswer,
  type MessageResponse,
  type StaffInvitation,
  type StaffRole,
} from '@chairside/api-contract';
import type { Selectable } from 'kysely';
import { findAccountByEmail, insertAccount, type Executor } from '../db/queries/accounts.ts';
import { insertOutboxMessage, outboxSecretPlaceholder } from '../db/queries/outbox.ts';
import {
  findInvitationByTokenHash,
  findOpenInvitation,
  insertInvitation,
  invitationSecretFor,
  markInvitationAccepted,
  revokeInvitationById,
  revokeOpenInvitationsTo,
} from '../db/queries/staff.ts';
import type { StaffInvitationsTable } from '../db/schema.ts';
import { addSeconds, iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import { asStaffRole, continueSignIn, hashToken, type ClientInfo } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { quotedValue } from './email-text.ts';
import { isUniqueViolation, ServiceError } from './errors.ts';
import { checkInviter } from './inviters.ts';
import { hashPassword } from './passwords.ts';
import { consumeEach, refund, sharedAddressLimit, type Counter } from './rate-limit.ts';

/*
 * Invitations (issue 17, section 4): an owner (or the command line) invites an address with a role; the
 * link works once, for 72 hours, and only its token's hash is kept, while its email holds the token
 * apart from its body until it is sent. The link's two calls are public and limited per
 * token and per address; an invitation works only while its inviter may still invite (inviters.ts).
 */

type InvitationRow = Selectable<StaffInvitationsTable>;

/** An invitation as the staff list shows it. */
export const toInvitation = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  staffRole: asStaffRole(row.staff_role),
  invitedBy: row.invited_by_name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

const isOpen = (row: InvitationRow | undefined, now: Date): row is InvitationRow =>
  row !== undefined && row.accepted_at === null && row.revoked_at === null && Date.parse(row.expires_at) > now.getTime();

const invalidInvitation = () => new ServiceError('not-found', securityMessages.invitationInvalid);

/** "an Owner", "a Moderator". */
const withArticle = (role: StaffRole) => `${role === 'owner' ? 'an' : 'a'} ${staffRoleLabels[role]}`;

/** "2026-11-18 12:00 UTC" */
const utcMinute = (time: string) => `${time.slice(0, 10)} ${time.slice(11, 16)} UTC`;

/** Refuses an address that already signs in somewhere: a staff member's, or a marketplace account's. */
const checkEmailFree = async (db: Executor, email: string) => {
  const existing = await findAccountByEmail(db, email);
  if (existing) throw new ServiceError('conflict', existing.role === 'admin' ? securityMessages.staffExists : securityMessages.emailTaken);
};

/** Who an invitation is from: a staff member, named in the email and in the list. */
export interface Inviter {
  id: number;
  fullName: string;
  email: string;
}

export interface CreatedInvitation {
  invitation: StaffInvitation;
  /** The link with its token: the only copy there is, besides the queued email. */
  link: string;
  /** Whether the email waits in the outbox (a mail server is configured). */
  queued: boolean;
}

/** The link an invitation's email carries; the token rides in the fragment, out of server logs. */
export const invitationLink = (ctx: ServiceContext, token: string) => `${ctx.config.web.origin}${invitationPath}#token=${token}`;

export const invitationSubject = 'You are invited to the Chairside back-office';

const invitationBody = (inviter: Inviter | null, role: StaffRole, link: string, expiresAt: string) =>
  [
    'Hello,',
    '',
    `You are invited to the Chairside back-office as ${withArticle(role)}.`,
    // The inviter's name is theirs to write: data after a label, never the start of a sentence of ours.
    ...(inviter ? [`Invited by: ${quotedValue(inviter.fullName)} (${inviter.email})`] : []),
    `${staffRoleLabels[role]}s: ${staffRoleDescriptions[role]}`,
    '',
    'To accept, open this link and choose your name and password:',
    link,
    '',
    `The link works once and expires on ${utcMinute(expiresAt)} (${securityLimits.invitationHours} hours after it was sent).`,
    'If you did not expect this invitation, ignore this email.',
    '',
    'Chairside',
  ].join('\n');

/**
 * Makes an invitation for `input.email` with its single-use token (32 random bytes, only its SHA-256
 * kept) and, when a mail server is configured, queues its email in the same transaction: the token
 * waits beside the email's body, which names it by a placeholder, until it is sent. An earlier
 * open invitation to the same address is withdrawn: the newest link is the only one that works.
 * `actor` is who the audit log names: the inviter on the web, nobody from the command line.
 */
export const createInvitation = async (
  ctx: ServiceContext,
  inviter: Inviter | null,
  input: InviteRequest,
  actor: Inviter | null = inviter,
): Promise<CreatedInvitation> => {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const link = invitationLink(ctx, token);
  const now = ctx.now();
  const expiresAt = iso(addSeconds(now, securityLimits.invitationHours * 3600));
  const mail = ctx.config.mail.smtp !== undefined;
  const row = await runTransaction(ctx.db, async (trx) => {
    await checkEmailFree(trx, email);
    const replaced = await revokeOpenInvitationsTo(trx, email, iso(now));
    const inserted = await insertInvitation(trx, {
      email,
      staffRole: input.staffRole,
      tokenHash: hashToken(token),
      invitedById: inviter?.id ?? null,
      invitedByName: inviter?.fullName ?? null,
      now: iso(now),
      expiresAt,
    });
    const auditId = await recordAudit(trx, now, {
      action: 'staff.invite',
      actor,
      detail: [
        `Invited ${email} as ${withArticle(input.staffRole)}, until ${utcMinute(expiresAt)}.`,
        replaced > 0 ? 'The earlier invitation to this address no longer works.' : '',
        actor === null ? `From the command line${inviter ? `, in the name of ${inviter.fullName}` : ''}.` : '',
        mail ? '' : 'No mail server is set: the link was handed to the inviter.',
      ]
        .filter(Boolean)
        .join(' '),
    });
    if (mail) {
      await insertOutboxMessage(trx, {
        auditId,
        accountId: null,
        to: email,
        subject: invitationSubject,
        body: invitationBody(inviter, input.staffRole, invitationLink(ctx, outboxSecretPlaceholder), expiresAt),
        at: iso(now),
        secret: { value: token, for: invitationSecretFor(inserted.id), expiresAt },
      });
    }
    return inserted;
  });
  if (mail) ctx.outbox.wake();
  return { invitation: toInvitation(row), link, queued: mail };
};

/**
 * POST /api/admin/staff/invitations. With a mail server the link goes by email alone; without one
 * the owner gets it in the answer, to pass on.
 */
export const inviteStaff = async (ctx: ServiceContext, actor: Actor, input: InviteRequest): Promise<InviteResponse> => {
  const created = await createInvitation(ctx, { id: actor.id, fullName: actor.fullName, email: actor.email }, input);
  const { email } = created.invitation;
  return created.queued
    ? { message: securityMessages.invitationSent(email), invitation: created.invitation }
    : { message: securityMessages.invitationUnsent(email), invitation: created.invitation, link: created.link };
};

/** DELETE /api/admin/staff/invitations/:id: the link stops working at once. */
export const revokeInvitation = async (ctx: ServiceContext, actor: Actor, id: number): Promise<MessageResponse> => {
  const now = ctx.now();
  await runTransaction(ctx.db, async (trx) => {
    const row = await findOpenInvitation(trx, id, iso(now));
    if (!row || !(await revokeInvitationById(trx, id, iso(now)))) throw new ServiceError('not-found', 'No open invitation has this id.');
    await recordAudit(trx, now, {
      action: 'staff.invite-revoke',
      actor,
      detail: `Withdrew the invitation of ${row.email} as ${withArticle(asStaffRole(row.staff_role))}.`,
    });
  });
  return { message: securityMessages.invitationRevoked };
};

/**
 * Every try with an invitation token counts against the token, by its hash, from any address
 * (LOGIN_ACCOUNT_RATE_LIMIT), and against the caller's address at ten times that: wrong links from
 * one client behind a shared address do not stop a colleague's right one, and no one link can be
 * tried without end. A try that finds an open invitation takes both counts back, so only wrong or
 * spent links add up.
 */
const invitationCounters = (ctx: ServiceContext, tokenHash: string, client: ClientInfo): Counter[] => [
  { key: `invitation-token:${tokenHash}`, limit: ctx.config.loginAccountRateLimit },
  { key: `invitation-address:${client.ip ?? ''}`, limit: sharedAddressLimit(ctx.config.loginAccountRateLimit) },
];
const countTry = (ctx: ServiceContext, tokenHash: string, client: ClientInfo) =>
  consumeEach(ctx, invitationCounters(ctx, tokenHash, client), 'tries with invitation links');
const forgiveTry = async (ctx: ServiceContext, tokenHash: string, client: ClientInfo) => {
  for (const { key } of invitationCounters(ctx, tokenHash, client)) await refund(ctx, key);
};

/** POST /api/admin/invitations/lookup: what the link offers, before the new member fills the form. */
export const lookupInvitation = async (ctx: ServiceContext, token: string, client: ClientInfo): Promise<InvitationLookup> => {
  const tokenHash = hashToken(token);
  await countTry(ctx, tokenHash, client);
  const row = await findInvitationByTokenHash(ctx.db, tokenHash);
  if (!isOpen(row, ctx.now())) throw invalidInvitation();
  await checkInviter(ctx, row.invited_by_id);
  await forgiveTry(ctx, tokenHash, client);
  return { email: row.email, staffRole: asStaffRole(row.staff_role), expiresAt: row.expires_at };
};

/**
 * POST /api/admin/invitations/accept: makes the staff account with the invited role, uses the link up
 * and signs the new member in (or asks for a second factor under REQUIRE_MFA), all in one transaction.
 * The invitation is locked and marked used only while still open, so a link accepted twice at once
 * makes one account: the other call finds it used (404).
 */
export const acceptInvitation = async (ctx: ServiceContext, input: AcceptInvitationRequest, client: ClientInfo): Promise<LoginAnswer> => {
  const tokenHash = hashToken(input.token);
  await countTry(ctx, tokenHash, client);
  // Checked before the password is hashed, so a wrong link costs no argon2 run.
  const found = await findInvitationByTokenHash(ctx.db, tokenHash);
  if (!isOpen(found, ctx.now())) throw invalidInvitation();
  await checkInviter(ctx, found.invited_by_id);
  const passwordHash = await hashPassword(input.password, ctx.config.argon2);
  const now = ctx.now();
  let answer: LoginAnswer;
  try {
    answer = await runTransaction(ctx.db, async (trx) => {
      // The inviter's row is locked before the invitation's, in the order a deactivation takes them.
      await checkInviter({ ...ctx, db: trx }, found.invited_by_id);
      const invitation = await findInvitationByTokenHash(trx, tokenHash, ctx.dialect);
      if (!isOpen(invitation, now)) throw invalidInvitation();
      await checkEmailFree(trx, invitation.email);
      const staffRole = asStaffRole(invitation.staff_role);
      const { id } = await insertAccount(trx, {
        role: 'admin',
        fullName: input.fullName,
        email: invitation.email,
        passwordHash,
        now: iso(now),
        staffRole,
      });
      if (!(await markInvitationAccepted(trx, invitation.id, id, iso(now)))) throw invalidInvitation();
      const account = { id, full_name: input.fullName, email: invitation.email };
      await recordAudit(trx, now, {
        action: 'staff.invite-accept',
        actor: { id, fullName: input.fullName, email: invitation.email },
        target: { id, fullName: input.fullName, role: 'admin' },
        detail: `Joined as ${withArticle(staffRole)}, invited by ${invitation.invited_by_name ?? 'the command line'}.`,
      });
      return continueSignIn({ ...ctx, db: trx }, account, staffRole, client);
    });
  } catch (error) {
    // The address was taken by an account made between the check and the insert.
    if (isUniqueViolation(error)) throw new ServiceError('conflict', securityMessages.staffExists);
    throw error;
  }
  await forgiveTry(ctx, tokenHash, client);
  return answer;
};
