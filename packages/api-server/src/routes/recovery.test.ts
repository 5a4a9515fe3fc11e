// @vitest-environment node
import {
  accountHistoryResponseSchema,
  dashboardSummarySchema,
  deletedAccountsResponseSchema,
  moderationResponseSchema,
  privateSuiteProfileResponseSchema,
  privateSuitesResponseSchema,
  professionalProfileSchema,
  professionalsResponseSchema,
  recoveryMessages,
  serverMessages,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember, rowCounts } from '../test/members.ts';

/**
 * A delete that can be taken back: the account leaves every list at once, waits in the recently
 * deleted list, and a restore brings every row and file back as it was.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
const day = 86_400_000;
const daysAhead = (days: number) => new Date(now.getTime() + days * day);

describe.each(testDatabases)('delete and restore on $name', (database) => {
  let server: TestServer;
  let token: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const db = () => server.ctx.db;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now, demoAssets: true }));
  });
  afterAll(() => server.close());

  const listOf = async (role: 'professional' | 'private-suite') =>
    role === 'private-suite'
      ? privateSuitesResponseSchema.parse((await send('GET', '/api/admin/private-suites?limit=100')).json()).data
      : professionalsResponseSchema.parse((await send('GET', '/api/admin/professionals')).json());

  /** Everything of the account a reader or a table can see, to compare before the delete and after the restore. */
  const everything = async (id: number, role: 'professional' | 'private-suite') => {
    const profile =
      role === 'private-suite'
        ? privateSuiteProfileResponseSchema.parse((await send('GET', `/api/admin/profile/private-suite/${id}`)).json()).profile
        : professionalProfileSchema.parse((await send('GET', `/api/admin/profile/professional/${id}`)).json());
    const listRow = (await listOf(role)).find((row) => row.id === id);
    const rows = async (table: 'subscriptions' | 'private_suite_units' | 'feedback' | 'reports' | 'salary_expectations') =>
      db().selectFrom(table).selectAll().where('account_id', '=', id).orderBy('id').execute();
    const urls = [profile.UserInformation?.imageUrl, profile.UserInformation?.cvUrl, ...(profile.UserInformation?.portfolio ?? '').split(',')];
    const files = await Promise.all(
      urls.filter((url): url is string => Boolean(url)).map(async (url) => {
        const response = await server.app.inject({ method: 'GET', url });
        return { url, status: response.statusCode, body: response.body };
      }),
    );
    return {
      profile,
      listRow,
      account: await db().selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst(),
      information: await db().selectFrom('user_information').selectAll().where('account_id', '=', id).executeTakeFirst(),
      subscriptions: await rows('subscriptions'),
      units: await rows('private_suite_units'),
      feedback: await rows('feedback'),
      reports: await rows('reports'),
      salary: await rows('salary_expectations'),
      filed: await db().selectFrom('reports').select(['id', 'reporter_id']).where('reporter_id', '=', id).orderBy('id').execute(),
      files,
    };
  };

  it.each(['professional', 'private-suite'] as const)('restores a deleted %s with every row, file and its suspension, one version on', async (role) => {
    const member = await insertMember(db(), {
      role,
      fullName: `Restorable ${role}`,
      subscriptions: [daysAhead(30), daysAhead(-5)],
      units: [{ size: 120, rent: 900 }, { size: 80, rent: 650 }],
      reports: 2,
      feedback: [{ stars: 4, text: 'Kind and quick.' }],
      files: { image: '/demo/avatar-20.svg', photo: '/demo/avatar-21.svg', portfolio: '/demo/portfolio-20.svg,/demo/portfolio-21.svg', cv: '/demo/cv-5.pdf' },
    });
    const other = await insertMember(db(), { role: 'salon', fullName: `Reported by ${role}` });
    await db().insertInto('reports').values({ account_id: other.id, reporter_id: member.id, reason: 'Filed by the member', created_at: now.toISOString() }).execute();
    const until = daysAhead(3).toISOString();
    const suspendUrl = `/api/admin/${role === 'private-suite' ? 'private-suites' : 'professionals'}/${member.id}/suspend`;
    expect((await send('PUT', suspendUrl, { reason: 'Other', until })).statusCode).toBe(200);
    await db()
      .insertInto('sessions')
      .values({ token_hash: `${member.id}`.padStart(64, 'a'), account_id: member.id, created_at: now.toISOString(), last_used_at: now.toISOString(), expires_at: daysAhead(1).toISOString() })
      .execute();
    const before = await everything(member.id, role);
    expect(before.profile).toMatchObject({ isSuspended: true, suspendedUntil: until, version: 2 });
    // The photo, the CV and two portfolio pictures, all served.
    expect(before.files.map((file) => file.status)).toEqual([200, 200, 200, 200]);
    const dashboard = async () => dashboardSummarySchema.parse((await send('GET', '/api/admin/dashboard-summary')).json());
    const totalsBefore = await dashboard();

    const deleted = await send('DELETE', `/api/admin/users/${member.id}`, { reason: 'Spam or scam', note: 'Slip of the hand?' });
    expect(deleted.statusCode).toBe(200);
    const deletedAnswer = moderationResponseSchema.parse(deleted.json());
    expect(deletedAnswer).toEqual({ message: serverMessages.deleted, entry: expect.any(Number), version: 2 });
    // Gone at once for every reader, sessions ended, the report it filed no longer names it.
    expect(await rowCounts(db(), member.id)).toEqual({ accounts: 0, information: 0, sessions: 0, salary: 0, subscriptions: 0, units: 0, feedback: 0, reports: 0 });
    expect((await listOf(role)).map((row) => row.id)).not.toContain(member.id);
    expect((await send('GET', `/api/admin/profile/${role}/${member.id}`)).statusCode).toBe(404);
    const totalsAfter = await dashboard();
    const key = role === 'private-suite' ? 'privateSuites' : 'professionals';
    expect(totalsAfter[key].total).toBe(totalsBefore[key].total - 1);
    expect((await db().selectFrom('reports').select('reporter_id').where('account_id', '=', other.id).executeTakeFirstOrThrow()).reporter_id).toBeNull();
    const listed = deletedAccountsResponseSchema.parse((await send('GET', '/api/admin/deleted-accounts')).json());
    expect(listed.data.find((row) => row.id === member.id)).toMatchObject({ role, fullName: member.fullName, reason: 'Spam or scam', entry: deletedAnswer.entry });

    const restored = await send('POST', `/api/admin/users/${member.id}/restore`, { note: 'Deleted by mistake.' });
    expect(restored.statusCode).toBe(200);
    const restoredAnswer = moderationResponseSchema.parse(restored.json());
    expect(restoredAnswer).toEqual({ message: recoveryMessages.restored, entry: expect.any(Number), version: 3 });

    const after = await everything(member.id, role);
    expect(after).toEqual({
      ...before,
      profile: { ...before.profile, version: 3 },
      listRow: { ...before.listRow, version: 3 },
      account: { ...before.account, version: 3 },
    });
    // Sessions are not brought back: the holder signs in again.
    expect((await rowCounts(db(), member.id)).sessions).toBe(0);
    expect(deletedAccountsResponseSchema.parse((await send('GET', '/api/admin/deleted-accounts')).json()).data.map((row) => row.id)).not.toContain(member.id);
    const history = accountHistoryResponseSchema.parse((await send('GET', `/api/admin/accounts/${member.id}/history`)).json());
    expect(history.entries[0]).toMatchObject({ id: restoredAnswer.entry, action: 'account.restore', note: 'Deleted by mistake.', actorName: 'Administrator' });

    const again = await send('POST', `/api/admin/users/${member.id}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No deleted account has that id.' });
  });

  it('answers 404 to a second delete and to restoring an account that is not deleted or never was', async () => {
    const member = await insertMember(db(), { role: 'salon' });
    expect((await send('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBe(200);
    const twice = await send('DELETE', `/api/admin/users/${member.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: 'No account has that id.' });
    const live = await insertMember(db(), { role: 'salon' });
    for (const id of [live.id, 424242]) {
      const response = await send('POST', `/api/admin/users/${id}/restore`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No deleted account has that id.' });
    }
  });

  it('refuses a restore with 409 when another account took the address meanwhile, and keeps the account restorable', async () => {
    const member = await insertMember(db(), { role: 'professional', email: 'taken.later@example.test' });
    expect((await send('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBe(200);
    const newcomer = await insertMember(db(), { role: 'salon', email: 'taken.later@example.test' });
    const refused = await send('POST', `/api/admin/users/${member.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Another account now uses taken.later@example.test.' });
    expect((await rowCounts(db(), member.id)).accounts).toBe(0);
    await db().deleteFrom('accounts').where('id', '=', newcomer.id).execute();
    await db().deleteFrom('user_information').where('account_id', '=', newcomer.id).execute();
    expect((await send('POST', `/api/admin/users/${member.id}/restore`)).statusCode).toBe(200);
  });

  it('checks the restore body', async () => {
    const member = await insertMember(db(), { role: 'salon' });
    expect((await send('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBe(200);
    for (const [body, message] of [
      [{ note: 'Bell \u0007' }, 'note must not contain control characters (found U+0007).'],
      [{ reason: 'Other' }, 'Unexpected field: reason.'],
    ] as const) {
      const response = await send('POST', `/api/admin/users/${member.id}/restore`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await rowCounts(db(), member.id)).accounts).toBe(0);
  });
});

describe.each(testDatabases)('the recently deleted list on $name', (database) => {
  let server: TestServer;
  let token: string;
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) => callJson(server.app, token, method, url, body);
  const page = async (query = '') => deletedAccountsResponseSchema.parse((await send('GET', `/api/admin/deleted-accounts${query}`)).json());
  const daysLeftOfAna = async () => (await page('?q=ana')).data[0]?.daysLeft;
  /** A call the setup relies on: anything but a 200 stops the file. */
  const must = async (method: 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const response = await send(method, url, body);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  };
  /** Moves the clock, signing in again: a session idle for 30 minutes has ended. */
  const later = async (ms: number) => {
    server.advance(ms);
    token = await server.adminToken();
  };
  const ids = {} as Record<'ana' | 'bo' | 'cy', number>;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now, config: { retentionDays: 10 } }));
    ids.ana = (await insertMember(server.ctx.db, { role: 'professional', fullName: 'Ana Gone', email: 'ana.gone@example.test' })).id;
    ids.bo = (await insertMember(server.ctx.db, { role: 'salon', fullName: 'Bo Salon', email: 'bo@example.test' })).id;
    ids.cy = (await insertMember(server.ctx.db, { role: 'private-suite', fullName: 'Cy Suites', email: 'cy@example.test' })).id;
    await must('DELETE', `/api/admin/users/${ids.ana}`, { reason: 'Fake or duplicate account', note: 'Second profile.' });
    await later(60_000);
    await must('DELETE', `/api/admin/users/${ids.bo}`);
    // The administrator's name changes after the deletes: each keeps the name it was taken under.
    await must('PUT', '/api/admin/profile', { fullName: 'Renamed Admin', email: 'admin@chairside.test' });
    await later(60_000);
    await must('DELETE', `/api/admin/users/${ids.cy}`);
  });
  afterAll(() => server.close());

  it('lists the kept accounts newest delete first, with who deleted them and why, and pages them', async () => {
    const all = await page();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20, totalPages: 1 });
    expect(all.data.map((row) => row.id)).toEqual([ids.cy, ids.bo, ids.ana]);
    const admin = await server.ctx.db.selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(all.data[2]).toEqual({
      id: ids.ana,
      role: 'professional',
      fullName: 'Ana Gone',
      email: 'ana.gone@example.test',
      deletedAt: now.toISOString(),
      deletedBy: { id: admin.id, name: 'Administrator' },
      reason: 'Fake or duplicate account',
      note: 'Second profile.',
      purgeAt: daysAhead(10).toISOString(),
      daysLeft: 10,
      entry: expect.any(Number),
    });
    expect(all.data[1]).toMatchObject({ reason: 'Not given', note: null, deletedBy: { name: 'Administrator' } });
    expect(all.data[0]?.deletedBy.name).toBe('Renamed Admin');
    const second = await page('?limit=2&page=2');
    expect(second).toMatchObject({ total: 3, totalPages: 2, page: 2, limit: 2 });
    expect(second.data.map((row) => row.id)).toEqual([ids.ana]);
  });

  it.each([
    ['?kind=salon', ['bo']],
    ['?kind=private-suite', ['cy']],
    ['?q=GONE', ['ana']],
    ['?q=bo%40example', ['bo']],
    ['?q=nobody', []],
  ] as const)('filters by %s', async (query, expected) => {
    const result = await page(query);
    expect(result.data.map((row) => row.id)).toEqual(expected.map((name) => ids[name]));
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['?kind=admin', 'kind must be one of: professional, salon, private-suite.'],
    ['?limit=0', 'limit must be a whole number from 1 to 100.'],
    ['?q=%07', 'q must not contain control characters (found U+0007).'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await send('GET', `/api/admin/deleted-accounts${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('counts the days left in whole calendar days, down to 0 on the day of the purge', async () => {
    // Deleted at noon with 10 days kept: the purge is due at noon ten days on.
    await later(11 * 3_600_000 - 2 * 60_000);
    expect(await daysLeftOfAna()).toBe(10);
    // Just after midnight: a day fewer.
    await later(2 * 3_600_000);
    expect(await daysLeftOfAna()).toBe(9);
    await later(8 * day);
    expect(await daysLeftOfAna()).toBe(1);
    // The day of the purge, before and after its time (until the sweep has run).
    await later(day);
    expect(await daysLeftOfAna()).toBe(0);
    await later(day);
    expect(await daysLeftOfAna()).toBe(0);
  });
});
