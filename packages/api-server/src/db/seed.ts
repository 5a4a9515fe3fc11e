import { randomBytes } from 'node:crypto';
import { categories } from '@chairside/api-contract';
import {
  buildFeedbackList,
  buildPrivateSuiteList,
  buildProfessionalList,
  buildSalonList,
  buildSupportRequestList,
  createRandom,
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
import { insertAccount } from './queries/accounts.ts';
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

// Several hundred rows per statement keeps well under SQLite's bound-parameter limit.
const batchSize = 400;

const inBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += batchSize) await insert(rows.slice(start, start + batchSize));
};

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

/**
 * Inserts fixture profiles with every row they carry and returns the database ids by e-mail address.
 * Fixture ids are not kept: the database numbers accounts itself.
 */
const insertProfiles = async (db: Kysely<Database>, profiles: readonly MemberProfile[]) => {
  const idByEmail = new Map<string, number>();
  await inBatches(profiles, async (batch) => {
    const accounts: NewAccount[] = batch.map((profile) => ({
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
    const inserted = await db.insertInto('accounts').values(accounts).returning(['id', 'email']).execute();
    for (const row of inserted) idByEmail.set(row.email, row.id);
  });
  const idOf = (profile: MemberProfile) => {
    const id = idByEmail.get(profile.email.toLowerCase());
    if (id === undefined) throw new Error(`Seed: no id for ${profile.email}.`);
    return id;
  };

  /** One table's rows of every profile, each tagged with the profile's account id. */
  const ownedRows = <Row extends object>(rowsOf: (profile: MemberProfile) => readonly Row[]) =>
    profiles.flatMap((profile) => rowsOf(profile).map((row) => ({ account_id: idOf(profile), ...row })));

  const information = ownedRows((profile) => (profile.UserInformation ? [userInformationRow(profile.UserInformation)] : []));
  await inBatches(information, (batch) => db.insertInto('user_information').values(batch).execute());

  const salaries = ownedRows((profile) => profile.SalaryExps.map(salaryExpectationRow));
  await inBatches(salaries, (batch) => db.insertInto('salary_expectations').values(batch).execute());

  const subscriptions = ownedRows((profile) => profile.Subscription.map(subscriptionRow));
  await inBatches(subscriptions, (batch) => db.insertInto('subscriptions').values(batch).execute());

  const units = ownedRows((profile) => (profile.role === 'private-suite' ? profile.privateSuiteUnits.map(unitRow) : []));
  await inBatches(units, (batch) => db.insertInto('private_suite_units').values(batch).execute());
  return profiles.map(idOf);
};

const reportsFor = (random: Random, professionalIds: readonly number[], reporterIds: readonly number[], now: Date) =>
  professionalIds.flatMap((accountId) => {
    const count = random.chance(0.75) ? 0 : random.int(1, 5);
    return Array.from({ length: count }, () => ({
      account_id: accountId,
      reporter_id: reporterIds.length > 0 && random.chance(0.8) ? random.pick(reporterIds) : null,
      reason: random.pick(reportReasons),
      created_at: new Date(now.getTime() - random.int(1, 300) * 86_400_000).toISOString(),
    }));
  });

/**
 * Demo data from the contract's fixtures: full profiles with photos, portfolios and CVs (local /demo/
 * files), salary expectations, working days and hours, subscriptions active and expired, suite units,
 * joining dates over two years including this month, reviews, support requests and reports. Adds to
 * what is there: e-mail addresses continue after the highest existing id so a second run never clashes.
 */
export const seedDemo = async (db: Kysely<Database>, counts: DemoCounts, now: Date, seed = 1) => {
  const maxRow = await db.selectFrom('accounts').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const base = Number(maxRow?.max ?? 0) + 100_000;
  const professionals = buildProfessionalList(counts.professionals, seed, { now, firstId: base });
  const salons = buildSalonList(counts.salons, seed + 1, { now, firstId: base + counts.professionals });
  const suites = buildPrivateSuiteList(counts.privateSuites, seed + 2, {
    now,
    firstId: base + counts.professionals + counts.salons,
  });

  return db.transaction().execute(async (trx) => {
    const professionalIds = await insertProfiles(trx, professionals);
    const salonIds = await insertProfiles(trx, salons);
    const suiteIds = await insertProfiles(trx, suites);
    const members = [...professionalIds, ...salonIds, ...suiteIds];
    const random = createRandom(seed * 7919);

    const feedback = buildFeedbackList(counts.feedback, seed, { now }).map((entry) => ({
      // Fixture authors are names only; here a review belongs to a member, or to nobody (anonymous).
      account_id: entry.user === null || members.length === 0 ? null : random.pick(members),
      stars_count: entry.starsCount,
      text: entry.text,
      created_at: entry.createdAt,
    }));
    await inBatches(feedback, (batch) => trx.insertInto('feedback').values(batch).execute());

    const support = buildSupportRequestList(counts.supportRequests, seed, { now }).map((request) => ({
      email: request.email,
      headline: request.headline,
      description: request.description,
      created_at: request.createdAt,
    }));
    await inBatches(support, (batch) => trx.insertInto('support_requests').values(batch).execute());

    const reports = reportsFor(random, professionalIds, [...salonIds, ...suiteIds], now);
    await inBatches(reports, (batch) => trx.insertInto('reports').values(batch).execute());

    return {
      professionals: professionalIds.length,
      salons: salonIds.length,
      privateSuites: suiteIds.length,
      feedback: feedback.length,
      supportRequests: support.length,
      reports: reports.length,
    };
  });
};
