import { type PrivateSuiteProfile, type ProfessionalProfile, type Profile, type SalonProfile, type Subscription } from '@chairside/api-contract';
import type { Selectable } from 'kysely';
import {
  findPrivateSuiteUnits,
  findProfile,
  type MemberRole,
} from '../db/queries/accounts.ts';
import type { SubscriptionsTable } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { liftEndedSuspensionOf } from './suspensions.ts';

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
 * route is not found. One statement on PostgreSQL (see findProfile); a suspension whose time is up is
 * lifted before it is shown, and the account read again.
 */
const profileOfKind = async (ctx: ServiceContext, id: number, role: MemberRole) => {
  let found = await findProfile(ctx.db, id, ctx.dialect);
  if (!found || found.account.role !== role) throw notFound(role);
  if (await liftEndedSuspensionOf(ctx, found.account)) found = (await findProfile(ctx.db, id, ctx.dialect)) ?? found;
  const { account, salaryExpectations: salaryExps, subscriptions } = found;
  return {
    id: account.id,
    fullName: account.full_name,
    email: account.email,
    isSuspended: account.is_suspended === 1,
    suspendedUntil: account.suspended_until,
    version: account.version,
    createdAt: account.created_at,
    updatedAt: account.updated_at,
    UserInformation:
      account.info_created_at !== null && account.info_updated_at !== null
        ? {
            imageUrl: account.info_profile_image_url,
            city: account.info_city,
            state: account.info_state,
            about: account.info_about,
            portfolio: account.info_portfolio,
            cvUrl: account.info_cv_url,
            positionsOpen: account.info_positions_open,
            categoriesId: account.info_categories_id,
            workingDays: account.info_working_days,
            createdAt: account.info_created_at,
            updatedAt: account.info_updated_at,
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
