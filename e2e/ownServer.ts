import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sqlitePath } from '../packages/api-server/src/db/backup';

/**
 * A server of the test's own, on its own port and data folder, for tests that stop it, restart it,
 * age its sessions or need data nobody else changes. It runs the same server `npm start` runs, on the
 * admin app already built for the shared e2e server.
 */
export type OwnServer = {
  /** The server's address; known once it has started the first time. */
  readonly baseURL: string;
  /** The server's data folder; made (and given the demo data) when it first starts. */
  readonly dataDir: string;
  /** Starts the server (again) and waits for /healthz. */
  start: () => Promise<void>;
  /** Stops the server with SIGTERM and waits until it has exited. */
  stop: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose: () => Promise<void>;
  /**
   * Runs `work` on the server's embedded database file, as time would leave it (a session expired, a
   * suspension's end reached), and closes it after.
   */
  withDatabase: <T>(work: (database: Database.Database) => T) => T;
};

export const ownAdmin = { email: 'own-admin@chairside.test', password: 'own-server-password' };

type Options = {
  /** Demo data added through the CLI before the first start, with fixed names and dates. */
  demo?: { count: number; feedback: number; support: number; asOf: string };
  /** More settings for the server, read at each start (a mail server's port is known only once it runs). */
  env?: () => Record<string, string>;
};

const cliEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });

/** A port nothing listens on now, chosen by the system (tests in parallel workers never collide). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

// A worker that ends without running afterAll still takes its servers with it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A server of the test's own. Nothing is made until the first `start`, so a spec file can declare it
 * beside its tests and start it in `beforeAll`: `const server = ownServer(...)`.
 */
export function ownServer({ demo, env }: Options = {}): OwnServer {
  let dataDir: string | undefined;
  let port = 0;
  let child: ChildProcess | undefined;

  /** The data folder, made with the demo data (if any) the first time it is needed. */
  const prepare = (): string => {
    if (dataDir !== undefined) return dataDir;
    dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-own-'));
    if (demo) {
      const seeded = spawnSync(
        process.execPath,
        [
          'scripts/cli.mjs', 'seed-demo',
          '--count', String(demo.count), '--feedback', String(demo.feedback), '--support', String(demo.support),
          '--seed', '7', '--as-of', demo.asOf,
        ],
        { env: cliEnv(dataDir), encoding: 'utf8' },
      );
      if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr}`);
    }
    return dataDir;
  };

  const start = async () => {
    if (child) return;
    const folder = prepare();
    // A restart keeps the port, so the open page finds the server where it was.
    if (port === 0) port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'packages/api-server/src/server.ts'], {
      env: {
        ...cliEnv(folder),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ownAdmin.email,
        ADMIN_PASSWORD: ownAdmin.password,
        // With demo data added by the CLI, the database is not empty and start-up adds none of its own.
        SEED_DEMO: demo ? '1' : '0',
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_ADDRESS_RATE_LIMIT: '1000',
        ...env?.(),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.add(child);
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) throw new Error(`the server on ${port} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current) return;
    if (current.exitCode === null && current.signalCode === null) {
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(current);
  };

  const dispose = async () => {
    await stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  };

  return {
    get baseURL() {
      if (port === 0) throw new Error('the server has not been started');
      return `http://127.0.0.1:${port}`;
    },
    withDatabase(work) {
      const database = new Database(sqlitePath(this.dataDir));
      try {
        return work(database);
      } finally {
        database.close();
      }
    },
    get dataDir() {
      if (dataDir === undefined) throw new Error('the server has not been started');
      return dataDir;
    },
    start,
    stop,
    dispose,
  };
}
