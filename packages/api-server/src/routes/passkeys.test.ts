// @vitest-environment node
import {
  errorResponseSchema,
  loginResponseSchema,
  mfaChallengeSchema,
  passkeyAddedResponseSchema,
  passkeyOptionsResponseSchema,
  passkeysResponseSchema,
  reauthResponseSchema,
  securityLimits,
  securityMessages,
  securityStatusSchema,
  serverMessages,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import {
  addStaffMember,
  auditOf,
  enableTotp,
  freshCode,
  newAuthenticator,
  nextAddress,
  passwordLogin,
  publicCall,
  registerPasskey,
  signIn,
  signInWithPasskey,
} from '../test/second-factors.ts';
import { strayKey, type AnswerOverrides } from '../test/webauthn.ts';

/**
 * Issue 17, section 3: passkeys registered by a signed-in staff member, then used alone to sign in,
 * as the second step after a password, and to confirm it is them; the challenges are single use and
 * short-lived, and answers made for another origin or with another key are refused.
 */

const now = new Date('2026-11-15T12:00:05.000Z');
const minutes = (n: number) => n * 60_000;

type Options = { challenge: string; [key: string]: unknown };

describe.each(testDatabases)('passkeys on $name', (database) => {
  let server: TestServer;
  const db = () => server.ctx.db;
  const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const passkeyRow = (credentialId: string) => db().selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirstOrThrow();

  /** POST /api/admin/login/passkey/options, with an mfaToken or none. */
  const loginOptions = async (body?: { mfaToken: string }) => {
    const response = await publicCall(server, '/api/admin/login/passkey/options', body);
    expect(response.statusCode).toBe(200);
    const answer = passkeyOptionsResponseSchema.parse(response.json());
    return { challengeId: answer.challengeId, options: answer.options as Options };
  };

  const loginWithPasskey = (challengeId: string, response: unknown, address = nextAddress()) =>
    publicCall(server, '/api/admin/login/passkey', { challengeId, response }, { address });

  /** A staff member with one passkey, and a session. */
  const memberWithPasskey = async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    return { member, token, ...(await registerPasskey(server, token)) };
  };

  beforeAll(async () => {
    server = await startTestServer(database, { now });
  });
  afterAll(() => server.close());

  it('registers a passkey with the options the issue asks for, once per challenge', async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    const optionsResponse = await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' });
    expect(optionsResponse.statusCode).toBe(200);
    const { challengeId, options } = passkeyOptionsResponseSchema.parse(optionsResponse.json());
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: server.config.web.rpName },
      user: { name: member.email, displayName: member.fullName },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeRow = await db().selectFrom('auth_steps').selectAll().where('account_id', '=', member.id).executeTakeFirstOrThrow();
    expect(challengeRow).toMatchObject({ purpose: 'passkey-register', challenge: (options as Options).challenge, used_at: null });
    expect(challengeRow.token_hash).not.toBe(challengeId);

    const authenticator = newAuthenticator(server);
    const response = authenticator.register(options as Options);
    const added = await send(token, 'POST', '/api/admin/passkeys', { challengeId, name: 'Work laptop', response });
    expect(added.statusCode).toBe(201);
    const answer = passkeyAddedResponseSchema.parse(added.json());
    expect(answer).toEqual({
      message: securityMessages.passkeyAdded,
      passkey: {
        id: expect.any(Number),
        name: 'Work laptop',
        createdAt: server.ctx.now().toISOString(),
        lastUsedAt: null,
        addedFrom: { userAgent: 'lightMyRequest', ip: expect.any(String), current: true },
      },
    });
    expect(await passkeyRow(authenticator.id)).toMatchObject({
      account_id: member.id,
      public_key: expect.stringMatching(/^[\w-]+$/),
      transports: 'internal,hybrid',
      name: 'Work laptop',
    });
    expect(Number((await passkeyRow(authenticator.id)).counter)).toBe(0);

    // The challenge served once.
    const again = await send(token, 'POST', '/api/admin/passkeys', { challengeId, name: 'Again', response });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: securityMessages.challengeInvalid });

    expect(passkeysResponseSchema.parse((await send(token, 'GET', '/api/admin/passkeys')).json()).data).toEqual([answer.passkey]);
    const next = passkeyOptionsResponseSchema.parse((await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' })).json());
    expect(next.options.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    expect(securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json())).toMatchObject({
      passkeys: 1,
      totpEnabled: false,
      // Registered in this session, so it cannot confirm it is them here.
      reauthMethods: ['password'],
    });
    expect(await auditOf(server, member.id)).toContainEqual(expect.objectContaining({ action: 'passkey.add', actor_id: member.id, detail: 'Passkey “Work laptop”.' }));
  });

  it('refuses registrations for another origin or relying party, with a challenge of someone else, or expired', async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    const other = await signIn(server, await addStaffMember(server));
    const register = async (overrides: AnswerOverrides, options: { as?: string; wait?: number } = {}) => {
      const started = passkeyOptionsResponseSchema.parse((await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' })).json());
      if (options.wait) server.advance(options.wait);
      return send(options.as ?? token, 'POST', '/api/admin/passkeys', {
        challengeId: started.challengeId,
        name: 'Key',
        response: newAuthenticator(server).register(started.options as Options, overrides),
      });
    };
    for (const response of [await register({ origin: 'https://evil.example' }), await register({ rpId: 'evil.example' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: securityMessages.passkeyFailed });
    }
    for (const response of [await register({}, { as: other }), await register({}, { wait: minutes(securityLimits.challengeMinutes) + 1000 })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: securityMessages.challengeInvalid });
    }
    expect(await db().selectFrom('passkeys').select('id').where('account_id', '=', member.id).execute()).toEqual([]);
    const bad = await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'login' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'purpose must be register or reauth.' });
  });

  it('keeps only the transports WebAuthn names, whatever shape the browser sent', async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    const register = async (transports: unknown) => {
      const { challengeId, options } = passkeyOptionsResponseSchema.parse((await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' })).json());
      const authenticator = newAuthenticator(server);
      const response = authenticator.register(options as Options);
      const added = await send(token, 'POST', '/api/admin/passkeys', { challengeId, name: 'Key', response: { ...response, response: { ...response.response, transports } } });
      expect(added.statusCode).toBe(201);
      return (await passkeyRow(authenticator.id)).transports;
    };
    expect(await register(['usb', 'carrier-pigeon', 7])).toBe('usb');
    expect(await register('usb')).toBeNull();
    expect(await register(undefined)).toBeNull();
  });

  it(`keeps at most ${securityLimits.passkeys} passkeys per staff member`, async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    await db()
      .insertInto('passkeys')
      .values(
        Array.from({ length: securityLimits.passkeys }, (_, index) => ({
          account_id: member.id,
          credential_id: `limit-${member.id}-${index}`,
          public_key: 'AA',
          name: `Key ${index}`,
          created_at: server.ctx.now().toISOString(),
        })),
      )
      .execute();
    const response = await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: securityMessages.tooManyPasskeys });
  });

  it('signs in with a passkey alone, and counts its signatures', async () => {
    const { member, authenticator, passkey } = await memberWithPasskey();
    // The password leads to the second step now.
    expect(mfaChallengeSchema.parse((await passwordLogin(server, member.email)).json()).methods).toEqual(['passkey']);

    const { challengeId, options } = await loginOptions();
    // Any passkey of this site may answer; it stands for both factors, so it must verify its user.
    expect(options.allowCredentials).toBeUndefined();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(await db().selectFrom('auth_steps').select(['purpose', 'account_id']).where('challenge', '=', options.challenge).execute()).toEqual([
      { purpose: 'passkey-login', account_id: null },
    ]);

    const assertion = authenticator.assert(options);
    const response = await loginWithPasskey(challengeId, assertion);
    expect(response.statusCode).toBe(200);
    const login = loginResponseSchema.parse(response.json());
    expect(login).toMatchObject({ role: 'admin', staffRole: 'owner', message: serverMessages.loginSucceeded });
    expect((await send(login.token, 'GET', '/api/admin/profile')).statusCode).toBe(200);
    const row = await passkeyRow(authenticator.id);
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).toBe(server.ctx.now().toISOString());
    expect(passkeysResponseSchema.parse((await send(login.token, 'GET', '/api/admin/passkeys')).json()).data).toEqual([
      { ...passkey, lastUsedAt: server.ctx.now().toISOString(), addedFrom: { ...passkey.addedFrom, current: false } },
    ]);
    expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.login', detail: 'With a passkey.' });

    // Single use: the same answer again, and a new answer to the spent challenge.
    for (const again of [assertion, authenticator.assert(options)]) {
      const refused = await loginWithPasskey(challengeId, again);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: securityMessages.challengeInvalid });
    }
    // A signature counter that goes back means a cloned authenticator.
    const cloned = await loginOptions();
    expect((await loginWithPasskey(cloned.challengeId, authenticator.assert(cloned.options, { counter: 1 }))).statusCode).toBe(401);
  });

  it('refuses unknown passkeys, wrong signatures, other origins, missing user verification and expired challenges', async () => {
    const { authenticator } = await memberWithPasskey();
    const attempt = async (answer: (options: Options) => unknown, wait = 0) => {
      const { challengeId, options } = await loginOptions();
      server.advance(wait);
      const response = await loginWithPasskey(challengeId, answer(options));
      expect(response.statusCode).toBe(401);
      return errorResponseSchema.parse(response.json()).message;
    };
    expect(await attempt((options) => newAuthenticator(server).assert(options))).toBe(securityMessages.passkeyUnknown);
    expect(await attempt((options) => authenticator.assert(options, { signWith: strayKey() }))).toBe(securityMessages.passkeyFailed);
    expect(await attempt((options) => authenticator.assert(options, { origin: 'https://evil.example' }))).toBe(securityMessages.passkeyFailed);
    expect(await attempt((options) => authenticator.assert(options, { origin: 'http://localhost:5173' }))).toBe(securityMessages.passkeyFailed);
    expect(await attempt((options) => authenticator.assert(options, { rpId: 'evil.example' }))).toBe(securityMessages.passkeyFailed);
    expect(await attempt((options) => authenticator.assert(options, { userVerified: false }))).toBe(securityMessages.passkeyFailed);
    expect(await attempt((options) => authenticator.assert(options), minutes(securityLimits.challengeMinutes) + 1000)).toBe(
      securityMessages.challengeInvalid,
    );
    expect(await attempt((options) => ({ ...authenticator.assert(options), id: 42 }))).toBe(securityMessages.passkeyUnknown);
    expect(await attempt(() => ({}))).toBe(securityMessages.passkeyUnknown);
    const unknownChallenge = await loginWithPasskey('no such challenge', {});
    expect(unknownChallenge.statusCode).toBe(401);
    expect(unknownChallenge.json()).toEqual({ message: securityMessages.challengeInvalid });
  });

  it('refuses a passkey of a staff member deactivated since it was registered', async () => {
    const { member, authenticator } = await memberWithPasskey();
    await db().updateTable('staff_members').set({ deactivated_at: server.ctx.now().toISOString() }).where('account_id', '=', member.id).execute();
    const { challengeId, options } = await loginOptions();
    const response = await loginWithPasskey(challengeId, authenticator.assert(options));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: securityMessages.deactivatedAccount });
  });

  it('limits passkey sign-ins per address', async () => {
    const address = nextAddress();
    const { max } = server.config.loginAddressRateLimit;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await loginWithPasskey('no such challenge', {}, address)).statusCode).toBe(401);
    }
    const limited = await loginWithPasskey('no such challenge', {}, address);
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json()).message).toMatch(/^Too many failed passkey sign-ins\./);
    expect((await loginWithPasskey('no such challenge', {}, nextAddress())).statusCode).toBe(401);
  });

  it('answers the second step of a password sign-in, with a challenge bound to that sign-in', async () => {
    const { member, token, authenticator } = await memberWithPasskey();
    await enableTotp(server, token);
    const { mfaToken, methods } = mfaChallengeSchema.parse((await passwordLogin(server, member.email)).json());
    expect(methods).toEqual(['totp', 'recovery', 'passkey']);

    const { challengeId, options } = await loginOptions({ mfaToken });
    expect(options).toMatchObject({ userVerification: 'preferred', allowCredentials: [{ id: authenticator.id, type: 'public-key' }] });
    const loginMfa = (body: Record<string, unknown>) => publicCall(server, '/api/admin/login/mfa', body);

    // Another account's passkey, and a challenge of the passkey-only sign-in, are refused.
    const other = await memberWithPasskey();
    const forOther = await loginOptions({ mfaToken });
    const wrongOwner = await loginMfa({ mfaToken, passkey: { challengeId: forOther.challengeId, response: other.authenticator.assert(forOther.options) } });
    expect(wrongOwner.statusCode).toBe(401);
    expect(wrongOwner.json()).toEqual({ message: securityMessages.passkeyFailed });
    const firstFactor = await loginOptions();
    const wrongPurpose = await loginMfa({ mfaToken, passkey: { challengeId: firstFactor.challengeId, response: authenticator.assert(firstFactor.options) } });
    expect(wrongPurpose.statusCode).toBe(401);
    expect(wrongPurpose.json()).toEqual({ message: securityMessages.challengeInvalid });

    // A security key without user verification is still a second factor.
    const signedIn = await loginMfa({ mfaToken, passkey: { challengeId, response: authenticator.assert(options, { userVerified: false }) } });
    expect(signedIn.statusCode).toBe(200);
    loginResponseSchema.parse(signedIn.json());
    expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.login', detail: 'With a passkey.' });

    const spent = await publicCall(server, '/api/admin/login/passkey/options', { mfaToken });
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual({ message: securityMessages.mfaTokenInvalid });
  });

  it('confirms it is them with a passkey of their own, once per challenge', async () => {
    const { member, authenticator } = await memberWithPasskey();
    // A session of its own: the one that registered the passkey cannot confirm with it.
    const { token } = loginResponseSchema.parse((await signInWithPasskey(server, authenticator)).json());
    const other = await memberWithPasskey();
    const reauthOptions = async () => {
      const response = await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'reauth' });
      expect(response.statusCode).toBe(200);
      const answer = passkeyOptionsResponseSchema.parse(response.json());
      return { challengeId: answer.challengeId, options: answer.options as Options };
    };
    server.advance(minutes(11));

    const first = await reauthOptions();
    expect(first.options.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    const stranger = await send(token, 'POST', '/api/admin/reauth', { passkey: { challengeId: first.challengeId, response: other.authenticator.assert(first.options) } });
    // A 400, not a 401, which would sign the app out.
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ message: securityMessages.passkeyFailed });

    const second = await reauthOptions();
    const confirmed = await send(token, 'POST', '/api/admin/reauth', { passkey: { challengeId: second.challengeId, response: authenticator.assert(second.options) } });
    expect(confirmed.statusCode).toBe(200);
    expect(reauthResponseSchema.parse(confirmed.json())).toEqual({ message: securityMessages.reauthenticated, reauthenticatedAt: server.ctx.now().toISOString() });
    const reused = await send(token, 'POST', '/api/admin/reauth', { passkey: { challengeId: second.challengeId, response: authenticator.assert(second.options) } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: securityMessages.challengeInvalid });
    // Another staff member cannot use this one's challenge.
    const third = await reauthOptions();
    expect((await send(other.token, 'POST', '/api/admin/reauth', { passkey: { challengeId: third.challengeId, response: other.authenticator.assert(third.options) } })).statusCode).toBe(400);
    expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.reauth', detail: 'With a passkey.' });
  });

  it('removes only the caller’s own passkeys', async () => {
    const { member, token, passkey } = await memberWithPasskey();
    const other = await memberWithPasskey();
    const theirs = await send(token, 'DELETE', `/api/admin/passkeys/${other.passkey.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(errorResponseSchema.parse(theirs.json())).toEqual({ message: serverMessages.notFound });
    const removed = await send(token, 'DELETE', `/api/admin/passkeys/${passkey.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: securityMessages.passkeyRemoved });
    expect(passkeysResponseSchema.parse((await send(token, 'GET', '/api/admin/passkeys')).json()).data).toEqual([]);
    expect((await send(token, 'DELETE', `/api/admin/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'passkey.remove', detail: 'Passkey “Laptop”.' });
    // Without a second factor, the password alone signs in again.
    expect(loginResponseSchema.parse((await passwordLogin(server, member.email)).json()).token).toBeDefined();
    // The other staff member's passkey is untouched.
    expect(await db().selectFrom('passkeys').select('id').where('id', '=', other.passkey.id).execute()).toHaveLength(1);
  });

  it('uses an authenticator code beside passkeys', async () => {
    const { member, token } = await memberWithPasskey();
    const { secret } = await enableTotp(server, token);
    const { mfaToken } = mfaChallengeSchema.parse((await passwordLogin(server, member.email)).json());
    expect((await publicCall(server, '/api/admin/login/mfa', { mfaToken, code: freshCode(server, secret) })).statusCode).toBe(200);
  });
});
