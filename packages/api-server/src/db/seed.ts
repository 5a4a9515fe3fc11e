import { randomBytes } from 'node:crypto';
import { categories } from '@chairside/api-contract';
import {
  buildFeedbackList,
  buildPrivateSuiteList,
  buildProfessionalList,
  buildSalonList,
  buildSupportRequestList,
  createRandom,
  type FixtureOptions,
  type Random,
} from '@chairside/api-contract/demo';
import type {
  PrivateSuiteProfile,
  PrivateSuiteUnit,
  ProfessionalProfile,
  SalaryExp,
  SalonProfile,
  Subscription,
  UserInformation,
} from '@chairside/api-contract';
import type { Kysely } from 'kysely';
import type { Argon2Cost } from '../config.ts';
import { hashPassword } from '../services/passwords.ts';
import { bulkInserter, type BulkInsert } from './bulk-insert.ts';
import { insertAccount, type Executor } from './queries/accounts.ts';
import type { Database, NewAccount } from './schema.ts';

/*
 * Seeds: the category catalogue and the first administrator for every database, and demo data built
 * from the contract's fixtures for a fresh embedded one.
 */

/** Inserts the categories that are missing, parents before their sub-categories. Returns how many. */
export const seedCategories = async (db: Kysely<Database>, now: Date): Promise<number> => {
  const stamp = now.toISOString();
  const ordered = categories.toSorted((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.id - b.id);
  const existing = new Set((await db.selectFrom('categories').select('id').execute()).map((row) => row.id));
  const missing = ordered.filter((category) => !existing.has(category.id));
  if (missing.length === 0) return 0;
  await db
    .insertInto('categories')
    .values(missing.map((category) => ({ id: category.id, name: category.name, parent_id: category.parentId, created_at: stamp, updated_at: stamp })))
    .execute();
  return missing.length;
};

export interface AdminSeedResult {
  created: boolean;
  email: string;
  /** Set when no password was configured and one was generated; print it once, it is stored nowhere. */
  generatedPassword?: string;
}

/** Creates the administrator when the database has none. */
export const seedAdmin = async (
  db: Kysely<Database>,
  options: { email: string; password: string | undefined; argon2: Argon2Cost; now: Date },
): Promise<AdminSeedResult> => {
  const email = options.email.toLowerCase();
  const existing = await db.selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return { created: false, email };
  const generatedPassword = options.password === undefined ? randomBytes(15).toString('base64url') : undefined;
  const password = options.password ?? generatedPassword ?? '';
  await insertAccount(db, {
    role: 'admin',
    fullName: 'Administrator',
    email,
    passwordHash: await hashPassword(password, options.argon2),
    now: options.now.toISOString(),
  });
  return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
};

export const countAccounts = async (db: Kysely<Database>) =>
  Number((await db.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

export interface DemoCounts {
  professionals: number;
  salons: number;
  privateSuites: number;
  feedback: number;
  supportRequests: number;
}

/** What `npm start` seeds into a fresh embedded database. */
export const defaultDemoCounts: DemoCounts = {
  professionals: 150,
  salons: 60,
  privateSuites: 40,
  feedback: 120,
  supportRequests: 30,
};

type MemberProfile = ProfessionalProfile | SalonProfile | PrivateSuiteProfile;

const reportReasons = [
  'Did not show up for a booked trial day.',
  'Profile photos are not their own work.',
  'Asked clients to pay outside the platform.',
  'Rude messages after a declined offer.',
  'Listed prices do not match what was charged.',
  'Duplicate account.',
];

// The columns of a profile's parts; the account id is added where they are inserted.

const userInformationRow = (info: UserInformation) => ({
  profile_image_url: info.imageUrl,
  city: info.city,
  state: info.state,
  about: info.about,
  portfolio: info.portfolio,
  cv_url: info.cvUrl,
  positions_open: info.positionsOpen,
  categories_id: info.categoriesId,
  working_days: info.workingDays,
  created_at: info.createdAt,
  updated_at: info.updatedAt,
});

const salaryExpectationRow = (exp: SalaryExp) => ({
  booth_rent: exp.boothRent,
  commission: exp.commission,
  salary: exp.salary,
  hourly: exp.hourly,
  lease_fee: exp.leaseFee,
  working_days: exp.workingDays,
  start_time: exp.startTime,
  end_time: exp.endTime,
  created_at: exp.createdAt,
});

const subscriptionRow = (subscription: Subscription) => ({
  name: subscription.name,
  price: subscription.price,
  expires_at: subscription.expiry,
  created_at: subscription.createdAt,
});

const unitRow = (unit: PrivateSuiteUnit) => ({ unit_size: unit.unitSize, unit_rent: unit.unitRent });

/** The steps of a demo seed, in their order, as its progress names them. */
export type DemoPhase = 'professionals' | 'salons' | 'private suites' | 'reports';

/** How far a seed is: `done` of `total` accounts of a kind, or of professionals given their reports. */
export interface DemoProgress {
  phase: DemoPhase;
  done: number;
  total: number;
}

export interface SeedDemoOptions {
  /** Called after each part is written. */
  onProgress?: (progress: DemoProgress) => void;
  /** Receives every /demo/ URL the new accounts refer to: the files to draw. */
  demoUrls?: Set<string>;
  /** Accounts per transaction in a large seed (default 10,000); smaller in tests. */
  partSize?: number;
}

const defaultPartSize = 10_000;

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * Progress as lines such as `professionals: 250,000 / 1,000,000 (25%) 41 s` (seconds since
 * `startedMs`): at most one a second, and always the last of each phase.
 */
export const demoProgressWriter = (write: (line: string) => void, startedMs = Date.now(), everyMs = 1_000) => {
  let lastMs = Number.NEGATIVE_INFINITY;
  return ({ phase, done, total }: DemoProgress) => {
    const nowMs = Date.now();
    if (done < total && nowMs - lastMs < everyMs) return;
    lastMs = nowMs;
    const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
    const of = phase === 'reports' ? `${thousands(total)} professionals` : thousands(total);
    write(`${phase}: ${thousands(done)} / ${of} (${percent}%) ${Math.round((nowMs - startedMs) / 1_000)} s`);
  };
};

type ListBuild = (count: number, seed: number, options: FixtureOptions) => MemberProfile[];

/**
 * Inserts fixture profiles with every row they carry and returns their database ids, in order.
 * Fixture ids are not kept: the database numbers accounts itself.
 */
const insertProfiles = async (db: Executor, insert: BulkInsert, profiles: readonly MemberProfile[]) => {
  const accounts: NewAccount[] = profiles.map((profile) => ({
    role: profile.role,
    full_name: profile.fullName,
    email: profile.email.toLowerCase(),
    password_hash: null,
    is_suspended: profile.isSuspended ? 1 : 0,
    address: null,
    image_url: profile.UserInformation?.imageUrl ?? null,
    created_at: profile.createdAt,
    updated_at: profile.updatedAt,
  }));
  // RETURNING promises no order, so ids are matched by the unique e-mail address.
  const idByEmail = new Map<string, number>();
  for (const row of await insert.returning(db, 'accounts', accounts, ['id', 'email'])) idByEmail.set(row.email, row.id);
  const ids = accounts.map((account) => {
    const id = idByEmail.get(account.email);
    if (id === undefined) throw new Error(`Seed: no id for ${account.email}.`);
    return id;
  });

  /** One table's rows of every profile, each tagged with the profile's account id. */
  const ownedRows = <Row extends object>(rowsOf: (profile: MemberProfile) => readonly Row[]) =>
    profiles.flatMap((profile, index) => rowsOf(profile).map((row) => ({ account_id: ids[index] as number, ...row })));

  await insert.rows(db, 'user_information', ownedRows((profile) => (profile.UserInformation ? [userInformationRow(profile.UserInformation)] : [])));
  await insert.rows(db, 'salary_expectations', ownedRows((profile) => profile.SalaryExps.map(salaryExpectationRow)));
  await insert.rows(db, 'subscriptions', ownedRows((profile) => profile.Subscription.map(subscriptionRow)));
  await insert.rows(db, 'private_suite_units', ownedRows((profile) => (profile.role === 'private-suite' ? profile.privateSuiteUnits.map(unitRow) : [])));
  return ids;
};

/** An id drawn from `ids` exactly as `random.pick` draws from a list of them. */
const pickId = (random: Random, ids: Float64Array) => ids[random.int(0, ids.length - 1)] as number;

const reportsFor = (random: Random, professionalIds: Float64Array, reporterIds: Float64Array, now: Date) => {
  const rows: { account_id: number; reporter_id: number | null; reason: string; created_at: string }[] = [];
  for (const accountId of professionalIds) {
    const count = random.chance(0.75) ? 0 : random.int(1, 5);
    for (let report = 0; report < count; report += 1) {
      rows.push({
        account_id: accountId,
        reporter_id: reporterIds.length > 0 && random.chance(0.8) ? pickId(random, reporterIds) : null,
        reason: random.pick(reportReasons),
        created_at: new Date(now.getTime() - random.int(1, 300) * 86_400_000).toISOString(),
      });
    }
  }
  return rows;
};

const addDemoUrls = (urls: Set<string>, profiles: readonly MemberProfile[]) => {
  for (const { UserInformation: information } of profiles) {
    if (!information) continue;
    if (information.imageUrl) urls.add(information.imageUrl);
    if (information.cvUrl) urls.add(information.cvUrl);
    if (information.portfolio) for (const url of information.portfolio.split(',')) urls.add(url);
  }
};

/**
 * Demo data from the contract's fixtures: full profiles with photos, portfolios and CVs (local /demo/
 * files), salary expectations, working days and hours, subscriptions active and expired, suite units,
 * joining dates over two years including this month, reviews, support requests and reports. Adds to
 * what is there: e-mail addresses continue after the highest existing id so a second run never clashes.
 *
 * Up to one part (10,000 accounts) of each kind, everything is one transaction. A larger seed (up to
 * a million of each kind) is built and written a part at a time, each in its own transaction, so
 * memory stays flat and SQLite's write-ahead log small; an interrupted one keeps the parts it
 * finished. Both give the same rows for the same counts, seed and `now`; only the ids of the accounts'
 * own rows (salary expectations, subscriptions, units) follow the order of the parts.
 */
export const seedDemo = async (db: Kysely<Database>, counts: DemoCounts, now: Date, seed = 1, options: SeedDemoOptions = {}) => {
  const partSize = Math.max(1, options.partSize ?? defaultPartSize);
  const maxRow = await db.selectFrom('accounts').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const base = Number(maxRow?.max ?? 0) + 100_000;
  const kinds: { phase: DemoPhase; count: number; seed: number; firstId: number; build: ListBuild }[] = [
    { phase: 'professionals', count: counts.professionals, seed, firstId: base, build: buildProfessionalList },
    { phase: 'salons', count: counts.salons, seed: seed + 1, firstId: base + counts.professionals, build: buildSalonList },
    {
      phase: 'private suites',
      count: counts.privateSuites,
      seed: seed + 2,
      firstId: base + counts.professionals + counts.salons,
      build: buildPrivateSuiteList,
    },
  ];
  const insert = bulkInserter(db);

  const seedAll = async (inPart: <T>(work: (executor: Executor) => Promise<T>) => Promise<T>) => {
    // Every new member's id, professionals then salons then suites: a few bytes each, where a million
    // objects would not fit the memory a seed may take. Reviews and reports pick from them.
    const memberIds = new Float64Array(counts.professionals + counts.salons + counts.privateSuites);
    let kindStart = 0;
    for (const kind of kinds) {
      for (let offset = 0; offset < kind.count; offset += partSize) {
        const profiles = kind.build(Math.min(partSize, kind.count - offset), kind.seed, { now, firstId: kind.firstId, offset });
        memberIds.set(await inPart((executor) => insertProfiles(executor, insert, profiles)), kindStart + offset);
        if (options.demoUrls) addDemoUrls(options.demoUrls, profiles);
        options.onProgress?.({ phase: kind.phase, done: offset + profiles.length, total: kind.count });
      }
      kindStart += kind.count;
    }
    const random = createRandom(seed * 7919);

    const feedback = buildFeedbackList(counts.feedback, seed, { now }).map((entry) => ({
      // Fixture authors are names only; here a review belongs to a member, or to nobody (anonymous).
      account_id: entry.user === null || memberIds.length === 0 ? null : pickId(random, memberIds),
      stars_count: entry.starsCount,
      text: entry.text,
      created_at: entry.createdAt,
    }));
    const support = buildSupportRequestList(counts.supportRequests, seed, { now }).map((request) => ({
      email: request.email,
      headline: request.headline,
      description: request.description,
      created_at: request.createdAt,
    }));
    await inPart(async (executor) => {
      await insert.rows(executor, 'feedback', feedback);
      await insert.rows(executor, 'support_requests', support);
    });

    const professionalIds = memberIds.subarray(0, counts.professionals);
    const reporterIds = memberIds.subarray(counts.professionals);
    let reports = 0;
    for (let offset = 0; offset < professionalIds.length; offset += partSize) {
      const part = professionalIds.subarray(offset, offset + partSize);
      const rows = reportsFor(random, part, reporterIds, now);
      await inPart((executor) => insert.rows(executor, 'reports', rows));
      reports += rows.length;
      options.onProgress?.({ phase: 'reports', done: offset + part.length, total: professionalIds.length });
    }
    return {
      professionals: counts.professionals,
      salons: counts.salons,
      privateSuites: counts.privateSuites,
      feedback: feedback.length,
      supportRequests: support.length,
      reports,
    };
  };

  if (kinds.every((kind) => kind.count <= partSize)) return db.transaction().execute((trx) => seedAll((work) => work(trx)));
  return seedAll((work) => db.transaction().execute(work));
};
