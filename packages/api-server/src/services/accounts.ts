import { type PrivateSuiteProfile, type ProfessionalProfile, type Profile, type SalonProfile, type Subscription } from '@chairside/api-contract';
import type { Selectable } from 'kysely';
import {
  findAccountById,
  findPrivateSuiteUnits,
  findSalaryExpectations,
  findSubscriptions,
  findUserInformation,
  type MemberRole,
} from '../db/queries/accounts.ts';
import type { SubscriptionsTable } from '../db/schema.ts';
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

/** A subscription row as the answers carry it. */
export const toSubscription = (row: Selectable<SubscriptionsTable>): Subscription => ({
  id: row.id,
  name: row.name,
  price: row.price,
  expiry: row.expires_at,
  createdAt: row.created_at,
});

export const notFound = (role: MemberRole) => new ServiceError('not-found', `No ${kindNames[role]} has that id.`);

/**
 * An account's profile, but only when it is of the expected kind: a salon id on the professionals
 * route is not found. Its rows are read at once (on PostgreSQL over several connections of the pool),
 * after ended suspensions are lifted, rather than the account first and the rest after it.
 */
const profileOfKind = async (ctx: ServiceContext, id: number, role: MemberRole) => {
  await liftEndedSuspensions(ctx);
  // One read after another: each is a lookup by key, and a profile that held four of PostgreSQL's pooled
  // connections at once left the other requests queueing for them (p99 11 ms at p50 6 with ten clients
  // on a pool of ten). An unknown id stops after the first.
  const account = await findAccountById(ctx.db, id);
  if (!account || account.role !== role) throw notFound(role);
  const information = await findUserInformation(ctx.db, id);
  const salaryExps = await findSalaryExpectations(ctx.db, id);
  const subscriptions = await findSubscriptions(ctx.db, id);
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

export const getProfessionalProfile = async (ctx: ServiceContext, id: number): Promise<ProfessionalProfile> => ({
  ...(await profileOfKind(ctx, id, 'professional')),
  role: 'professional',
});

export const getSalonProfile = async (ctx: ServiceContext, id: number): Promise<SalonProfile> => ({
  ...(await profileOfKind(ctx, id, 'salon')),
  role: 'salon',
});

export const getPrivateSuiteProfile = async (ctx: ServiceContext, id: number): Promise<PrivateSuiteProfile> => {
  const profile = await profileOfKind(ctx, id, 'private-suite');
  const units = await findPrivateSuiteUnits(ctx.db, id);
  return {
    ...profile,
    role: 'private-suite',
    privateSuiteUnits: units.map((unit) => ({ id: unit.id, unitSize: unit.unit_size, unitRent: unit.unit_rent })),
  };
};
