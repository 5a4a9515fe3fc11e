import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A server of the test's own, on its own port and data folder, for tests that stop it, restart it,
 * age its sessions or need data nobody else changes. It runs the same server `npm start` runs, on the
 * admin app already built for the shared e2e server.
 */
export type OwnServer = {
  baseURL: string;
  dataDir: string;
  /** Starts the server (again) and waits for /healthz. */
  start: () => Promise<void>;
  /** Stops the server with SIGTERM and waits until it has exited. */
  stop: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose: () => Promise<void>;
};

export const ownAdmin = { email: 'own-admin@chairside.test', password: 'own-server-password' };

type Options = {
  port: number;
  /** Demo data added through the CLI before the first start, with fixed names and dates. */
  demo?: { count: number; feedback: number; support: number; asOf: string };
};

const cliEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });

export function ownServer({ port, demo }: Options): OwnServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  if (demo) {
    const seeded = spawnSync(
      process.execPath,
      [
        '--import', 'tsx', 'packages/api-server/src/cli.ts', 'seed-demo',
        '--count', String(demo.count), '--feedback', String(demo.feedback), '--support', String(demo.support),
        '--seed', '7', '--as-of', demo.asOf,
      ],
      { env: cliEnv(dataDir), encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr}`);
  }

  const start = async () => {
    if (child) return;
    child = spawn(process.execPath, ['--import', 'tsx', 'packages/api-server/src/server.ts'], {
      env: {
        ...cliEnv(dataDir),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ownAdmin.email,
        ADMIN_PASSWORD: ownAdmin.password,
        // With demo data added by the CLI, the database is not empty and start-up adds none of its own.
        SEED_DEMO: demo ? '1' : '0',
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_ADDRESS_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) throw new Error(`the server on ${port} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const dispose = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { baseURL, dataDir, start, stop, dispose };
}
