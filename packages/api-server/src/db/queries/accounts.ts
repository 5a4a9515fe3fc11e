import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { keyedRead, type DialectName } from '../connection.ts';
import type { Database } from '../schema.ts';
import { countListed, matchesWords, searchWords } from './account-list.ts';
import type { StaffRole } from '@chairside/api-contract';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The account kinds the back-office moderates. */
export type MemberRole = 'professional' | 'salon' | 'private-suite';

/** `%`, `_` and the escape character itself match literally in a search. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// SQLite has no default LIKE escape character, PostgreSQL's is the backslash: name it for both.
export const contains = (column: Expression<string | null>, pattern: string) =>
  sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;

/** An account's next version, for the `set` of every update of its row: each change raises it by 1. */
export const nextVersion = (eb: ExpressionBuilder<Database, 'accounts'>) => eb('version', '+', 1);

export interface MatchingOptions {
  role: MemberRole;
  search?: string | undefined;
  dialect: DialectName;
}

const matching = (db: Executor, options: MatchingOptions) => {
  const query = db.selectFrom('accounts as a').where('a.role', '=', options.role);
  const words = searchWords(options.search);
  return words.length === 0 ? query : query.where(matchesWords(options.dialect, options.role, words));
};

/** How many accounts of a kind the list's search matches (all of them without one). */
export const countAccounts = (db: Executor, options: MatchingOptions): Promise<number> =>
  countListed(db, options.dialect, options.role, searchWords(options.search));

/**
 * Every account of a kind the list's search matches, newest joining date first, at most `limit`:
 * ids, names and versions for 'Select all N matching'. `countAccounts` gives how many there are.
 */
export const matchingAccounts = (db: Executor, options: MatchingOptions, limit: number) =>
  matching(db, options)
    .select(['a.id', 'a.full_name', 'a.version'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/** Unexpired subscriptions of the given accounts (or of every account of a role), newest expiry first. */
export const activeSubscriptions = async (
  db: Executor,
  scope: { accountIds: number[] } | { role: MemberRole },
  now: string,
) => {
  if ('accountIds' in scope && scope.accountIds.length === 0) return [];
  let query = db
    .selectFrom('subscriptions as s')
    .selectAll('s')
    .where('s.expires_at', '>', now)
    .orderBy('s.expires_at', 'desc')
    .orderBy('s.id', 'desc');
  query =
    'accountIds' in scope
      ? query.where('s.account_id', 'in', scope.accountIds)
      : query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('accounts as owner')
              .select('owner.id')
              .whereRef('owner.id', '=', 's.account_id')
              .where('owner.role', '=', scope.role),
          ),
        );
  return query.execute();
};

export const findAccountById = (db: Executor, id: number) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The account, locked for the rest of the transaction on PostgreSQL so that two administrators acting
 * on it take turns: the second reads it as the first left it, or finds it gone. Every moderation
 * transaction takes this lock before any other, so they all lock in one order. SQLite runs one
 * transaction at a time and needs no lock (nor knows the syntax).
 */
export const lockAccountById = (db: Executor, id: number, dialect: 'sqlite' | 'postgres') => {
  const query = db.selectFrom('accounts').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

export const findAccountByEmail = (db: Executor, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** The account with its user information, as `findAccountWithInformation` gives it. */
const accountWithInformation = (db: Executor, id: number) =>
  db
    .selectFrom('accounts')
    .leftJoin('user_information', 'user_information.account_id', 'accounts.id')
    .selectAll('accounts')
    .select([
      'user_information.profile_image_url as info_profile_image_url',
      'user_information.city as info_city',
      'user_information.state as info_state',
      'user_information.about as info_about',
      'user_information.portfolio as info_portfolio',
      'user_information.cv_url as info_cv_url',
      'user_information.positions_open as info_positions_open',
      'user_information.categories_id as info_categories_id',
      'user_information.working_days as info_working_days',
      'user_information.created_at as info_created_at',
      'user_information.updated_at as info_updated_at',
    ])
    .where('accounts.id', '=', id);

/**
 * The account with its user information (a row keyed by the account, so at most one), in one read: the
 * information's columns come back prefixed `info_`, all null when it has none (`info_created_at` tells: the column is never null in a row).
 */
const findAccountWithInformation = (db: Executor, id: number) => accountWithInformation(db, id).executeTakeFirst();

/** findProfile's statement on PostgreSQL: the account, its information, and its two lists as JSON. */
const profileRow = keyedRead((db, id: number) =>
  accountWithInformation(db, id).select((eb) => [
    jsonArrayFrom(
      eb
        .selectFrom('salary_expectations')
        .selectAll('salary_expectations')
        .whereRef('salary_expectations.account_id', '=', 'accounts.id')
        .orderBy('salary_expectations.created_at', 'desc')
        .orderBy('salary_expectations.id', 'desc'),
    ).as('salary_expectations'),
    jsonArrayFrom(
      eb
        .selectFrom('subscriptions')
        .selectAll('subscriptions')
        .whereRef('subscriptions.account_id', '=', 'accounts.id')
        .orderBy('subscriptions.expires_at', 'desc')
        .orderBy('subscriptions.id', 'desc'),
    ).as('subscriptions'),
  ]),
);

/**
 * Everything a profile shows of an account: the account with its user information, its salary
 * expectations (newest first) and its subscriptions (the one that runs longest first). On PostgreSQL
 * in one statement, the lists aggregated as JSON beside the row: each statement is a round trip over
 * the network, and three of them were most of a profile's time under load (p99 16 ms at 10
 * connections on a million accounts). SQLite answers in process, where three plain reads cost
 * nothing more and keep its numbers exactly as stored.
 */
export const findProfile = async (db: Executor, id: number, dialect: DialectName) => {
  if (dialect === 'postgres') {
    const [row] = await profileRow(db, id);
    if (!row) return undefined;
    const { salary_expectations: salaryExpectations, subscriptions, ...account } = row;
    return { account, salaryExpectations, subscriptions };
  }
  const account = await findAccountWithInformation(db, id);
  if (!account) return undefined;
  return { account, salaryExpectations: await findSalaryExpectations(db, id), subscriptions: await findSubscriptions(db, id) };
};

const findSalaryExpectations = (db: Executor, accountId: number) =>
  db
    .selectFrom('salary_expectations')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Every subscription of the account, the one that runs longest first. */
const findSubscriptions = (db: Executor, accountId: number) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('expires_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findPrivateSuiteUnits = (db: Executor, accountId: number) =>
  db.selectFrom('private_suite_units').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

/** A new account with no profile rows yet (an administrator, or a member made from the command line). */
/**
 * Adds an account. An `admin` account is a staff member too: it gets its `staff_members` row with the
 * staff role given (owner unless told otherwise), so no administrator is ever without a role.
 */
export const insertAccount = async (
  db: Executor,
  account: { role: 'admin' | MemberRole; fullName: string; email: string; passwordHash: string | null; now: string; staffRole?: StaffRole },
) => {
  const inserted = await db
    .insertInto('accounts')
    .values({
      role: account.role,
      full_name: account.fullName,
      email: account.email.toLowerCase(),
      password_hash: account.passwordHash,
      is_suspended: 0,
      address: null,
      image_url: null,
      created_at: account.now,
      updated_at: account.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (account.role === 'admin') {
    await db.insertInto('staff_members').values({ account_id: inserted.id, staff_role: account.staffRole ?? 'owner' }).execute();
  }
  return inserted;
};

/** The administrator's own editable fields. */
export const updateProfileFields = (
  db: Executor,
  id: number,
  fields: { full_name: string; email: string; address: string | null; image_url: string | null },
  now: string,
) => db.updateTable('accounts').set({ ...fields, updated_at: now, version: nextVersion }).where('id', '=', id).execute();

export const setPasswordHash = (db: Executor, id: number, passwordHash: string, now: string) =>
  db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: now, version: nextVersion }).where('id', '=', id).execute();

/**
 * Removes an account and every row that belongs to it; returns how many accounts went (0 or 1). The foreign keys cascade too; naming each table
 * keeps the rule visible and independent of the database's foreign-key setting.
 */
export const deleteAccountRows = async (db: Executor, id: number) => {
  await db.deleteFrom('sessions').where('account_id', '=', id).execute();
  await db.deleteFrom('salary_expectations').where('account_id', '=', id).execute();
  await db.deleteFrom('subscriptions').where('account_id', '=', id).execute();
  await db.deleteFrom('private_suite_units').where('account_id', '=', id).execute();
  await db.deleteFrom('feedback').where('account_id', '=', id).execute();
  await db.deleteFrom('reports').where('account_id', '=', id).execute();
  await db.updateTable('reports').set({ reporter_id: null }).where('reporter_id', '=', id).execute();
  await db.updateTable('policy_documents').set({ saved_by: null }).where('saved_by', '=', id).execute();
  await db.updateTable('policy_documents').set({ cancelled_by: null }).where('cancelled_by', '=', id).execute();
  await db.deleteFrom('user_information').where('account_id', '=', id).execute();
  const result = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

const memberRoles: MemberRole[] = ['professional', 'salon', 'private-suite'];

/**
 * Per kind: how many accounts, how many joined since `monthStart`, and how many hold an unexpired
 * subscription, read from the indexes (role, created_at, id) and (role, subscribed, id), so a
 * million accounts of a kind cost a few index scans rather than a pass over every row and every
 * subscription. The `subscribed` flags must be settled as of now first (settleSubscriptionFlags).
 */
export const roleSummaries = (db: Executor, monthStart: string) =>
  Promise.all(
    memberRoles.map(async (role) => {
      const { rows } = await sql<{ total: number | string; fresh: number | string; subscribed: number | string }>`select
        (select count(*) from accounts where role = ${role}) as total,
        (select count(*) from accounts where role = ${role} and created_at >= ${monthStart}) as fresh,
        (select count(*) from accounts where role = ${role} and subscribed = 1) as subscribed`.execute(db);
      // PostgreSQL answers count(*) as a bigint string.
      const [row] = rows;
      return { role, total: Number(row?.total ?? 0), newThisMonth: Number(row?.fresh ?? 0), subscribed: Number(row?.subscribed ?? 0) };
    }),
  );

/** The earliest expiry still ahead of `now`, over every subscription (the expiry index answers it). */
export const nextSubscriptionExpiry = async (db: Executor, now: string): Promise<string | undefined> => {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.min('expires_at').as('next'))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? undefined;
};
