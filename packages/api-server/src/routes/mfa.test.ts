// @vitest-environment node
import {
  enrollConfirmResponseSchema,
  errorResponseSchema,
  loginResponseSchema,
  mfaChallengeSchema,
  mfaEnrollmentSchema,
  recoveryCodesResponseSchema,
  securityMessages,
  securityStatusSchema,
  serverMessages,
  securityLimits,
  totpSetupResponseSchema,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthStep, findLiveStep, spendStep } from '../services/auth-steps.ts';
import { pruneExpired } from '../services/auth.ts';
import { callJson, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import {
  addStaffMember,
  auditOf,
  codeNow,
  enableTotp,
  freshCode,
  nextAddress,
  passwordLogin,
  publicCall,
  registerPasskey,
  signIn,
  signInWithCode,
  staffPassword,
  type StaffMember,
} from '../test/second-factors.ts';

/**
 * Issue 17, sections 1 and 2: the authenticator app and its recovery codes, and the second step of a
 * sign-in, with and without REQUIRE_MFA.
 */

const now = new Date('2026-11-15T12:00:05.000Z');
const minutes = (n: number) => n * 60_000;
const recoveryCodePattern = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

describe.each(testDatabases)('second factors on $name', (database) => {
  let server: TestServer;
  const db = () => server.ctx.db;
  const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const security = async (token: string) => securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json());
  const staffRow = (id: number) => db().selectFrom('staff_members').selectAll().where('account_id', '=', id).executeTakeFirstOrThrow();
  const sessionCount = async (id: number) => (await db().selectFrom('sessions').select('id').where('account_id', '=', id).execute()).length;

  /** A staff member with the authenticator on, and a session from before it was turned on. */
  const memberWithTotp = async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    return { member, token, ...(await enableTotp(server, token)) };
  };

  /** The password step of a staff member with a second factor: the challenge it answers. */
  const mfaStep = async (member: StaffMember, address = nextAddress()) => {
    const response = await passwordLogin(server, member.email, { address });
    expect(response.statusCode).toBe(200);
    return mfaChallengeSchema.parse(response.json());
  };

  const loginMfa = (body: Record<string, unknown>, address = nextAddress()) => publicCall(server, '/api/admin/login/mfa', body, { address });

  beforeAll(async () => {
    server = await startTestServer(database, { now });
  });
  afterAll(() => server.close());

  describe('the authenticator app, signed in', () => {
    it('turns on with a code of the new key and off with a current code', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      expect(await security(token)).toEqual({
        staffRole: 'owner',
        totpEnabled: false,
        totpEnabledAt: null,
        recoveryCodesLeft: 0,
        passkeys: 0,
        mfaRequired: false,
        reauthMethods: ['password'],
        reauthenticatedAt: server.ctx.now().toISOString(),
        totpAddedFrom: null,
      });

      const setup = await send(token, 'POST', '/api/admin/mfa/totp/setup');
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrSvg } = totpSetupResponseSchema.parse(setup.json());
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toBe(`otpauth://totp/Chairside:${member.email}?secret=${secret}&issuer=Chairside&algorithm=SHA1&digits=6&period=30`);
      expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(qrSvg).not.toContain('<script');
      expect(await staffRow(member.id)).toMatchObject({ totp_secret: null, totp_pending_secret: secret });

      const wrong = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret, 3) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: securityMessages.wrongCode });
      expect((await staffRow(member.id)).totp_secret).toBeNull();

      const confirmed = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) });
      expect(confirmed.statusCode).toBe(200);
      const { message, recoveryCodes } = recoveryCodesResponseSchema.parse(confirmed.json());
      expect(message).toBe(securityMessages.totpEnabled);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(recoveryCodePattern);
      expect(await staffRow(member.id)).toMatchObject({ totp_secret: secret, totp_pending_secret: null, totp_enabled_at: server.ctx.now().toISOString() });
      expect(await security(token)).toMatchObject({
        totpEnabled: true,
        totpEnabledAt: server.ctx.now().toISOString(),
        recoveryCodesLeft: 10,
        // Added in this session, so it cannot confirm it is them here.
        reauthMethods: ['password'],
        totpAddedFrom: { userAgent: 'lightMyRequest', ip: expect.any(String), current: true },
      });

      const again = await send(token, 'POST', '/api/admin/mfa/totp/setup');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: securityMessages.totpAlreadyEnabled });
      expect((await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) })).statusCode).toBe(409);

      const wrongOff = await send(token, 'DELETE', '/api/admin/mfa/totp', { code: '000000' });
      expect(wrongOff.statusCode).toBe(400);
      expect(wrongOff.json()).toEqual({ message: securityMessages.wrongCode });
      const off = await send(token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(server, secret) });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: securityMessages.totpDisabled });
      expect(await staffRow(member.id)).toMatchObject({ totp_secret: null, totp_last_step: null, totp_enabled_at: null });
      expect(await db().selectFrom('recovery_codes').select('id').where('account_id', '=', member.id).execute()).toEqual([]);
      expect(await security(token)).toMatchObject({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0, reauthMethods: ['password'] });
      const offAgain = await send(token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(server, secret) });
      expect(offAgain.statusCode).toBe(409);
      expect(offAgain.json()).toEqual({ message: securityMessages.totpNotEnabled });

      const entries = await auditOf(server, member.id);
      expect(entries.filter((entry) => entry.action.startsWith('mfa.'))).toEqual([
        expect.objectContaining({ action: 'mfa.enable', actor_id: member.id, target_id: member.id }),
        expect.objectContaining({ action: 'mfa.disable', actor_id: member.id, detail: 'With an authenticator code.' }),
      ]);
      // No key and no code ever reaches the log.
      const logged = JSON.stringify(entries);
      expect(logged).not.toContain(secret);
      for (const code of recoveryCodes) expect(logged).not.toContain(code);
    });

    it('asks for a set-up before a confirmation, and answers errors as { message }', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const response = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: '123456' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: securityMessages.totpNotSetUp });
      const empty = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: '' });
      expect(empty.statusCode).toBe(400);
      expect(errorResponseSchema.parse(empty.json()).message).toBe('code is required.');
      const renew = await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: '123456' });
      expect(renew.statusCode).toBe(409);
      expect(renew.json()).toEqual({ message: securityMessages.totpNotEnabled });
    });

    it('lets a new key wait 15 minutes for its code, then asks for the set-up again', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const { secret } = totpSetupResponseSchema.parse((await send(token, 'POST', '/api/admin/mfa/totp/setup')).json());
      server.advance(minutes(securityLimits.totpSetupMinutes) + 1000);
      // Past the re-authentication window too: the password again, then the key's own refusal.
      expect((await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) })).statusCode).toBe(403);
      expect((await send(token, 'POST', '/api/admin/reauth', { password: staffPassword })).statusCode).toBe(200);
      const late = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: securityMessages.totpNotSetUp });
    });

    it('takes each code once, and one step of drift either way but not two', async () => {
      const { member, secret } = await memberWithTotp();
      // A session of its own: the one that turned the authenticator on cannot confirm with it.
      const token = await signInWithCode(server, member, secret);
      const reauth = (code: string) => send(token, 'POST', '/api/admin/reauth', { code });
      // The sign-in's own code is spent.
      expect((await reauth(codeNow(server, secret))).statusCode).toBe(400);

      server.advance(90_000);
      expect((await reauth(codeNow(server, secret, -1))).statusCode).toBe(200);
      // The same code again, and an older one: refused.
      expect((await reauth(codeNow(server, secret, -1))).statusCode).toBe(400);
      expect((await reauth(codeNow(server, secret, -2))).statusCode).toBe(400);
      expect((await reauth(codeNow(server, secret, 1))).statusCode).toBe(200);
      expect((await reauth(codeNow(server, secret))).json()).toEqual({ message: securityMessages.wrongCode });

      server.advance(minutes(3));
      expect((await reauth(codeNow(server, secret, -2))).statusCode).toBe(400);
      expect((await reauth(codeNow(server, secret, 2))).statusCode).toBe(400);
    });

    it('limits wrong codes per account: past five, 429 even for the right code', async () => {
      const { token, secret } = await memberWithTotp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: '000000' })).statusCode).toBe(400);
      }
      const limited = await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: freshCode(server, secret) });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(errorResponseSchema.parse(limited.json()).message).toMatch(/^Too many wrong codes\./);
    });

    it('renews the recovery codes with a current code; the old ones stop working', async () => {
      const { member, token, secret, recoveryCodes } = await memberWithTotp();
      const renewed = await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: freshCode(server, secret) });
      expect(renewed.statusCode).toBe(200);
      const answer = recoveryCodesResponseSchema.parse(renewed.json());
      expect(answer.message).toBe(securityMessages.recoveryCodesRenewed);
      expect(answer.recoveryCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);

      const step = await mfaStep(member);
      expect((await loginMfa({ mfaToken: step.mfaToken, code: recoveryCodes[0] })).statusCode).toBe(401);
      expect((await loginMfa({ mfaToken: step.mfaToken, code: answer.recoveryCodes[0] })).statusCode).toBe(200);
      expect((await auditOf(server, member.id)).map((entry) => entry.action)).toContain('mfa.recovery-codes');
    });
  });

  describe('the second step of a sign-in', () => {
    it('answers mfaRequired with no token and no role, then signs in with a code', async () => {
      const { member, secret } = await memberWithTotp();
      const sessionsBefore = await sessionCount(member.id);
      const response = await passwordLogin(server, member.email);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body).toSorted()).toEqual(['message', 'methods', 'mfaRequired', 'mfaToken']);
      const challenge = mfaChallengeSchema.parse(body);
      expect(challenge).toEqual({ mfaRequired: true, mfaToken: expect.stringMatching(/^[\w-]{43}$/), methods: ['totp', 'recovery'], message: securityMessages.mfaRequired });
      expect(await sessionCount(member.id)).toBe(sessionsBefore);
      // Only a hash of the token is kept.
      const steps = await db().selectFrom('auth_steps').select(['token_hash', 'purpose']).where('account_id', '=', member.id).execute();
      expect(steps).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'mfa' }]);

      const wrong = await loginMfa({ mfaToken: challenge.mfaToken, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: securityMessages.wrongCode });
      const signedIn = await loginMfa({ mfaToken: challenge.mfaToken, code: freshCode(server, secret) });
      expect(signedIn.statusCode).toBe(200);
      const login = loginResponseSchema.parse(signedIn.json());
      expect(login).toMatchObject({ role: 'admin', staffRole: 'owner', message: serverMessages.loginSucceeded });
      expect((await send(login.token, 'GET', '/api/admin/profile')).statusCode).toBe(200);
      expect(await sessionCount(member.id)).toBe(sessionsBefore + 1);

      // The token served its sign-in.
      const reused = await loginMfa({ mfaToken: challenge.mfaToken, code: freshCode(server, secret) });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: securityMessages.mfaTokenInvalid });

      const entries = (await auditOf(server, member.id)).slice(-2);
      expect(entries).toEqual([
        expect.objectContaining({ action: 'session.login-failed', actor_id: null, actor_email: member.email, detail: 'Wrong second-factor code.' }),
        expect.objectContaining({ action: 'session.login', actor_id: member.id, detail: 'With an authenticator code.' }),
      ]);
    });

    it('takes a recovery code once, in any case and with or without its dash, and keeps only hashes', async () => {
      const { member, token, secret, recoveryCodes } = await memberWithTotp();
      const [first = '', second = ''] = recoveryCodes;
      const rows = await db().selectFrom('recovery_codes').selectAll().where('account_id', '=', member.id).execute();
      expect(rows).toHaveLength(10);
      const stored = JSON.stringify(rows);
      for (const code of recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
      for (const row of rows) expect(row).toMatchObject({ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), used_at: null });

      const signedIn = await loginMfa({ mfaToken: (await mfaStep(member)).mfaToken, code: first.toUpperCase().replace('-', '') });
      expect(signedIn.statusCode).toBe(200);
      loginResponseSchema.parse(signedIn.json());
      const again = await loginMfa({ mfaToken: (await mfaStep(member)).mfaToken, code: first });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: securityMessages.wrongCode });
      expect(await security(token)).toMatchObject({ recoveryCodesLeft: 9 });
      // Another code still works, here to confirm it is them in the session it signed in.
      const { token: signedInToken } = loginResponseSchema.parse(signedIn.json());
      expect((await send(signedInToken, 'POST', '/api/admin/reauth', { code: ` ${second} ` })).statusCode).toBe(200);
      expect(await security(token)).toMatchObject({ recoveryCodesLeft: 8 });

      const entries = await auditOf(server, member.id);
      expect(entries.filter((entry) => entry.action === 'mfa.recovery-code-used')).toHaveLength(2);
      expect(entries).toContainEqual(expect.objectContaining({ action: 'session.login', detail: 'With a recovery code.' }));
      const logged = JSON.stringify(entries);
      expect(logged).not.toContain(secret);
      for (const code of recoveryCodes) expect(logged).not.toContain(code);
    });

    it('lets an mfaToken live 5 minutes', async () => {
      const { member, secret } = await memberWithTotp();
      const { mfaToken } = await mfaStep(member);
      server.advance(minutes(5) + 1000);
      const response = await loginMfa({ mfaToken, code: codeNow(server, secret) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: securityMessages.mfaTokenInvalid });
      expect((await loginMfa({ mfaToken: 'x'.repeat(43), code: codeNow(server, secret) })).statusCode).toBe(401);
    });

    it('answers 429 after five wrong codes from an address, even for the right code, for the window', async () => {
      const { member, secret } = await memberWithTotp();
      const address = nextAddress();
      const { mfaToken } = await mfaStep(member, address);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await loginMfa({ mfaToken, code: '000000' }, address)).statusCode).toBe(401);
      }
      const limited = await loginMfa({ mfaToken, code: freshCode(server, secret) }, address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // A new password step does not start the count again.
      const next = await mfaStep(member, address);
      expect((await loginMfa({ mfaToken: next.mfaToken, code: freshCode(server, secret) }, address)).statusCode).toBe(429);
      // Elsewhere the holder still gets in; after the window, here too.
      expect((await loginMfa({ mfaToken: next.mfaToken, code: freshCode(server, secret) }, nextAddress())).statusCode).toBe(200);
      server.advance(server.config.loginRateLimit.windowSeconds * 1000);
      const later = await mfaStep(member, address);
      expect((await loginMfa({ mfaToken: later.mfaToken, code: freshCode(server, secret) }, address)).statusCode).toBe(200);
    });

    it('lets only one of two racing requests use an mfaToken', async () => {
      const { member, secret, recoveryCodes } = await memberWithTotp();
      const { mfaToken } = await mfaStep(member);
      const both = await Promise.all([loginMfa({ mfaToken, code: freshCode(server, secret) }), loginMfa({ mfaToken, code: recoveryCodes[0] })]);
      expect(both.map((response) => response.statusCode).toSorted()).toEqual([200, 401]);
    });

    it('spends a step once, however many requests hold it', async () => {
      const member = await addStaffMember(server);
      const token = await createAuthStep(server.ctx, 'mfa', member.id, 5);
      const step = await findLiveStep(server.ctx, token, 'mfa');
      if (!step) throw new Error('The step was not found.');
      // Either may win the race; exactly one does.
      expect((await Promise.all([spendStep(server.ctx, step), spendStep(server.ctx, step)])).toSorted()).toEqual([false, true]);
      expect(await spendStep(server.ctx, step)).toBe(false);
      expect(await findLiveStep(server.ctx, token, 'mfa')).toBeUndefined();
    });

    it('refuses the step to a staff member deactivated or suspended since the password', async () => {
      const { member, secret } = await memberWithTotp();
      const first = await mfaStep(member);
      await db().updateTable('staff_members').set({ deactivated_at: server.ctx.now().toISOString() }).where('account_id', '=', member.id).execute();
      const deactivated = await loginMfa({ mfaToken: first.mfaToken, code: freshCode(server, secret) });
      expect(deactivated.statusCode).toBe(403);
      expect(deactivated.json()).toEqual({ message: securityMessages.deactivatedAccount });

      await db().updateTable('staff_members').set({ deactivated_at: null }).where('account_id', '=', member.id).execute();
      const second = await mfaStep(member);
      await db().updateTable('accounts').set({ is_suspended: 1 }).where('id', '=', member.id).execute();
      expect((await loginMfa({ mfaToken: second.mfaToken, code: freshCode(server, secret) })).statusCode).toBe(403);
    });

    it('takes the body it documents', async () => {
      const { member } = await memberWithTotp();
      const { mfaToken } = await mfaStep(member);
      for (const body of [{ mfaToken }, { mfaToken, code: '123456', passkey: { challengeId: 'x', response: {} } }]) {
        const response = await loginMfa(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Send either code or passkey.' });
      }
      // An mfaToken is no enrolment token.
      const enroll = await publicCall(server, '/api/admin/login/enroll/setup', { enrollToken: mfaToken });
      expect(enroll.statusCode).toBe(401);
      expect(enroll.json()).toEqual({ message: securityMessages.enrollTokenInvalid });
    });

    it('offers every method the staff member has', async () => {
      const { member, token } = await memberWithTotp();
      await registerPasskey(server, token);
      expect((await mfaStep(member)).methods).toEqual(['totp', 'recovery', 'passkey']);
    });

    it('sweeps expired steps', async () => {
      const { member } = await memberWithTotp();
      await mfaStep(member);
      server.advance(minutes(6));
      const swept = await pruneExpired(server.ctx);
      expect(swept.authSteps).toBeGreaterThan(0);
      const left = await db().selectFrom('auth_steps').select('id').where('expires_at', '<=', server.ctx.now().toISOString()).execute();
      expect(left).toEqual([]);
    });
  });

  describe('REQUIRE_MFA', () => {
    let strict: TestServer;
    beforeAll(async () => {
      strict = await startTestServer(database, { now, config: { requireMfa: true } });
    });
    afterAll(() => strict.close());

    it('walks a staff member without a second factor through enrolment before any session', async () => {
      const member = await addStaffMember(strict);
      const login = await passwordLogin(strict, member.email);
      expect(login.statusCode).toBe(200);
      const enrollment = mfaEnrollmentSchema.parse(login.json());
      expect(enrollment).toEqual({ mfaEnrollmentRequired: true, enrollToken: expect.any(String), message: securityMessages.enrollmentRequired });
      expect(login.json()).not.toHaveProperty('token');
      expect(await strict.ctx.db.selectFrom('sessions').select('id').where('account_id', '=', member.id).execute()).toEqual([]);

      const bogus = await publicCall(strict, '/api/admin/login/enroll/setup', { enrollToken: 'not a token' });
      expect(bogus.statusCode).toBe(401);
      expect(bogus.json()).toEqual({ message: securityMessages.enrollTokenInvalid });
      const setup = await publicCall(strict, '/api/admin/login/enroll/setup', { enrollToken: enrollment.enrollToken });
      expect(setup.statusCode).toBe(200);
      const { secret } = totpSetupResponseSchema.parse(setup.json());

      const confirm = (code: string) => publicCall(strict, '/api/admin/login/enroll/confirm', { enrollToken: enrollment.enrollToken, code });
      const wrong = await confirm('000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: securityMessages.wrongCode });
      const confirmed = await confirm(codeNow(strict, secret));
      expect(confirmed.statusCode).toBe(200);
      const answer = enrollConfirmResponseSchema.parse(confirmed.json());
      expect(answer).toMatchObject({ role: 'admin', staffRole: 'owner', message: serverMessages.loginSucceeded });
      expect(answer.recoveryCodes).toHaveLength(10);
      const token = answer.token;
      expect(securityStatusSchema.parse((await callJson(strict.app, token, 'GET', '/api/admin/security')).json())).toMatchObject({
        totpEnabled: true,
        mfaRequired: true,
        recoveryCodesLeft: 10,
      });
      // Single use.
      strict.advance(30_000);
      expect((await confirm(codeNow(strict, secret))).statusCode).toBe(401);
      expect((await auditOf(strict, member.id)).map((entry) => entry.action)).toEqual(['mfa.enable', 'session.login']);

      // From now on the password leads to the second step.
      expect(mfaChallengeSchema.parse((await passwordLogin(strict, member.email)).json()).methods).toEqual(['totp', 'recovery']);

      // The last second factor stays; with a passkey beside it, the authenticator can go, but then the passkey cannot.
      const lastOff = await callJson(strict.app, token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(strict, secret) });
      expect(lastOff.statusCode).toBe(409);
      expect(lastOff.json()).toEqual({ message: securityMessages.lastSecondFactor });
      const { passkey } = await registerPasskey(strict, token);
      expect((await callJson(strict.app, token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(strict, secret) })).statusCode).toBe(200);
      const lastPasskey = await callJson(strict.app, token, 'DELETE', `/api/admin/passkeys/${passkey.id}`);
      expect(lastPasskey.statusCode).toBe(409);
      expect(lastPasskey.json()).toEqual({ message: securityMessages.lastSecondFactor });
    });

    it('lets an enrolment token live 5 minutes', async () => {
      const member = await addStaffMember(strict);
      const { enrollToken } = mfaEnrollmentSchema.parse((await passwordLogin(strict, member.email)).json());
      strict.advance(minutes(5) + 1000);
      expect((await publicCall(strict, '/api/admin/login/enroll/setup', { enrollToken })).statusCode).toBe(401);
    });
  });
});
