// @vitest-environment node
import { enrollmentRefusalSchema, passkeyOptionsResponseSchema, recoveryCodesResponseSchema, securityMessages, securityStatusSchema, totpSetupResponseSchema } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { callJson, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { addStaffMember, codeNow, newAuthenticator, signIn, staffPassword } from '../test/second-factors.ts';

/**
 * REQUIRE_MFA=1 also holds sessions opened before it was set. A session of a staff
 * member without a second factor reaches only what setting one up needs, until they have one.
 */

const now = new Date('2026-11-15T12:00:05.000Z');
const minutes = (n: number) => n * 60_000;

const expectEnrolmentRefusal = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(enrollmentRefusalSchema.parse(response.json())).toEqual({ message: securityMessages.enrolmentFirst, mfaEnrollmentRequired: true });
};

describe.each(testDatabases)('REQUIRE_MFA and sessions from before it, on $name', (database) => {
  let server: TestServer;
  /** The same database served after a restart with REQUIRE_MFA=1. */
  let strict: FastifyInstance;
  const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => callJson(strict, token, method, url, body);

  beforeAll(async () => {
    server = await startTestServer(database, { now });
    strict = await buildApp({ config: { ...server.config, requireMfa: true }, db: server.db, now: () => server.ctx.now(), logger: false, suspensionSweepMs: 0, purgeSweepMs: 0 });
  });
  afterAll(async () => {
    await strict.close();
    await server.close();
  });

  it('refuses every other admin route to a session from before the setting, until an authenticator is set up', async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    // The same token worked before the restart.
    expect((await callJson(server.app, token, 'GET', '/api/admin/dashboard-summary')).statusCode).toBe(200);
    for (const url of ['/api/admin/dashboard-summary', '/api/admin/professionals', '/api/admin/sessions', '/api/admin/staff', '/api/admin/audit-log']) {
      expectEnrolmentRefusal(await send(token, 'GET', url));
    }
    expectEnrolmentRefusal(await send(token, 'DELETE', '/api/admin/sessions?others=1'));

    // What enrolment needs still answers, including confirming it is them once the sign-in is old.
    expect(await send(token, 'GET', '/api/admin/profile')).toMatchObject({ statusCode: 200 });
    expect(securityStatusSchema.parse((await send(token, 'GET', '/api/admin/security')).json())).toMatchObject({ mfaRequired: true, totpEnabled: false });
    server.advance(minutes(11));
    expect((await send(token, 'POST', '/api/admin/mfa/totp/setup')).statusCode).toBe(403);
    expect((await send(token, 'POST', '/api/admin/reauth', { password: staffPassword })).statusCode).toBe(200);
    const { secret } = totpSetupResponseSchema.parse((await send(token, 'POST', '/api/admin/mfa/totp/setup')).json());
    const confirmed = await send(token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodesResponseSchema.parse(confirmed.json());

    for (const url of ['/api/admin/dashboard-summary', '/api/admin/professionals', '/api/admin/sessions']) {
      expect((await send(token, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('lets such a session register a passkey instead, and sign out', async () => {
    const member = await addStaffMember(server);
    const token = await signIn(server, member);
    expectEnrolmentRefusal(await send(token, 'GET', '/api/admin/dashboard-summary'));
    expect((await send(token, 'GET', '/api/admin/passkeys')).statusCode).toBe(200);
    const options = passkeyOptionsResponseSchema.parse((await send(token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' })).json());
    const authenticator = newAuthenticator(server);
    const added = await send(token, 'POST', '/api/admin/passkeys', {
      challengeId: options.challengeId,
      name: 'Laptop',
      response: authenticator.register(options.options as { challenge: string }),
    });
    expect(added.statusCode).toBe(201);
    expect((await send(token, 'GET', '/api/admin/dashboard-summary')).statusCode).toBe(200);

    const other = await addStaffMember(server);
    const otherToken = await signIn(server, other);
    expect((await send(otherToken, 'POST', '/api/admin/logout')).statusCode).toBe(200);
    expect((await send(otherToken, 'GET', '/api/admin/profile')).statusCode).toBe(401);
  });
});
