import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type MemberRole = 'professional' | 'salon' | 'private-suite';

export interface MemberOptions {
  role: MemberRole;
  fullName?: string;
  email?: string;
  createdAt?: Date;
  city?: string | null;
  state?: string | null;
  suspended?: boolean;
  /** Expiry dates of the account's subscriptions. */
  subscriptions?: Date[];
  units?: { size: number; rent: number }[];
  reports?: number;
  feedback?: { stars: number; text: string }[];
  withSalary?: boolean;
  passwordHash?: string | null;
  /** The account's files (URLs); each kind's usual /demo/ placeholders unless given. */
  files?: { image?: string | null; photo?: string | null; portfolio?: string | null; cv?: string | null };
}

let sequence = 0;

/** Inserts one member account with the rows the test asks for, directly through Kysely. */
export const insertMember = async (db: Kysely<Database>, options: MemberOptions) => {
  sequence += 1;
  const createdAt = (options.createdAt ?? new Date()).toISOString();
  const fullName = options.fullName ?? `${options.role} ${sequence}`;
  // The random part starts with a letter: a word of the email must not begin with a digit a test searches for.
  const email = options.email ?? `member${sequence}.r${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { id } = await db
    .insertInto('accounts')
    .values({
      role: options.role,
      full_name: fullName,
      email,
      password_hash: options.passwordHash ?? null,
      is_suspended: options.suspended ? 1 : 0,
      address: null,
      image_url: options.files?.image ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_information')
    .values({
      account_id: id,
      profile_image_url: options.files?.photo === undefined ? '/demo/avatar-1.svg' : options.files.photo,
      city: options.city === undefined ? 'Austin' : options.city,
      state: options.state === undefined ? 'TX' : options.state,
      about: `About ${fullName}`,
      portfolio:
        options.files?.portfolio === undefined
          ? options.role === 'private-suite'
            ? '/demo/suite-1.svg'
            : '/demo/portfolio-1.svg,/demo/portfolio-2.svg'
          : options.files.portfolio,
      cv_url: options.files?.cv === undefined ? (options.role === 'professional' ? '/demo/cv-1.pdf' : null) : options.files.cv,
      positions_open: '181,190',
      categories_id: '182',
      working_days: 'Monday,Tuesday',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  if (options.withSalary !== false) {
    await db
      .insertInto('salary_expectations')
      .values({
        account_id: id,
        booth_rent: 200,
        commission: 40,
        salary: 50_000,
        hourly: 25,
        lease_fee: 1_200,
        working_days: 'Monday,Tuesday',
        start_time: '09:00',
        end_time: '17:00',
        created_at: createdAt,
      })
      .execute();
  }
  for (const expiry of options.subscriptions ?? []) {
    await db
      .insertInto('subscriptions')
      .values({ account_id: id, name: 'Premium', price: 99.99, expires_at: expiry.toISOString(), created_at: createdAt })
      .execute();
  }
  for (const unit of options.units ?? []) {
    await db.insertInto('private_suite_units').values({ account_id: id, unit_size: unit.size, unit_rent: unit.rent }).execute();
  }
  for (let index = 0; index < (options.reports ?? 0); index += 1) {
    await db.insertInto('reports').values({ account_id: id, reporter_id: null, reason: 'Test report', created_at: createdAt }).execute();
  }
  for (const entry of options.feedback ?? []) {
    await db
      .insertInto('feedback')
      .values({ account_id: id, stars_count: entry.stars, text: entry.text, created_at: createdAt })
      .execute();
  }
  return { id, email, fullName };
};

/** How many rows of each table belong to the account. */
export const rowCounts = async (db: Kysely<Database>, accountId: number) => {
  const countWhere = async (table: 'sessions' | 'salary_expectations' | 'subscriptions' | 'private_suite_units' | 'feedback' | 'reports') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accounts = Number(
    (await db.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')).where('id', '=', accountId).executeTakeFirstOrThrow()).n,
  );
  const information = Number(
    (
      await db
        .selectFrom('user_information')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    accounts,
    information,
    sessions: await countWhere('sessions'),
    salary: await countWhere('salary_expectations'),
    subscriptions: await countWhere('subscriptions'),
    units: await countWhere('private_suite_units'),
    feedback: await countWhere('feedback'),
    reports: await countWhere('reports'),
  };
};
