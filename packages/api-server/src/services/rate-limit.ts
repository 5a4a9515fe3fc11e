import type { RateLimit } from '../config.ts';
import { addSeconds, iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { decrementCounter, deleteCounter, incrementCounter, isMarkerLive, setMarker } from '../db/queries/rate-limits.ts';
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

/** Where a counter stands after one more event: over its limit or not, and when its window ends. */
export interface Hit {
  over: boolean;
  /** Seconds until the window ends and the counter starts over. */
  retryAfterSeconds: number;
}

/**
 * Counts one event against `key` and says whether the window now holds more than `limit.max`. The
 * counters live in the database, so every server process sees the same ones.
 */
export const hit = async (ctx: ServiceContext, key: string, limit: RateLimit): Promise<Hit> => {
  const now = ctx.now();
  const { count, resetAt } = await incrementCounter(ctx.db, key, iso(now), iso(addSeconds(now, limit.windowSeconds)));
  return { over: count > limit.max, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000)) };
};

/**
 * Counts one event against `key` and throws a 'rate-limited' failure once the window holds more than
 * `limit.max`. The counters live in the database, so every server process sees the same ones.
 */
export const consume = async (ctx: ServiceContext, key: string, limit: RateLimit, what: string): Promise<void> => {
  const counted = await hit(ctx, key, limit);
  if (counted.over) throw rateLimitedError(counted.retryAfterSeconds, what);
};

/** One counter of an event and the limit it is held to. */
export interface Counter {
  key: string;
  limit: RateLimit;
}

/**
 * Counts one event against every counter, in one transaction, and throws a 'rate-limited' failure
 * (with the longest wait) when any of them is over its limit.
 */
export const consumeEach = async (ctx: ServiceContext, counters: readonly Counter[], what: string): Promise<void> => {
  const counted = await runTransaction(ctx.db, async (trx) => {
    const hits: Hit[] = [];
    for (const counter of counters) hits.push(await hit({ ...ctx, db: trx }, counter.key, counter.limit));
    return hits;
  });
  const over = counted.filter((limit) => limit.over);
  if (over.length > 0) throw rateLimitedError(Math.max(...over.map((limit) => limit.retryAfterSeconds)), what);
};

/**
 * The limit of one address where a token or an account has its own: ten times that one. Many people
 * can share an address (an office, a carrier's NAT), so one client's tries there must not lock the
 * others out, while the per-token or per-account limit still holds each target to a few.
 */
export const sharedAddressLimit = (limit: RateLimit): RateLimit => ({ max: limit.max * 10, windowSeconds: limit.windowSeconds });

/** Marks `key` as true for `seconds`, e.g. an address an account has signed in from. */
export const remember = (ctx: ServiceContext, key: string, seconds: number) =>
  setMarker(ctx.db, key, iso(addSeconds(ctx.now(), seconds)));

/** True while a `remember`ed key has not run out. */
export const isRemembered = (ctx: ServiceContext, key: string) => isMarkerLive(ctx.db, key, iso(ctx.now()));

export const refund = (ctx: ServiceContext, key: string) => decrementCounter(ctx.db, key);

export const clear = (ctx: ServiceContext, key: string) => deleteCounter(ctx.db, key);
