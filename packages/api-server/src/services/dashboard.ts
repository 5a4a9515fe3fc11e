import type { DashboardSummary } from '@chairside/api-contract';
import { nextSubscriptionExpiry, roleSummaries } from '../db/queries/accounts.ts';
import { iso, startOfMonthUtc } from '../db/time.ts';
import { settleForRead } from './account-lists.ts';
import type { ServiceContext } from './context.ts';

/**
 * The dashboard's figures, counted from the accounts: "new this month" means created since midnight
 * UTC on the first of the current calendar month; "subscribed" means holding a subscription that has
 * not expired; "free" is the rest.
 */
export const dashboardSummary = async (ctx: ServiceContext): Promise<DashboardSummary> => {
  const now = ctx.now();
  // A subscription ends without a write: the flags the counts read are brought up to now first.
  await settleForRead(ctx);
  const rows = await roleSummaries(ctx.db, iso(startOfMonthUtc(now)));
  const of = (role: string) => {
    const row = rows.find((entry) => entry.role === role);
    const total = row?.total ?? 0;
    const subscribed = row?.subscribed ?? 0;
    return { total, newThisMonth: row?.newThisMonth ?? 0, subscribed, free: total - subscribed };
  };
  const professionals = of('professional');
  return {
    professionals: { total: professionals.total, newThisMonth: professionals.newThisMonth },
    privateSuites: of('private-suite'),
    salons: of('salon'),
  };
};

/**
 * When the summary changes with no write: at the start of the next month (nothing is new any more) or
 * when the next unexpired subscription ends, whichever comes first.
 */
export const dashboardValidUntil = async (ctx: ServiceContext, now: Date): Promise<Date> => {
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const expiry = await nextSubscriptionExpiry(ctx.db, iso(now));
  return expiry !== undefined && expiry < iso(nextMonth) ? new Date(expiry) : nextMonth;
};
