import { randomBytes } from 'node:crypto';
import {
  can,
  permissionRefusals,
  securityLimits,
  securityMessages,
  serverMessages,
  staffRoles,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type MfaMethod,
  type PasswordChange,
  type Permission,
  type StaffRole,
} from '@chairside/api-contract';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../db/queries/accounts.ts';
import {
  deleteAccountSessions,
  deleteSession,
  deleteStaleSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from '../db/queries/sessions.ts';
import { deleteEndedCounters } from '../db/queries/rate-limits.ts';
import { deleteExpiredAuthSteps, findStaffSecondFactors } from '../db/queries/second-factors.ts';
import { findStaffMember, setLastSignedIn } from '../db/queries/staff.ts';
import { addSeconds, iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit, type AuditRecord } from './audit.ts';
import { createAuthStep } from './auth-steps.ts';
import type { Actor, ServiceContext, SignInStep } from './context.ts';
import { ServiceError } from './errors.ts';
import { burnVerification, hashPassword, verifyPassword } from './passwords.ts';
import { clear, consume, hit, isRemembered, rateLimitedError, refund, remember } from './rate-limit.ts';
import { noticeNewDevice, queueSecurityNotice, recentFactorsElsewhere, removeFactorsAddedElsewhere, originOfSession } from './security-notices.ts';
import { hashToken } from './token-hash.ts';

// Kept here too for the modules that import it with the rest of the session rules.
export { hashToken };

/** 32 random bytes in base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// Writing last_used_at on every request would turn every read into a write; a few seconds of slack
// on a 30-minute idle limit does not matter.
const touchIntervalMs = 15_000;

const lifetimeEnd = (ctx: ServiceContext, createdAt: Date) => addSeconds(createdAt, ctx.config.sessionTtlHours * 3600);
const idleSeconds = (ctx: ServiceContext) => ctx.config.sessionIdleMinutes * 60;

/** When a session stops working unless it is used again before then. */
const sessionEnd = (ctx: ServiceContext, lifetime: Date, lastUsed: Date) =>
  new Date(Math.min(lifetime.getTime(), addSeconds(lastUsed, idleSeconds(ctx)).getTime()));

/** Where a sign-in comes from, kept with its session for the staff member's list of sessions. */
export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Starts a session for the account and returns its bearer token (shown once, never stored). */
export const createSession = async (ctx: ServiceContext, accountId: number, client: ClientInfo = {}) => {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = lifetimeEnd(ctx, now);
  const { id } = await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    accountId,
    now: iso(now),
    expiresAt: iso(expiresAt),
    userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
    ip: client.ip ? client.ip.slice(0, 64) : null,
  });
  return { token, sessionId: id, expiresAt: sessionEnd(ctx, expiresAt, now) };
};

/**
 * The account behind a bearer token, or null when the token is unknown, past its lifetime, unused for
 * too long or belongs to a suspended account. A dead session is deleted on sight.
 */
export const authenticate = async (ctx: ServiceContext, token: string): Promise<Actor | null> => {
  if (!tokenPattern.test(token)) return null;
  const row = await findSessionByTokenHash(ctx.db, hashToken(token));
  if (!row) return null;
  const now = ctx.now();
  const lastUsed = new Date(row.last_used_at);
  const end = sessionEnd(ctx, new Date(row.expires_at), lastUsed);
  if (end.getTime() <= now.getTime() || Number(row.is_suspended) === 1 || row.deactivated_at !== null) {
    await deleteSession(ctx.db, row.session_id);
    return null;
  }
  if (now.getTime() - lastUsed.getTime() >= touchIntervalMs) await touchSession(ctx.db, row.session_id, iso(now));
  return {
    id: row.account_id,
    role: row.role,
    fullName: row.full_name,
    email: row.email,
    sessionId: row.session_id,
    ...(isStaffRole(row.staff_role) ? { staffRole: row.staff_role } : {}),
    ...(row.authenticated_at ? { authenticatedAt: new Date(row.authenticated_at) } : {}),
  };
};

export const isStaffRole = (value: string | null): value is StaffRole => (staffRoles as readonly (string | null)[]).includes(value);

/** A stored role the contract does not know reads as the one that may do least. */
export const asStaffRole = (value: string): StaffRole => (isStaffRole(value) ? value : 'viewer');

/**
 * Refuses an actor whose staff role does not allow the permission, with the 403 that says who may.
 * Routes check their row's permission before anything else; services call it for what depends on the
 * body (a bulk delete, the undo of a delete).
 */
export const requirePermission = (actor: Actor, permission: Permission) => {
  if (!can(actor.staffRole, permission)) throw new ServiceError('forbidden', permissionRefusals[permission]);
};

/**
 * Refuses, with a 403 that carries `reauthenticate: true`, an action taken when no factor has been
 * given in this session for `securityLimits.reauthMinutes`: a stolen but idle-refreshed session
 * cannot delete, rewrite the policy or hand out staff access on its own.
 */
export const requireRecentFactor = (ctx: ServiceContext, actor: Actor) => {
  const at = actor.authenticatedAt?.getTime();
  if (at !== undefined && ctx.now().getTime() - at <= securityLimits.reauthMinutes * 60_000) return;
  throw new ServiceError('forbidden', securityMessages.reauthRequired, undefined, { reauthenticate: true });
};

/**
 * Under REQUIRE_MFA, refuses a session of a staff member without a second factor (one opened before the
 * setting was on) with a 403 that carries `mfaEnrollmentRequired: true`. Routes run it on
 * every call but those that setting up a factor needs (`enrolment` in the contract's access table).
 */
export const requireSecondFactor = async (ctx: ServiceContext, actor: Actor) => {
  if (!ctx.config.requireMfa) return;
  const factors = await findStaffSecondFactors(ctx.db, actor.id);
  if (factors.totpEnabled || factors.passkeys > 0) return;
  throw new ServiceError('forbidden', securityMessages.enrolmentFirst, undefined, { mfaEnrollmentRequired: true });
};

/** Like `authenticate`, but only an administrator passes; the failure says which way it failed. */
export const authenticateAdmin = async (ctx: ServiceContext, token: string | undefined): Promise<Actor> => {
  const actor = token ? await authenticate(ctx, token) : null;
  if (!actor) throw new ServiceError('unauthenticated', serverMessages.unauthenticated);
  if (actor.role !== 'admin') throw new ServiceError('forbidden', serverMessages.forbidden);
  return actor;
};

const loginKeys = (email: string, address: string) => ({
  pair: `login:${email}|${address}`,
  address: `login-address:${address}`,
  account: `login-account:${email}`,
  /** Marks an address the account has signed in from (see `knownAddressDays`). */
  known: `login-known:${email}|${address}`,
});

/** How long an address an account signed in from stays exempt from that account's own limit. */
const knownAddressDays = 30;

const tooManyFailures = 'failed login attempts';

/** A sign-in refused for what was given (email, password, second factor): in the log, and on the operators' counter. */
export const recordFailedSignIn = (
  ctx: ServiceContext,
  step: SignInStep,
  record: Pick<AuditRecord, 'actorEmail' | 'target' | 'detail'>,
) => {
  ctx.metrics?.failedSignIn(step);
  return recordAudit(ctx.db, ctx.now(), { action: 'session.login-failed', actor: null, ...record });
};

/**
 * Signs an administrator in. Every attempt counts, before the password is checked, against three
 * limits; a success takes its attempt back, so only failures add up:
 *
 * - the account and address pair (LOGIN_RATE_LIMIT, 5): past it, the pair gets 429 whatever the
 *   password, the one limit an attacker at that address can never get round;
 * - the account, from any address (LOGIN_ACCOUNT_RATE_LIMIT, 20): past it, 429 whatever the password,
 *   except from an address the account has signed in from in the last 30 days, where the right
 *   password still gets in. Guessing from many addresses is held to 20 guesses a window, yet whoever
 *   trips the limit cannot keep the holder out from where they usually sign in, and elsewhere only until
 *   the window ends;
 * - the address, over every account (LOGIN_ADDRESS_RATE_LIMIT, 50): past it, a wrong password gets
 *   429, but the right one still gets in. Behind a proxy that is not trusted every client shares the
 *   proxy's address, and a stranger's failures must not stop everyone's sign-in; the two limits above
 *   still bound the guesses at each account.
 *
 * Other roles are refused after their password checks out, so a wrong password never reveals an
 * account's role. The window (LOGIN_RATE_WINDOW_SECONDS) starts at the first counted attempt.
 */
export const login = async (ctx: ServiceContext, input: LoginRequest, client: ClientInfo): Promise<LoginAnswer> => {
  const address = client.ip ?? '';
  const email = input.email.toLowerCase();
  const keys = loginKeys(email, address);
  const { config } = ctx;
  // Each commit costs an fsync on SQLite (synchronous = FULL) and blocks the event loop while it
  // lasts, so a login's writes are grouped: the counters in one commit, the rest in another.
  const counted = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    return {
      pair: await hit(inTransaction, keys.pair, config.loginRateLimit),
      account: await hit(inTransaction, keys.account, config.loginAccountRateLimit),
      address: await hit(inTransaction, keys.address, config.loginAddressRateLimit),
    };
  });
  if (counted.pair.over) throw rateLimitedError(counted.pair.retryAfterSeconds, tooManyFailures);
  const knownAddress = counted.account.over && (await isRemembered(ctx, keys.known));
  if (counted.account.over && !knownAddress) throw rateLimitedError(counted.account.retryAfterSeconds, tooManyFailures);

  const account = await findAccountByEmail(ctx.db, email);
  const passwordOk = account?.password_hash
    ? await verifyPassword(account.password_hash, input.password)
    : (await burnVerification(input.password, ctx.config.argon2), false);
  if (!account || !passwordOk) {
    // No secret is kept: the address as typed (already trimmed and bounded by the schema), never the password.
    await recordFailedSignIn(ctx, 'password', {
      actorEmail: email,
      target: account ? { id: account.id, fullName: account.full_name, role: account.role } : undefined,
      detail: account ? 'Wrong password.' : 'No account has this email address.',
    });
    const over = [counted.account, counted.address].filter((limit) => limit.over);
    if (over.length > 0) throw rateLimitedError(Math.max(...over.map((limit) => limit.retryAfterSeconds)), tooManyFailures);
    throw new ServiceError('unauthenticated', serverMessages.invalidCredentials);
  }

  const staff = account.role === 'admin' ? await findStaffMember(ctx.db, account.id) : undefined;
  const staffRole = staff && isStaffRole(staff.staff_role) ? staff.staff_role : undefined;
  const allowed = staffRole !== undefined && account.is_suspended !== 1 && (staff?.deactivated_at ?? null) === null;
  const answer = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    await clear(inTransaction, keys.pair);
    await refund(inTransaction, keys.account);
    await refund(inTransaction, keys.address);
    if (!allowed || !staffRole) return undefined;
    await remember(inTransaction, keys.known, knownAddressDays * 86_400);
    return continueSignIn(inTransaction, account, staffRole, client);
  });
  ctx.outbox.wake();
  if (account.role !== 'admin') throw new ServiceError('forbidden', serverMessages.notAdmin);
  if ((staff?.deactivated_at ?? null) !== null) throw new ServiceError('forbidden', securityMessages.deactivatedAccount);
  if (!answer) throw new ServiceError('forbidden', 'This account is suspended.');
  return answer;
};

/**
 * What follows a first factor that checked out (a password, or an accepted invitation): the second
 * step when the staff member has a second factor, enrolment when REQUIRE_MFA asks for one they lack,
 * otherwise the session. Run it inside the step's transaction (`ctx.db` is that transaction).
 */
export const continueSignIn = async (
  ctx: ServiceContext,
  account: { id: number; full_name: string; email: string },
  staffRole: StaffRole,
  client: ClientInfo,
): Promise<LoginAnswer> => {
  const factors = await findStaffSecondFactors(ctx.db, account.id);
  if (factors.totpEnabled || factors.passkeys > 0) {
    const methods: MfaMethod[] = [...(factors.totpEnabled ? (['totp', 'recovery'] as const) : []), ...(factors.passkeys > 0 ? (['passkey'] as const) : [])];
    const mfaToken = await createAuthStep(ctx, 'mfa', account.id, securityLimits.mfaTokenMinutes);
    return { mfaRequired: true, mfaToken, methods, message: securityMessages.mfaRequired };
  }
  if (ctx.config.requireMfa) {
    const enrollToken = await createAuthStep(ctx, 'enroll', account.id, securityLimits.mfaTokenMinutes);
    return { mfaEnrollmentRequired: true, enrollToken, message: securityMessages.enrollmentRequired };
  }
  return openStaffSession(ctx, account, staffRole, client);
};

/**
 * Opens a session for a staff member whose factors all checked out, records the sign-in and gives
 * SPEC.md's answer with the staff role added. Run it inside the transaction of the step that let
 * them in (`ctx.db` is that transaction). `detail` says how, when it was more than a password.
 */
export const openStaffSession = async (
  ctx: ServiceContext,
  account: { id: number; full_name: string; email: string },
  staffRole: StaffRole,
  client: ClientInfo,
  detail?: string,
): Promise<LoginResponse> => {
  const now = ctx.now();
  const session = await createSession(ctx, account.id, client);
  await noticeNewDevice(ctx, { id: account.id, fullName: account.full_name, email: account.email }, client);
  await setLastSignedIn(ctx.db, account.id, iso(now));
  await recordAudit(ctx.db, now, {
    action: 'session.login',
    actor: { id: account.id, fullName: account.full_name, email: account.email },
    ...(detail ? { detail } : {}),
  });
  return {
    token: session.token,
    role: 'admin',
    message: serverMessages.loginSucceeded,
    expiresAt: iso(session.expiresAt),
    staffRole,
  };
};

export const logout = async (ctx: ServiceContext, actor: Actor) => {
  await runTransaction(ctx.db, async (trx) => {
    await deleteSession(trx, actor.sessionId);
    await recordAudit(trx, ctx.now(), { action: 'session.logout', actor });
  });
  return { message: serverMessages.loggedOut };
};

/**
 * Changes the actor's password. A wrong current password is a 400 (not a 401, which would sign the app
 * out), rate limited like a login so a stolen session cannot guess it. Every other session of the
 * account ends; the one making the change stays. The staff member is emailed. The second factors other
 * sessions added in the last 24 hours are removed when `removeRecentFactors` asks, and otherwise named
 * in the answer (`recentFactors`), so the app can offer to.
 */
export const changePassword = async (ctx: ServiceContext, actor: Actor, input: PasswordChange) => {
  const key = `password:${actor.id}`;
  await consume(ctx, key, ctx.config.loginRateLimit, 'wrong current passwords');
  const account = await findAccountById(ctx.db, actor.id);
  if (!account) throw new ServiceError('unauthenticated', serverMessages.unauthenticated);
  const ok = account.password_hash ? await verifyPassword(account.password_hash, input.currentPassword) : false;
  if (!ok) throw new ServiceError('invalid', serverMessages.wrongCurrentPassword);
  await clear(ctx, key);
  if (input.newPassword === input.currentPassword) {
    throw new ServiceError('invalid', 'newPassword must differ from the current password.');
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.argon2);
  const now = ctx.now();
  const changed = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    await setPasswordHash(trx, actor.id, passwordHash, iso(now));
    const count = await deleteAccountSessions(trx, actor.id, actor.sessionId);
    await recordAudit(trx, now, {
      action: 'password.change',
      actor,
      target: { id: account.id, fullName: account.full_name, role: account.role },
      detail: `Ended ${count} other session${count === 1 ? '' : 's'}.`,
    });
    await queueSecurityNotice(inTransaction, actor, 'passwordChanged', await originOfSession(inTransaction, actor));
    const removedFactors = input.removeRecentFactors ? await removeFactorsAddedElsewhere(inTransaction, actor, 'with a password change') : [];
    return { count, removedFactors, recentFactors: (await recentFactorsElsewhere(inTransaction, actor)).answers };
  });
  ctx.outbox.wake();
  return {
    message: serverMessages.passwordChanged,
    endedSessions: changed.count,
    recentFactors: changed.recentFactors,
    removedFactors: changed.removedFactors,
  };
};

/** The idle limit's cut-off: a session last used at or before it has ended. */
export const idleCutoff = (ctx: ServiceContext, now: Date) => addSeconds(now, -idleSeconds(ctx));

/** Housekeeping: drops dead sessions, ended rate-limit windows and expired sign-in steps and challenges. */
export const pruneExpired = async (ctx: ServiceContext) => {
  const now = ctx.now();
  const sessions = await deleteStaleSessions(ctx.db, iso(now), iso(idleCutoff(ctx, now)));
  const counters = await deleteEndedCounters(ctx.db, iso(now));
  const authSteps = await deleteExpiredAuthSteps(ctx.db, iso(now));
  return { sessions, counters, authSteps };
};
