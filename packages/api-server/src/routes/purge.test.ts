// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { auditLogResponseSchema } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { purgeDeletedAccounts } from '../services/purge.ts';
import { callJson, startSignedIn, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * The purge: a deleted account kept past RETENTION_DAYS goes for good, every row it had and every file
 * only it used, once, whoever sweeps; a file another account (live or kept) still uses stays.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
const day = 86_400_000;

describe.each(testDatabases)('purging deleted accounts on $name', (database) => {
  let server: TestServer;
  let token: string;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const db = () => server.ctx.db;
  const later = async (ms: number) => {
    server.advance(ms);
    token = await server.adminToken();
  };
  const onDisk = (url: string) => fs.existsSync(path.join(server.dataDir, 'demo', path.basename(url)));
  const served = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

  /** Every row anywhere that belongs to or points at the account, by table. */
  const rowsOf = async (id: number) => {
    const count = async (table: 'user_information' | 'salary_expectations' | 'subscriptions' | 'private_suite_units' | 'feedback' | 'reports' | 'sessions') =>
      Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', id).executeTakeFirstOrThrow()).n);
    return {
      accounts: (await db().selectFrom('accounts').select('id').where('id', '=', id).execute()).length,
      deleted_accounts: (await db().selectFrom('deleted_accounts').select('account_id').where('account_id', '=', id).execute()).length,
      user_information: await count('user_information'),
      salary_expectations: await count('salary_expectations'),
      subscriptions: await count('subscriptions'),
      private_suite_units: await count('private_suite_units'),
      feedback: await count('feedback'),
      reports: await count('reports'),
      sessions: await count('sessions'),
      filed_reports: (await db().selectFrom('reports').select('id').where('reporter_id', '=', id).execute()).length,
    };
  };
  const none = {
    accounts: 0,
    deleted_accounts: 0,
    user_information: 0,
    salary_expectations: 0,
    subscriptions: 0,
    private_suite_units: 0,
    feedback: 0,
    reports: 0,
    sessions: 0,
    filed_reports: 0,
  };

  const own = { photo: '/demo/avatar-11.svg', portfolio: '/demo/portfolio-13.svg,/demo/portfolio-14.svg', cv: '/demo/cv-4.pdf' };
  const sharedWithLive = '/demo/avatar-12.svg';
  const sharedWithKept = '/demo/portfolio-15.svg';

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now, demoAssets: true }));
  });
  afterAll(() => server.close());

  it('removes every row and every file of an account kept past its time, but not files others still use', async () => {
    const doomed = await insertMember(db(), {
      role: 'professional',
      fullName: 'Purged Pat',
      subscriptions: [new Date(now.getTime() + 30 * day)],
      units: [{ size: 50, rent: 300 }],
      reports: 2,
      feedback: [{ stars: 5, text: 'Great' }],
      // Its own image is the live account's photo.
      files: { ...own, image: sharedWithLive, portfolio: `${own.portfolio},${sharedWithKept}` },
    });
    const live = await insertMember(db(), { role: 'salon', fullName: 'Live Lou', files: { photo: sharedWithLive } });
    const kept = await insertMember(db(), { role: 'salon', fullName: 'Kept Kim', files: { portfolio: sharedWithKept } });
    await db().insertInto('reports').values({ account_id: live.id, reporter_id: doomed.id, reason: 'Filed', created_at: now.toISOString() }).execute();
    const urls = [own.photo, own.cv, ...own.portfolio.split(','), sharedWithLive, sharedWithKept];
    for (const url of urls) expect(await served(url)).toBe(200);

    expect((await send('DELETE', `/api/admin/users/${doomed.id}`, { reason: 'Spam or scam' })).statusCode).toBe(200);
    await later(10 * day);
    expect((await send('DELETE', `/api/admin/users/${kept.id}`, { reason: 'Other' })).statusCode).toBe(200);

    // Not due yet: 30 days after the delete.
    await later(20 * day - 60_000);
    expect(await purgeDeletedAccounts(server.ctx)).toBe(0);
    expect((await rowsOf(doomed.id)).deleted_accounts).toBe(1);

    await later(60_000);
    expect(await purgeDeletedAccounts(server.ctx)).toBe(1);
    expect(await rowsOf(doomed.id)).toEqual(none);
    for (const url of [own.photo, own.cv, ...own.portfolio.split(',')]) {
      expect(onDisk(url)).toBe(false);
      expect(await served(url)).toBe(404);
    }
    expect(await served(sharedWithLive)).toBe(200);
    expect(await served(sharedWithKept)).toBe(200);

    const log = auditLogResponseSchema.parse((await send('GET', '/api/admin/audit-log?action=account.purge')).json()).data;
    expect(log).toEqual([expect.objectContaining({ actorId: null, actorName: null, targetId: doomed.id, targetName: 'Purged Pat', targetRole: 'professional' })]);
    const restore = await send('POST', `/api/admin/users/${doomed.id}/restore`);
    expect(restore.statusCode).toBe(404);
    expect(restore.json()).toEqual({ message: 'No deleted account has that id.' });

    // The kept account's file goes with it when it is purged in turn.
    expect(await purgeDeletedAccounts(server.ctx, 0)).toBe(1);
    expect(await rowsOf(kept.id)).toEqual(none);
    expect(onDisk(sharedWithKept)).toBe(false);
    expect(onDisk(sharedWithLive)).toBe(true);
  });

  it('writes at start-up only the demo files rows refer to, so a purged file stays gone', async () => {
    await insertMember(db(), { role: 'salon', files: { photo: '/demo/avatar-9.svg', portfolio: null } });
    const gone = await insertMember(db(), { role: 'salon', files: { photo: '/demo/avatar-8.svg', portfolio: null } });
    expect((await send('DELETE', `/api/admin/users/${gone.id}`, { reason: 'Other' })).statusCode).toBe(200);
    expect(await purgeDeletedAccounts(server.ctx, 0)).toBe(1);
    expect(onDisk('/demo/avatar-8.svg')).toBe(false);
    fs.rmSync(path.join(server.dataDir, 'demo', 'avatar-9.svg'));
    await prepareDatabase(server.db, server.config, server.ctx.now());
    expect(onDisk('/demo/avatar-9.svg')).toBe(true);
    expect(onDisk('/demo/avatar-8.svg')).toBe(false);
  });

  it('purges each account once when two servers purge at the same moment', async () => {
    // On PostgreSQL a second server on its own connections; SQLite is one process's embedded database.
    const other = database.name === 'postgres' ? (await server.secondApp()).services : server.ctx;
    const members = await Promise.all([1, 2, 3].map((n) => insertMember(db(), { role: 'private-suite', fullName: `Twice ${n}` })));
    for (const { id } of members) expect((await send('DELETE', `/api/admin/users/${id}`, { reason: 'Other' })).statusCode).toBe(200);
    const purged = await Promise.all([purgeDeletedAccounts(server.ctx, 0), purgeDeletedAccounts(other, 0), purgeDeletedAccounts(server.ctx, 0)]);
    expect(purged.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const { id } of members) {
      const entries = await db().selectFrom('audit_log').select('id').where('action', '=', 'account.purge').where('target_id', '=', id).execute();
      expect(entries).toHaveLength(1);
    }
  });
});

describe.each(testDatabases)('the purge sweep on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { now, purgeSweepMs: 20, config: { retentionDays: 2 } });
  });
  afterAll(() => server.close());

  it('purges an account when its time is up with nobody asking', async () => {
    const token = await server.adminToken();
    const member = await insertMember(server.ctx.db, { role: 'salon', fullName: 'Swept Salon' });
    expect((await callJson(server.app, token, 'DELETE', `/api/admin/users/${member.id}`, { reason: 'Other' })).statusCode).toBe(200);
    const kept = async () => (await server.ctx.db.selectFrom('deleted_accounts').select('account_id').where('account_id', '=', member.id).execute()).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kept()).toBe(1);
    server.advance(2 * day);
    await expect.poll(kept, { timeout: 5000 }).toBe(0);
    const entries = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'account.purge').where('target_id', '=', member.id).execute();
    expect(entries).toEqual([expect.objectContaining({ actor_id: null, target_name: 'Swept Salon' })]);
  });
});
