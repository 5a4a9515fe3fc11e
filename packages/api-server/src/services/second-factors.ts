import { createHash, randomInt } from 'node:crypto';
import { securityLimits, type MfaMethod, type TotpSetupResponse } from '@chairside/api-contract';
import QRCode from 'qrcode';
import { advanceTotpStep, enableTotp, replaceRecoveryCodes, spendRecoveryCode, type FactorOrigin } from '../db/queries/second-factors.ts';
import type { findStaffMember } from '../db/queries/staff.ts';
import { iso } from '../db/time.ts';
import type { ServiceContext } from './context.ts';
import { isTotpShaped, newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

/*
 * The rules every route that takes a code shares: telling an authenticator code from a recovery code,
 * using either up exactly once, and making the recovery codes.
 */

export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;

/** 32 characters, without l, o, 0 and 1, which are easily misread: each character carries 5 bits. */
const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
const recoveryHalf = 5;

/** Ten new codes, `xxxxx-xxxxx` (50 random bits each), to be shown once. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: securityLimits.recoveryCodes }, () => {
    const characters = Array.from({ length: recoveryHalf * 2 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${characters.slice(0, recoveryHalf)}-${characters.slice(recoveryHalf)}`;
  });

/** A recovery code as typed, in any case, with or without its dash and spaces. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Only this is stored: SHA-256 of the normalised code, hex. 50 random bits need no slow hash. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** The step of the last code accepted for the staff member's key (PostgreSQL returns a bigint as text). */
export const lastTotpStep = (staff: StaffRow): number | null => (staff.totp_last_step === null ? null : Number(staff.totp_last_step));

/**
 * Checks a code against the staff member's authenticator key or unused recovery codes and uses it up:
 * records the authenticator step (so the code is refused from now on) or marks the recovery code used.
 * Both writes are guarded, so of two requests with one code only one gets a method back. Run it in the
 * transaction of what the code allows, so that a failure later takes the use back. Null for a wrong
 * code, a spent one, or any code while the authenticator is off.
 */
export const spendCode = async (ctx: ServiceContext, staff: StaffRow, code: string): Promise<Exclude<MfaMethod, 'passkey'> | null> => {
  if (!staff.totp_secret) return null;
  if (isTotpShaped(code)) {
    const step = verifyTotp(staff.totp_secret, code, ctx.now(), lastTotpStep(staff));
    if (step === null) return null;
    return (await advanceTotpStep(ctx.db, staff.account_id, step)) ? 'totp' : null;
  }
  return (await spendRecoveryCode(ctx.db, staff.account_id, hashRecoveryCode(code), iso(ctx.now()))) ? 'recovery' : null;
};

/** The audit detail of a factor given with a code. */
export const codeDetail: Record<Exclude<MfaMethod, 'passkey'>, string> = {
  totp: 'With an authenticator code.',
  recovery: 'With a recovery code.',
};

/** A new key for an authenticator app and what the set-up screen shows of it. */
export const newTotpSetup = async (email: string): Promise<TotpSetupResponse> => {
  const secret = newTotpSecret();
  const url = otpauthUrl(email, secret);
  // Made here rather than by a QR service: the key never leaves the server but to its owner.
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl: url, qrSvg };
};

/**
 * The key waiting to be confirmed, while it may still be: a key shown on a screen left open must not
 * stay good for turning two-factor sign-in on (and learning the recovery codes) for ever.
 */
export const pendingSecret = (ctx: ServiceContext, staff: StaffRow): string | null => {
  if (!staff.totp_pending_secret || !staff.totp_pending_at) return null;
  const age = ctx.now().getTime() - new Date(staff.totp_pending_at).getTime();
  return age <= securityLimits.totpSetupMinutes * 60_000 ? staff.totp_pending_secret : null;
};

/**
 * The step of a code for a key still waiting to be confirmed, or null. A new key has no code used
 * yet; the step recorded on confirmation keeps that code from serving again.
 */
export const checkPendingCode = (ctx: ServiceContext, staff: StaffRow, code: string): number | null => {
  const secret = pendingSecret(ctx, staff);
  return secret && isTotpShaped(code) ? verifyTotp(secret, code, ctx.now(), null) : null;
};

/**
 * Turns the waiting key on with the step of its first code, noting where (`origin`), and makes new
 * recovery codes; returns them (the only time they exist in clear). False-y when the key was turned on
 * meanwhile. Run it in a transaction.
 */
export const turnOnTotp = async (ctx: ServiceContext, staff: StaffRow, step: number, origin: FactorOrigin): Promise<string[] | null> => {
  if (!staff.totp_pending_secret) return null;
  const now = iso(ctx.now());
  if (!(await enableTotp(ctx.db, staff.account_id, staff.totp_pending_secret, step, now, origin))) return null;
  return renewCodes(ctx, staff.account_id);
};

/** Replaces the account's recovery codes with new ones and returns them. */
export const renewCodes = async (ctx: ServiceContext, accountId: number): Promise<string[]> => {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, accountId, codes.map(hashRecoveryCode), iso(ctx.now()));
  return codes;
};
