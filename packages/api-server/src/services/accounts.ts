import {
  type PrivateSuiteListItem,
  type PrivateSuiteProfile,
  type PrivateSuitesQuery,
  type PrivateSuitesResponse,
  type ProfessionalListItem,
  type ProfessionalProfile,
  type ProfessionalsQuery,
  type Profile,
  type SalonListItem,
  type SalonProfile,
  type SalonsQuery,
  type Subscription,
} from '@chairside/api-contract';
import { defaultSort } from '@chairside/api-contract';
import type { Selectable } from 'kysely';
import {
  activeSubscriptions,
  countAccounts,
  findAccountById,
  findPrivateSuiteUnits,
  findSalaryExpectations,
  findSubscriptions,
  findUserInformation,
  listAccounts,
  type ListRow,
  type ListSortField,
  type MemberRole,
} from '../db/queries/accounts.ts';
import type { AccountRow, SubscriptionsTable } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import type { ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { liftEndedSuspensions } from './suspensions.ts';

export type { MemberRole };

/** How each kind of account is named in messages. */
const kindNames: Record<MemberRole, string> = {
  professional: 'professional',
  salon: 'salon',
  'private-suite': 'private suite',
};

const toSubscription = (row: Selectable<SubscriptionsTable>): Subscription => ({
  id: row.id,
  name: row.name,
  price: row.price,
  expiry: row.expires_at,
  createdAt: row.created_at,
});

const groupSubscriptions = (rows: Selectable<SubscriptionsTable>[]) => {
  const byAccount = new Map<number, Subscription[]>();
  for (const row of rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push(toSubscription(row));
    byAccount.set(row.account_id, list);
  }
  return byAccount;
};

const listItem = (row: ListRow, subscriptions: Map<number, Subscription[]>) => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  isSuspended: row.is_suspended === 1,
  suspendedUntil: row.suspended_until,
  version: row.version,
  createdAt: row.created_at,
  UserInformation: { city: row.city, state: row.state, createdAt: row.created_at },
  Subscription: subscriptions.get(row.id) ?? [],
});

interface ListQuery {
  search?: string | undefined;
  sort?: ListSortField | undefined;
  order?: 'asc' | 'desc' | undefined;
}

const listOptions = (ctx: ServiceContext, role: MemberRole, query: ListQuery) => ({
  role,
  search: query.search,
  sort: query.sort ?? defaultSort.sort,
  order: query.order ?? defaultSort.order,
  now: iso(ctx.now()),
});

const fullList = async (ctx: ServiceContext, role: MemberRole, query: ListQuery) => {
  await liftEndedSuspensions(ctx);
  const options = listOptions(ctx, role, query);
  const rows = await listAccounts(ctx.db, options);
  const subscriptions = groupSubscriptions(await activeSubscriptions(ctx.db, { role }, options.now));
  return rows.map((row) => ({ row, item: listItem(row, subscriptions) }));
};

/**
 * When a full list changes with no write: it shows only unexpired subscriptions and lifts ended
 * suspensions as it is read, so at the first subscription expiry or suspension end among its rows.
 * Undefined when it shows neither.
 */
export const listValidUntil = (
  items: readonly { Subscription: readonly Subscription[]; suspendedUntil?: string | null | undefined }[],
): Date | undefined => {
  let first: string | undefined;
  const consider = (time: string | null | undefined) => {
    if (time && (first === undefined || time < first)) first = time;
  };
  for (const item of items) {
    for (const { expiry } of item.Subscription) consider(expiry);
    consider(item.suspendedUntil);
  }
  return first === undefined ? undefined : new Date(first);
};

/** The variant of a full list a query asks for, as a cache key. */
export const listCacheKey = (query: ListQuery) =>
  JSON.stringify([query.search?.trim().toLowerCase() ?? '', query.sort ?? defaultSort.sort, query.order ?? defaultSort.order]);

export const listProfessionals = async (ctx: ServiceContext, query: ProfessionalsQuery): Promise<ProfessionalListItem[]> =>
  (await fullList(ctx, 'professional', query)).map(({ row, item }) => ({ ...item, reports: row.reports }));

export const listSalons = async (ctx: ServiceContext, query: SalonsQuery): Promise<SalonListItem[]> =>
  (await fullList(ctx, 'salon', query)).map(({ item }) => item);

export const listPrivateSuites = async (ctx: ServiceContext, query: PrivateSuitesQuery): Promise<PrivateSuitesResponse> => {
  await liftEndedSuspensions(ctx);
  const options = listOptions(ctx, 'private-suite', query);
  const total = await countAccounts(ctx.db, options);
  const rows = await listAccounts(ctx.db, options, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const subscriptions = groupSubscriptions(
    await activeSubscriptions(ctx.db, { accountIds: rows.map((row) => row.id) }, options.now),
  );
  const data: PrivateSuiteListItem[] = rows.map((row) => listItem(row, subscriptions));
  return { data, totalPages: Math.ceil(total / query.limit), page: query.page, limit: query.limit, total };
};

export const notFound = (role: MemberRole) => new ServiceError('not-found', `No ${kindNames[role]} has that id.`);

/** The account with this id, but only when it is of the expected kind: a salon id on the professionals route is not found. */
const accountOfKind = async (ctx: ServiceContext, id: number, role: MemberRole): Promise<AccountRow> => {
  await liftEndedSuspensions(ctx);
  const account = await findAccountById(ctx.db, id);
  if (!account || account.role !== role) throw notFound(role);
  return account;
};

const buildProfile = async (ctx: ServiceContext, account: AccountRow) => {
  const [information, salaryExps, subscriptions] = await Promise.all([
    findUserInformation(ctx.db, account.id),
    findSalaryExpectations(ctx.db, account.id),
    findSubscriptions(ctx.db, account.id),
  ]);
  return {
    id: account.id,
    fullName: account.full_name,
    email: account.email,
    isSuspended: account.is_suspended === 1,
    suspendedUntil: account.suspended_until,
    version: account.version,
    createdAt: account.created_at,
    updatedAt: account.updated_at,
    UserInformation: information
      ? {
          imageUrl: information.profile_image_url,
          city: information.city,
          state: information.state,
          about: information.about,
          portfolio: information.portfolio,
          cvUrl: information.cv_url,
          positionsOpen: information.positions_open,
          categoriesId: information.categories_id,
          workingDays: information.working_days,
          createdAt: information.created_at,
          updatedAt: information.updated_at,
        }
      : null,
    SalaryExps: salaryExps.map((row) => ({
      id: row.id,
      boothRent: row.booth_rent,
      commission: row.commission,
      salary: row.salary,
      hourly: row.hourly,
      leaseFee: row.lease_fee,
      workingDays: row.working_days,
      startTime: row.start_time,
      endTime: row.end_time,
      createdAt: row.created_at,
    })),
    Subscription: subscriptions.map(toSubscription),
  } satisfies Omit<Profile, 'role'>;
};

export const getProfessionalProfile = async (ctx: ServiceContext, id: number): Promise<ProfessionalProfile> => {
  const account = await accountOfKind(ctx, id, 'professional');
  return { ...(await buildProfile(ctx, account)), role: 'professional' };
};

export const getSalonProfile = async (ctx: ServiceContext, id: number): Promise<SalonProfile> => {
  const account = await accountOfKind(ctx, id, 'salon');
  return { ...(await buildProfile(ctx, account)), role: 'salon' };
};

export const getPrivateSuiteProfile = async (ctx: ServiceContext, id: number): Promise<PrivateSuiteProfile> => {
  const account = await accountOfKind(ctx, id, 'private-suite');
  const [profile, units] = await Promise.all([buildProfile(ctx, account), findPrivateSuiteUnits(ctx.db, account.id)]);
  return {
    ...profile,
    role: 'private-suite',
    privateSuiteUnits: units.map((unit) => ({ id: unit.id, unitSize: unit.unit_size, unitRent: unit.unit_rent })),
  };
};
