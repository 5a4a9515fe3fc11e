import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Compilable,
  type LogEvent,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase as KyselySqliteDatabase,
} from 'kysely';
import { Pool, type PoolClient } from 'pg';
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

/**
 * Statements PostgreSQL keeps prepared on each pooled connection, by SQL text, with their names. Every
 * other statement is parsed and planned anew each time it runs, which is right for the lists, whose
 * best plan depends on the values (a search word, a sort); a statement asked for on every request and
 * answered from a unique index (the session, a profile) has one best plan, and parsing and planning it
 * again cost more than running it (about 0.4 of a profile's 0.8 ms in PostgreSQL at a million).
 */
const preparedNames = new Map<string, string>();
/** More texts than the code has such statements would mean one whose text varies: those run unnamed. */
const maxPreparedStatements = 32;
let preparedRenames = 0;

/** Has PostgreSQL keep the statement prepared on each connection that runs it (see preparedNames). */
const keepPrepared = (sql: string) => {
  if (!preparedNames.has(sql) && preparedNames.size < maxPreparedStatements) preparedNames.set(sql, `chairside_${preparedNames.size + 1}`);
};

/**
 * A read by one key (an id, a token's hash) asked for on every request: its statement is built and
 * compiled once per database handle instead of on every call, and kept prepared on PostgreSQL (see
 * preparedNames). Kysely's building and compiling was about a seventh of the server's time on a
 * profile read, and PostgreSQL's parsing and planning as much again. `build` must make a statement
 * whose one parameter is the key (checked the first time). SQLite's connection keeps every statement
 * prepared already (withStatementCache); the compiling is saved there too.
 */
export const keyedRead = <K extends string | number, O>(build: (db: Kysely<Database>, key: K) => Compilable<O>) => {
  const statements = new WeakMap<Kysely<Database>, string>();
  return async (db: Kysely<Database>, key: K): Promise<O[]> => {
    let statement = statements.get(db);
    if (statement === undefined) {
      const compiled = build(db, key).compile();
      if (compiled.parameters.length !== 1 || compiled.parameters[0] !== key) {
        throw new Error(`keyedRead needs a statement whose one parameter is its key: ${compiled.sql}`);
      }
      statement = compiled.sql;
      keepPrepared(statement);
      statements.set(db, statement);
    }
    return (await db.executeQuery(CompiledQuery.raw(statement, [key]) as CompiledQuery<O>)).rows;
  };
};

/** Runs a statement on the connection: by its name when it is one kept prepared (see preparingPool). */
const runQuery = async (client: PoolClient, text: string, values: readonly unknown[]) => {
  const name = preparedNames.get(text);
  if (name === undefined) return client.query(text, [...values]);
  try {
    return await client.query({ name, text, values: [...values] });
  } catch (error) {
    // 0A000: "cached plan must not change result type". Another connection may have renamed it already.
    if ((error as { code?: string }).code !== '0A000') throw error;
    if (preparedNames.get(text) === name) {
      preparedRenames += 1;
      preparedNames.set(text, `${name.replace(/_r\d+$/, '')}_r${preparedRenames}`);
    }
    return client.query({ name: preparedNames.get(text)!, text, values: [...values] });
  }
};

/** A pooled connection as Kysely's driver uses it, running its statements through runQuery. */
const preparingClient = (client: PoolClient): PostgresPoolClient => ({
  query: ((textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) =>
    typeof textOrCursor === 'string' ? runQuery(client, textOrCursor, values ?? []) : client.query(textOrCursor as never)) as unknown as PostgresPoolClient['query'],
  release: () => client.release(),
});

/**
 * The pool as Kysely's PostgreSQL driver sees it: a statement kept prepared (keyedRead) runs by its
 * name. A change of schema that changes a prepared statement's columns (a migration while the server
 * runs) makes PostgreSQL refuse it on every connection that prepared it; it is then prepared afresh
 * under a new name and run again once.
 */
const preparingPool = (pool: Pool): PostgresPool => {
  const clients = new WeakMap<PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      // The same wrapper for the same connection: Kysely's driver keeps its state per client object.
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = preparingClient(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
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
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log: queries.log });
    return { kysely, dialect: 'postgres', destroy: () => kysely.destroy(), observeQueries: queries.observeQueries };
  }
  const database = openSqlite(options.dataDir ?? ':memory:');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const queries = queryLog();
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log: queries.log });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy(), observeQueries: queries.observeQueries };
};
