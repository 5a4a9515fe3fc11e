import { defaultNoticeRateLimit, defaultUndoWindowSeconds, shortestUndoWindowSeconds } from '@chairside/api-contract';
import { integer, type Env } from './config-values.ts';

/** A fixed-window limit: at most `max` events per `windowSeconds` (config.ts's RateLimit). */
interface Limit {
  max: number;
  windowSeconds: number;
}

/** Settings of moderation at scale: how long an action can be undone, and how many notices a staff member may send. */
export interface ModerationConfig {
  /** UNDO_WINDOW_SECONDS: POST /api/admin/undo answers 410 for an action older than this. */
  undoWindowSeconds: number;
  /** NOTICE_RATE_LIMIT: notices to account holders per staff member per hour. */
  noticeRateLimit: Limit;
}

/** UNDO_WINDOW_SECONDS (never shorter than the app's Undo offer and a slow answer) and NOTICE_RATE_LIMIT. */
export const moderationSettings = (env: Env): ModerationConfig => ({
  undoWindowSeconds: integer(env, 'UNDO_WINDOW_SECONDS', defaultUndoWindowSeconds, shortestUndoWindowSeconds, 86_400),
  noticeRateLimit: { max: integer(env, 'NOTICE_RATE_LIMIT', defaultNoticeRateLimit, 1, 1_000_000), windowSeconds: 3600 },
});
