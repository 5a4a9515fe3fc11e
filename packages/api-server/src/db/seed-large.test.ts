// @vitest-environment node
import { buildPrivateSuiteList, buildProfessionalList, buildSalonList } from '@chairside/api-contract/fixtures';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import type { Database } from './schema.ts';
import { demoProgressWriter, seedDemo, type DemoCounts } from './seed.ts';

const now = new Date('2026-11-20T08:00:00.000Z');

/** Every member account with how many rows of each part it has, in the order they were added. */
const accountsWithParts = (db: Kysely<Database>) =>
  db
    .selectFrom('accounts as a')
    .where('a.role', '!=', 'admin')
    .select((eb) => {
      const rowsOf = (table: 'user_information' | 'salary_expectations' | 'subscriptions' | 'private_suite_units') =>
        eb.selectFrom(table).select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef(`${table}.account_id`, '=', 'a.id');
      return [
        'a.role',
        'a.email',
        'a.full_name',
        'a.created_at',
        rowsOf('user_information').as('information'),
        rowsOf('salary_expectations').as('salaries'),
        rowsOf('subscriptions').as('subscriptions'),
        rowsOf('private_suite_units').as('units'),
      ];
    })
    .orderBy('a.id')
    .execute();

// The surrogate ids of an account's parts follow the order they were written in, which the parts change.
const withoutIds = <Row extends { id?: number }>(rows: Row[]) => rows.map(({ id: _id, ...rest }) => rest);

/** Everything a demo seed writes. */
const dump = async (db: Kysely<Database>) => ({
  // The administrators differ by their password hashes' salts.
  accounts: await db.selectFrom('accounts').selectAll().where('role', '!=', 'admin').orderBy('id').execute(),
  information: await db.selectFrom('user_information').selectAll().orderBy('account_id').execute(),
  salaries: withoutIds(await db.selectFrom('salary_expectations').selectAll().orderBy('account_id').orderBy('id').execute()),
  subscriptions: withoutIds(await db.selectFrom('subscriptions').selectAll().orderBy('account_id').orderBy('id').execute()),
  units: withoutIds(await db.selectFrom('private_suite_units').selectAll().orderBy('account_id').orderBy('id').execute()),
  feedback: await db.selectFrom('feedback').selectAll().orderBy('id').execute(),
  support: await db.selectFrom('support_requests').selectAll().orderBy('id').execute(),
  reports: await db.selectFrom('reports').selectAll().orderBy('id').execute(),
});

describe.each(testDatabases)('large demo seeds on $name', (database) => {
  let servers: TestServer[] = [];
  const fresh = async () => {
    const server = await startTestServer(database, { now });
    servers.push(server);
    return server.ctx.db;
  };
  beforeAll(() => {
    servers = [];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('writes thousands of each kind a part at a time, each account with the profile and subscriptions the fixtures give it', async () => {
    const db = await fresh();
    // Three parts of each kind, the last a short one, as a million in parts of 10,000 would be written.
    const [each, partSize] = [6_000, 2_500];
    const counts: DemoCounts = { professionals: each, salons: each, privateSuites: each, feedback: 40, supportRequests: 5 };
    const lines: string[] = [];
    const demoUrls = new Set<string>();
    const onProgress = demoProgressWriter((line) => lines.push(line), Date.now(), 0);
    const result = await seedDemo(db, counts, now, 3, { demoUrls, onProgress, partSize });
    expect(result).toMatchObject(counts);

    // The administrator has id 1, so the fixtures' ids (in the e-mail addresses) start at 100,001.
    const base = 100_001;
    const expected = [
      ...buildProfessionalList(each, 3, { now, firstId: base }),
      ...buildSalonList(each, 4, { now, firstId: base + each }),
      ...buildPrivateSuiteList(each, 5, { now, firstId: base + 2 * each }),
    ].map((profile) => ({
      role: profile.role,
      email: profile.email.toLowerCase(),
      full_name: profile.fullName,
      created_at: profile.createdAt,
      information: 1,
      salaries: profile.SalaryExps.length,
      subscriptions: profile.Subscription.length,
      units: profile.role === 'private-suite' ? profile.privateSuiteUnits.length : 0,
    }));
    const actual = (await accountsWithParts(db)).map((row) => ({
      ...row,
      information: Number(row.information),
      salaries: Number(row.salaries),
      subscriptions: Number(row.subscriptions),
      units: Number(row.units),
    }));
    expect(actual.length).toBe(3 * each);
    expect(actual).toEqual(expected);

    const reports = await db
      .selectFrom('reports as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .leftJoin('accounts as by', 'by.id', 'r.reporter_id')
      .select(['a.role as role', 'by.role as reporterRole', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['a.role', 'by.role'])
      .execute();
    expect(reports.reduce((sum, row) => sum + Number(row.n), 0)).toBe(result.reports);
    expect(result.reports).toBeGreaterThan(each / 10);
    expect(new Set(reports.map((row) => row.role))).toEqual(new Set(['professional']));
    expect(new Set(reports.map((row) => row.reporterRole))).toEqual(new Set([null, 'salon', 'private-suite']));

    expect(lines.map((line) => line.replace(/ \d+ s$/, ''))).toEqual([
      ...['professionals', 'salons', 'private suites'].flatMap((phase) => [
        `${phase}: 2,500 / 6,000 (41%)`,
        `${phase}: 5,000 / 6,000 (83%)`,
        `${phase}: 6,000 / 6,000 (100%)`,
      ]),
      'reports: 2,500 / 6,000 professionals (41%)',
      'reports: 5,000 / 6,000 professionals (83%)',
      'reports: 6,000 / 6,000 professionals (100%)',
    ]);
    expect(demoUrls.size).toBeGreaterThan(50);
    for (const url of demoUrls) expect(url).toMatch(/^\/demo\/(avatar|portfolio|suite|cv)-\d+\.(svg|pdf)$/);
  }, 120_000);

  it('gives the same data written in parts as written at once, but for the numbering of the accounts’ parts', async () => {
    const counts: DemoCounts = { professionals: 300, salons: 120, privateSuites: 90, feedback: 50, supportRequests: 10 };
    const [atOnce, inParts] = [await fresh(), await fresh()];
    const results = [await seedDemo(atOnce, counts, now, 8), await seedDemo(inParts, counts, now, 8, { partSize: 37 })];
    expect(results[1]).toEqual(results[0]);
    const [whole, parted] = [await dump(atOnce), await dump(inParts)];
    expect(parted.accounts).toHaveLength(510);
    expect(parted.reports.length).toBeGreaterThan(0);
    expect(parted.feedback.some((row) => row.account_id !== null)).toBe(true);
    expect(parted).toEqual(whole);
  }, 60_000);
});
