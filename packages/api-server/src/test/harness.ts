import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect, type Db } from '../db/connection.ts';
import { ensureDemoAssets } from '../db/demo-assets.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { seedAdmin, seedCategories } from '../db/seed.ts';
import type { ServiceContext } from '../services/context.ts';

/**
 * The databases the API suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL points at
 * one. Each test file gets its own SQLite file or its own PostgreSQL schema, so files run in parallel.
 */
export const testDatabases: { name: 'sqlite' | 'postgres'; url?: string }[] = [
  { name: 'sqlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export const adminEmail = 'admin@chairside.test';
export const adminPassword = 'correct horse battery';

/** argon2id at its lowest cost: the suite hashes dozens of passwords and checks behaviour, not strength. */
const testArgon2 = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export interface TestServer {
  app: FastifyInstance;
  ctx: ServiceContext;
  config: Config;
  db: Db;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance: (ms: number) => void;
  /**
   * Another app on its own connection to the same database (the same SQLite file or PostgreSQL
   * schema), as a second server process would be; closed with the server.
   */
  secondApp: () => Promise<FastifyInstance>;
  /** Logs the administrator in and returns the bearer token. */
  adminToken: () => Promise<string>;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  /** Files to put in a static folder for the admin app; without them STATIC_DIR does not exist. */
  staticFiles?: Record<string, string>;
  /** Where the server's clock starts; the real time by default. */
  now?: Date;
  /** Generate the /demo/ files before the app starts, as start-up does. */
  demoAssets?: boolean;
  /** Log at the configured level into this stream instead of not at all. */
  logStream?: NodeJS.WritableStream;
  /** How often the app lifts ended suspensions (ms); 0, never, unless given, so tests choose when. */
  suspensionSweepMs?: number;
  /** How often the app purges deleted accounts past their retention (ms); 0, never, unless given. */
  purgeSweepMs?: number;
}

export const createPostgresSchema = async (url: string) => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const pool = new Pool({ connectionString: url, max: 1 });
  await pool.query(`create schema ${schema}`);
  return {
    schema,
    drop: async () => {
      await pool.query(`drop schema if exists ${schema} cascade`);
      await pool.end();
    },
  };
};

export const startTestServer = async (
  database: (typeof testDatabases)[number],
  options: TestServerOptions = {},
): Promise<TestServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-api-test-'));
  let staticDir = path.join(dataDir, 'no-admin-app');
  if (options.staticFiles) {
    staticDir = path.join(dataDir, 'admin-app');
    for (const [file, content] of Object.entries(options.staticFiles)) {
      fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
      fs.writeFileSync(path.join(staticDir, file), content);
    }
  }
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    staticDir,
    databaseUrl: database.url,
    adminEmail,
    adminPassword,
    logLevel: 'silent',
    argon2: testArgon2,
    validateResponses: true,
    ...options.config,
  };
  const pg = database.url ? await createPostgresSchema(database.url) : undefined;
  const db = connect({ databaseUrl: database.url, dataDir, ...(pg ? { schema: pg.schema, poolSize: 4 } : {}) });
  let clock = options.now?.getTime() ?? Date.now();
  const now = () => new Date(clock);
  await migrateToLatest(db.kysely, db.dialect);
  await seedCategories(db.kysely, now());
  await seedAdmin(db.kysely, { email: adminEmail, password: adminPassword, argon2: testArgon2, now: now() });
  if (options.demoAssets) ensureDemoAssets(dataDir);
  const app = await buildApp({
    config,
    db,
    now,
    suspensionSweepMs: options.suspensionSweepMs ?? 0,
    purgeSweepMs: options.purgeSweepMs ?? 0,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  const others: { app: FastifyInstance; db: Db }[] = [];
  return {
    app,
    ctx: app.services,
    config,
    db,
    dataDir,
    advance: (ms) => {
      clock += ms;
    },
    secondApp: async () => {
      const otherDb = connect({ databaseUrl: database.url, dataDir, ...(pg ? { schema: pg.schema, poolSize: 2 } : {}) });
      const other = await buildApp({ config, db: otherDb, now, logger: false, suspensionSweepMs: 0, purgeSweepMs: 0 });
      others.push({ app: other, db: otherDb });
      return other;
    },
    adminToken: async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: adminEmail, password: adminPassword },
      });
      if (response.statusCode !== 200) throw new Error(`Admin login failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.db.destroy();
      }
      await app.close();
      await db.destroy();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A test server and a bearer token of its administrator: where most route tests start. */
export const startSignedIn = async (database: (typeof testDatabases)[number], options: TestServerOptions = {}) => {
  const server = await startTestServer(database, options);
  return { server, token: await server.adminToken() };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `app.inject` with the token's Authorization header. */
export const call = (app: FastifyInstance, token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse> =>
  app.inject({ ...options, headers: { ...(token ? bearer(token) : {}), ...options.headers } });

/** `call` with a JSON body when one is given, and any further headers (an If-Match). */
export const callJson = (
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  call(app, token, {
    method,
    url,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
