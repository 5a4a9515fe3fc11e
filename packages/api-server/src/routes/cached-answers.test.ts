// @vitest-environment node
import zlib from 'node:zlib';
import { dashboardSummarySchema, professionalsPageResponseSchema, professionalsResponseSchema, salonsResponseSchema } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../http/versioned-answers.ts';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const now = new Date('2026-11-15T12:00:00.000Z');
const hours = (count: number) => count * 3_600_000;

/*
 * The full lists and the dashboard are built once per data version and reused (http/versioned-answers.ts):
 * these tests pin down that a reused answer is never a stale one.
 */
describe.each(testDatabases)('cached lists and dashboard on $name', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
    for (let index = 0; index < 40; index += 1) {
      await insertMember(server.ctx.db, { role: 'professional', fullName: `Cached Pro ${index}`, subscriptions: [new Date('2027-06-01T00:00:00.000Z')] });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = server.app) =>
    call(app, token, { method: 'GET', url, headers });
  const professionals = async (app: FastifyInstance = server.app) => {
    const response = await get('/api/admin/professionals', {}, app);
    expect(response.statusCode).toBe(200);
    return { response, list: professionalsResponseSchema.parse(response.json()) };
  };
  const put = (url: string) => call(server.app, token, { method: 'PUT', url });
  /** The list as plain JSON, having checked that its gzip and brotli forms decompress to the same bytes. */
  const compressedMatchesPlain = async () => {
    const plain = await get('/api/admin/professionals', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const response = await get('/api/admin/professionals', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    return professionalsResponseSchema.parse(plain.json());
  };

  it('shows a suspension, a lifted suspension and a deletion in the next list, each under a new ETag', async () => {
    const first = await professionals();
    const someone = first.list.find((item) => item.fullName === 'Cached Pro 7')!;
    expect(someone.isSuspended).toBe(false);
    const etags = [first.response.headers.etag];

    expect((await put(`/api/admin/professionals/${someone.id}/suspend`)).statusCode).toBe(200);
    const suspended = await professionals();
    expect(suspended.list.find((item) => item.id === someone.id)?.isSuspended).toBe(true);
    etags.push(suspended.response.headers.etag);

    expect((await put(`/api/admin/professionals/${someone.id}/unsuspend`)).statusCode).toBe(200);
    const lifted = await professionals();
    expect(lifted.list.find((item) => item.id === someone.id)?.isSuspended).toBe(false);
    etags.push(lifted.response.headers.etag);

    expect((await call(server.app, token, { method: 'DELETE', url: `/api/admin/users/${someone.id}` })).statusCode).toBe(200);
    const deleted = await professionals();
    expect(deleted.list.map((item) => item.id)).not.toContain(someone.id);
    expect(deleted.list).toHaveLength(first.list.length - 1);
    etags.push(deleted.response.headers.etag);

    expect(new Set(etags).size).toBe(4);
  });

  it('answers 304 to If-None-Match while the list is unchanged, and 200 with a new ETag after a change', async () => {
    const { response, list } = await professionals();
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    for (const encoding of ['identity', 'gzip', 'br']) {
      const again = await get('/api/admin/professionals', { 'if-none-match': etag, 'accept-encoding': encoding });
      expect({ encoding, status: again.statusCode, body: again.body }).toEqual({ encoding, status: 304, body: '' });
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
    }

    await put(`/api/admin/professionals/${list[0]!.id}/suspend`);
    const changed = await get('/api/admin/professionals', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(professionalsResponseSchema.parse(changed.json()).find((item) => item.id === list[0]!.id)?.isSuspended).toBe(true);
  });

  it('sends gzip and brotli answers that decompress to the plain JSON, before and after a change', async () => {
    const before = await compressedMatchesPlain();
    await put(`/api/admin/professionals/${before[1]!.id}/suspend`);
    const after = await compressedMatchesPlain();
    expect(after.find((item) => item.id === before[1]!.id)?.isSuspended).toBe(true);
  });

  it('sees writes made outside this server: another server process and direct database changes', async () => {
    const other = await server.secondApp();
    const { list } = await professionals(other);
    const target = list.find((item) => !item.isSuspended)!;
    // This server suspends; the other, whose answer was cached, shows it on its next request.
    await put(`/api/admin/professionals/${target.id}/suspend`);
    expect((await professionals(other)).list.find((item) => item.id === target.id)?.isSuspended).toBe(true);

    // A row written straight into the database (the CLI, a seed, a manual fix) shows up as well.
    const added = await insertMember(server.ctx.db, { role: 'professional', fullName: 'Added Behind The Back' });
    for (const app of [server.app, other]) {
      expect((await professionals(app)).list.map((item) => item.id)).toContain(added.id);
    }
  });

  it('drops a subscription from the list and the dashboard when it expires, with no write', async () => {
    const expiring = await insertMember(server.ctx.db, { role: 'salon', fullName: 'Expiring Salon', subscriptions: [new Date(now.getTime() + hours(1))] });
    const salonsBefore = await get('/api/admin/salons');
    expect(salonsResponseSchema.parse(salonsBefore.json()).find((item) => item.id === expiring.id)?.Subscription).toHaveLength(1);
    const dashboardBefore = dashboardSummarySchema.parse((await get('/api/admin/dashboard-summary')).json());
    expect(dashboardBefore.salons.subscribed).toBe(1);

    server.advance(hours(2));
    // Two hours outlast the session's idle limit.
    token = await server.adminToken();
    const salonsAfter = await get('/api/admin/salons', { 'if-none-match': String(salonsBefore.headers.etag) });
    expect(salonsAfter.statusCode).toBe(200);
    expect(salonsResponseSchema.parse(salonsAfter.json()).find((item) => item.id === expiring.id)?.Subscription).toEqual([]);
    expect(dashboardSummarySchema.parse((await get('/api/admin/dashboard-summary')).json()).salons.subscribed).toBe(0);
  });

  it('keeps the dashboard in step with deletions and new accounts', async () => {
    const before = dashboardSummarySchema.parse((await get('/api/admin/dashboard-summary')).json());
    const { list } = await professionals();
    await call(server.app, token, { method: 'DELETE', url: `/api/admin/users/${list[0]!.id}` });
    const afterDelete = dashboardSummarySchema.parse((await get('/api/admin/dashboard-summary')).json());
    expect(afterDelete.professionals.total).toBe(before.professionals.total - 1);
    await insertMember(server.ctx.db, { role: 'professional' });
    await insertMember(server.ctx.db, { role: 'professional' });
    const afterInsert = dashboardSummarySchema.parse((await get('/api/admin/dashboard-summary')).json());
    expect(afterInsert.professionals.total).toBe(before.professionals.total + 1);
  });

  it('still checks the session and the role on every request for a cached answer', async () => {
    await professionals();
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/professionals' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const logout = await call(server.app, token, { method: 'POST', url: '/api/admin/logout' });
    expect(logout.statusCode).toBe(200);
    const signedOut = await get('/api/admin/professionals');
    expect(signedOut.statusCode).toBe(401);
    token = await server.adminToken();
  });

  it('keeps the whole list’s orders apart, and answers its pages fresh', async () => {
    const all = await professionals();
    const ascending = await get('/api/admin/professionals?order=asc');
    expect(professionalsResponseSchema.parse(ascending.json()).map((item) => item.id)).toEqual(all.list.map((item) => item.id).toReversed());
    expect(ascending.headers.etag).not.toBe(all.response.headers.etag);
    // With a search or a sort the answer is a page, built for each request.
    const search = await get('/api/admin/professionals?search=cached%20pro%201&limit=100');
    const found = professionalsPageResponseSchema.parse(search.json());
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.total).toBe(found.data.length);
    expect(found.total).toBeLessThan(all.list.length);
    expect(found.data.every((item) => item.fullName.toLowerCase().startsWith('cached pro 1'))).toBe(true);
    const byName = professionalsPageResponseSchema.parse((await get('/api/admin/professionals?sort=fullName&order=asc&limit=100')).json()).data;
    const names = byName.map((item) => item.fullName.toLowerCase());
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await professionals()).list).toEqual(all.list);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
  ])('%j answers in %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
