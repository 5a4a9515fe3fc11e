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
}

/** The account a request acts as, as the session check found it. */
export interface Actor {
  id: number;
  role: string;
  fullName: string;
  email: string;
  sessionId: number;
}
