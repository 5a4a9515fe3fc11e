// @vitest-environment node
import {
  adminProfileSchema,
  endpointNames,
  endpoints,
  errorResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  pathFor,
  serverMessages,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, pruneExpired } from '../services/auth.ts';
import { hashPassword } from '../services/passwords.ts';
import { adminEmail, adminPassword, call, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const minutes = (n: number) => n * 60_000;

describe.each(testDatabases)('auth and sessions on $name', (database) => {
  let server: TestServer;
  let address = 0;
  /** A fresh client address per test, so rate-limit counters of one test never spill into another. */
  const nextAddress = () => {
    address += 1;
    return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  const login = (email: string, password: string, remoteAddress = nextAddress()) =>
    server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
  });

  it('logs the administrator in with a token, the role and a message', async () => {
    const response = await login(adminEmail, adminPassword);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.role).toBe('admin');
    expect(body.message).toBe(serverMessages.loginSucceeded);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await call(server.app, body.token, { method: 'GET', url: '/api/admin/profile' });
    expect(profile.statusCode).toBe(200);
    expect(adminProfileSchema.parse(profile.json()).email).toBe(adminEmail);
  });

  it('accepts the e-mail address in any case', async () => {
    const response = await login(adminEmail.toUpperCase(), adminPassword);
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { token } = loginResponseSchema.parse((await login(adminEmail, adminPassword)).json());
    const rows = await server.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(token);
    }
  });

  it('answers a wrong password and an unknown address alike, 401 with the same message', async () => {
    for (const response of [await login(adminEmail, 'not the password'), await login('nobody@example.test', adminPassword)]) {
      expect(response.statusCode).toBe(401);
      expect(errorResponseSchema.parse(response.json())).toEqual({ message: 'Invalid credentials. Please try again.' });
    }
  });

  it('refuses a non-admin account with 403 and no token', async () => {
    const hash = await hashPassword('salon password', server.config.argon2);
    const salon = await insertMember(server.ctx.db, { role: 'salon', passwordHash: hash });
    const before = await server.ctx.db.selectFrom('sessions').select('id').where('account_id', '=', salon.id).execute();
    const response = await login(salon.email, 'salon password');
    expect(response.statusCode).toBe(403);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({ message: serverMessages.notAdmin });
    expect(body).not.toHaveProperty('token');
    const after = await server.ctx.db.selectFrom('sessions').select('id').where('account_id', '=', salon.id).execute();
    expect(after).toEqual(before);
    // The wrong password of a non-admin is an ordinary 401: the role is never revealed by a guess.
    expect((await login(salon.email, 'wrong password')).statusCode).toBe(401);
  });

  it.each([
    ['a missing password', { email: adminEmail }, 'password is required.'],
    ['a malformed e-mail', { email: 'admin', password: 'x' }, 'email must be a valid email address.'],
    ['an extra field', { email: adminEmail, password: 'x', remember: true }, 'Unexpected field: remember.'],
    ['a number for a password', { email: adminEmail, password: 12345678 }, 'password must be text.'],
  ])('answers 400 naming the problem for %s', async (_case, payload, message) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  describe('every admin route', () => {
    const adminRoutes = endpointNames.filter((name) => endpoints[name].auth === 'admin');

    it('covers the whole table', () => {
      expect(adminRoutes.length).toBeGreaterThanOrEqual(24);
    });

    it.each(adminRoutes)('%s answers 401 without a token, with a bogus one and with a malformed header', async (name) => {
      const endpoint = endpoints[name];
      const url = pathFor(endpoint.path, { id: 1 } as never);
      for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(43)}` }, { authorization: 'Basic YWRtaW46YWRtaW4=' }, { authorization: 'Bearer' }]) {
        const response = await server.app.inject({ method: endpoint.method, url, headers });
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 401 });
        expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
      }
    });

    it.each(adminRoutes)('%s answers 403 to a non-admin session', async (name) => {
      const endpoint = endpoints[name];
      const professional = await insertMember(server.ctx.db, { role: 'professional' });
      const { token } = await createSession(server.ctx, professional.id);
      const response = await call(server.app, token, { method: endpoint.method, url: pathFor(endpoint.path, { id: professional.id } as never) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: serverMessages.forbidden });
    });
  });

  it('checks the session before reading the body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/terms',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session after 30 minutes unused, but not while it is used', async () => {
    const token = await server.adminToken();
    server.advance(minutes(29));
    expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
    server.advance(minutes(29));
    expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
    server.advance(minutes(31));
    const response = await call(server.app, token, { method: 'GET', url: '/api/admin/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const token = await server.adminToken();
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 25) {
      server.advance(minutes(25));
      expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
    }
    server.advance(minutes(65));
    expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await server.adminToken();
    const other = await server.adminToken();
    const response = await call(server.app, token, { method: 'POST', url: '/api/admin/logout' });
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(response.json()).message).toBe(serverMessages.loggedOut);
    expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
    expect((await call(server.app, other, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
  });

  const change = (token: string, payload: unknown) =>
    call(server.app, token, { method: 'PUT', url: '/api/admin/password', payload: payload as Record<string, unknown> });
  describe('password change', () => {

    it('answers 400, never 401, to a wrong current password, and keeps the session', async () => {
      const token = await server.adminToken();
      const response = await change(token, { currentPassword: 'wrong password', newPassword: 'another password' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: serverMessages.wrongCurrentPassword });
      expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
      expect((await login(adminEmail, adminPassword)).statusCode).toBe(200);
    });

    it('refuses a new password shorter than 8 characters', async () => {
      const token = await server.adminToken();
      const response = await change(token, { currentPassword: adminPassword, newPassword: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'newPassword must be at least 8 characters.' });
    });

    it('changes the password, ends every other session and keeps this one', async () => {
      const other = await server.adminToken();
      const token = await server.adminToken();
      const response = await change(token, { currentPassword: adminPassword, newPassword: 'a brand new password' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: serverMessages.passwordChanged });
      expect((await call(server.app, other, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
      expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
      expect((await login(adminEmail, adminPassword)).statusCode).toBe(401);
      expect((await login(adminEmail, 'a brand new password')).statusCode).toBe(200);
      // Put it back for the other tests.
      expect((await change(token, { currentPassword: 'a brand new password', newPassword: adminPassword })).statusCode).toBe(200);
    });
  });

  describe('login rate limit', () => {
    it('answers 429 saying when to try again after 5 failures of one account from one address', async () => {
      const from = nextAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(adminEmail, 'guess', from)).statusCode).toBe(401);
      }
      const limited = await login(adminEmail, adminPassword, from);
      expect(limited.statusCode).toBe(429);
      expect((limited.json() as { message: string }).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected, and the window ends.
      expect((await login(adminEmail, adminPassword, nextAddress())).statusCode).toBe(200);
      server.advance(minutes(16));
      expect((await login(adminEmail, adminPassword, from)).statusCode).toBe(200);
    });

    it('forgets earlier failures after a success', async () => {
      const from = nextAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) await login(adminEmail, 'guess', from);
      expect((await login(adminEmail, adminPassword, from)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(adminEmail, 'guess', from)).statusCode).toBe(401);
      }
    });

    it('limits one address across many accounts', async () => {
      const from = nextAddress();
      const max = server.config.loginAddressRateLimit.max;
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await login(`someone${attempt}@example.test`, 'guess', from)).statusCode).toBe(401);
      }
      expect((await login('someone-else@example.test', 'guess', from)).statusCode).toBe(429);
    });
  });

  it('sweeps dead sessions and ended rate-limit windows, and keeps live ones', async () => {
    await login(adminEmail, 'a wrong guess');
    const live = await server.adminToken();
    server.advance(minutes(45));
    const fresh = await server.adminToken();
    const swept = await pruneExpired(server.ctx);
    expect(swept.sessions).toBeGreaterThan(0);
    expect(swept.counters).toBeGreaterThan(0);
    expect((await call(server.app, live, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
    expect((await call(server.app, fresh, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(200);
    const sessions = await server.ctx.db.selectFrom('sessions').select('id').execute();
    expect(sessions).toHaveLength(1);
  });

  it('ends the sessions of a suspended account and refuses them afterwards', async () => {
    const professional = await insertMember(server.ctx.db, { role: 'professional' });
    const { token } = await createSession(server.ctx, professional.id);
    const admin = await server.adminToken();
    const response = await call(server.app, admin, { method: 'PUT', url: `/api/admin/professionals/${professional.id}/suspend` });
    expect(response.statusCode).toBe(200);
    const left = await server.ctx.db.selectFrom('sessions').select('id').where('account_id', '=', professional.id).execute();
    expect(left).toEqual([]);
    expect((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
  });
});
