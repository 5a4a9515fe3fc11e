// @vitest-environment node
import {
  passwordChangeResponseSchema,
  reauthRefusalSchema,
  revokedSessionsResponseSchema,
  securityMessages,
  securityNotices,
  securityStatusSchema,
  totpSetupResponseSchema,
  type SecurityNotice,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';
import {
  addStaffMember,
  auditOf,
  codeNow,
  enableTotp,
  freshCode,
  nextAddress,
  registerPasskey,
  signIn,
  signInWithCode,
  signInWithPasskey,
  staffPassword,
  type StaffMember,
} from '../test/second-factors.ts';

/**
 * What an attacker holding one stolen staff session could do with second
 * factors. Adding or removing one needs a recent factor the member already had; a factor a session
 * added cannot confirm it is them in that session; signing out everywhere and a password change take
 * back what other sessions added in the last 24 hours; every change is emailed to the member.
 */

const now = new Date('2026-11-15T12:00:05.000Z');
const minutes = (n: number) => n * 60_000;
const subject = (notice: SecurityNotice) => `Chairside: ${securityNotices[notice].subject}`;

const expectReauthRefusal = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(reauthRefusalSchema.parse(response.json())).toEqual({ message: securityMessages.reauthRequired, reauthenticate: true });
};

describe.each(testDatabases)('second factors a stolen session adds, on $name', (database) => {
  let server: TestServer;
  const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const security = async (token: string) => securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json());
  /** The subjects of the emails the member got, oldest first. */
  const mailOf = async (member: StaffMember) =>
    server.ctx.db.selectFrom('outbox').select(['subject', 'body', 'account_id']).where('to_address', '=', member.email).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(database, { now });
  });
  afterAll(() => server.close());

  describe('item 1: re-authentication', () => {
    it('asks a session whose last factor is old for one it already had before any factor is added or removed', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const { secret } = await enableTotp(server, token);
      const { passkey } = await registerPasskey(server, token);
      server.advance(minutes(11));

      expectReauthRefusal(await send(token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(server, secret) }));
      expectReauthRefusal(await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: freshCode(server, secret) }));
      expectReauthRefusal(await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' }));
      expectReauthRefusal(await send(token, 'POST', '/api/admin/passkeys', { challengeId: 'x', name: 'Another', response: {} }));
      expectReauthRefusal(await send(token, 'DELETE', `/api/admin/passkeys/${passkey.id}`));
      // The reauth purpose of the same call stays open: it is how a passkey confirms it is them.
      expect((await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'reauth' })).statusCode).toBe(200);

      const other = await addStaffMember(server);
      const otherToken = await signIn(server, other);
      server.advance(minutes(11));
      expectReauthRefusal(await send(otherToken, 'POST', '/api/admin/mfa/totp/setup'));
      expect((await send(otherToken, 'POST', '/api/admin/reauth', { password: staffPassword })).statusCode).toBe(200);
      expect((await send(otherToken, 'POST', '/api/admin/mfa/totp/setup')).statusCode).toBe(200);
    });

    it('refuses a code of the authenticator this session turned on: the delete stays refused', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const target = await insertMember(server.ctx.db, { role: 'professional' });
      const { secret, recoveryCodes } = await enableTotp(server, token);
      server.advance(minutes(11));
      expectReauthRefusal(await send(token, 'DELETE', `/api/admin/users/${target.id}`));
      expect((await security(token)).reauthMethods).toEqual(['password']);

      for (const code of [freshCode(server, secret), recoveryCodes[0] ?? '']) {
        const refused = await send(token, 'POST', '/api/admin/reauth', { code });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ message: securityMessages.factorAddedHere });
      }
      expectReauthRefusal(await send(token, 'DELETE', `/api/admin/users/${target.id}`));
      expect((await auditOf(server, member.id)).some((entry) => entry.action === 'session.reauth')).toBe(false);

      // Another session, which signed in with it, may.
      const later = await signInWithCode(server, member, secret);
      server.advance(minutes(11));
      expect((await send(later, 'POST', '/api/admin/reauth', { code: freshCode(server, secret) })).statusCode).toBe(200);
      expect((await send(later, 'DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(200);
    });

    it('refuses a passkey this session registered, even beside an authenticator: no owner is invited', async () => {
      const member = await addStaffMember(server);
      const { secret } = await enableTotp(server, await signIn(server, member));
      const token = await signInWithCode(server, member, secret);
      const { authenticator } = await registerPasskey(server, token);
      server.advance(minutes(11));
      const invite = () => send(token, 'POST', '/api/admin/staff/invitations', { email: `new.${member.id}@chairside.test`, staffRole: 'owner' });
      expectReauthRefusal(await invite());
      expect((await security(token)).reauthMethods).toEqual(['password', 'totp', 'recovery']);

      const options = await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'reauth' });
      const { challengeId, options: challenge } = options.json() as { challengeId: string; options: { challenge: string } };
      const refused = await send(token, 'POST', '/api/admin/reauth', { passkey: { challengeId, response: authenticator.assert(challenge) } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: securityMessages.factorAddedHere });
      expectReauthRefusal(await invite());
    });
  });

  describe('item 2: what other sessions added is taken back', () => {
    it('removes on signing out everywhere the passkey another session added in the last 24 hours; it no longer signs in', async () => {
      const member = await addStaffMember(server);
      const own = await signIn(server, member, { userAgent: 'Own browser' });
      const stolen = await signIn(server, member, { userAgent: 'Attacker browser' });
      const addedAt = server.ctx.now().toISOString();
      const { authenticator } = await registerPasskey(server, stolen, 'Spare key');
      expect((await signInWithPasskey(server, authenticator)).statusCode).toBe(200);
      const kept = await registerPasskey(server, own, 'My key');
      const signedOut = await send(own, 'DELETE', '/api/admin/sessions?others=1');
      expect(signedOut.statusCode).toBe(200);
      expect(revokedSessionsResponseSchema.parse(signedOut.json())).toEqual({
        message: securityMessages.otherSessionsRevoked,
        ended: 2,
        removedFactors: [{ kind: 'passkey', name: 'Spare key', addedAt, addedFrom: { userAgent: 'Attacker browser', ip: expect.any(String), current: false } }],
      });
      const refused = await signInWithPasskey(server, authenticator);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: securityMessages.passkeyUnknown });
      expect((await signInWithPasskey(server, kept.authenticator)).statusCode).toBe(200);
      expect(await auditOf(server, member.id)).toContainEqual(
        expect.objectContaining({ action: 'passkey.remove', detail: 'Passkey “Spare key”. Added from another session in the last 24 hours; removed on signing out everywhere else.' }),
      );
      expect((await mailOf(member)).map((mail) => mail.subject)).toContain(subject('passkeyRemoved'));
    });

    it('keeps what another session added more than 24 hours ago, and the authenticator it turned on within them goes', async () => {
      const member = await addStaffMember(server);
      const early = await signIn(server, member);
      const { authenticator } = await registerPasskey(server, early, 'Old key');
      server.advance(minutes(25 * 60));
      const next = await signInWithPasskey(server, authenticator);
      const { secret } = await enableTotp(server, (next.json() as { token: string }).token);
      const own = await signInWithCode(server, member, secret);
      const answer = revokedSessionsResponseSchema.parse((await send(own, 'DELETE', '/api/admin/sessions?others=1')).json());
      expect(answer.removedFactors?.map((factor) => factor.kind)).toEqual(['totp']);
      expect(await security(own)).toMatchObject({ totpEnabled: false, passkeys: 1 });
      expect((await signInWithPasskey(server, authenticator)).statusCode).toBe(200);
    });

    it('offers on a password change to remove them, and removes them when asked', async () => {
      const member = await addStaffMember(server);
      const own = await signIn(server, member);
      const stolen = await signIn(server, member);
      const { authenticator } = await registerPasskey(server, stolen, 'Spare key');
      const change = (body: Record<string, unknown>) => send(own, 'PUT', '/api/admin/password', body);

      const offered = passwordChangeResponseSchema.parse((await change({ currentPassword: staffPassword, newPassword: 'a second password' })).json());
      expect(offered.removedFactors).toBeUndefined();
      expect(offered.recentFactors).toEqual([expect.objectContaining({ kind: 'passkey', name: 'Spare key' })]);
      expect((await signInWithPasskey(server, authenticator)).statusCode).toBe(200);

      const response = await change({ currentPassword: 'a second password', newPassword: 'a third password', removeRecentFactors: true });
      expect(response.statusCode).toBe(200);
      const removed = passwordChangeResponseSchema.parse(response.json());
      expect(removed).toEqual({ message: expect.any(String), removedFactors: [expect.objectContaining({ kind: 'passkey', name: 'Spare key' })] });
      expect((await signInWithPasskey(server, authenticator)).statusCode).toBe(401);
      const refusedBody = await change({ currentPassword: 'a third password', newPassword: 'a fourth password', removeRecentFactors: 'yes' });
      expect(refusedBody.statusCode).toBe(400);
      expect(refusedBody.json()).toEqual({ message: 'removeRecentFactors must be true or false.' });
    });
  });

  describe('item 2: emails to the member', () => {
    it('emails every added or removed factor and a password change, with what to do and no secret', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member, { userAgent: 'Firefox on a laptop' });
      const setup = totpSetupResponseSchema.parse((await send(token, 'POST', '/api/admin/mfa/totp/setup')).json());
      const confirmed = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, setup.secret) });
      const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
      expect((await send(token, 'POST', '/api/admin/mfa/recovery-codes', { code: freshCode(server, setup.secret) })).statusCode).toBe(200);
      const { passkey } = await registerPasskey(server, token, 'Desk key');
      expect((await send(token, 'DELETE', `/api/admin/passkeys/${passkey.id}`)).statusCode).toBe(200);
      expect((await send(token, 'DELETE', '/api/admin/mfa/totp', { code: freshCode(server, setup.secret) })).statusCode).toBe(200);
      expect((await send(token, 'PUT', '/api/admin/password', { currentPassword: staffPassword, newPassword: 'a new password here' })).statusCode).toBe(200);

      const mail = await mailOf(member);
      expect(mail.map((entry) => entry.subject)).toEqual(
        (['totpAdded', 'recoveryCodesRenewed', 'passkeyAdded', 'passkeyRemoved', 'totpRemoved', 'passwordChanged'] as const).map(subject),
      );
      for (const entry of mail) {
        expect(entry.account_id).toBe(member.id);
        expect(entry.body).toContain(`Hello ${member.fullName},`);
        expect(entry.body).toContain('Browser: “Firefox on a laptop”');
        expect(entry.body).toContain(`${server.config.web.origin}/profile-settings`);
        expect(entry.body).toContain(`${server.config.web.origin}/change-password`);
        for (const secret of [setup.secret, ...recoveryCodes, staffPassword, 'a new password here']) expect(entry.body).not.toContain(secret);
      }
      expect(mail[2]?.body).toContain('Passkey name: “Desk key”');
    });

    it('emails a sign-in from a browser and address the member has not used, and none from a known one', async () => {
      const member = await addStaffMember(server);
      const home = { address: nextAddress(), userAgent: 'Safari at home' };
      await signIn(server, member, home);
      // The first sign-in of an account is no news.
      expect(await mailOf(member)).toEqual([]);
      await signIn(server, member, home);
      expect(await mailOf(member)).toEqual([]);

      const away = { address: nextAddress(), userAgent: 'Chrome somewhere else' };
      await signIn(server, member, away);
      const mail = await mailOf(member);
      expect(mail.map((entry) => entry.subject)).toEqual([subject('newDevice')]);
      expect(mail[0]?.body).toContain('Browser: “Chrome somewhere else”');
      expect(mail[0]?.body).toContain(`Address: ${away.address}`);
      await signIn(server, member, away);
      await signIn(server, member, home);
      expect(await mailOf(member)).toHaveLength(1);
    });
  });
});
