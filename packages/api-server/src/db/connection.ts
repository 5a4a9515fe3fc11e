import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Closes every connection. */
  destroy: () => Promise<void>;
}

export interface ConnectionOptions {
  /** A postgres:// URL; without it SQLite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file, or ':memory:' for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

export const sqliteFileName = 'chairside.sqlite';

const openSqlite = (dataDir: string): SqliteDatabase.Database => {
  if (dataDir === ':memory:') return new SqliteDatabase(':memory:');
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(dataDir, sqliteFileName));
  database.pragma('journal_mode = WAL');
  // FULL makes each commit durable before the answer goes out, at the price of an fsync per write;
  // the back-office writes rarely, so durability wins.
  database.pragma('synchronous = FULL');
  return database;
};

/** Opens the database the settings point at: PostgreSQL by URL, otherwise SQLite under `dataDir`. */
export const connect = (options: ConnectionOptions): Db => {
  if (options.databaseUrl) {
    const { schema } = options;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name "${schema}".`);
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener that
    // would crash the process instead of letting the next query reconnect.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
  }
  const database = openSqlite(options.dataDir ?? ':memory:');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
};
