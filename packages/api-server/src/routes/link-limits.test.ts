// @vitest-environment node
import { errorResponseSchema, inviteResponseSchema, mfaChallengeSchema } from '@chairside/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { callJson, startTestServer, testDatabases } from '../test/harness.ts';
import { addStaffMember, enableTotp, nextAddress, passwordLogin, publicCall, signIn } from '../test/second-factors.ts';

/**
 * The public invitation link calls and the passkey sign-in options were limited per address
 * only, so one client behind a shared address (an office, a carrier's NAT) could lock everyone there
 * out. They count per token or per account too (LOGIN_ACCOUNT_RATE_LIMIT), and per address at ten
 * times that. Both login limits are 3 here, so the old per-address count would stop at the 4th try.
 */

const start = new Date('2026-11-15T12:00:00.000Z');
const limit = { max: 3, windowSeconds: 900 };
const shared = '203.0.113.5';

const expectLimited = (response: LightMyRequestResponse, what: string) => {
  expect(response.statusCode).toBe(429);
  expect(errorResponseSchema.parse(response.json()).message).toMatch(new RegExp(`^Too many ${what}\\. Please try again in \\d+ minutes?\\.$`));
  expect(response.headers['retry-after']).toBeDefined();
};

describe.each(testDatabases)('limits per token, per account and per address on $name', (database) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (let last = opened.pop(); last; last = opened.pop()) await last.close();
  });

  const setUp = async () => {
    const server = await startTestServer(database, { now: start, config: { loginAccountRateLimit: limit, loginAddressRateLimit: limit } });
    opened.push(server);
    return server;
  };

  /** A server, an open invitation's token, and the two public calls of its link from an address. */
  const withInvitation = async () => {
    const server = await setUp();
    const invited = await callJson(server.app, await server.adminToken(), 'POST', '/api/admin/staff/invitations', {
      email: 'limited@chairside.test',
      staffRole: 'viewer',
    });
    const token = /#token=(.+)$/.exec(inviteResponseSchema.parse(invited.json()).link ?? '')?.[1] ?? '';
    const lookup = (value: string, address: string) => publicCall(server, '/api/admin/invitations/lookup', { token: value }, { address });
    const accept = (value: string, address: string) =>
      publicCall(server, '/api/admin/invitations/accept', { token: value, fullName: 'Limited Viewer', password: 'a long enough password' }, { address });
    return { token, lookup, accept };
  };

  it('lets wrong invitation links from one address leave a right one working there, up to ten times the per-token limit', async () => {
    const { token, lookup, accept } = await withInvitation();
    for (let n = 0; n < 10; n += 1) expect((await lookup(`wrong-${n}`, shared)).statusCode).toBe(404);
    // A right link takes its try back.
    for (let n = 0; n < 2; n += 1) expect((await lookup(token, shared)).statusCode).toBe(200);
    for (let n = 10; n < 30; n += 1) expect((await lookup(`wrong-${n}`, shared)).statusCode).toBe(404);
    expectLimited(await lookup(token, shared), 'tries with invitation links');
    expectLimited(await accept(token, shared), 'tries with invitation links');
    expect((await lookup(token, nextAddress())).statusCode).toBe(200);
  });

  it('refuses one invitation link tried too often, from any address', async () => {
    const { token, lookup, accept } = await withInvitation();
    const spent = 'x'.repeat(43);
    for (let n = 0; n < limit.max; n += 1) expect((await lookup(spent, nextAddress())).statusCode).toBe(404);
    expectLimited(await lookup(spent, nextAddress()), 'tries with invitation links');
    expectLimited(await accept(spent, nextAddress()), 'tries with invitation links');
    expect((await lookup(token, nextAddress())).statusCode).toBe(200);
  });

  it('counts passkey options per account from any address, and per address at ten times that', async () => {
    const server = await setUp();
    /** A staff member with an authenticator, half-way through a sign-in: the mfaToken. */
    const halfSignedIn = async () => {
      const member = await addStaffMember(server);
      await enableTotp(server, await signIn(server, member));
      return mfaChallengeSchema.parse((await passwordLogin(server, member.email)).json()).mfaToken;
    };
    const options = (body: { mfaToken: string } | undefined, address: string) => publicCall(server, '/api/admin/login/passkey/options', body, { address });
    const mfaToken = await halfSignedIn();

    for (let n = 0; n < limit.max; n += 1) expect((await options({ mfaToken }, shared)).statusCode).toBe(200);
    expectLimited(await options({ mfaToken }, shared), 'passkey sign-in attempts');
    expectLimited(await options({ mfaToken }, nextAddress()), 'passkey sign-in attempts');
    // Others behind the same address are not held back by that account's count...
    expect((await options({ mfaToken: await halfSignedIn() }, shared)).statusCode).toBe(200);
    // ...until the address itself has asked ten times the per-account limit (30; 5 so far).
    for (let n = 5; n < 10 * limit.max; n += 1) expect((await options(undefined, shared)).statusCode).toBe(200);
    expectLimited(await options(undefined, shared), 'passkey sign-in attempts');
    expect((await options(undefined, nextAddress())).statusCode).toBe(200);
  });
});
