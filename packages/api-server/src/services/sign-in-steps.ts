import {
  securityMessages,
  serverMessages,
  type LoginMfaRequest,
  type LoginResponse,
  type PasskeyAnswer,
  type PasskeyOptionsResponse,
  type TotpSetupResponse,
} from '@chairside/api-contract';
import { findAccountById } from '../db/queries/accounts.ts';
import { recordPasskeyUse, setPendingTotp } from '../db/queries/second-factors.ts';
import { findStaffMember } from '../db/queries/staff.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import { isStaffRole, openStaffSession, recordFailedSignIn, type ClientInfo } from './auth.ts';
import { findLiveStep, spendStep, type AuthStep } from './auth-steps.ts';
import type { ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { assertionOptions, selfTarget, verifyAssertion } from './passkeys.ts';
import { clear, consumeEach, hit, rateLimitedError, refund, sharedAddressLimit, type Hit } from './rate-limit.ts';
import { checkPendingCode, codeDetail, newTotpSetup, pendingSecret, turnOnTotp, spendCode } from './second-factors.ts';

/*
 * The steps of a sign-in after the password (POST /api/admin/login answers mfaRequired or
 * mfaEnrollmentRequired, see continueSignIn in auth.ts), and a passkey as the only factor. Every step
 * is public, so its failures are 401s; each one checks again that the account may still sign in.
 */

const passkeyDetail = 'With a passkey.';

/**
 * The limits of the second step, like the password's: per account and address (LOGIN_RATE_LIMIT, 5),
 * past which the step answers 429 whatever the code, and per account from anywhere
 * (LOGIN_ACCOUNT_RATE_LIMIT, 20). A code that checks out takes its attempt back.
 */
const stepKeys = (accountId: number, client: ClientInfo) => ({
  pair: `mfa:${accountId}|${client.ip ?? ''}`,
  account: `mfa-account:${accountId}`,
});

const countStepAttempt = async (ctx: ServiceContext, accountId: number, client: ClientInfo) => {
  const keys = stepKeys(accountId, client);
  const counted = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    return [await hit(inTransaction, keys.pair, ctx.config.loginRateLimit), await hit(inTransaction, keys.account, ctx.config.loginAccountRateLimit)];
  });
  throwIfOver(counted, 'wrong codes');
};

const throwIfOver = (counted: Hit[], what: string) => {
  const over = counted.filter((limit) => limit.over);
  if (over.length > 0) throw rateLimitedError(Math.max(...over.map((limit) => limit.retryAfterSeconds)), what);
};

/** Inside the transaction of a step that let the staff member in. */
const forgiveStepAttempt = async (ctx: ServiceContext, accountId: number, client: ClientInfo) => {
  const keys = stepKeys(accountId, client);
  await clear(ctx, keys.pair);
  await refund(ctx, keys.account);
};

/**
 * Passkey sign-ins per address over every account (LOGIN_ADDRESS_RATE_LIMIT), as for passwords. Their
 * options (a challenge each) count per account when an mfaToken names one (LOGIN_ACCOUNT_RATE_LIMIT)
 * and per address at ten times that, so one client behind a shared address cannot stop the others.
 */
const passkeyKeys = (client: ClientInfo) => ({
  options: `passkey-options:${client.ip ?? ''}`,
  optionsAccount: (accountId: number) => `passkey-options-account:${accountId}`,
  login: `passkey-login:${client.ip ?? ''}`,
});

/**
 * The account a step leads into, when it may still sign in: an administrator with a staff role, not
 * suspended and not deactivated since the step began. Refused the way `login` refuses.
 */
const activeStaff = async (ctx: ServiceContext, accountId: number, refuse: (message: string) => ServiceError) => {
  const account = await findAccountById(ctx.db, accountId);
  const staff = account?.role === 'admin' ? await findStaffMember(ctx.db, accountId) : undefined;
  if (!account || !staff || !isStaffRole(staff.staff_role)) throw refuse(serverMessages.notAdmin);
  if (staff.deactivated_at !== null) throw refuse(securityMessages.deactivatedAccount);
  if (Number(account.is_suspended) === 1) throw refuse('This account is suspended.');
  return { account, staff, staffRole: staff.staff_role };
};

const forbidden = (message: string) => new ServiceError('forbidden', message);

const mfaTokenInvalid = () => new ServiceError('unauthenticated', securityMessages.mfaTokenInvalid);

const liveMfaStep = async (ctx: ServiceContext, token: string): Promise<AuthStep & { account_id: number }> => {
  const step = await findLiveStep(ctx, token, 'mfa');
  if (!step || step.account_id === null) throw mfaTokenInvalid();
  return { ...step, account_id: step.account_id };
};

/**
 * POST /api/admin/login/mfa: the second factor, as an authenticator code, a recovery code or a
 * passkey. The mfaToken is used up in the transaction that opens the session, guarded so that two
 * requests racing with one token cannot both get a session.
 */
export const loginMfa = async (ctx: ServiceContext, input: LoginMfaRequest, client: ClientInfo): Promise<LoginResponse> => {
  const step = await liveMfaStep(ctx, input.mfaToken);
  const accountId = step.account_id;
  await countStepAttempt(ctx, accountId, client);
  const { account, staff, staffRole } = await activeStaff(ctx, accountId, forbidden);
  const actor = { id: account.id, fullName: account.full_name, email: account.email };
  const refuseAndRecord = async (error: ServiceError, detail: string) => {
    await recordFailedSignIn(ctx, 'second-factor', { actorEmail: account.email, target: selfTarget(actor), detail });
    return error;
  };

  if (input.passkey) {
    let verified;
    try {
      verified = await verifyAssertion(ctx, input.passkey, 'passkey-mfa', 'unauthenticated', accountId);
    } catch (error) {
      if (error instanceof ServiceError) throw await refuseAndRecord(error, 'The passkey of the second step could not be verified.');
      throw error;
    }
    const signedIn = await runTransaction(ctx.db, async (trx) => {
      const inTransaction = { ...ctx, db: trx };
      if (!(await spendStep(inTransaction, step))) throw mfaTokenInvalid();
      await recordPasskeyUse(trx, verified.passkey.id, verified.counter, iso(ctx.now()));
      await forgiveStepAttempt(inTransaction, accountId, client);
      return openStaffSession(inTransaction, account, staffRole, client, passkeyDetail);
    });
    // A sign-in from a new browser or address is emailed (openStaffSession).
    ctx.outbox.wake();
    return signedIn;
  }

  const code = input.code ?? '';
  const answer = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    const method = await spendCode(inTransaction, staff, code);
    if (!method) return null;
    if (!(await spendStep(inTransaction, step))) throw mfaTokenInvalid();
    if (method === 'recovery') {
      await recordAudit(trx, ctx.now(), { action: 'mfa.recovery-code-used', actor, target: selfTarget(actor), detail: 'At sign-in.' });
    }
    await forgiveStepAttempt(inTransaction, accountId, client);
    return openStaffSession(inTransaction, account, staffRole, client, codeDetail[method]);
  });
  if (!answer) throw await refuseAndRecord(new ServiceError('unauthenticated', securityMessages.wrongCode), 'Wrong second-factor code.');
  ctx.outbox.wake();
  return answer;
};

/**
 * POST /api/admin/login/passkey/options: a challenge for a passkey as the only factor (any passkey of
 * this site, user verification required), or with an mfaToken as the second factor of that sign-in.
 * Challenges are rows, so they are limited (see passkeyKeys).
 */
export const loginPasskeyOptions = async (ctx: ServiceContext, mfaToken: string | undefined, client: ClientInfo): Promise<PasskeyOptionsResponse> => {
  const step = mfaToken === undefined ? undefined : await liveMfaStep(ctx, mfaToken);
  const keys = passkeyKeys(client);
  const limit = ctx.config.loginAccountRateLimit;
  await consumeEach(
    ctx,
    [
      { key: keys.options, limit: sharedAddressLimit(limit) },
      ...(step ? [{ key: keys.optionsAccount(step.account_id), limit }] : []),
    ],
    'passkey sign-in attempts',
  );
  return step ? assertionOptions(ctx, 'passkey-mfa', step.account_id) : assertionOptions(ctx, 'passkey-login', null);
};

/**
 * POST /api/admin/login/passkey: a passkey with user verification is both factors (something held,
 * unlocked by something known or a biometric), so it signs in on its own.
 */
export const loginPasskey = async (ctx: ServiceContext, input: PasskeyAnswer, client: ClientInfo): Promise<LoginResponse> => {
  const key = passkeyKeys(client).login;
  throwIfOver([await hit(ctx, key, ctx.config.loginAddressRateLimit)], 'failed passkey sign-ins');
  const verified = await verifyAssertion(ctx, input, 'passkey-login', 'unauthenticated');
  const { account, staffRole } = await activeStaff(ctx, verified.passkey.account_id, forbidden);
  const signedIn = await runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    await recordPasskeyUse(trx, verified.passkey.id, verified.counter, iso(ctx.now()));
    await refund(inTransaction, key);
    return openStaffSession(inTransaction, account, staffRole, client, passkeyDetail);
  });
  ctx.outbox.wake();
  return signedIn;
};

// --- REQUIRE_MFA: enrolment during sign-in -------------------------------------------------------------

/** Whatever stops an enrolment (a spent token, an account deactivated meanwhile) sends the person back to the login. */
const enrollTokenInvalid = () => new ServiceError('unauthenticated', securityMessages.enrollTokenInvalid);

const liveEnrollStep = async (ctx: ServiceContext, token: string) => {
  const step = await findLiveStep(ctx, token, 'enroll');
  if (!step || step.account_id === null) throw enrollTokenInvalid();
  return { step, accountId: step.account_id };
};

/** POST /api/admin/login/enroll/setup: a new authenticator key for a staff member REQUIRE_MFA stopped. */
export const enrollSetup = async (ctx: ServiceContext, enrollToken: string): Promise<TotpSetupResponse> => {
  const { accountId } = await liveEnrollStep(ctx, enrollToken);
  const { account } = await activeStaff(ctx, accountId, enrollTokenInvalid);
  const setup = await newTotpSetup(account.email);
  await setPendingTotp(ctx.db, account.id, setup.secret, iso(ctx.now()));
  return setup;
};

/**
 * POST /api/admin/login/enroll/confirm: a code of the new key turns it on, makes the recovery codes
 * and signs in, all in one transaction that uses the enrolToken up.
 */
export const enrollConfirm = async (
  ctx: ServiceContext,
  input: { enrollToken: string; code: string },
  client: ClientInfo,
): Promise<LoginResponse & { recoveryCodes: string[] }> => {
  const { step, accountId } = await liveEnrollStep(ctx, input.enrollToken);
  await countStepAttempt(ctx, accountId, client);
  const { account, staff, staffRole } = await activeStaff(ctx, accountId, enrollTokenInvalid);
  if (!pendingSecret(ctx, staff)) throw new ServiceError('invalid', securityMessages.totpNotSetUp);
  const totpStep = checkPendingCode(ctx, staff, input.code);
  if (totpStep === null) throw new ServiceError('unauthenticated', securityMessages.wrongCode);
  const actor = { id: account.id, fullName: account.full_name, email: account.email };
  return runTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    if (!(await spendStep(inTransaction, step))) throw enrollTokenInvalid();
    // Set up before the session it opens exists: no session added it, so signing out elsewhere keeps it.
    const origin = { sessionId: null, userAgent: client.userAgent?.slice(0, 512) ?? null, ip: client.ip?.slice(0, 64) ?? null };
    const recoveryCodes = await turnOnTotp(inTransaction, staff, totpStep, origin);
    if (!recoveryCodes) throw enrollTokenInvalid();
    await recordAudit(trx, ctx.now(), { action: 'mfa.enable', actor, target: selfTarget(actor), detail: 'At sign-in, as REQUIRE_MFA asks.' });
    await forgiveStepAttempt(inTransaction, accountId, client);
    const login = await openStaffSession(inTransaction, account, staffRole, client, 'After setting up an authenticator app.');
    return { ...login, recoveryCodes };
  });
};
