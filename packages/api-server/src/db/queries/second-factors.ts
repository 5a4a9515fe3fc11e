import type { Executor } from './accounts.ts';

/*
 * The second factors of staff members (migration 0007): the authenticator key on their staff row,
 * recovery codes and passkeys, and the single-use steps between the factors of a sign-in.
 */

/**
 * The session a factor is added in, with its browser and address as its sessions list row shows them
 * (migration 0010). `sessionId` is null for a factor set up during a sign-in, before any session.
 */
export interface FactorOrigin {
  sessionId: number | null;
  userAgent: string | null;
  ip: string | null;
}

/** Which second factors the staff member has: the authenticator on or off, and how many passkeys. */
export const findStaffSecondFactors = async (db: Executor, accountId: number) => {
  const staff = await db.selectFrom('staff_members').select('totp_secret').where('account_id', '=', accountId).executeTakeFirst();
  return { totpEnabled: Boolean(staff?.totp_secret), passkeys: await countPasskeys(db, accountId) };
};

// --- Authenticator key --------------------------------------------------------------------------------

/** A new key waiting for its first code; replaces any key still waiting. */
export const setPendingTotp = (db: Executor, accountId: number, secret: string, now: string) =>
  db
    .updateTable('staff_members')
    .set({ totp_pending_secret: secret, totp_pending_at: now })
    .where('account_id', '=', accountId)
    .execute();

/** Turns the waiting key on, with the step of the code that confirmed it and where it was confirmed. */
export const enableTotp = async (db: Executor, accountId: number, secret: string, step: number, now: string, origin: FactorOrigin) => {
  const result = await db
    .updateTable('staff_members')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_pending_at: null,
      totp_last_step: step,
      totp_enabled_at: now,
      totp_added_session_id: origin.sessionId,
      totp_added_user_agent: origin.userAgent,
      totp_added_ip: origin.ip,
    })
    .where('account_id', '=', accountId)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const disableTotp = (db: Executor, accountId: number) =>
  db
    .updateTable('staff_members')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_pending_at: null,
      totp_last_step: null,
      totp_enabled_at: null,
      totp_added_session_id: null,
      totp_added_user_agent: null,
      totp_added_ip: null,
    })
    .where('account_id', '=', accountId)
    .execute();

/**
 * Records the step of an accepted code, only if it is later than the last one: false when another
 * request used this step (or a later one) first, so two requests with one code cannot both pass.
 */
export const advanceTotpStep = async (db: Executor, accountId: number, step: number) => {
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

// --- Recovery codes -----------------------------------------------------------------------------------

/** Drops the account's recovery codes and stores the new ones (hashes only). */
export const replaceRecoveryCodes = async (db: Executor, accountId: number, hashes: readonly string[], now: string) => {
  await deleteRecoveryCodes(db, accountId);
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((hash) => ({ account_id: accountId, code_hash: hash, created_at: now })))
    .execute();
};

export const deleteRecoveryCodes = (db: Executor, accountId: number) =>
  db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();

/** Marks an unused code used; false when the account has no such unused code. */
export const spendRecoveryCode = async (db: Executor, accountId: number, hash: string, now: string) => {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const countUnusedRecoveryCodes = async (db: Executor, accountId: number) =>
  Number(
    (
      await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

// --- Passkeys -----------------------------------------------------------------------------------------

export const listPasskeys = (db: Executor, accountId: number) =>
  db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();

export const countPasskeys = async (db: Executor, accountId: number) =>
  Number(
    (
      await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findPasskeyByCredentialId = (db: Executor, credentialId: string) =>
  db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();

export const findOwnPasskey = (db: Executor, accountId: number, id: number) =>
  db.selectFrom('passkeys').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();

export const insertPasskey = (
  db: Executor,
  passkey: {
    accountId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string | null;
    name: string;
    now: string;
    origin: FactorOrigin;
  },
) =>
  db
    .insertInto('passkeys')
    .values({
      account_id: passkey.accountId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      name: passkey.name,
      created_at: passkey.now,
      added_session_id: passkey.origin.sessionId,
      added_user_agent: passkey.origin.userAgent,
      added_ip: passkey.origin.ip,
    })
    .returning(['id', 'name', 'created_at', 'last_used_at', 'added_session_id', 'added_user_agent', 'added_ip'])
    .executeTakeFirstOrThrow();

export const deletePasskey = (db: Executor, accountId: number, id: number) =>
  db.deleteFrom('passkeys').where('id', '=', id).where('account_id', '=', accountId).execute();

/**
 * The factors of the account added since `since` by a known session other than `keepSessionId`: the
 * authenticator key (null when it was not) and passkeys.
 */
export const findFactorsAddedElsewhere = async (db: Executor, accountId: number, since: string, keepSessionId: number) => {
  const totp = await db
    .selectFrom('staff_members')
    .select(['totp_enabled_at', 'totp_added_session_id', 'totp_added_user_agent', 'totp_added_ip'])
    .where('account_id', '=', accountId)
    .where('totp_secret', 'is not', null)
    .where('totp_enabled_at', '>=', since)
    .where('totp_added_session_id', 'is not', null)
    .where('totp_added_session_id', '<>', keepSessionId)
    .executeTakeFirst();
  const passkeys = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'added_session_id', 'added_user_agent', 'added_ip'])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .where('added_session_id', 'is not', null)
    .where('added_session_id', '<>', keepSessionId)
    .orderBy('id')
    .execute();
  return { totp: totp ?? null, passkeys };
};

/** After a verified assertion: the authenticator's new signature counter and when it was used. */
export const recordPasskeyUse = (db: Executor, id: number, counter: number, now: string) =>
  db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();

// --- Single-use steps ---------------------------------------------------------------------------------

export const insertAuthStep = (
  db: Executor,
  step: { tokenHash: string; purpose: string; accountId: number | null; challenge: string | null; now: string; expiresAt: string },
) =>
  db
    .insertInto('auth_steps')
    .values({
      token_hash: step.tokenHash,
      purpose: step.purpose,
      account_id: step.accountId,
      challenge: step.challenge,
      created_at: step.now,
      expires_at: step.expiresAt,
    })
    .execute();

/** The unused, unexpired step of this purpose with this token hash. */
export const findLiveAuthStep = (db: Executor, tokenHash: string, purpose: string, now: string) =>
  db
    .selectFrom('auth_steps')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * Uses a step up. Guarded by `used_at is null`, so of two requests racing with one token only one
 * gets true.
 */
export const spendAuthStep = async (db: Executor, id: number, now: string) => {
  const result = await db
    .updateTable('auth_steps')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Housekeeping: steps past their expiry, used or not, serve nothing any more. */
export const deleteExpiredAuthSteps = async (db: Executor, now: string) => {
  const result = await db.deleteFrom('auth_steps').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
};
