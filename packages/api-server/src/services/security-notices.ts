import { createHash } from 'node:crypto';
import { recentFactorHours, securityNotices, type FactorOrigin as FactorOriginAnswer, type RecentFactor, type SecurityNotice } from '@chairside/api-contract';
import { insertOutboxMessage } from '../db/queries/outbox.ts';
import { deletePasskey, deleteRecoveryCodes, disableTotp, findFactorsAddedElsewhere, type FactorOrigin } from '../db/queries/second-factors.ts';
import { findSessionClient } from '../db/queries/sessions.ts';
import { findStaffMember } from '../db/queries/staff.ts';
import { addSeconds, iso } from '../db/time.ts';
import { recordAudit, selfTarget } from './audit.ts';
import { utcMinute } from './conflicts.ts';
import type { Actor, ServiceContext } from './context.ts';
import { isRemembered, remember } from './rate-limit.ts';

/** Where a sign-in comes from (auth.ts's ClientInfo). */
interface SignInClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/*
 * A staff member hears of every change to how their account is signed in to (a
 * second factor added or removed, the password changed, a sign-in from a new browser or address) by
 * an email written to the outbox in the change's own transaction, saying where it came from and what
 * to do if it was not them. No secret goes into these emails. Signing out everywhere and a password
 * change can also take back the factors other sessions added lately, which a stolen session may have
 * added to outlive both.
 */

/** Whom a notice goes to: the staff member themselves. */
export interface NoticeRecipient {
  id: number;
  fullName: string;
  email: string;
}

/** The browser and address of the session making the call, for a factor it adds. */
export const originOfSession = async (ctx: ServiceContext, actor: Actor): Promise<FactorOrigin> => {
  const client = await findSessionClient(ctx.db, actor.sessionId);
  return { sessionId: actor.sessionId, userAgent: client?.user_agent ?? null, ip: client?.ip ?? null };
};

/** A stored origin as the security page shows it; null when the factor predates migration 0010. */
export const originAnswer = (
  row: { sessionId: number | null; userAgent: string | null; ip: string | null },
  actor: Actor,
): FactorOriginAnswer | null =>
  row.sessionId === null && row.userAgent === null && row.ip === null
    ? null
    : { userAgent: row.userAgent, ip: row.ip, current: row.sessionId === actor.sessionId };

/** The lines of a notice that say where it came from; what others wrote (a browser's name) is quoted after a label. */
const originLines = (at: Date, origin: { userAgent: string | null; ip: string | null }) => [
  `When: ${utcMinute(iso(at))}`,
  `Browser: ${origin.userAgent ? `“${origin.userAgent}”` : 'not known'}`,
  `Address: ${origin.ip ?? 'not known'}`,
];

/**
 * Writes the notice to the outbox; call it inside the change's transaction (`ctx.db`) and wake the
 * outbox after the commit. `extra` lines follow the origin (a passkey's name, quoted).
 */
export const queueSecurityNotice = async (
  ctx: ServiceContext,
  to: NoticeRecipient,
  notice: SecurityNotice,
  origin: { userAgent: string | null; ip: string | null },
  extra: readonly string[] = [],
) => {
  const now = ctx.now();
  const page = ctx.config.web.origin;
  const body = [
    `Hello ${to.fullName},`,
    '',
    securityNotices[notice].said,
    '',
    ...originLines(now, origin),
    ...extra,
    '',
    'If this was you, there is nothing to do.',
    'If it was not you, act now:',
    `- Open your security page, ${page}/profile-settings, and choose "Sign out everywhere else": it ends every other session and removes the second factors they added in the last ${recentFactorHours} hours.`,
    `- Change your password: ${page}/change-password`,
    '- Remove any passkey or authenticator app you do not know, on the same security page.',
    '',
    'Chairside',
  ].join('\n');
  await insertOutboxMessage(ctx.db, {
    auditId: null,
    accountId: to.id,
    to: to.email,
    subject: `Chairside: ${securityNotices[notice].subject}`,
    body,
    at: iso(now),
  });
};

/** A passkey's name as a notice quotes it. */
export const passkeyNameLine = (name: string) => `Passkey name: “${name}”`;

// --- New browsers and addresses ---------------------------------------------------------------------

/** How long a browser and address pair a staff member signed in from stays known. */
const knownDeviceDays = 90;

const deviceKey = (accountId: number, client: SignInClient) =>
  `known-device:${accountId}|${createHash('sha256')
    .update(`${client.userAgent ?? ''}\n${client.ip ?? ''}`)
    .digest('hex')}`;

/**
 * At a sign-in, inside its transaction: emails the staff member when the browser and address pair is
 * new to them for `knownDeviceDays` days, then remembers it. The first sign-in of an account is no
 * news, only the first one it is known from.
 */
export const noticeNewDevice = async (ctx: ServiceContext, account: NoticeRecipient, client: SignInClient) => {
  const key = deviceKey(account.id, client);
  if (!(await isRemembered(ctx, key))) {
    const staff = await findStaffMember(ctx.db, account.id);
    if (staff?.last_signed_in_at) {
      await queueSecurityNotice(ctx, account, 'newDevice', { userAgent: client.userAgent ?? null, ip: client.ip ?? null });
    }
  }
  await remember(ctx, key, knownDeviceDays * 86_400);
};

// --- Taking back recent factors ----------------------------------------------------------------------

/**
 * Removes the second factors that sessions other than the caller's added in the last
 * `recentFactorHours` hours (the ones a stolen session would have left behind), each with its audit
 * entry and email. Run it inside the transaction of the sign-out or password change. `why` ends the
 * audit detail. Returns what it removed.
 */
export const removeFactorsAddedElsewhere = async (ctx: ServiceContext, actor: Actor, why: string): Promise<RecentFactor[]> => {
  const found = await recentFactorsElsewhere(ctx, actor);
  const now = ctx.now();
  const origin = await originOfSession(ctx, actor);
  const detail = `Added from another session in the last ${recentFactorHours} hours; removed ${why}.`;
  for (const factor of found.factors) {
    if (factor.kind === 'totp') {
      await disableTotp(ctx.db, actor.id);
      await deleteRecoveryCodes(ctx.db, actor.id);
      await recordAudit(ctx.db, now, { action: 'mfa.disable', actor, target: selfTarget(actor), detail: `Authenticator app. ${detail}` });
      await queueSecurityNotice(ctx, actor, 'totpRemoved', origin);
    } else {
      await deletePasskey(ctx.db, actor.id, factor.id);
      await recordAudit(ctx.db, now, { action: 'passkey.remove', actor, target: selfTarget(actor), detail: `Passkey “${factor.name}”. ${detail}` });
      await queueSecurityNotice(ctx, actor, 'passkeyRemoved', origin, [passkeyNameLine(factor.name ?? '')]);
    }
  }
  return found.answers;
};

/** Where a factor another session added came from, as an answer names it. */
const addedElsewhere = (userAgent: string | null, ip: string | null) => ({ userAgent, ip, current: false });

/**
 * The factors other sessions added in the last `recentFactorHours` hours, each with what removing it
 * needs (the passkey's id; 0 for the authenticator) and its answer.
 */
export const recentFactorsElsewhere = async (ctx: ServiceContext, actor: Actor) => {
  const since = iso(addSeconds(ctx.now(), -recentFactorHours * 3600));
  const { totp, passkeys } = await findFactorsAddedElsewhere(ctx.db, actor.id, since, actor.sessionId);
  const factors: (RecentFactor & { id: number })[] = passkeys.map((row) => ({
    kind: 'passkey',
    id: row.id,
    name: row.name,
    addedAt: row.created_at,
    addedFrom: addedElsewhere(row.added_user_agent, row.added_ip),
  }));
  if (totp?.totp_enabled_at) {
    factors.unshift({ kind: 'totp', id: 0, name: null, addedAt: totp.totp_enabled_at, addedFrom: addedElsewhere(totp.totp_added_user_agent, totp.totp_added_ip) });
  }
  return { factors, answers: factors.map(({ id: _id, ...answer }): RecentFactor => answer) };
};
