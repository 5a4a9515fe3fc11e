// @vitest-environment node
import {
  auditLogResponseSchema,
  moderationReasons,
  privateSuiteProfileResponseSchema,
  privateSuitesResponseSchema,
  professionalProfileSchema,
  professionalsPageResponseSchema,
  professionalsResponseSchema,
  salonProfileSchema,
  salonsPageResponseSchema,
  salonsResponseSchema,
  serverMessages,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember, rowCounts } from '../test/members.ts';

const now = new Date('2026-11-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const daysAhead = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe.each(testDatabases)('professionals, salons and private suites on $name', (database) => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => call(server.app, token, { method: 'GET', url });
  const put = (url: string, options: { payload?: string; headers?: Record<string, string> } = {}) =>
    call(server.app, token, { method: 'PUT', url, ...options });
  const latestAudit = async () => auditLogResponseSchema.parse((await get('/api/admin/audit-log?limit=1')).json()).data[0];

  const people = {} as Record<'ana' | 'bruno' | 'chen' | 'dana', { id: number; email: string; fullName: string }>;
  const salons = {} as Record<'glow' | 'shears', { id: number; email: string; fullName: string }>;
  const suites: { id: number; fullName: string }[] = [];

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
    const db = server.ctx.db;
    people.ana = await insertMember(db, {
      role: 'professional',
      fullName: 'Ana Alvarez',
      city: 'Austin',
      state: 'TX',
      createdAt: daysAgo(10),
      reports: 2,
      subscriptions: [daysAhead(30), daysAgo(40)],
    });
    people.bruno = await insertMember(db, {
      role: 'professional',
      fullName: 'Bruno Baker',
      city: 'Boston',
      state: 'MA',
      createdAt: daysAgo(400),
      suspended: true,
    });
    people.chen = await insertMember(db, {
      role: 'professional',
      fullName: 'Chen 100%_Chu',
      city: 'Chicago',
      state: 'IL',
      createdAt: daysAgo(3),
      reports: 5,
    });
    people.dana = await insertMember(db, {
      role: 'professional',
      fullName: 'dana Doe',
      city: null,
      state: null,
      createdAt: daysAgo(200),
      email: 'dana.special@studio.example.test',
    });
    salons.glow = await insertMember(db, {
      role: 'salon',
      fullName: 'Glow Bar',
      createdAt: daysAgo(5),
      subscriptions: [daysAgo(1)],
    });
    salons.shears = await insertMember(db, {
      role: 'salon',
      fullName: 'Shears & Co',
      createdAt: daysAgo(50),
      subscriptions: [daysAhead(100)],
    });
    for (let index = 0; index < 25; index += 1) {
      suites.push(
        await insertMember(db, {
          role: 'private-suite',
          fullName: `Suite ${String(index).padStart(2, '0')}`,
          createdAt: daysAgo(index + 1),
          units: [
            { size: 120, rent: 900 },
            { size: 200, rent: 1400 },
          ],
          subscriptions: index % 2 === 0 ? [daysAhead(10)] : [],
          withSalary: false,
        }),
      );
    }
  });
  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/admin/professionals', () => {
    it('answers a plain array of every professional, newest first', async () => {
      const response = await get('/api/admin/professionals');
      expect(response.statusCode).toBe(200);
      const list = professionalsResponseSchema.parse(response.json());
      expect(list.map((item) => item.fullName)).toEqual(['Chen 100%_Chu', 'Ana Alvarez', 'dana Doe', 'Bruno Baker']);
      const ana = list.find((item) => item.id === people.ana.id);
      expect(ana).toMatchObject({
        email: people.ana.email,
        isSuspended: false,
        reports: 2,
        UserInformation: { city: 'Austin', state: 'TX', createdAt: daysAgo(10).toISOString() },
        createdAt: daysAgo(10).toISOString(),
      });
      // Only the unexpired subscription counts.
      expect(ana?.Subscription.map((subscription) => subscription.expiry)).toEqual([daysAhead(30).toISOString()]);
      expect(list.find((item) => item.id === people.bruno.id)?.isSuspended).toBe(true);
      expect(list.find((item) => item.id === people.dana.id)?.UserInformation).toEqual({
        city: null,
        state: null,
        createdAt: daysAgo(200).toISOString(),
      });
    });

    it.each([
      ['boston', ['Bruno Baker']],
      ['ALVAREZ', ['Ana Alvarez']],
      ['il', ['Chen 100%_Chu']],
      ['studio.example', ['dana Doe']],
      ['chu', ['Chen 100%_Chu']],
      ['100%', ['Chen 100%_Chu']],
      ['nobody at all', []],
    ])('searches the words of name, e-mail, city and state for %j, and answers a page', async (search, names) => {
      const response = await get(`/api/admin/professionals?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const page = professionalsPageResponseSchema.parse(response.json());
      expect(page.data.map((item) => item.fullName)).toEqual(names);
      expect(page.total).toBe(names.length);
    });

    it.each([
      ['fullName', 'asc', ['Ana Alvarez', 'Bruno Baker', 'Chen 100%_Chu', 'dana Doe']],
      ['fullName', 'desc', ['dana Doe', 'Chen 100%_Chu', 'Bruno Baker', 'Ana Alvarez']],
      ['createdAt', 'asc', ['Bruno Baker', 'dana Doe', 'Ana Alvarez', 'Chen 100%_Chu']],
      ['reports', 'desc', ['Chen 100%_Chu', 'Ana Alvarez', 'dana Doe', 'Bruno Baker']],
      ['isSuspended', 'desc', ['Bruno Baker', 'dana Doe', 'Chen 100%_Chu', 'Ana Alvarez']],
      ['location', 'asc', ['dana Doe', 'Ana Alvarez', 'Bruno Baker', 'Chen 100%_Chu']],
    ])('sorts by %s %s', async (sort, order, names) => {
      const response = await get(`/api/admin/professionals?sort=${sort}&order=${order}`);
      expect(professionalsPageResponseSchema.parse(response.json()).data.map((item) => item.fullName)).toEqual(names);
    });

    it.each([
      ['sort=age', "sort key 'age' is not one of: name, location, joiningDate, status, subscription, reports (also fullName, createdAt, isSuspended)."],
      ['order=up', "order must be 'asc' or 'desc'."],
      [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters.'],
    ])('answers 400 to %s', async (query, message) => {
      const response = await get(`/api/admin/professionals?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('GET /api/admin/salons', () => {
    it('answers a plain array with only unexpired subscriptions', async () => {
      const response = await get('/api/admin/salons');
      expect(response.statusCode).toBe(200);
      const list = salonsResponseSchema.parse(response.json());
      expect(list.map((item) => item.fullName)).toEqual(['Glow Bar', 'Shears & Co']);
      expect(list[0]?.Subscription).toEqual([]);
      expect(list[1]?.Subscription).toHaveLength(1);
    });

    it('sorts subscribed salons last when ascending by subscription', async () => {
      const response = await get('/api/admin/salons?sort=subscription&order=asc');
      expect(salonsPageResponseSchema.parse(response.json()).data.map((item) => item.fullName)).toEqual(['Glow Bar', 'Shears & Co']);
      const descending = await get('/api/admin/salons?sort=subscription&order=desc');
      expect(salonsPageResponseSchema.parse(descending.json()).data.map((item) => item.fullName)).toEqual(['Shears & Co', 'Glow Bar']);
    });
  });

  describe('GET /api/admin/private-suites', () => {
    it('answers { data, totalPages } ten at a time with one-based pages', async () => {
      const seen = new Set<number>();
      for (const [page, size] of [
        [1, 10],
        [2, 10],
        [3, 5],
      ] as const) {
        const response = await get(`/api/admin/private-suites?page=${page}&limit=10`);
        expect(response.statusCode).toBe(200);
        const body = privateSuitesResponseSchema.parse(response.json());
        expect(body).toMatchObject({ totalPages: 3, page, limit: 10, total: 25 });
        expect(body.data).toHaveLength(size);
        for (const item of body.data) seen.add(item.id);
      }
      expect(seen.size).toBe(25);
      const first = privateSuitesResponseSchema.parse((await get('/api/admin/private-suites?page=1&limit=10')).json());
      expect(first.data[0]?.fullName).toBe('Suite 00');
      expect(first.data[0]?.Subscription).toHaveLength(1);
      expect(first.data[1]?.Subscription).toEqual([]);
    });

    it('defaults to page 1 of 10 and answers an empty page past the end', async () => {
      const body = privateSuitesResponseSchema.parse((await get('/api/admin/private-suites')).json());
      expect(body.data).toHaveLength(10);
      const past = privateSuitesResponseSchema.parse((await get('/api/admin/private-suites?page=9')).json());
      expect(past.data).toEqual([]);
      expect(past.totalPages).toBe(3);
    });

    it('pages the search results', async () => {
      const body = privateSuitesResponseSchema.parse((await get('/api/admin/private-suites?search=suite%201&limit=4&sort=fullName&order=asc')).json());
      expect(body.total).toBe(10);
      expect(body.totalPages).toBe(3);
      expect(body.data.map((item) => item.fullName)).toEqual(['Suite 10', 'Suite 11', 'Suite 12', 'Suite 13']);
    });

    it.each([
      ['page=0', 'page must be a whole number of at least 1.'],
      ['page=abc', 'page must be a whole number of at least 1.'],
      ['page=1.5', 'page must be a whole number of at least 1.'],
      ['limit=1000', 'limit must be a whole number from 1 to 100.'],
    ])('answers 400 to %s', async (query, message) => {
      const response = await get(`/api/admin/private-suites?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('profiles', () => {
    it('answers the professional profile object itself', async () => {
      const response = await get(`/api/admin/profile/professional/${people.ana.id}`);
      expect(response.statusCode).toBe(200);
      const profile = professionalProfileSchema.parse(response.json());
      expect(profile).toMatchObject({ id: people.ana.id, role: 'professional', fullName: 'Ana Alvarez' });
      expect(profile.UserInformation).toMatchObject({ city: 'Austin', cvUrl: '/demo/cv-1.pdf', positionsOpen: '181,190' });
      expect(profile.SalaryExps[0]).toMatchObject({ boothRent: 200, commission: 40, startTime: '09:00', endTime: '17:00' });
      // The profile lists every subscription, the one that runs longest first.
      expect(profile.Subscription.map((subscription) => subscription.expiry)).toEqual([
        daysAhead(30).toISOString(),
        daysAgo(40).toISOString(),
      ]);
    });

    it('answers the salon profile object itself', async () => {
      const profile = salonProfileSchema.parse((await get(`/api/admin/profile/salon/${salons.shears.id}`)).json());
      expect(profile).toMatchObject({ id: salons.shears.id, role: 'salon', fullName: 'Shears & Co' });
    });

    it('answers { profile } with the units inside for a private suite', async () => {
      const suite = suites[3]!;
      const body = privateSuiteProfileResponseSchema.parse((await get(`/api/admin/profile/private-suite/${suite.id}`)).json());
      expect(body.profile).toMatchObject({ id: suite.id, role: 'private-suite', fullName: suite.fullName });
      expect(body.profile.privateSuiteUnits.map(({ unitSize, unitRent }) => ({ unitSize, unitRent }))).toEqual([
        { unitSize: 120, unitRent: 900 },
        { unitSize: 200, unitRent: 1400 },
      ]);
    });

    it.each([
      ['professional', () => salons.glow.id, 'No professional has that id.'],
      ['salon', () => people.ana.id, 'No salon has that id.'],
      ['private-suite', () => people.ana.id, 'No private suite has that id.'],
      ['professional', () => 999_999, 'No professional has that id.'],
    ])('answers 404 on the %s route for an id of another kind or no account', async (kind, id, message) => {
      const response = await get(`/api/admin/profile/${kind}/${id()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message });
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '%207'])('answers 400 to the id %j', async (id) => {
      const response = await get(`/api/admin/profile/professional/${id}`);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/^id (must be a positive whole number|is out of range)\.$/);
    });
  });

  describe('suspend and unsuspend', () => {
    const routes = [
      ['professionals', () => people.dana, 'professional'],
      ['salons', () => salons.glow, 'salon'],
      ['private-suites', () => suites[20]!, 'private-suite'],
    ] as const;

    it.each(routes)('suspends and unsuspends on /api/admin/%s and records both', async (route, target, role) => {
      const { id } = target();
      const stateOf = () => server.ctx.db.selectFrom('accounts').select(['is_suspended', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      const { version } = await stateOf();
      const suspended = await put(`/api/admin/${route}/${id}/suspend`);
      expect(suspended.statusCode).toBe(200);
      const suspendEntry = await latestAudit();
      // The answer names the entry it wrote and the version the account is at now.
      expect(suspended.json()).toEqual({ message: serverMessages.suspended, entry: suspendEntry?.id, version: version + 1 });
      expect(await stateOf()).toEqual({ is_suspended: 1, version: version + 1 });
      expect(suspendEntry).toMatchObject({ action: 'account.suspend', targetId: id, targetRole: role, actorEmail: 'admin@chairside.test' });

      const lifted = await put(`/api/admin/${route}/${id}/unsuspend`);
      expect(lifted.statusCode).toBe(200);
      const liftEntry = await latestAudit();
      expect(lifted.json()).toEqual({ message: serverMessages.unsuspended, entry: liftEntry?.id, version: version + 2 });
      expect(await stateOf()).toEqual({ is_suspended: 0, version: version + 2 });
      expect(liftEntry).toMatchObject({ action: 'account.unsuspend', targetId: id });
    });

    it('accepts a JSON content type with no body, and an empty object', async () => {
      const { id } = people.dana;
      const empty = await put(`/api/admin/professionals/${id}/suspend`, { headers: { 'content-type': 'application/json' } });
      expect(empty.statusCode).toBe(200);
      const object = await put(`/api/admin/professionals/${id}/unsuspend`, { headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(object.statusCode).toBe(200);
    });

    it('refuses a body the contract does not allow, and changes nothing', async () => {
      const { id } = people.dana;
      const response = await put(`/api/admin/professionals/${id}/suspend`, {
        headers: { 'content-type': 'application/json' },
        payload: '{"reason":"spam"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `reason must be one of: ${moderationReasons.join(', ')}.` });
      const row = await server.ctx.db.selectFrom('accounts').select('is_suspended').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.is_suspended).toBe(0);
    });

    it.each([
      ['professionals', () => salons.glow.id],
      ['salons', () => suites[0]!.id],
      ['private-suites', () => people.ana.id],
      ['professionals', () => 1],
      ['salons', () => 424_242],
    ])('answers 404 on /api/admin/%s for an account of another kind, and changes nothing', async (route, id) => {
      const before = await server.ctx.db.selectFrom('accounts').select(['id', 'is_suspended']).orderBy('id').execute();
      const response = await put(`/api/admin/${route}/${id()}/suspend`);
      expect(response.statusCode).toBe(404);
      expect(typeof (response.json() as { message: unknown }).message).toBe('string');
      expect(await server.ctx.db.selectFrom('accounts').select(['id', 'is_suspended']).orderBy('id').execute()).toEqual(before);
    });

    it('answers 400 to a non-numeric id', async () => {
      const response = await put('/api/admin/salons/glow/suspend');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'id must be a positive whole number.' });
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('deletes the account with every row it owns, in one go, and records it', async () => {
      const doomed = await insertMember(server.ctx.db, {
        role: 'private-suite',
        fullName: 'Doomed Suites',
        units: [{ size: 100, rent: 800 }],
        subscriptions: [daysAhead(5)],
        reports: 1,
        feedback: [{ stars: 4, text: 'Nice' }],
      });
      await server.ctx.db
        .insertInto('sessions')
        .values({ token_hash: 'f'.repeat(64), account_id: doomed.id, created_at: now.toISOString(), last_used_at: now.toISOString(), expires_at: daysAhead(1).toISOString() })
        .execute();
      expect(Object.values(await rowCounts(server.ctx.db, doomed.id)).every((count) => count > 0)).toBe(true);

      const response = await call(server.app, token, { method: 'DELETE', url: `/api/admin/users/${doomed.id}` });
      expect(response.statusCode).toBe(200);
      // Deleted at the version it was created with.
      expect(response.json()).toEqual({ message: serverMessages.deleted, entry: (await latestAudit())?.id, version: 1 });
      expect(await rowCounts(server.ctx.db, doomed.id)).toEqual({
        accounts: 0,
        information: 0,
        sessions: 0,
        salary: 0,
        subscriptions: 0,
        units: 0,
        feedback: 0,
        reports: 0,
      });
      expect(await latestAudit()).toMatchObject({ action: 'account.delete', targetId: doomed.id, targetName: 'Doomed Suites', targetRole: 'private-suite' });

      const again = await call(server.app, token, { method: 'DELETE', url: `/api/admin/users/${doomed.id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'No account has that id.' });
    });

    it('refuses to delete an administrator', async () => {
      const admin = await server.ctx.db.selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
      const response = await call(server.app, token, { method: 'DELETE', url: `/api/admin/users/${admin.id}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Administrator accounts cannot be deleted.' });
      expect((await rowCounts(server.ctx.db, admin.id)).accounts).toBe(1);
      expect((await get('/api/admin/profile')).statusCode).toBe(200);
    });

    it('answers 400 to a bad id and 404 to an unknown one', async () => {
      expect((await call(server.app, token, { method: 'DELETE', url: '/api/admin/users/x1' })).statusCode).toBe(400);
      expect((await call(server.app, token, { method: 'DELETE', url: '/api/admin/users/2147483647' })).statusCode).toBe(404);
      expect((await call(server.app, token, { method: 'DELETE', url: '/api/admin/users/2147483648' })).statusCode).toBe(400);
    });
  });
});
