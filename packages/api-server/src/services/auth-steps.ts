import { randomBytes } from 'node:crypto';
import { findLiveAuthStep, insertAuthStep, spendAuthStep } from '../db/queries/second-factors.ts';
import { addSeconds, iso } from '../db/time.ts';
import type { ServiceContext } from './context.ts';
import { hashToken } from './token-hash.ts';

/**
 * What a single-use step serves:
 * - `mfa`: between the password and the second factor of one sign-in;
 * - `enroll`: REQUIRE_MFA's set-up of a first authenticator during sign-in;
 * - `passkey-login`, `passkey-mfa`, `passkey-register`, `passkey-reauth`: a WebAuthn challenge for a
 *   passkey as the only factor, as the second one, for a new passkey, or to re-authenticate.
 */
export type StepPurpose = 'mfa' | 'enroll' | 'passkey-login' | 'passkey-mfa' | 'passkey-register' | 'passkey-reauth';

export type AuthStep = NonNullable<Awaited<ReturnType<typeof findLiveAuthStep>>>;

/**
 * Starts a step and returns its token (32 random bytes, base64url), which is handed out once; only its
 * SHA-256 is stored.
 */
export const createAuthStep = async (
  ctx: ServiceContext,
  purpose: StepPurpose,
  accountId: number | null,
  minutes: number,
  challenge: string | null = null,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertAuthStep(ctx.db, {
    tokenHash: hashToken(token),
    purpose,
    accountId,
    challenge,
    now: iso(now),
    expiresAt: iso(addSeconds(now, minutes * 60)),
  });
  return token;
};

/** The step a token names, when it is of this purpose, unused and unexpired. */
export const findLiveStep = (ctx: ServiceContext, token: string, purpose: StepPurpose): Promise<AuthStep | undefined> =>
  findLiveAuthStep(ctx.db, hashToken(token), purpose, iso(ctx.now()));

/** Uses the step up; false when another request got there first or it has just expired. */
export const spendStep = (ctx: ServiceContext, step: AuthStep): Promise<boolean> => spendAuthStep(ctx.db, step.id, iso(ctx.now()));
