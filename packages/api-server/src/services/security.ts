import {
  permissionRefusals,
  securityMessages,
  type ReauthMethod,
  type ReauthRequest,
  type RecoveryCodesResponse,
  type SecurityStatus,
  type StaffRole,
  type TotpSetupResponse,
} from '@chairside/api-contract';
import { findAccountById } from '../db/queries/accounts.ts';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  disableTotp as turnOffTotp,
  findStaffSecondFactors,
  listPasskeys,
  recordPasskeyUse,
  setPendingTotp,
} from '../db/queries/second-factors.ts';
import { markSessionAuthenticated } from '../db/queries/sessions.ts';
import { findStaffMember } from '../db/queries/staff.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { selfTarget, verifyAssertion } from './passkeys.ts';
import { verifyPassword } from './passwords.ts';
import { clear, consume } from './rate-limit.ts';
import { originAnswer, originOfSession, queueSecurityNotice } from './security-notices.ts';
import { checkPendingCode, codeDetail, newTotpSetup, pendingSecret, renewCodes, turnOnTotp, spendCode, type StaffRow } from './second-factors.ts';

/*
 * The signed-in staff member's own second factors (the authenticator app and its recovery codes) and
 * re-authentication. A wrong code here is a 400, never a 401, which would sign the app out; wrong codes
 * are limited per account like wrong current passwords, so a stolen session cannot guess them.
 */

const staffOf = async (ctx: ServiceContext, actor: Actor): Promise<StaffRow> => {
  const staff = await findStaffMember(ctx.db, actor.id);
  if (!staff) throw new ServiceError('forbidden', permissionRefusals.self);
  return staff;
};

const staffRoleOf = (actor: Actor): StaffRole => {
  if (!actor.staffRole) throw new ServiceError('forbidden', permissionRefusals.self);
  return actor.staffRole;
};

/** GET /api/admin/security */
export const securityStatus = async (ctx: ServiceContext, actor: Actor): Promise<SecurityStatus> => {
  const staffRole = staffRoleOf(actor);
  const account = await findAccountById(ctx.db, actor.id);
  const staff = await findStaffMember(ctx.db, actor.id);
  const totpEnabled = Boolean(staff?.totp_secret);
  // A factor this session added cannot confirm it is them, so it is not offered.
  const totpFromHere = staff?.totp_added_session_id === actor.sessionId;
  const passkeys = await listPasskeys(ctx.db, actor.id);
  const reauthMethods: ReauthMethod[] = [
    ...(account?.password_hash ? (['password'] as const) : []),
    ...(totpEnabled && !totpFromHere ? (['totp', 'recovery'] as const) : []),
    ...(passkeys.some((passkey) => passkey.added_session_id !== actor.sessionId) ? (['passkey'] as const) : []),
  ];
  const totpOrigin = staff && totpEnabled ? { sessionId: staff.totp_added_session_id, userAgent: staff.totp_added_user_agent, ip: staff.totp_added_ip } : null;
  return {
    staffRole,
    totpEnabled,
    totpEnabledAt: totpEnabled ? (staff?.totp_enabled_at ?? null) : null,
    totpAddedFrom: totpOrigin ? originAnswer(totpOrigin, actor) : null,
    recoveryCodesLeft: totpEnabled ? await countUnusedRecoveryCodes(ctx.db, actor.id) : 0,
    passkeys: passkeys.length,
    mfaRequired: ctx.config.requireMfa,
    reauthMethods,
    reauthenticatedAt: actor.authenticatedAt ? iso(actor.authenticatedAt) : null,
  };
};

/** Wrong codes per account on the signed-in routes, against LOGIN_RATE_LIMIT. */
const codeKey = (actor: Actor) => `mfa-code:${actor.id}`;
const countCodeAttempt = (ctx: ServiceContext, actor: Actor) => consume(ctx, codeKey(actor), ctx.config.loginRateLimit, 'wrong codes');

const wrongCode = () => new ServiceError('invalid', securityMessages.wrongCode);

/** POST /api/admin/mfa/totp/setup: a new key waits for its first code; one waiting before is dropped. */
export const setupTotp = async (ctx: ServiceContext, actor: Actor): Promise<TotpSetupResponse> => {
  const staff = await staffOf(ctx, actor);
  if (staff.totp_secret) throw new ServiceError('conflict', securityMessages.totpAlreadyEnabled);
  const setup = await newTotpSetup(actor.email);
  await setPendingTotp(ctx.db, actor.id, setup.secret, iso(ctx.now()));
  return setup;
};

/** POST /api/admin/mfa/totp/confirm: a code of the waiting key turns it on; the recovery codes are shown once. */
export const confirmTotp = async (ctx: ServiceContext, actor: Actor, code: string): Promise<RecoveryCodesResponse> => {
  const staff = await staffOf(ctx, actor);
  if (staff.totp_secret) throw new ServiceError('conflict', securityMessages.totpAlreadyEnabled);
  if (!pendingSecret(ctx, staff)) throw new ServiceError('conflict', securityMessages.totpNotSetUp);
  await countCodeAttempt(ctx, actor);
  const step = checkPendingCode(ctx, staff, code);
  if (step === null) throw wrongCode();
  const origin = await originOfSession(ctx, actor);
  const recoveryCodes = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    const codes = await turnOnTotp(inTransaction, staff, step, origin);
    if (!codes) throw new ServiceError('conflict', securityMessages.totpAlreadyEnabled);
    await recordAudit(trx, ctx.now(), { action: 'mfa.enable', actor, target: selfTarget(actor), detail: 'Authenticator app.' });
    await queueSecurityNotice(inTransaction, actor, 'totpAdded', origin);
    await clear(inTransaction, codeKey(actor));
    return codes;
  });
  ctx.outbox.wake();
  return { message: securityMessages.totpEnabled, recoveryCodes };
};

/**
 * Runs `work` in a transaction once `code` (an authenticator or recovery code) is used up; a wrong code
 * is a 400 and counts against the account's limit. Returns what `work` returns.
 */
const withCode = async <T>(
  ctx: ServiceContext,
  actor: Actor,
  staff: StaffRow,
  code: string,
  work: (inTransaction: ServiceContext, detail: string) => Promise<T>,
): Promise<T> => {
  await countCodeAttempt(ctx, actor);
  const result = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    const method = await spendCode(inTransaction, staff, code);
    if (!method) return { ok: false as const };
    await clear(inTransaction, codeKey(actor));
    return { ok: true as const, value: await work(inTransaction, codeDetail[method]) };
  });
  if (!result.ok) throw wrongCode();
  return result.value;
};

/** Under REQUIRE_MFA the authenticator cannot go while it is the only second factor. */
const refuseLastFactor = async (ctx: ServiceContext, actor: Actor) => {
  if (!ctx.config.requireMfa) return;
  const factors = await findStaffSecondFactors(ctx.db, actor.id);
  if (factors.passkeys === 0) throw new ServiceError('conflict', securityMessages.lastSecondFactor);
};

/** DELETE /api/admin/mfa/totp: with a current code; the recovery codes go with the key. */
export const disableTotp = async (ctx: ServiceContext, actor: Actor, code: string) => {
  const staff = await staffOf(ctx, actor);
  if (!staff.totp_secret) throw new ServiceError('conflict', securityMessages.totpNotEnabled);
  await refuseLastFactor(ctx, actor);
  await withCode(ctx, actor, staff, code, async (inTransaction, detail) => {
    await refuseLastFactor(inTransaction, actor);
    await turnOffTotp(inTransaction.db, actor.id);
    await deleteRecoveryCodes(inTransaction.db, actor.id);
    await recordAudit(inTransaction.db, ctx.now(), { action: 'mfa.disable', actor, target: selfTarget(actor), detail });
    await queueSecurityNotice(inTransaction, actor, 'totpRemoved', await originOfSession(inTransaction, actor));
  });
  ctx.outbox.wake();
  return { message: securityMessages.totpDisabled };
};

/** POST /api/admin/mfa/recovery-codes: with a current code, ten new codes replace every old one. */
export const renewRecoveryCodes = async (ctx: ServiceContext, actor: Actor, code: string): Promise<RecoveryCodesResponse> => {
  const staff = await staffOf(ctx, actor);
  if (!staff.totp_secret) throw new ServiceError('conflict', securityMessages.totpNotEnabled);
  const recoveryCodes = await withCode(ctx, actor, staff, code, async (inTransaction, detail) => {
    const codes = await renewCodes(inTransaction, actor.id);
    await recordAudit(inTransaction.db, ctx.now(), { action: 'mfa.recovery-codes', actor, target: selfTarget(actor), detail });
    await queueSecurityNotice(inTransaction, actor, 'recoveryCodesRenewed', await originOfSession(inTransaction, actor));
    return codes;
  });
  ctx.outbox.wake();
  return { message: securityMessages.recoveryCodesRenewed, recoveryCodes };
};

/** A factor this session added cannot stand for one the staff member already had. */
const factorAddedHere = () => new ServiceError('invalid', securityMessages.factorAddedHere);

/**
 * POST /api/admin/reauth: the password, a code or a passkey, given again, lets the worst actions
 * through for `securityLimits.reauthMinutes`. A wrong one is a 400; failures are limited per account.
 * A code of an authenticator or a passkey that this session added is refused with a 400 too, before
 * it is used up: whoever holds a stolen session could have added it.
 */
export const reauthenticate = async (ctx: ServiceContext, actor: Actor, input: ReauthRequest) => {
  const key = `reauth:${actor.id}`;
  await consume(ctx, key, ctx.config.loginRateLimit, 'failed confirmations');
  const now = ctx.now();
  const confirm = async (inTransaction: ServiceContext, detail: string) => {
    await markSessionAuthenticated(inTransaction.db, actor.sessionId, iso(now));
    await recordAudit(inTransaction.db, now, { action: 'session.reauth', actor, target: selfTarget(actor), detail });
    await clear(inTransaction, key);
  };

  if (input.password !== undefined) {
    const account = await findAccountById(ctx.db, actor.id);
    const ok = account?.password_hash ? await verifyPassword(account.password_hash, input.password) : false;
    if (!ok) throw new ServiceError('invalid', securityMessages.wrongPassword);
    await runTransaction(ctx.db, (trx) => confirm({ ...ctx, db: trx }, 'With the password.'));
  } else if (input.code !== undefined) {
    const staff = await staffOf(ctx, actor);
    if (staff.totp_secret && staff.totp_added_session_id === actor.sessionId) throw factorAddedHere();
    const done = await runTransaction(ctx.db, async (trx) => {
      const inTransaction = { ...ctx, db: trx };
      const method = await spendCode(inTransaction, staff, input.code ?? '');
      if (!method) return false;
      if (method === 'recovery') {
        await recordAudit(trx, now, { action: 'mfa.recovery-code-used', actor, target: selfTarget(actor), detail: 'To confirm it is them.' });
      }
      await confirm(inTransaction, codeDetail[method]);
      return true;
    });
    if (!done) throw wrongCode();
  } else if (input.passkey !== undefined) {
    const verified = await verifyAssertion(ctx, input.passkey, 'passkey-reauth', 'invalid', actor.id);
    if (verified.passkey.added_session_id === actor.sessionId) throw factorAddedHere();
    await runTransaction(ctx.db, async (trx) => {
      await recordPasskeyUse(trx, verified.passkey.id, verified.counter, iso(now));
      await confirm({ ...ctx, db: trx }, 'With a passkey.');
    });
  }
  return { message: securityMessages.reauthenticated, reauthenticatedAt: iso(now) };
};
