// @vitest-environment node
import { conflictResponseSchema, moderationResponseSchema, serverMessages } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * Versions: suspend, unsuspend and delete take the version the caller saw in If-Match. A stale one is
 * refused with who changed the account, when, and how it stands, and changes nothing; without the
 * header the calls act as they always did.
 */

const now = new Date('2026-11-25T14:03:00.000Z');
const rounds = 50;
// A deadlock costs PostgreSQL's deadlock_timeout (1 s) before a retry, and the machine may be busy.
const raceTimeout = 180_000;

describe.each(testDatabases)('If-Match on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const send = (method: 'PUT' | 'DELETE', url: string, ifMatch?: string, body?: unknown) =>
    callJson(server.app, token, method, url, body, ifMatch === undefined ? {} : { 'if-match': ifMatch });
  const suspend = (id: number, ifMatch?: string) => send('PUT', `/api/admin/professionals/${id}/suspend`, ifMatch);
  /** What a refused action must leave untouched. */
  const stateOf = async (id: number) => ({
    account: await db().selectFrom('accounts').select(['is_suspended', 'suspended_until', 'version']).where('id', '=', id).executeTakeFirst(),
    entries: (await db().selectFrom('audit_log').select('id').where('target_id', '=', id).execute()).length,
    outbox: (await db().selectFrom('outbox').select('id').where('account_id', '=', id).execute()).length,
    sessions: (await db().selectFrom('sessions').select('id').where('account_id', '=', id).execute()).length,
  });
  const withSession = async (id: number) => {
    await db()
      .insertInto('sessions')
      .values({ token_hash: `${id}`.padStart(64, 'c'), account_id: id, created_at: now.toISOString(), last_used_at: now.toISOString(), expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
  };

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(() => server.close());

  it('refuses a stale version with 409: who changed the account, when, and how it stands; nothing changes', async () => {
    const member = await insertMember(db(), { role: 'professional', fullName: 'Stale Sam' });
    await withSession(member.id);
    const first = await suspend(member.id, '"1"');
    expect(first.statusCode).toBe(200);
    expect(moderationResponseSchema.parse(first.json()).version).toBe(2);
    const before = await stateOf(member.id);

    for (const [method, url] of [
      ['PUT', `/api/admin/professionals/${member.id}/unsuspend`],
      ['PUT', `/api/admin/professionals/${member.id}/suspend`],
      ['DELETE', `/api/admin/users/${member.id}`],
    ] as const) {
      const response = await send(method, url, '"1"', { reason: 'Other', notice: { send: true, message: 'Hello {name}' } });
      expect(response.statusCode).toBe(409);
      expect(conflictResponseSchema.parse(response.json())).toEqual({
        message: 'This account was changed by Administrator at 2026-11-25 14:03 UTC.',
        current: { id: member.id, role: 'professional', fullName: 'Stale Sam', email: member.email, isSuspended: true, suspendedUntil: null, version: 2 },
        changedBy: { name: 'Administrator', at: now.toISOString() },
      });
    }
    expect(await stateOf(member.id)).toEqual(before);
  });

  it('names Chairside when the server made the last change, and the row itself when the log has none', async () => {
    const member = await insertMember(db(), { role: 'professional' });
    const until = new Date(now.getTime() + 60_000).toISOString();
    expect((await send('PUT', `/api/admin/professionals/${member.id}/suspend`, undefined, { reason: 'Other', until })).statusCode).toBe(200);
    server.advance(120_000);
    token = await server.adminToken();
    // Reading the list lifts the ended suspension, as the sweep would.
    expect((await callJson(server.app, token, 'GET', '/api/admin/professionals')).statusCode).toBe(200);
    const lifted = await suspend(member.id, '"2"');
    expect(lifted.statusCode).toBe(409);
    expect(lifted.json()).toMatchObject({ message: 'This account was changed by Chairside at 2026-11-25 14:05 UTC.', current: { version: 3, isSuspended: false } });

    const untouched = await insertMember(db(), { role: 'professional', createdAt: new Date('2026-01-02T03:04:05.000Z') });
    await db().updateTable('accounts').set({ version: 5 }).where('id', '=', untouched.id).execute();
    const byHand = await suspend(untouched.id, '"4"');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json()).toMatchObject({
      message: 'This account was changed by Chairside at 2026-01-02 03:04 UTC.',
      changedBy: { name: 'Chairside', at: '2026-01-02T03:04:05.000Z' },
    });
  });

  it.each([
    ['"1"', 2],
    ['W/"1"', 2],
    ['1', 2],
    ['*', 2],
    ['"7", "1"', 2],
    [undefined, 2],
  ])('takes If-Match %s when it names the current version', async (ifMatch, version) => {
    const member = await insertMember(db(), { role: 'professional' });
    const response = await suspend(member.id, ifMatch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: serverMessages.suspended, entry: expect.any(Number), version });
  });

  it('deletes at the version named and answers the version it was deleted at', async () => {
    const member = await insertMember(db(), { role: 'salon' });
    expect((await send('PUT', `/api/admin/salons/${member.id}/suspend`, '"1"')).statusCode).toBe(200);
    const deleted = await send('DELETE', `/api/admin/users/${member.id}`, 'W/"2"');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: serverMessages.deleted, entry: expect.any(Number), version: 2 });
    expect((await send('DELETE', `/api/admin/users/${member.id}`, '*')).statusCode).toBe(404);
  });

  it.each(['abc', '"x"', '"0"', '', '*, "1"', '"1', '"99999999999"', 'W/1'])('answers 400 to If-Match %j and changes nothing', async (ifMatch) => {
    const member = await insertMember(db(), { role: 'professional' });
    const before = await stateOf(member.id);
    for (const response of [await suspend(member.id, ifMatch), await send('DELETE', `/api/admin/users/${member.id}`, ifMatch)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'If-Match must be an account version, such as "7".' });
    }
    expect(await stateOf(member.id)).toEqual(before);
  });
});

describe.each(testDatabases)('two sessions racing with one version on $name', (database) => {
  let server: TestServer;
  let other: FastifyInstance;
  let tokens: [string, string];

  beforeAll(async () => {
    server = await startSignedIn(database, { now }).then((started) => started.server);
    // On PostgreSQL through two servers, as behind a load balancer; SQLite is one process's database.
    other = database.name === 'postgres' ? await server.secondApp() : server.app;
    tokens = [await server.adminToken(), await server.adminToken()];
  });
  afterAll(() => server.close());

  it(`lets exactly one of two equal If-Match requests through, ${rounds} rounds`, async () => {
    const { id } = await insertMember(server.ctx.db, { role: 'professional' });
    const entries = async () => (await server.ctx.db.selectFrom('audit_log').select('id').where('target_id', '=', id).execute()).length;
    const outcomes: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const { version } = await server.ctx.db.selectFrom('accounts').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      const action = round % 2 === 0 ? 'suspend' : 'unsuspend';
      const before = await entries();
      const answers = await Promise.all(
        ([0, 1] as const).map((index) =>
          callJson(index === 0 ? server.app : other, tokens[index], 'PUT', `/api/admin/professionals/${id}/${action}`, undefined, { 'if-match': `"${version}"` }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).toSorted();
      outcomes.push(`${statuses.join('+')} ${(await entries()) - before}`);
    }
    expect(outcomes).toEqual(Array.from({ length: rounds }, () => '200+409 1'));
  }, raceTimeout);
});
