import { createHash } from 'node:crypto';
import {
  securityLimits,
  securityMessages,
  serverMessages,
  type Passkey,
  type PasskeyAnswer,
  type PasskeyOptionsResponse,
  type PasskeyRegisterRequest,
} from '@chairside/api-contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  countPasskeys,
  deletePasskey,
  findOwnPasskey,
  findPasskeyByCredentialId,
  findStaffSecondFactors,
  insertPasskey,
  listPasskeys,
} from '../db/queries/second-factors.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit, selfTarget } from './audit.ts';
import { createAuthStep, findLiveStep, spendStep, type StepPurpose } from './auth-steps.ts';
import { requireRecentFactor } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { isUniqueViolation, ServiceError, type FailureKind } from './errors.ts';
import { originAnswer, originOfSession, passkeyNameLine, queueSecurityNotice } from './security-notices.ts';

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server: registering one for the signed-in staff member,
 * and checking one as a factor (the only one at sign-in, the second one, or a re-authentication).
 * Every challenge is a single-use step (auth_steps) that lives `securityLimits.challengeMinutes`.
 */

type PasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

/** The transports WebAuthn names today; anything else a client sends is dropped, not stored. */
const knownTransports = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const transportsOf = (row: PasskeyRow): string[] | undefined => (row.transports ? row.transports.split(',') : undefined);

export const toPasskey = (
  row: Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at' | 'added_session_id' | 'added_user_agent' | 'added_ip'>,
  actor: Actor,
): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  addedFrom: originAnswer({ sessionId: row.added_session_id, userAgent: row.added_user_agent, ip: row.added_ip }, actor),
});

// Kept here too for the modules that import it with the rest of the second factors.
export { selfTarget };

/**
 * The WebAuthn user handle of an account: stable, so a browser keeps one entry per staff member, and
 * without the email address or name in it, as the spec asks.
 */
const userHandle = (accountId: number) => new Uint8Array(createHash('sha256').update(`chairside-staff:${accountId}`).digest());

const timeout = securityLimits.challengeMinutes * 60_000;

/** POST /api/admin/passkeys/options {purpose:'register'}: a challenge to create a passkey with. */
export const registrationOptions = async (ctx: ServiceContext, actor: Actor): Promise<PasskeyOptionsResponse> => {
  // Adding a factor needs a recent one the staff member already had; the reauth purpose cannot.
  requireRecentFactor(ctx, actor);
  const passkeys = await listPasskeys(ctx.db, actor.id);
  if (passkeys.length >= securityLimits.passkeys) throw new ServiceError('conflict', securityMessages.tooManyPasskeys);
  const options = await generateRegistrationOptions({
    rpName: ctx.config.web.rpName,
    rpID: ctx.config.web.rpId,
    userName: actor.email,
    userDisplayName: actor.fullName,
    userID: userHandle(actor.id),
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: passkeys.map((row) => ({ id: row.credential_id, ...(row.transports ? { transports: transportsOf(row) } : {}) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout,
  });
  const challengeId = await createAuthStep(ctx, 'passkey-register', actor.id, securityLimits.challengeMinutes, options.challenge);
  return { challengeId, options: { ...options } };
};

/**
 * A challenge to sign with a passkey. Without an account (a passkey as the only factor) any passkey of
 * this site may answer and user verification is required, since the passkey stands for both factors;
 * with one, only that account's passkeys are offered.
 */
export const assertionOptions = async (
  ctx: ServiceContext,
  purpose: Extract<StepPurpose, 'passkey-login' | 'passkey-mfa' | 'passkey-reauth'>,
  accountId: number | null,
): Promise<PasskeyOptionsResponse> => {
  const allowCredentials =
    accountId === null
      ? undefined
      : (await listPasskeys(ctx.db, accountId)).map((row) => ({ id: row.credential_id, ...(row.transports ? { transports: transportsOf(row) } : {}) }));
  const options = await generateAuthenticationOptions({
    rpID: ctx.config.web.rpId,
    ...(allowCredentials ? { allowCredentials } : {}),
    userVerification: purpose === 'passkey-login' ? 'required' : 'preferred',
    timeout,
  });
  const challengeId = await createAuthStep(ctx, purpose, accountId, securityLimits.challengeMinutes, options.challenge);
  return { challengeId, options: { ...options } };
};

export interface VerifiedAssertion {
  passkey: PasskeyRow;
  /** The authenticator's signature counter, to store on success. */
  counter: number;
}

/**
 * Checks a passkey's answer to a challenge of this purpose. The challenge is used up first, whatever
 * follows, so an answer can be tried once. `accountId` (when the step is bound to an account) must own
 * the passkey. Failures are `failure` (401 on the sign-in steps, 400 for a signed-in caller, whom a 401
 * would sign out) with a message saying which way it failed. Store the counter with `recordPasskeyUse`
 * in the transaction of what the passkey allows.
 */
export const verifyAssertion = async (
  ctx: ServiceContext,
  answer: PasskeyAnswer,
  purpose: Extract<StepPurpose, 'passkey-login' | 'passkey-mfa' | 'passkey-reauth'>,
  failure: FailureKind,
  accountId?: number,
): Promise<VerifiedAssertion> => {
  const step = await findLiveStep(ctx, answer.challengeId, purpose);
  const ownStep = step && step.challenge && (accountId === undefined || step.account_id === accountId);
  if (!step || !ownStep || !step.challenge || !(await spendStep(ctx, step))) {
    throw new ServiceError(failure, securityMessages.challengeInvalid);
  }
  const credentialId = answer.response.id;
  const passkey = typeof credentialId === 'string' ? await findPasskeyByCredentialId(ctx.db, credentialId) : undefined;
  if (!passkey) throw new ServiceError(failure, securityMessages.passkeyUnknown);
  if (step.account_id !== null && passkey.account_id !== step.account_id) throw new ServiceError(failure, securityMessages.passkeyFailed);
  try {
    const verification = await verifyAuthenticationResponse({
      response: answer.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: step.challenge,
      expectedOrigin: ctx.config.web.origin,
      expectedRPID: ctx.config.web.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        ...(passkey.transports ? { transports: transportsOf(passkey) } : {}),
      },
      requireUserVerification: purpose === 'passkey-login',
    });
    if (!verification.verified) throw new Error('Not verified.');
    return { passkey, counter: verification.authenticationInfo.newCounter };
  } catch {
    // The library explains each refusal in an exception; the caller only needs to know it failed.
    throw new ServiceError(failure, securityMessages.passkeyFailed);
  }
};

/** POST /api/admin/passkeys: checks the new passkey against its challenge and keeps its public key. */
export const addPasskey = async (ctx: ServiceContext, actor: Actor, input: PasskeyRegisterRequest) => {
  const step = await findLiveStep(ctx, input.challengeId, 'passkey-register');
  if (!step || step.account_id !== actor.id || !step.challenge || !(await spendStep(ctx, step))) {
    throw new ServiceError('invalid', securityMessages.challengeInvalid);
  }
  let credential;
  try {
    const verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: step.challenge,
      expectedOrigin: ctx.config.web.origin,
      expectedRPID: ctx.config.web.rpId,
      // Asked for as 'preferred': a security key without a PIN is still a second factor.
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error('Not verified.');
    credential = verification.registrationInfo.credential;
  } catch {
    throw new ServiceError('invalid', securityMessages.passkeyFailed);
  }
  // Passed through from the browser's JSON unchecked: keep only names WebAuthn knows.
  const transports = Array.isArray(credential.transports) ? credential.transports.filter((transport) => knownTransports.has(transport)) : [];
  const now = ctx.now();
  const origin = await originOfSession(ctx, actor);
  try {
    const added = await runTransaction(ctx.db, async (trx) => {
      if ((await countPasskeys(trx, actor.id)) >= securityLimits.passkeys) {
        throw new ServiceError('conflict', securityMessages.tooManyPasskeys);
      }
      const row = await insertPasskey(trx, {
        accountId: actor.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: transports.length > 0 ? transports.join(',') : null,
        name: input.name,
        now: iso(now),
        origin,
      });
      await recordAudit(trx, now, { action: 'passkey.add', actor, target: selfTarget(actor), detail: `Passkey “${input.name}”.` });
      await queueSecurityNotice({ ...ctx, db: trx }, actor, 'passkeyAdded', origin, [passkeyNameLine(input.name)]);
      return { message: securityMessages.passkeyAdded, passkey: toPasskey(row, actor) };
    });
    ctx.outbox.wake();
    return added;
  } catch (error) {
    // The credential is registered already (to this account or another): the browser's
    // excludeCredentials should have stopped it, so it is a refusal, not a conflict to resolve.
    if (isUniqueViolation(error)) throw new ServiceError('invalid', securityMessages.passkeyFailed);
    throw error;
  }
};

export const passkeysOf = async (ctx: ServiceContext, actor: Actor) => ({
  data: (await listPasskeys(ctx.db, actor.id)).map((row) => toPasskey(row, actor)),
});

/**
 * DELETE /api/admin/passkeys/:id. Under REQUIRE_MFA the last second factor stays: without TOTP, the
 * last passkey cannot go.
 */
export const removePasskey = async (ctx: ServiceContext, actor: Actor, id: number) => {
  const now = ctx.now();
  const origin = await originOfSession(ctx, actor);
  const removed = await runTransaction(ctx.db, async (trx) => {
    const passkey = await findOwnPasskey(trx, actor.id, id);
    if (!passkey) throw new ServiceError('not-found', serverMessages.notFound);
    if (ctx.config.requireMfa) {
      const factors = await findStaffSecondFactors(trx, actor.id);
      if (!factors.totpEnabled && factors.passkeys <= 1) throw new ServiceError('conflict', securityMessages.lastSecondFactor);
    }
    await deletePasskey(trx, actor.id, id);
    await recordAudit(trx, now, { action: 'passkey.remove', actor, target: selfTarget(actor), detail: `Passkey “${passkey.name}”.` });
    await queueSecurityNotice({ ...ctx, db: trx }, actor, 'passkeyRemoved', origin, [passkeyNameLine(passkey.name)]);
    return { message: securityMessages.passkeyRemoved };
  });
  ctx.outbox.wake();
  return removed;
};
