import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Closes every connection. */
  destroy: () => Promise<void>;
  /** Tells `listener` of every query from now on, when it has run or failed; returns the call that stops it. */
  observeQueries: (listener: QueryListener) => () => void;
}

/** A query's statement and how long it took, failed or not. */
export type QueryListener = (query: { sql: string; seconds: number }) => void;

/**
 * Kysely's query log, passed on to whoever listens (the metrics). Kysely's log is fixed when the
 * instance is made, and the app that measures is built after its database is opened, so the log
 * is always there and does nothing until someone listens.
 */
const queryLog = () => {
  const listeners = new Set<QueryListener>();
  return {
    log: (event: LogEvent) => {
      for (const listener of listeners) listener({ sql: event.query.sql, seconds: event.queryDurationMillis / 1000 });
    },
    observeQueries: (listener: QueryListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

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

/** How many prepared statements one SQLite connection keeps; the API's queries have far fewer shapes. */
const statementCacheSize = 500;

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept by SQL text. Kysely
 * prepares every query anew, which cost more than running the small indexed queries every request
 * makes (session, data version). Reusing a statement is safe here: Kysely runs one query at a time on
 * its single connection, and SQLite re-prepares a statement itself after a schema change.
 */
const withStatementCache = (database: SqliteDatabase.Database): KyselySqliteDatabase => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        // Least recently used goes first when the cache is full.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
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
    const queries = queryLog();
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
    return { kysely, dialect: 'postgres', destroy: () => kysely.destroy(), observeQueries: queries.observeQueries };
  }
  const database = openSqlite(options.dataDir ?? ':memory:');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const queries = queryLog();
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log: queries.log });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy(), observeQueries: queries.observeQueries };
};
