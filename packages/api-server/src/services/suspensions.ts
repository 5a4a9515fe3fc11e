import { findDueSuspensions, liftEndedSuspension } from '../db/queries/moderation.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { ServiceContext } from './context.ts';
import { startSweep } from './sweep.ts';

/**
 * Lifts one ended suspension in its own transaction with its 'account.auto-unsuspend' entry (no actor, no
 * reason). The update only matches a suspension that is still there and still the one that was seen
 * (`until`), so with several servers lifting at once it is done, and logged, exactly once. Returns
 * whether this call lifted it.
 */
const liftOne = (ctx: ServiceContext, now: Date, id: number, until: string) =>
  runTransaction(ctx.db, async (trx) => {
    const account = await liftEndedSuspension(trx, id, until, iso(now));
    if (!account) return false;
    await recordAudit(trx, now, {
      action: 'account.auto-unsuspend',
      actor: null,
      target: { id, fullName: account.full_name, role: account.role },
      until,
    });
    return true;
  });

/**
 * Lifts every timed suspension that has ended. Run by the sweep and before every read that shows
 * suspensions of many accounts (lists, logs, bulk actions), so an account is active again when its time
 * is up whether or not anyone looks. Returns how many this call lifted.
 */
export const liftEndedSuspensions = async (ctx: ServiceContext): Promise<number> => {
  const now = ctx.now();
  const due = await findDueSuspensions(ctx.db, iso(now));
  let lifted = 0;
  for (const { id, suspended_until: until } of due) {
    if (until !== null && (await liftOne(ctx, now, id, until))) lifted += 1;
  }
  return lifted;
};

/**
 * Lifts the suspension of the account just read if its time is up: a read that shows one account (its
 * profile) needs no more, and saves the search for every other. Returns whether it lifted it, in which
 * case the caller reads the account again.
 */
export const liftEndedSuspensionOf = async (
  ctx: ServiceContext,
  account: { id: number; is_suspended: number; suspended_until: string | null },
): Promise<boolean> => {
  const now = ctx.now();
  if (account.is_suspended !== 1 || account.suspended_until === null || account.suspended_until > iso(now)) return false;
  return liftOne(ctx, now, account.id, account.suspended_until);
};

/** How often each server sweeps for ended suspensions, unless told otherwise. */
export const defaultSweepIntervalMs = 60_000;

/** Sweeps for ended suspensions every `intervalMs` until stopped (see sweep.ts). */
export const startSuspensionSweep = (ctx: ServiceContext, intervalMs: number, onError: (error: unknown) => void) =>
  startSweep(() => liftEndedSuspensions(ctx), intervalMs, onError);
