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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(20);
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
    await run(process.execPath, ['../../scripts/cli.mjs', 'seed'], { cwd: packageDir, env: cliEnv });
    if (demo > 0) await run(process.execPath, ['../../scripts/cli.mjs', 'seed-demo', '--count', String(demo), '--feedback', '0', '--support', '0'], { cwd: packageDir, env: cliEnv });
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

// --- Driving the cluster ----------------------------------------------------------------------------
// The test and the bench send the same requests and check the database the same way.

/** A JSON request's headers, signed in with `token` when there is one. */
export const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Signs in at `base` (the balancer or one server) and answers the status and the new session's token. */
export async function logIn(base: string, password = clusterAdmin.password, email = clusterAdmin.email) {
  const response = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: json(), body: JSON.stringify({ email, password }) });
  const body = (await response.json()) as { token?: string };
  return { status: response.status, token: body.token };
}

/** How one request ended; the times are performance.now()'s. */
export type Sent = { startedAt: number; endedAt: number; status: number | 'network error'; body?: string };

/**
 * Sends a request and records how it ended; a dropped connection is an outcome, not an exception. The
 * answer is read to its end either way (a request is over when its body is), and kept when asked.
 */
export async function timed(send: () => Promise<Response>, { keepBody = false } = {}): Promise<Sent> {
  const startedAt = performance.now();
  try {
    const response = await send();
    const body = await response.text();
    return { startedAt, endedAt: performance.now(), status: response.status, ...(keepBody ? { body } : {}) };
  } catch {
    return { startedAt, endedAt: performance.now(), status: 'network error' };
  }
}

/** An account a writer suspends and lifts again, and only that writer. */
export type OwnedAccount = { kind: 'professionals' | 'salons'; id: number };

/** One suspend or unsuspend; `entry` and `version` are what the server acknowledged it with. */
export type Write = Sent & { account: number; suspend: boolean; entry?: number; version?: number };

/** An account's row as the database holds it now. */
export async function accountState(pool: Pool, id: number) {
  const { rows } = await pool.query<{ is_suspended: number | boolean; version: number }>('select is_suspended, version from accounts where id = $1', [id]);
  return { suspended: Boolean(rows[0]?.is_suspended), version: Number(rows[0]?.version) };
}

/**
 * Turns `account` over through `base` (the balancer unless told): suspends it when `suspended` is false,
 * lifts its suspension otherwise, and answers the write with where the account is after it. That is as
 * written when the write was acknowledged; otherwise the database says, since a write that failed on
 * its way may or may not have been applied, and the next one must not repeat it.
 */
export async function toggleSuspension(cluster: Cluster, token: string, account: OwnedAccount, suspended: boolean, base = cluster.url) {
  const suspend = !suspended;
  const sent = await timed(
    () => fetch(`${base}/api/admin/${account.kind}/${account.id}/${suspend ? 'suspend' : 'unsuspend'}`, { method: 'PUT', headers: json(token), body: '{}' }),
    { keepBody: true },
  );
  const { body, ...outcome } = sent;
  if (outcome.status === 200) {
    const { entry, version } = JSON.parse(body!) as { entry: number; version: number };
    return { write: { ...outcome, account: account.id, suspend, entry, version }, suspended: suspend };
  }
  return { write: { ...outcome, account: account.id, suspend }, suspended: (await accountState(cluster.pool, account.id)).suspended };
}

const suspensionActions = ['account.suspend', 'account.unsuspend'];

/**
 * What the database contradicts in one account's writes (none: an empty list). The account must have
 * been active with no suspension in its audit log before them, and `version` is its version then when
 * known. Every acknowledged write must be in the audit log as acknowledged, with the action it asked
 * for; the account must be where its last write left it when that one was acknowledged (after a failed
 * one it may be either way); its latest entry must agree with its row, since both are written in one
 * transaction; each applied write leaves one entry, so there are at least as many entries as
 * acknowledged writes and at most as many as writes; and each raised the version once.
 */
export async function writeProblems(pool: Pool, account: { id: number; version?: number }, writes: readonly Write[]): Promise<string[]> {
  const problems: string[] = [];
  const { suspended, version } = await accountState(pool, account.id);
  const { rows } = await pool.query<{ id: number | string; action: string }>(
    'select id, action from audit_log where target_id = $1 and action = any($2) order by id',
    [account.id, suspensionActions],
  );
  const entries = new Map(rows.map((row) => [Number(row.id), row.action]));
  const acknowledged = writes.filter((write) => write.status === 200);
  for (const write of acknowledged) {
    const action = write.suspend ? 'account.suspend' : 'account.unsuspend';
    if (entries.get(write.entry!) !== action) problems.push(`account ${account.id}: acknowledged ${action} (entry ${write.entry}) is not in the audit log as such`);
  }
  const last = writes.at(-1);
  if (last?.status === 200 && last.suspend !== suspended) {
    problems.push(`account ${account.id}: its last write was an acknowledged ${last.suspend ? 'suspend' : 'unsuspend'}, but it is ${suspended ? 'suspended' : 'active'}`);
  }
  if ((rows.at(-1)?.action === 'account.suspend') !== suspended) {
    problems.push(`account ${account.id}: its latest audit entry (${rows.at(-1)?.action ?? 'none'}) disagrees with its row (${suspended ? 'suspended' : 'active'})`);
  }
  if (rows.length < acknowledged.length || rows.length > writes.length) {
    problems.push(`account ${account.id}: ${rows.length} audit entries for ${acknowledged.length} acknowledged writes of ${writes.length}`);
  }
  if (account.version !== undefined && version - account.version !== rows.length) {
    problems.push(`account ${account.id}: its version rose by ${version - account.version} for ${rows.length} audit entries`);
  }
  return problems;
}

/**
 * SIGKILLs server `name` and watches the balancer until it marks it down. Answers when both happened
 * (performance.now()); `downAt` is infinite when the balancer had not within `timeoutMs`.
 */
export async function killServer(cluster: Cluster, name: string, timeoutMs: number) {
  const server = cluster.servers.find((candidate) => candidate.name === name);
  if (!server) throw new Error(`The cluster has no server ${name}.`);
  const killedAt = performance.now();
  server.child.kill('SIGKILL');
  while (performance.now() - killedAt < timeoutMs) {
    if ((await cluster.serverStatus(name)).startsWith('DOWN')) return { killedAt, downAt: performance.now() };
    await sleep(10);
  }
  return { killedAt, downAt: Number.POSITIVE_INFINITY };
}
