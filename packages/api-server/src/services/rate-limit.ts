import type { RateLimit } from '../config.ts';
import { addSeconds, iso } from '../db/time.ts';
import { decrementCounter, deleteCounter, incrementCounter } from '../db/queries/rate-limits.ts';
import { ServiceError } from './errors.ts';
import type { ServiceContext } from './context.ts';

/** "in 1 minute", "in 14 minutes", "in 30 seconds": when a limited caller may try again. */
export const describeWait = (seconds: number): string => {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const rateLimitedError = (seconds: number, what: string) =>
  new ServiceError('rate-limited', `Too many ${what}. Please try again ${describeWait(seconds)}.`, seconds);

/**
 * Counts one event against `key` and throws a 'rate-limited' failure once the window holds more than
 * `limit.max`. The counters live in the database, so every server process sees the same ones.
 */
export const consume = async (ctx: ServiceContext, key: string, limit: RateLimit, what: string): Promise<void> => {
  const now = ctx.now();
  const { count, resetAt } = await incrementCounter(ctx.db, key, iso(now), iso(addSeconds(now, limit.windowSeconds)));
  if (count > limit.max) {
    const seconds = Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000));
    throw rateLimitedError(seconds, what);
  }
};

export const refund = (ctx: ServiceContext, key: string) => decrementCounter(ctx.db, key);

export const clear = (ctx: ServiceContext, key: string) => deleteCounter(ctx.db, key);
