import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
// The server's own modules, not its package entry, as run.ts does: only the database layer is needed here.
import { connect } from '../../packages/api-server/src/db/connection.ts';
import { migrateToLatest } from '../../packages/api-server/src/db/migrations.ts';
import { findAccountByEmail, insertAccount, setPasswordHash } from '../../packages/api-server/src/db/queries/accounts.ts';
import { hashPassword } from '../../packages/api-server/src/services/passwords.ts';
import { repoRoot, spawnNode, stop, waitFor200 } from './processes.ts';

/*
 * The `lists` part of `npm run bench` (issue 19): p99 latency of the account lists' query shapes at
 * 10 connections, on a database seeded by `npm run cli -- seed-demo --count N`.
 *
 *   node --import tsx bench/api/lists.ts --out bench/.parts/lists.json
 *        [--data-dir DIR]      an SQLite data folder already seeded (used as is: the bench only adds
 *                              its own administrator to sign in with)
 *        [--count 100000]      otherwise: seed a fresh folder with this many accounts of each kind
 *        [--duration 5] [--connections 10] [--only sqlite|postgres]
 *
 * With BENCH_DATABASE_URL set, the same shapes run on that PostgreSQL database too; it is seeded
 * with --count accounts of each kind first when it has none.
 *
 * Each shape is one URL hammered by autocannon for --duration seconds after one request that warms
 * what a server keeps per data version (the counts); that first request is reported too, as the
 * cost of the first read after a write.
 */

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
if (values.only !== undefined && !['sqlite', 'postgres'].includes(values.only)) {
  console.error('--only takes sqlite or postgres.');
  process.exit(2);
}
const count = Number(values.count);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (![count, duration, connections].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--count, --duration and --connections must be positive whole numbers.');
  process.exit(2);
}

const port = 8310;
const base = `http://127.0.0.1:${port}`;
const email = 'bench-lists@chairside.test';
const password = 'bench lists password';
const targetMs = 50;

interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { op: '<='; value: number };
  met?: boolean;
  note?: string;
}

/** Seeds with the CLI, as a person would, so the bench measures the data the command makes. */
const seed = (env: Record<string, string>) => {
  console.log(`Seeding ${count.toLocaleString('en-US')} accounts of each kind with seed-demo...`);
  const started = Date.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/api-server/src/cli.ts', 'seed-demo', '--count', String(count), '--seed', '1'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return (Date.now() - started) / 1000;
};

/** A sign-in of our own: the bench never depends on the database's administrator password. */
const prepare = async (target: { dataDir?: string; databaseUrl?: string }) => {
  const db = connect(target);
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const passwordHash = await hashPassword(password, { memoryCost: 256, timeCost: 1, parallelism: 1 });
    const now = new Date().toISOString();
    const existing = await findAccountByEmail(db.kysely, email);
    if (existing) await setPasswordHash(db.kysely, existing.id, passwordHash, now);
    else await insertAccount(db.kysely, { role: 'admin', fullName: 'Bench Lists', email, passwordHash, now });
    const kinds = await db.kysely.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'professional').executeTakeFirstOrThrow();
    return Number(kinds.n);
  } finally {
    await db.destroy();
  }
};

const shapes = (total: number) => {
  const middle = Math.max(1, Math.ceil(total / 20 / 2));
  const list = '/api/admin/professionals';
  const sorts = ['name', 'location', 'joiningDate', 'status', 'subscription', 'reports'].flatMap((key) =>
    (['asc', 'desc'] as const).map((direction) => [`first page by ${key}.${direction}`, `${list}?sort=${key}.${direction}&limit=20`] as const),
  );
  return [
    ...sorts,
    ['page 50,000 at limit 20 (joining date, newest first)', `${list}?page=50000&limit=20`],
    [`middle page (${middle.toLocaleString('en-US')}) at limit 20 by name`, `${list}?sort=name.asc&page=${middle}&limit=20`],
    ['status.asc,joiningDate.desc, first page', `${list}?sort=status.asc,joiningDate.desc&limit=20`],
    ['one-word search (maria)', `${list}?search=maria&limit=20`],
    ['two-word search (maria sea)', `${list}?search=maria%20sea&limit=20`],
    ['search matching nothing (zzqx)', `${list}?search=zzqx&limit=20`],
    ['one-word search, short prefix (ma)', `${list}?search=ma&limit=20`],
    ['private suites, first page (SPEC.md call)', '/api/admin/private-suites?page=1&limit=10'],
  ] as const;
};

const measure = async (database: string, env: Record<string, string>, total: number) => {
  const child = spawnNode(['scripts/start.mjs'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(os.tmpdir(), 'chairside-bench-no-admin-app'),
    SEED_DEMO: '0',
  });
  const figures: Figure[] = [];
  const table: Record<string, string | number>[] = [];
  try {
    await waitFor200(`${base}/healthz`, child, { everyMs: 100, timeoutMs: 300_000 });
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const [name, url] of shapes(total)) {
      const started = performance.now();
      const first = await fetch(`${base}${url}`, { headers });
      const body = (await first.json()) as { total?: number; data?: unknown[] };
      const firstMs = Math.round((performance.now() - started) * 10) / 10;
      if (!first.ok) throw new Error(`${url}: ${first.status} ${JSON.stringify(body)}`);
      const result: Result = await autocannon({ url: `${base}${url}`, headers, connections, duration, timeout: 30 });
      const failed = result.errors + result.non2xx + result.timeouts;
      const p99 = result.latency.p99;
      figures.push({
        name: `${database}: ${name}, p99 at ${connections} connections`,
        value: p99,
        unit: 'ms',
        target: { op: '<=', value: targetMs },
        met: p99 <= targetMs && failed === 0,
        note: `p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s, total ${body.total ?? 'n/a'}, ${body.data?.length ?? 0} rows; first request ${firstMs} ms; ${failed} failed`,
      });
      table.push({ database, shape: name, 'p50 ms': result.latency.p50, 'p99 ms': p99, 'req/s': Math.round(result.requests.average), 'first ms': firstMs, total: body.total ?? '', failed });
    }
  } finally {
    await stop(child);
  }
  console.table(table);
  return figures;
};

const figures: Figure[] = [];
const seeded: string[] = [];
let temporary: string | undefined;
try {
  let sqliteTotal: number | undefined;
  if (values.only !== 'postgres') {
    let dataDir = values['data-dir'];
    if (!dataDir) {
      temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-lists-'));
      dataDir = temporary;
      await prepare({ dataDir });
      seeded.push(`SQLite seeded in ${seed({ DATA_DIR: dataDir }).toFixed(0)} s`);
    }
    sqliteTotal = await prepare({ dataDir });
    figures.push(...(await measure('SQLite', { DATA_DIR: dataDir }, sqliteTotal)));
  }

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let postgresTotal: number | undefined;
  if (databaseUrl && values.only !== 'sqlite') {
    postgresTotal = await prepare({ databaseUrl });
    if (postgresTotal === 0) {
      seeded.push(`PostgreSQL seeded in ${seed({ DATABASE_URL: databaseUrl }).toFixed(0)} s`);
      postgresTotal = await prepare({ databaseUrl });
    }
    figures.push(...(await measure('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-pg-')) }, postgresTotal)));
  }

  const method =
    `autocannon, ${connections} connections for ${duration} s per shape, against the API server started by \`npm start\`'s script ` +
    `(NODE_ENV=production) on the same ${os.cpus().length}-core machine, after one request per shape (reported as "first request": ` +
    `what a server keeps per data version, the counts, is made then). Data: seed-demo, seed 1; professionals (and as many salons and suites): ` +
    [sqliteTotal === undefined ? '' : `${sqliteTotal.toLocaleString('en-US')} on SQLite`, postgresTotal === undefined ? '' : `${postgresTotal.toLocaleString('en-US')} on PostgreSQL`]
      .filter(Boolean)
      .join(', ') +
    `${seeded.length > 0 ? ` (${seeded.join('; ')})` : ''}. Target: p99 <= ${targetMs} ms.`;
  if (values.out) {
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify({ section: 'Lists', method, figures }, null, 2)}\n`);
    console.log(`Wrote ${values.out}.`);
  }
} finally {
  if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
}
