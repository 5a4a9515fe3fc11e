import { findDueSuspensions, liftEndedSuspension } from '../db/queries/moderation.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { ServiceContext } from './context.ts';
import { startSweep } from './sweep.ts';

/**
 * Lifts every timed suspension that has ended, each in its own transaction with its
 * 'account.auto-unsuspend' entry (no actor, no reason). Run by the sweep and before every read that
 * shows a suspension, so an account is active again when its time is up whether or not anyone looks.
 * The update only matches a suspension that is still there and still the one that was seen, so with
 * several servers sweeping at once each lift is done, and logged, exactly once. Returns how many this
 * call lifted.
 */
export const liftEndedSuspensions = async (ctx: ServiceContext): Promise<number> => {
  const now = ctx.now();
  const due = await findDueSuspensions(ctx.db, iso(now));
  let lifted = 0;
  for (const { id, suspended_until: until } of due) {
    if (until === null) continue;
    const done = await runTransaction(ctx.db, async (trx) => {
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
    if (done) lifted += 1;
  }
  return lifted;
};

/** How often each server sweeps for ended suspensions, unless told otherwise. */
export const defaultSweepIntervalMs = 60_000;

/** Sweeps for ended suspensions every `intervalMs` until stopped (see sweep.ts). */
export const startSuspensionSweep = (ctx: ServiceContext, intervalMs: number, onError: (error: unknown) => void) =>
  startSweep(() => liftEndedSuspensions(ctx), intervalMs, onError);
