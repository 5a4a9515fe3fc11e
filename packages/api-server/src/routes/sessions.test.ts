// @vitest-environment node
import {
  errorResponseSchema,
  moderationResponseSchema,
  reauthRefusalSchema,
  reauthResponseSchema,
  revokedSessionsResponseSchema,
  securityMessages,
  securityStatusSchema,
  serverMessages,
  sessionsResponseSchema,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';
import { addStaffMember, auditOf, enableTotp, freshCode, nextAddress, signIn, signInWithCode, staffPassword } from '../test/second-factors.ts';

/**
 * Issue 17, sections 5 and 6: a staff member's own sessions (listed, signed out one by one or all but
 * this one), and re-authentication before the worst actions.
 */

const now = new Date('2026-11-15T12:00:05.000Z');
const minutes = (n: number) => n * 60_000;

describe.each(testDatabases)('sessions and re-authentication on $name', (database) => {
  let server: TestServer;
  const db = () => server.ctx.db;
  const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const sessions = async (token: string) => {
    const response = await send(token, 'GET', '/api/admin/sessions');
    expect(response.statusCode).toBe(200);
    return sessionsResponseSchema.parse(response.json()).data;
  };
  const profileStatus = async (token: string) => (await send(token, 'GET', '/api/admin/profile')).statusCode;

  beforeAll(async () => {
    server = await startTestServer(database, { now });
  });
  afterAll(() => server.close());

  describe('sessions', () => {
    it('lists the live sessions, this one first, then the most recently used, with their browser and address', async () => {
      const member = await addStaffMember(server);
      const start = server.ctx.now().getTime();
      const first = { address: nextAddress(), userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0' };
      const second = { address: nextAddress(), userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0' };
      const third = { address: nextAddress(), userAgent: 'Mozilla/5.0 (iPhone) Safari/18.0' };
      const firstToken = await signIn(server, member, first);
      server.advance(minutes(1));
      const secondToken = await signIn(server, member, second);
      server.advance(minutes(1));
      await signIn(server, member, third);
      server.advance(minutes(1));
      // The first one, used again, is now the most recent of the other two.
      expect(await profileStatus(firstToken)).toBe(200);
      server.advance(minutes(1));

      const listed = await sessions(secondToken);
      expect(listed.map((session) => [session.current, session.userAgent, session.ip])).toEqual([
        [true, second.userAgent, second.address],
        [false, first.userAgent, first.address],
        [false, third.userAgent, third.address],
      ]);
      expect(listed[1]).toMatchObject({ createdAt: new Date(start).toISOString(), lastSeenAt: new Date(start + minutes(3)).toISOString() });
      // Another staff member's sessions are not listed.
      const other = await addStaffMember(server);
      await signIn(server, other);
      expect(await sessions(secondToken)).toHaveLength(3);
    });

    it('leaves out sessions past their idle limit or lifetime', async () => {
      const member = await addStaffMember(server);
      await signIn(server, member);
      await signIn(server, member);
      const token = await signIn(server, member);
      const ids = (await sessions(token)).map((session) => session.id);
      expect(ids).toHaveLength(3);
      const [, staleId = 0, oldId = 0] = ids;
      const cutoff = new Date(server.ctx.now().getTime() - minutes(server.config.sessionIdleMinutes)).toISOString();
      await db().updateTable('sessions').set({ last_used_at: cutoff }).where('id', '=', staleId).execute();
      await db().updateTable('sessions').set({ expires_at: server.ctx.now().toISOString() }).where('id', '=', oldId).execute();
      expect((await sessions(token)).map((session) => session.id)).toEqual([ids[0]]);
    });

    it('signs out one session; its token gets 401 from its next call', async () => {
      const member = await addStaffMember(server);
      const keep = await signIn(server, member);
      const lose = await signIn(server, member);
      const loseId = (await sessions(lose)).find((session) => session.current)?.id ?? 0;
      const response = await send(keep, 'DELETE', `/api/admin/sessions/${loseId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: securityMessages.sessionRevoked });
      const refused = await send(lose, 'GET', '/api/admin/profile');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: serverMessages.unauthenticated });
      expect(await profileStatus(keep)).toBe(200);

      const again = await send(keep, 'DELETE', `/api/admin/sessions/${loseId}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: securityMessages.sessionNotFound });
      expect((await auditOf(server, member.id)).filter((entry) => entry.action === 'session.revoke')).toEqual([
        expect.objectContaining({ actor_id: member.id, target_id: member.id, detail: `Signed out session ${loseId}.` }),
      ]);
    });

    it('refuses to sign out a session of someone else, without touching it', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const other = await addStaffMember(server);
      const otherToken = await signIn(server, other);
      const otherId = (await sessions(otherToken))[0]?.id ?? 0;
      const response = await send(token, 'DELETE', `/api/admin/sessions/${otherId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: securityMessages.sessionNotFound });
      expect(await profileStatus(otherToken)).toBe(200);
      expect((await send(token, 'DELETE', '/api/admin/sessions/abc')).statusCode).toBe(400);
    });

    it('signs out the session in use when asked', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const id = (await sessions(token))[0]?.id ?? 0;
      expect((await send(token, 'DELETE', `/api/admin/sessions/${id}`)).statusCode).toBe(200);
      expect(await profileStatus(token)).toBe(401);
      expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.revoke', detail: 'Signed out this session, the one in use.' });
    });

    it('signs out every other session with others=1', async () => {
      const member = await addStaffMember(server);
      const others = [await signIn(server, member), await signIn(server, member)];
      const token = await signIn(server, member);
      const bystander = await addStaffMember(server);
      const bystanderToken = await signIn(server, bystander);

      const missing = await send(token, 'DELETE', '/api/admin/sessions');
      expect(missing.statusCode).toBe(400);
      expect(errorResponseSchema.parse(missing.json()).message).toContain('others');
      expect((await send(token, 'DELETE', '/api/admin/sessions?others=yes')).statusCode).toBe(400);

      const response = await send(token, 'DELETE', '/api/admin/sessions?others=1');
      expect(response.statusCode).toBe(200);
      expect(revokedSessionsResponseSchema.parse(response.json())).toEqual({ message: securityMessages.otherSessionsRevoked, ended: 2, removedFactors: [] });
      for (const other of others) expect(await profileStatus(other)).toBe(401);
      expect(await profileStatus(token)).toBe(200);
      expect(await profileStatus(bystanderToken)).toBe(200);
      expect((await sessions(token)).map((session) => session.current)).toEqual([true]);
      expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.revoke', detail: 'Signed out 2 other sessions.' });

      const none = await send(token, 'DELETE', '/api/admin/sessions?others=1');
      expect(revokedSessionsResponseSchema.parse(none.json()).ended).toBe(0);
    });
  });

  describe('re-authentication', () => {
    it('refuses a delete 11 minutes after sign-in until a factor is given again', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const signedInAt = server.ctx.now().toISOString();
      const target = await insertMember(db(), { role: 'professional', fullName: 'To Be Deleted' });
      server.advance(minutes(11));

      const refused = await send(token, 'DELETE', `/api/admin/users/${target.id}`);
      expect(refused.statusCode).toBe(403);
      expect(reauthRefusalSchema.parse(refused.json())).toEqual({ message: securityMessages.reauthRequired, reauthenticate: true });
      expect(await db().selectFrom('accounts').select('id').where('id', '=', target.id).execute()).toHaveLength(1);
      expect(securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json()).reauthenticatedAt).toBe(signedInAt);

      const wrong = await send(token, 'POST', '/api/admin/reauth', { password: 'not the password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: securityMessages.wrongPassword });
      expect((await send(token, 'DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(403);

      const confirmed = await send(token, 'POST', '/api/admin/reauth', { password: staffPassword });
      expect(confirmed.statusCode).toBe(200);
      const answer = reauthResponseSchema.parse(confirmed.json());
      expect(answer).toEqual({ message: securityMessages.reauthenticated, reauthenticatedAt: server.ctx.now().toISOString() });
      expect(securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json()).reauthenticatedAt).toBe(answer.reauthenticatedAt);

      const deleted = await send(token, 'DELETE', `/api/admin/users/${target.id}`);
      expect(deleted.statusCode).toBe(200);
      moderationResponseSchema.parse(deleted.json());
      expect((await auditOf(server, member.id)).filter((entry) => entry.action === 'session.reauth')).toEqual([
        expect.objectContaining({ actor_id: member.id, detail: 'With the password.' }),
      ]);

      // Ten minutes later, the window has closed again.
      server.advance(minutes(10) + 1000);
      const next = await insertMember(db(), { role: 'salon' });
      expect((await send(token, 'DELETE', `/api/admin/users/${next.id}`)).statusCode).toBe(403);
    });

    it('takes exactly one of the password, a code or a passkey', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      for (const body of [{}, { password: staffPassword, code: '123456' }]) {
        const response = await send(token, 'POST', '/api/admin/reauth', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Send one of password, code or passkey.' });
      }
      // A code without an authenticator is simply wrong.
      const code = await send(token, 'POST', '/api/admin/reauth', { code: '123456' });
      expect(code.statusCode).toBe(400);
      expect(code.json()).toEqual({ message: securityMessages.wrongCode });
    });

    it('takes an authenticator code', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      const { secret } = await enableTotp(server, token);
      // A session of its own: the one that turned the authenticator on cannot confirm with it.
      const later = await signInWithCode(server, member, secret);
      server.advance(minutes(11));
      const response = await send(later, 'POST', '/api/admin/reauth', { code: freshCode(server, secret) });
      expect(response.statusCode).toBe(200);
      expect((await auditOf(server, member.id)).at(-1)).toMatchObject({ action: 'session.reauth', detail: 'With an authenticator code.' });
    });

    it('limits failures per account: past five, 429 even with the right password', async () => {
      const member = await addStaffMember(server);
      const token = await signIn(server, member);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await send(token, 'POST', '/api/admin/reauth', { password: 'a wrong guess' })).statusCode).toBe(400);
      }
      const limited = await send(token, 'POST', '/api/admin/reauth', { password: staffPassword });
      expect(limited.statusCode).toBe(429);
      expect(errorResponseSchema.parse(limited.json()).message).toMatch(/^Too many failed confirmations\./);
      // The session itself is untouched.
      expect(await profileStatus(token)).toBe(200);
    });
  });
});
