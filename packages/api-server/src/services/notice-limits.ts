import { bulkMessages } from '@chairside/api-contract';
import { decrementCounter, incrementCounter } from '../db/queries/rate-limits.ts';
import { addSeconds, iso } from '../db/time.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { describeWait } from './rate-limit.ts';

/*
 * Notices to account holders per staff member per hour (NOTICE_RATE_LIMIT), so one session cannot mail
 * a thousand members: a request counts the notices it may send before anything changes, in one atomic
 * step shared by every server, and gives back those it did not send.
 */

const noticeKey = (actor: Actor) => `notices:${actor.id}`;

/**
 * Counts `count` notices against the actor's hour, or refuses (429, nothing counted) when they do not
 * all fit; the caller has changed nothing yet.
 */
export const reserveNotices = async (ctx: ServiceContext, actor: Actor, count: number) => {
  if (count === 0) return;
  const limit = ctx.config.moderation.noticeRateLimit;
  const now = ctx.now();
  const counted = await incrementCounter(ctx.db, noticeKey(actor), iso(now), iso(addSeconds(now, limit.windowSeconds)), count);
  if (counted.count <= limit.max) return;
  await decrementCounter(ctx.db, noticeKey(actor), count);
  const seconds = Math.max(1, Math.ceil((Date.parse(counted.resetAt) - now.getTime()) / 1000));
  const left = Math.max(0, limit.max - (counted.count - count));
  throw new ServiceError('rate-limited', bulkMessages.tooManyNotices(limit.max, count, left, describeWait(seconds)), seconds);
};

/** Gives back notices a request counted but did not send (accounts refused or skipped). */
export const releaseNotices = async (ctx: ServiceContext, actor: Actor, count: number) => {
  if (count > 0) await decrementCounter(ctx.db, noticeKey(actor), count);
};
