// @vitest-environment node
import { bulkMessages, bulkResponseSchema, type BulkResult } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import type { Actor, ServiceContext } from '../services/context.ts';
import { changeStaffRole, deactivateStaff } from '../services/staff.ts';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';
import { addStaffMember, signIn } from '../test/second-factors.ts';

/**
 * Moderation at scale: a bulk action stops where its actor loses the right to it, a bulk
 * suspension never changes a suspension already running unless told to, and notices to many accounts
 * need their count confirmed and fit in the actor's hourly allowance.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
const day = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * day).toISOString();

/** The results are some successes, then failures with `message` for every id left. */
const expectStoppedAt = (results: BulkResult[], message: string) => {
  const done = results.findIndex((result) => !result.ok);
  expect(done).toBeGreaterThanOrEqual(2);
  expect(results.slice(0, done).every((result) => result.ok)).toBe(true);
  expect(results.slice(done)).toEqual(results.slice(done).map(({ id }) => ({ id, ok: false, message })));
};

describe.each(testDatabases)('a bulk action whose actor loses standing on $name', (database) => {
  let server: TestServer;
  let token: string;
  /** The other server the owner acts through (PostgreSQL), as behind a load balancer; SQLite is one process's database. */
  let other: FastifyInstance;
  /** The signed-in owner, as the services take an actor. */
  let owner: Actor;
  const db = () => server.ctx.db;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
    other = database.name === 'postgres' ? await server.secondApp() : server.app;
    const admin = await db().selectFrom('accounts').select(['id', 'full_name', 'email']).where('role', '=', 'admin').executeTakeFirstOrThrow();
    owner = { id: admin.id, role: 'admin', fullName: admin.full_name, email: admin.email, sessionId: 0, staffRole: 'owner' };
  });
  afterAll(() => server.close());

  /**
   * Runs a bulk action of `actor` on `count` new professionals and, once it has logged three of them,
   * has the signed-in owner make `change` to the actor; returns the results, the change's entry and
   * the actor's entries logged after it. On PostgreSQL the change is a request to the other server,
   * which runs beside the bulk. SQLite's queries are synchronous, so a request in this process waits
   * until the bulk is done: there the change is the same service call, which takes its turn for the
   * connection between two of the bulk's transactions, as a second process would between its writes.
   */
  const raceStanding = async (
    actorRole: 'owner' | 'moderator',
    body: { action: 'delete' | 'suspend'; reason: string },
    change: {
      url: (id: number) => string;
      method: 'POST' | 'PUT';
      body?: unknown;
      service: (ctx: ServiceContext, owner: Actor, id: number) => Promise<unknown>;
      action: string;
    },
    count = 120,
  ) => {
    const actor = await addStaffMember(server, { staffRole: actorRole });
    const actorToken = await signIn(server, actor);
    const members = [];
    for (let index = 0; index < count; index += 1) members.push(await insertMember(db(), { role: 'professional' }));
    let logged = 0;
    let changed: Promise<{ statusCode: number }> | undefined;
    const stop = server.db.observeQueries(({ sql }) => {
      if (!sql.startsWith('insert into "audit_log"')) return;
      logged += 1;
      if (logged !== 3 || changed) return;
      changed =
        database.name === 'postgres'
          ? callJson(other, token, change.method, change.url(actor.id), change.body)
          : change.service(server.ctx, owner, actor.id).then(() => ({ statusCode: 200 }));
    });
    try {
      const response = await callJson(server.app, actorToken, 'POST', '/api/admin/accounts/bulk', { ...body, ids: members.map((member) => member.id) });
      expect(response.statusCode).toBe(200);
      expect((await changed)?.statusCode).toBe(200);
      const { results } = bulkResponseSchema.parse(response.json());
      const changeEntry = await db().selectFrom('audit_log').select('id').where('action', '=', change.action).where('target_id', '=', actor.id).executeTakeFirstOrThrow();
      const later = await db().selectFrom('audit_log').select(['id', 'action']).where('actor_id', '=', actor.id).where('id', '>', changeEntry.id).execute();
      return { results, later, members };
    } finally {
      stop();
    }
  };

  it('stops a bulk delete when its owner is deactivated: nothing is logged or deleted after the deactivation', async () => {
    const { results, later, members } = await raceStanding(
      'owner',
      { action: 'delete', reason: 'Spam or scam' },
      { method: 'POST', url: (id) => `/api/admin/staff/${id}/deactivate`, service: deactivateStaff, action: 'staff.deactivate' },
    );
    expect(later).toEqual([]);
    expectStoppedAt(results, bulkMessages.deactivated);
    const deleted = await db().selectFrom('deleted_accounts').select('account_id').where('account_id', 'in', members.map((member) => member.id)).execute();
    expect(deleted).toHaveLength(results.filter((result) => result.ok).length);
  }, 60_000);

  it('stops a bulk suspension when its moderator is made a viewer', async () => {
    const { results, later, members } = await raceStanding(
      'moderator',
      { action: 'suspend', reason: 'Spam or scam' },
      {
        method: 'PUT',
        url: (id) => `/api/admin/staff/${id}`,
        body: { staffRole: 'viewer' },
        service: (ctx, by, id) => changeStaffRole(ctx, by, id, 'viewer'),
        action: 'staff.role-change',
      },
    );
    expect(later).toEqual([]);
    expectStoppedAt(results, bulkMessages.roleChanged);
    const suspended = await db().selectFrom('accounts').select('id').where('id', 'in', members.map((member) => member.id)).where('is_suspended', '=', 1).execute();
    expect(suspended).toHaveLength(results.filter((result) => result.ok).length);
  }, 60_000);
});

describe.each(testDatabases)('a bulk suspension of accounts already suspended on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const bulk = (body: unknown) => callJson(server.app, token, 'POST', '/api/admin/accounts/bulk', body);
  const states = (ids: number[]) => db().selectFrom('accounts').select(['id', 'is_suspended', 'suspended_until']).where('id', 'in', ids).orderBy('id').execute();

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(() => server.close());

  /** An active professional, one suspended until lifted, and one suspended for two more days. */
  const three = async () => {
    const active = await insertMember(db(), { role: 'professional', fullName: 'Active Ann' });
    const indefinite = await insertMember(db(), { role: 'professional', fullName: 'Lifted Never', suspended: true });
    const timed = await insertMember(db(), { role: 'professional', fullName: 'Timed Tom', suspended: true });
    await db().updateTable('accounts').set({ suspended_until: inDays(2) }).where('id', '=', timed.id).execute();
    return [active.id, indefinite.id, timed.id] as const;
  };

  it('skips them by default, saying why, and changes and logs nothing for them', async () => {
    const [active, indefinite, timed] = await three();
    const response = await bulk({ action: 'suspend', ids: [active, indefinite, timed], reason: 'Spam or scam', until: inDays(30), notice: { send: true, message: 'Hi {name}' } });
    expect(response.statusCode).toBe(200);
    expect(bulkResponseSchema.parse(response.json()).results).toEqual([
      { id: active, ok: true, entry: expect.any(Number), version: 2 },
      { id: indefinite, ok: false, skipped: true, message: 'Already suspended until lifted.' },
      { id: timed, ok: false, skipped: true, message: 'Already suspended until 2026-11-17 12:00 UTC.' },
    ]);
    expect(await states([active, indefinite, timed])).toEqual(
      [
        { id: active, is_suspended: 1, suspended_until: inDays(30) },
        { id: indefinite, is_suspended: 1, suspended_until: null },
        { id: timed, is_suspended: 1, suspended_until: inDays(2) },
      ].toSorted((x, y) => x.id - y.id),
    );
    expect(await db().selectFrom('audit_log').select('id').where('target_id', 'in', [indefinite, timed]).execute()).toEqual([]);
    expect(await db().selectFrom('outbox').select('account_id').where('account_id', 'in', [indefinite, timed]).execute()).toEqual([]);
  });

  it("gives them the new end when asked to change it, and treats a suspension whose time is up as none", async () => {
    const [active, indefinite, timed] = await three();
    const response = await bulk({ action: 'suspend', ids: [active, indefinite, timed], reason: 'Other', until: inDays(30), alreadySuspended: 'change' });
    expect(bulkResponseSchema.parse(response.json()).results.map((result) => result.ok)).toEqual([true, true, true]);
    expect((await states([active, indefinite, timed])).map((row) => row.suspended_until)).toEqual([inDays(30), inDays(30), inDays(30)]);

    const ended = await insertMember(db(), { role: 'salon', suspended: true });
    await db().updateTable('accounts').set({ suspended_until: new Date(now.getTime() - 1000).toISOString() }).where('id', '=', ended.id).execute();
    const again = await bulk({ action: 'suspend', ids: [ended.id], reason: 'Other' });
    expect(bulkResponseSchema.parse(again.json()).results).toEqual([{ id: ended.id, ok: true, entry: expect.any(Number), version: 2 }]);
    expect(await states([ended.id])).toEqual([{ id: ended.id, is_suspended: 1, suspended_until: null }]);
  });

  it('refuses the choice on other actions and an unknown choice', async () => {
    const [active] = await three();
    for (const [body, message] of [
      [{ action: 'unsuspend', ids: [active], alreadySuspended: 'change' }, 'alreadySuspended belongs to suspend only.'],
      [{ action: 'suspend', ids: [active], reason: 'Other', alreadySuspended: 'shorten' }, 'alreadySuspended must be one of: skip, change.'],
    ] as const) {
      const response = await bulk(body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
  });
});

describe.each(testDatabases)('notices from bulk actions on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const bulk = (body: unknown) => callJson(server.app, token, 'POST', '/api/admin/accounts/bulk', body);
  const notice = { send: true, message: 'Hello {name}' };
  const outboxCount = async () => (await db().selectFrom('outbox').select('id').execute()).length;
  const entryCount = async () => (await db().selectFrom('audit_log').select('id').where('action', 'like', 'account.%').execute()).length;
  const members = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) ids.push((await insertMember(db(), { role: 'salon' })).id);
    return ids;
  };
  const unchanged = async (work: () => Promise<void>) => {
    const before = { outbox: await outboxCount(), entries: await entryCount() };
    await work();
    expect({ outbox: await outboxCount(), entries: await entryCount() }).toEqual(before);
  };

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, {
      now,
      config: { moderation: { undoWindowSeconds: 30, noticeRateLimit: { max: 70, windowSeconds: 3600 } } },
    }));
  });
  afterAll(() => server.close());

  it('asks a request sending notices to more than 50 accounts to confirm their count', async () => {
    const ids = await members(51);
    for (const confirmNotices of [undefined, 50, 52]) {
      await unchanged(async () => {
        const response = await bulk({ action: 'suspend', ids, reason: 'Other', notice, ...(confirmNotices ? { confirmNotices } : {}) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'This sends notices to 51 accounts: confirm by sending confirmNotices: 51.' });
      });
    }
    // Without notices nothing needs confirming; a run sent in parts names its whole count, never less than a part.
    expect((await bulk({ action: 'unsuspend', ids })).statusCode).toBe(200);
    const part = ids.slice(0, 10);
    const short = await bulk({ action: 'suspend', ids: part, reason: 'Other', notice, confirmNotices: 9 });
    expect(short.json()).toEqual({ message: 'This sends notices to 10 accounts: confirm by sending confirmNotices: 10.' });
    const confirmed = await bulk({ action: 'suspend', ids, reason: 'Other', notice, confirmNotices: 51 });
    expect(confirmed.statusCode).toBe(200);
    expect(bulkResponseSchema.parse(confirmed.json()).results.every((result) => result.ok)).toBe(true);
  });

  it('limits the notices a staff member sends an hour, refusing before anything changes and counting only those sent', async () => {
    // 51 sent above; 19 left of 70.
    const ids = await members(25);
    await unchanged(async () => {
      const response = await bulk({ action: 'delete', ids: ids.slice(0, 20), reason: 'Other', notice });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('3600');
      expect(response.json()).toEqual({ message: 'You can send 70 notices an hour; this would send 20 and 19 are left. Please try again in 60 minutes.' });
    });
    // An unknown account sends nothing and counts nothing: 18 of these 19 go, leaving one.
    const mixed = await bulk({ action: 'suspend', ids: [...ids.slice(0, 18), 424242], reason: 'Other', notice });
    expect(bulkResponseSchema.parse(mixed.json()).results.filter((result) => result.ok)).toHaveLength(18);
    expect((await callJson(server.app, token, 'PUT', `/api/admin/salons/${ids[18]}/suspend`, { reason: 'Other', notice })).statusCode).toBe(200);
    await unchanged(async () => {
      const single = await callJson(server.app, token, 'PUT', `/api/admin/salons/${ids[19]}/suspend`, { reason: 'Other', notice });
      expect(single.statusCode).toBe(429);
    });
    // Without a notice the action goes on; an hour later the allowance is whole again.
    expect((await callJson(server.app, token, 'PUT', `/api/admin/salons/${ids[19]}/suspend`, { reason: 'Other' })).statusCode).toBe(200);
    server.advance(3600_000);
    token = await server.adminToken();
    expect((await callJson(server.app, token, 'PUT', `/api/admin/salons/${ids[20]}/suspend`, { reason: 'Other', notice })).statusCode).toBe(200);
  });
});

describe('UNDO_WINDOW_SECONDS and NOTICE_RATE_LIMIT', () => {
  it('default to 30 seconds and 200 an hour, and the window is never shorter than the app offers Undo', () => {
    expect(loadConfig({}).moderation).toEqual({ undoWindowSeconds: 30, noticeRateLimit: { max: 200, windowSeconds: 3600 } });
    expect(loadConfig({ UNDO_WINDOW_SECONDS: '120', NOTICE_RATE_LIMIT: '20' }).moderation).toEqual({
      undoWindowSeconds: 120,
      noticeRateLimit: { max: 20, windowSeconds: 3600 },
    });
    expect(() => loadConfig({ UNDO_WINDOW_SECONDS: '10' })).toThrow(new ConfigError('UNDO_WINDOW_SECONDS must be between 15 and 86400, got 10.'));
    expect(() => loadConfig({ NOTICE_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });
});
