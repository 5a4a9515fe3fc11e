// @vitest-environment node
import { adminProfileSchema, auditLogResponseSchema, dashboardSummarySchema } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const now = new Date('2026-11-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe.each(testDatabases)('dashboard and the admin profile on $name', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts zero everywhere on an empty marketplace', async () => {
    const response = await call(server.app, token, { method: 'GET', url: '/api/admin/dashboard-summary' });
    expect(response.statusCode).toBe(200);
    expect(dashboardSummarySchema.parse(response.json())).toEqual({
      professionals: { total: 0, newThisMonth: 0 },
      privateSuites: { total: 0, newThisMonth: 0, subscribed: 0, free: 0 },
      salons: { total: 0, newThisMonth: 0, subscribed: 0, free: 0 },
    });
  });

  it('computes totals, this calendar month, subscribed and free from the data', async () => {
    const db = server.ctx.db;
    // The month starts at midnight UTC on the 1st: the first is in, the instant before is out.
    await insertMember(db, { role: 'professional', createdAt: at('2026-11-01T00:00:00.000Z') });
    await insertMember(db, { role: 'professional', createdAt: at('2026-11-15T11:00:00.000Z'), suspended: true });
    await insertMember(db, { role: 'professional', createdAt: at('2026-10-31T23:59:59.999Z') });
    await insertMember(db, { role: 'professional', createdAt: at('2025-01-01T00:00:00.000Z'), subscriptions: [at('2027-01-01T00:00:00.000Z')] });

    await insertMember(db, { role: 'salon', createdAt: at('2026-11-02T00:00:00.000Z'), subscriptions: [at('2026-12-01T00:00:00.000Z')] });
    // Expired a millisecond ago, and expiring exactly now: neither counts as subscribed.
    await insertMember(db, { role: 'salon', createdAt: at('2026-03-01T00:00:00.000Z'), subscriptions: [at('2026-11-15T11:59:59.999Z')] });
    await insertMember(db, { role: 'salon', createdAt: at('2026-03-02T00:00:00.000Z'), subscriptions: [now] });

    // Two active subscriptions make one subscribed suite.
    await insertMember(db, {
      role: 'private-suite',
      createdAt: at('2026-11-10T00:00:00.000Z'),
      subscriptions: [at('2026-12-01T00:00:00.000Z'), at('2027-06-01T00:00:00.000Z')],
    });
    await insertMember(db, { role: 'private-suite', createdAt: at('2026-11-11T00:00:00.000Z') });
    await insertMember(db, { role: 'private-suite', createdAt: at('2024-11-11T00:00:00.000Z'), subscriptions: [at('2025-01-01T00:00:00.000Z')] });

    const response = await call(server.app, token, { method: 'GET', url: '/api/admin/dashboard-summary' });
    expect(dashboardSummarySchema.parse(response.json())).toEqual({
      professionals: { total: 4, newThisMonth: 2 },
      privateSuites: { total: 3, newThisMonth: 2, subscribed: 1, free: 2 },
      salons: { total: 3, newThisMonth: 1, subscribed: 1, free: 2 },
    });
  });

  it('moves with the calendar: next month nothing is new and expiries have passed', async () => {
    server.advance(31 * 86_400_000);
    const token2 = await server.adminToken();
    const response = await call(server.app, token2, { method: 'GET', url: '/api/admin/dashboard-summary' });
    expect(dashboardSummarySchema.parse(response.json())).toEqual({
      professionals: { total: 4, newThisMonth: 0 },
      privateSuites: { total: 3, newThisMonth: 0, subscribed: 1, free: 2 },
      salons: { total: 3, newThisMonth: 0, subscribed: 0, free: 3 },
    });
    token = token2;
  });

  const update = (payload: unknown) =>
    call(server.app, token, { method: 'PUT', url: '/api/admin/profile', payload: payload as Record<string, unknown> });
  const current = async () => adminProfileSchema.parse((await call(server.app, token, { method: 'GET', url: '/api/admin/profile' })).json());
  describe('the admin profile', () => {

    it('answers the profile and saves fullName, email, address and imageUrl', async () => {
      const before = await current();
      expect(before).toMatchObject({ role: 'admin', email: 'admin@chairside.test', address: null, imageUrl: null });
      const response = await update({
        fullName: '  Avery Morgan ',
        email: 'Admin@Chairside.test',
        address: '1200 Market Street',
        imageUrl: '/demo/avatar-2.svg',
      });
      expect(response.statusCode).toBe(200);
      const saved = adminProfileSchema.parse(response.json());
      expect(saved).toMatchObject({
        fullName: 'Avery Morgan',
        email: 'admin@chairside.test',
        address: '1200 Market Street',
        imageUrl: '/demo/avatar-2.svg',
      });
      expect(await current()).toEqual(saved);
      const audit = auditLogResponseSchema.parse((await call(server.app, token, { method: 'GET', url: '/api/admin/audit-log?action=profile.update' })).json());
      expect(audit.data[0]).toMatchObject({ action: 'profile.update', detail: 'Changed fullName, address, imageUrl.' });
    });

    it('keeps address and imageUrl when they are left out, and clears them with null', async () => {
      await update({ fullName: 'Avery Morgan', email: 'admin@chairside.test' });
      expect(await current()).toMatchObject({ address: '1200 Market Street', imageUrl: '/demo/avatar-2.svg' });
      await update({ fullName: 'Avery Morgan', email: 'admin@chairside.test', address: null, imageUrl: null });
      expect(await current()).toMatchObject({ address: null, imageUrl: null });
    });

    it('answers 409 when the e-mail belongs to another account, and changes nothing', async () => {
      const other = await insertMember(server.ctx.db, { role: 'salon', email: 'taken@example.test' });
      const before = await current();
      const response = await update({ fullName: 'Someone Else', email: 'TAKEN@example.test' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'That email address is already used by another account.' });
      expect(await current()).toEqual(before);
      expect(other.id).toBeGreaterThan(0);
    });

    it.each([
      ['a missing email', { fullName: 'A' }, 'email is required.'],
      ['an empty name', { fullName: '   ', email: 'admin@chairside.test' }, 'fullName is required.'],
      ['a name longer than the column', { fullName: 'x'.repeat(121), email: 'admin@chairside.test' }, 'fullName must be at most 120 characters.'],
      ['an extra field', { fullName: 'A', email: 'admin@chairside.test', role: 'salon' }, 'Unexpected field: role.'],
      ['a javascript: image', { fullName: 'A', email: 'admin@chairside.test', imageUrl: 'javascript:alert(1)' }, 'imageUrl must be a path starting with / or an http(s) URL.'],
      ['a number for the address', { fullName: 'A', email: 'admin@chairside.test', address: 12 }, 'address must be text or null.'],
      ['an array body', ['admin@chairside.test'], 'The request body must be a JSON object.'],
    ])('answers 400 to %s and changes nothing', async (_case, payload, message) => {
      const before = await current();
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await current()).toEqual(before);
    });
  });
});
