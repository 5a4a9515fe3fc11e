import type { StaffRole } from '@chairside/api-contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';

/** What every service needs: the database, the settings and a clock tests can move. */
export interface ServiceContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  now: () => Date;
  /**
   * The outbox's delivery worker. Call `outbox.wake()` after committing a transaction that wrote to
   * the outbox, so the notice goes now rather than at the next poll; it does nothing when the worker
   * is not running (tests, the CLI).
   */
  outbox: { wake: () => void };
  /** The operators' counters (/metrics); absent where nothing is measured (no METRICS_TOKEN or METRICS_PORT, the CLI). */
  metrics?: { failedSignIn: (step: SignInStep) => void } | undefined;
}

/** Where a sign-in can be refused for what was given. */
export type SignInStep = 'password' | 'second-factor';

/** The account a request acts as, as the session check found it. */
export interface Actor {
  id: number;
  role: string;
  fullName: string;
  email: string;
  sessionId: number;
  /** What this staff member may do; undefined for a member account (refused on every admin route). */
  staffRole?: StaffRole;
  /** When a factor was last given in this session. */
  authenticatedAt?: Date;
}
