import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Pool } from 'pg';

/*
 * Issue 19: the product as it runs behind a load balancer. Several real server processes (`npm start`'s
 * entry point) on one PostgreSQL, and Debian's HAProxy in front of them, checking each on /readyz. The
 * cluster test and the cluster bench both start it from here.
 */

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

export const clusterAdmin = { email: 'cluster-admin@chairside.test', password: 'cluster admin password' };

/** How often HAProxy checks each server, and how many failed checks mark it down. */
export const healthCheck = { intervalMs: 100, fall: 2, rise: 2 } as const;

export type ClusterServer = {
  name: string;
  /** The server's own address, bypassing the balancer. */
  url: string;
  child: ChildProcess;
};

export type Cluster = {
  /** The balancer's address. */
  url: string;
  servers: ClusterServer[];
  /** A pool on the cluster's schema, for checking what the database holds. */
  pool: Pool;
  /** The balancer's view of a server: 'UP', 'DOWN', 'MAINT', … ('UP 1/2' while it changes). */
  serverStatus: (name: string) => Promise<string>;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  /** A PostgreSQL the cluster gets a schema of its own in. */
  databaseUrl: string;
  /** How many servers (default 2), named a, b, … */
  servers?: number;
  /** Demo accounts of each kind to seed first. */
  demo?: number;
  /** More settings for every server. */
  env?: Record<string, string>;
};

/** Where HAProxy is: Debian installs it in /usr/sbin, which a non-root PATH may lack. */
export function haproxyPath(): string | undefined {
  const candidates = [...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'haproxy')), '/usr/sbin/haproxy'];
  return candidates.find((file) => fs.existsSync(file));
}

/** A port nothing listens on now, as the system picks it. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The same database with `search_path` set to `schema`, as a connection string the servers take. */
const inSchema = (databaseUrl: string, schema: string) => {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
};

const serverEnv = (databaseUrl: string, dataDir: string, extra: Record<string, string>) => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(dataDir, 'no-app'),
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: clusterAdmin.email,
  ADMIN_PASSWORD: clusterAdmin.password,
  SMTP_URL: '',
  MAIL_FROM: '',
  ...extra,
});

/** Starts one server and waits for the line that names its address. */
function startServer(name: string, env: NodeJS.ProcessEnv): Promise<ClusterServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server ${name} did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Chairside is serving on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ name, url: match[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server ${name} exited (${code ?? signal}) before it served:\n${output}`));
    });
  });
}

/**
 * The balancer's configuration. Each server is checked on /readyz; one that fails two checks in a row
 * is taken out. A request whose connection is refused is sent to the other server (any method: it
 * never reached one); a read whose server died mid-answer is tried again elsewhere, a write is not
 * (it may have been applied), so its client gets a clean 502 instead.
 */
const haproxyConfig = ({ port, socket, servers }: { port: number; socket: string; servers: ClusterServer[] }) =>
  [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    '  maxconn 1024',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 15s',
    '  timeout server 15s',
    '  timeout check 500ms',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server inter ${healthCheck.intervalMs}ms fall ${healthCheck.fall} rise ${healthCheck.rise}`,
    ...servers.map((server) => `  server ${server.name} ${new URL(server.url).host} check`),
    '',
  ].join('\n');

/** Sends one command to HAProxy's stats socket and answers its reply. */
const askHaproxy = (socket: string, command: string) =>
  new Promise<string>((resolve, reject) => {
    const connection = net.createConnection(socket);
    let reply = '';
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => {
      reply += chunk.toString();
    });
    connection.on('end', () => resolve(reply));
    connection.on('error', reject);
  });

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}.`);
};

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopProcess(child: ChildProcess) {
  if (ended(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the cluster: a schema of its own on `databaseUrl`, migrated and seeded once through the CLI,
 * then the servers side by side, then HAProxy; returns once the balancer has every server up.
 */
export async function startCluster({ databaseUrl, servers: count = 2, demo = 20, env = {} }: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error('HAProxy is not installed: apt-get install haproxy (the CI script installs it).');
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`create schema ${schema}`);
  const url = inSchema(databaseUrl, schema);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-cluster-'));
  const processes: ChildProcess[] = [];
  const pool = new Pool({ connectionString: url, max: 2 });

  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    await pool.end();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const cliEnv = serverEnv(url, path.join(workDir, 'cli'), env);
    await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed'], { cwd: packageDir, env: cliEnv });
    if (demo > 0) await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed-demo', '--count', String(demo), '--feedback', '0', '--support', '0'], { cwd: packageDir, env: cliEnv });
    const names = Array.from({ length: count }, (_, index) => String.fromCharCode(97 + index));
    const servers = await Promise.all(names.map((name) => startServer(name, serverEnv(url, path.join(workDir, name), env))));
    processes.push(...servers.map((server) => server.child));

    const port = await freePort();
    const socket = path.join(workDir, 'haproxy.sock');
    const configFile = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig({ port, socket, servers }));
    const balancer = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    processes.push(balancer);

    const serverStatus = async (name: string) => {
      const [header, ...rows] = (await askHaproxy(socket, 'show stat')).trim().split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const row = rows.map((line) => line.split(',')).find((cells) => cells[0] === 'api' && cells[1] === name);
      return row?.[columns.indexOf('status')] ?? 'unknown';
    };
    await waitUntil(async () => (await Promise.all(names.map(serverStatus))).every((status) => status === 'UP'), 'HAProxy to see every server up');
    return { url: `http://127.0.0.1:${port}`, servers, pool, serverStatus, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
