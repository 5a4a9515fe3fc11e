// @vitest-environment node
import { categories, dashboardSummarySchema, professionalsResponseSchema } from '@chairside/api-contract';
import { buildPrivateSuiteList, buildProfessionalList, buildSalonList, summarizeAccounts } from '@chairside/api-contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { seedAdmin, seedCategories, seedDemo } from './seed.ts';

const now = new Date('2026-11-20T08:00:00.000Z');

describe.each(testDatabases)('seeds on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { now });
  });
  afterAll(async () => {
    await server.close();
  });

  it('holds the category catalogue with its exact ids, and adds nothing on a second run', async () => {
    const rows = await server.ctx.db.selectFrom('categories').select(['id', 'name', 'parent_id']).orderBy('id').execute();
    expect(rows.map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id }))).toEqual(
      categories.toSorted((a, b) => a.id - b.id),
    );
    expect(rows[0]?.id).toBe(181);
    expect(rows.at(-1)?.id).toBe(272);
    expect(rows.filter((row) => row.parent_id === 269).map((row) => [row.id, row.name])).toEqual([
      [270, 'Receptionist'],
      [271, 'Floor Manager'],
      [272, 'Assistant'],
    ]);
    expect(rows.filter((row) => row.parent_id !== null && row.parent_id !== 269).map((row) => row.id)).toEqual(
      Array.from({ length: 79 }, (_, index) => 190 + index),
    );
    expect(await seedCategories(server.ctx.db, now)).toBe(0);
  });

  it('creates the administrator only once', async () => {
    const again = await seedAdmin(server.ctx.db, { email: 'other@chairside.test', password: undefined, argon2: server.config.argon2, now });
    expect(again).toEqual({ created: false, email: 'other@chairside.test' });
    const admins = await server.ctx.db.selectFrom('accounts').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: 'admin@chairside.test' }]);
  });

  it('seeds demo data from the fixtures, whose dashboard matches the fixtures’ own summary', async () => {
    const counts = { professionals: 30, salons: 14, privateSuites: 12, feedback: 20, supportRequests: 6 };
    const result = await seedDemo(server.ctx.db, counts, now);
    expect(result).toMatchObject(counts);

    const base = 100_001;
    const expected = summarizeAccounts(
      {
        professionals: buildProfessionalList(counts.professionals, 1, { now, firstId: base }),
        salons: buildSalonList(counts.salons, 2, { now, firstId: base + counts.professionals }),
        privateSuites: buildPrivateSuiteList(counts.privateSuites, 3, { now, firstId: base + counts.professionals + counts.salons }),
      },
      now,
    );
    const token = await server.adminToken();
    const summary = dashboardSummarySchema.parse((await call(server.app, token, { method: 'GET', url: '/api/admin/dashboard-summary' })).json());
    expect(summary).toEqual(expected);
    expect(summary.professionals.newThisMonth).toBeGreaterThan(0);

    const professionals = professionalsResponseSchema.parse((await call(server.app, token, { method: 'GET', url: '/api/admin/professionals' })).json());
    expect(professionals).toHaveLength(30);
    const profile = await call(server.app, token, { method: 'GET', url: `/api/admin/profile/professional/${professionals[0]!.id}` });
    expect(profile.statusCode).toBe(200);
    const feedback = await server.ctx.db.selectFrom('feedback').select('id').execute();
    expect(feedback).toHaveLength(20);
  });
});
