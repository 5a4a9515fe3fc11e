import fs from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon, { type Options as AutocannonOptions, type Result } from 'autocannon';
// The server's own modules, not its package entry: seeding needs the database layer only, and the
// entry would load the whole app (routes, jsdom) into the process that drives the load.
import { owaspArgon2Cost } from '../../packages/api-server/src/config.ts';
import { connect } from '../../packages/api-server/src/db/connection.ts';
import { ensureDemoAssets } from '../../packages/api-server/src/db/demo-assets.ts';
import { migrateToLatest } from '../../packages/api-server/src/db/migrations.ts';
import { seedAdmin, seedCategories, seedDemo } from '../../packages/api-server/src/db/seed.ts';
import { spawnNode, stop, waitFor200 } from './processes.ts';
import { measureStartTime, startTimePart } from './start-time.ts';
import { figureList } from './figures.ts';

/*
 * The API part of `npm run bench` (issue 7):
 *
 *   node --import tsx bench/api/run.ts --out bench/.parts/api.json [--count 10000] [--duration 5]
 *
 * Seeds a throwaway SQLite database the way `npm run cli -- seed-demo` does, runs the server with
 * `npm start`'s script (its own process, NODE_ENV=production) and measures it with autocannon from
 * this process. Writes the API part to --out and the start-up part to start.json beside it.
 */

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    'skip-start': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const duration = Number(values.duration);
if (![count, duration].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--count and --duration must be positive whole numbers.');
  process.exit(2);
}

// Ports 8300-8319 are the bench's.
const ports = { app: 8300, bare: 8301, start: 8302 };
const password = 'bench password 123';
const adminEmail = 'admin@chairside.test';
// Chromium's Accept-Encoding: the server picks brotli when it is offered, as it would for a browser.
const acceptEncoding = 'gzip, deflate, br, zstd';
const connectionCounts = [10, 100];
const fixedRateSeconds = Math.max(10, duration);

const { figures, figure } = figureList();

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Waits until the server answers its health check quickly again: requests autocannon left behind when
 * its time was up are still being worked off, and must not slow the next measurement down.
 */
const settle = async (url: string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url).then((response) => response.arrayBuffer(), () => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** autocannon, failing loudly when answers were not 2xx (a broken route must not look fast). */
/**
 * An open-loop load at an even rate: one request every 1/rate s, each timed from the moment it was due
 * (so a slow answer delays nothing and hides nothing). autocannon's fixed rate lets every connection
 * send its share of a second at once when the second starts, which is a burst, not a steady rate.
 */
const evenRate = async (options: { url: string; method: string; headers: Record<string, string>; body: string; rate: number; seconds: number }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let failures = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const call = request(
        { host: target.hostname, port: target.port, path: target.pathname, method: options.method, headers: options.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - due);
            else failures += 1;
            resolve();
          });
        },
      );
      call.on('error', () => {
        failures += 1;
        resolve();
      });
      call.end(options.body);
    });
  const started = performance.now();
  const interval = 1000 / options.rate;
  const pending: Promise<void>[] = [];
  for (let index = 0; index < options.rate * options.seconds; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? Number.NaN, 1);
  return { p50: at(0.5), p99: at(0.99), max: round(latencies.at(-1) ?? Number.NaN, 1), count: latencies.length, failures };
};

const cannon = async (options: AutocannonOptions): Promise<Result> => {
  await settle(new URL('/healthz', options.url).href);
  const result = await autocannon({ timeout: 30, ...options });
  const failed = result.errors + result.non2xx;
  if (failed > 0) console.warn(`   ${options.method ?? 'GET'} ${options.url}: ${failed} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)}).`);
  return result;
};

interface Stats {
  rate: number;
  p50: number;
  p99: number;
  bytesPerSecond: number;
  failed: number;
}
/** Runs of equal length taken together: mean rate; latencies are the runs' means (percentiles do not add up). */
const summarise = (runs: Result[]): Stats => {
  const mean = (pick: (run: Result) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    rate: mean((run) => run.requests.average),
    p50: round(mean((run) => run.latency.p50)),
    p99: round(mean((run) => run.latency.p99)),
    bytesPerSecond: mean((run) => run.throughput.average),
    failed: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  };
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** As sent: compressed when the server compressed it (fetch would decompress it on the way). */
  body: Buffer;
}
const getAsSent = (url: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** The body as sent, decompressed by its Content-Encoding. */
const decode = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(answer.body)
      : answer.body;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-'));
const children: { stop: () => Promise<void> }[] = [];
const startServer = async (args: string[], env: Record<string, string>, healthUrl: string) => {
  const child = spawnNode(args, env);
  children.push({ stop: () => stop(child) });
  await waitFor200(healthUrl, child, { everyMs: 50, timeoutMs: 120_000 });
  return child;
};

try {
  // --- Data ---------------------------------------------------------------------------------------
  const seedStarted = Date.now();
  const db = connect({ dataDir });
  await migrateToLatest(db.kysely, db.dialect);
  const now = new Date();
  await seedCategories(db.kysely, now);
  await seedAdmin(db.kysely, { email: adminEmail, password, argon2: owaspArgon2Cost, now });
  const seeded = await seedDemo(db.kysely, { professionals: count, salons: count, privateSuites: count, feedback: 500, supportRequests: 200 }, now, 1);
  ensureDemoAssets(dataDir);
  const someProfessional = await db.kysely
    .selectFrom('accounts')
    .select('id')
    .where('role', '=', 'professional')
    .orderBy('id')
    .offset(Math.floor(count / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.destroy();
  console.log(`Seeded ${JSON.stringify(seeded)} into SQLite in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);

  // --- The server, started as `npm start` starts it (production, from its bundle) -------------------
  const base = `http://127.0.0.1:${ports.app}`;
  await startServer(
    ['scripts/start.mjs'],
    {
      DATA_DIR: dataDir,
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: password,
      STATIC_DIR: path.join(dataDir, 'no-admin-app'),
      // The fixed-rate login run signs in hundreds of times from one address; each success is refunded,
      // but the limits stay out of the way of the measurement.
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
    },
    `${base}/healthz`,
  );
  const loginBody = JSON.stringify({ email: adminEmail, password });
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding };

  // --- What the answers look like -----------------------------------------------------------------
  const listUrl = `${base}/api/admin/professionals`;
  const raw = await fetch(listUrl, { headers: { authorization: headers.authorization, 'accept-encoding': 'identity' } });
  const rawBytes = Buffer.from(await raw.arrayBuffer());
  const rows = (JSON.parse(rawBytes.toString('utf8')) as unknown[]).length;
  const fetchEncoded = (url: string, encoding: string, extra: Record<string, string> = {}) =>
    getAsSent(url, { authorization: headers.authorization, 'accept-encoding': encoding, ...extra });
  const gzip = await fetchEncoded(listUrl, 'gzip');
  const brotli = await fetchEncoded(listUrl, 'br');
  const browser = await fetchEncoded(listUrl, acceptEncoding);
  const sameJson = [gzip, brotli, browser].every((answer) => decode(answer).equals(rawBytes));
  const etag = browser.headers.etag;
  const conditional = etag ? await fetchEncoded(listUrl, acceptEncoding, { 'if-none-match': etag }) : undefined;
  console.log(
    `Professionals list: ${rows} rows, ${rawBytes.length} bytes raw, ${gzip.body.length} gzip (${gzip.headers['content-encoding']}), ` +
      `${brotli.body.length} brotli (${brotli.headers['content-encoding']}); a browser gets ${browser.headers['content-encoding']}; ` +
      `ETag ${etag ?? 'none'}; If-None-Match answers ${conditional?.status ?? 'n/a'}; decompressed answers equal the raw JSON: ${sameJson}.`,
  );
  figure('GET /api/admin/professionals, rows', rows, 'rows');
  figure('GET /api/admin/professionals, raw JSON', rawBytes.length, 'bytes');
  const decodes = `Content-Encoding ${'%s'}; ${sameJson ? 'decompresses' : 'does NOT decompress'} to the raw JSON`;
  figure('GET /api/admin/professionals, Accept-Encoding: gzip', gzip.body.length, 'bytes', undefined, decodes.replace('%s', gzip.headers['content-encoding'] ?? 'none'));
  figure('GET /api/admin/professionals, Accept-Encoding: br', brotli.body.length, 'bytes', undefined, decodes.replace('%s', brotli.headers['content-encoding'] ?? 'none'));
  figure(
    'GET /api/admin/professionals with If-None-Match of its ETag, status',
    conditional?.status ?? 0,
    'HTTP status',
    undefined,
    `ETag ${etag ?? 'missing'}; 304 means not sent again`,
  );

  // --- The yardstick: a bare Fastify route with the list's bytes ----------------------------------
  const bodyFile = path.join(dataDir, 'bare-body');
  const headersFile = path.join(dataDir, 'bare-headers.json');
  fs.writeFileSync(bodyFile, browser.body);
  const copied = Object.fromEntries(
    Object.entries(browser.headers).filter(([header]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(header)),
  );
  fs.writeFileSync(headersFile, JSON.stringify(copied));
  const bare = await startServer(
    ['--import', 'tsx', 'bench/api/bare-server.ts', bodyFile, headersFile, String(ports.bare)],
    {},
    `http://127.0.0.1:${ports.bare}/healthz`,
  );
  const bareUrl = `http://127.0.0.1:${ports.bare}/list`;

  // --- Throughput and latency -----------------------------------------------------------------------
  const targets = [
    ['GET /api/admin/professionals', '/api/admin/professionals'],
    ['GET /api/admin/dashboard-summary', '/api/admin/dashboard-summary'],
    ['GET /api/admin/profile/professional/{id}', `/api/admin/profile/professional/${someProfessional.id}`],
    ['GET /api/admin/private-suites?page=1&limit=10', '/api/admin/private-suites?page=1&limit=10'],
  ] as const;
  const table: Record<string, string | number>[] = [];
  const row = (call: string, connections: number, stats: Stats) => {
    table.push({ call, connections, 'req/s': round(stats.rate), 'p50 ms': stats.p50, 'p99 ms': stats.p99, 'MB/s': round(stats.bytesPerSecond / 1e6), failed: stats.failed });
  };
  let compressedWithEtag = 0;
  const notes: string[] = [];
  for (const [name, url] of targets) {
    const sample = await fetchEncoded(`${base}${url}`, acceptEncoding);
    const encoding = sample.headers['content-encoding'] ?? 'identity';
    const size = sample.body.length;
    if (sample.headers.etag && (encoding !== 'identity' || size < 1024)) compressedWithEtag += 1;
    notes.push(`${name}: ${encoding}, ${size} bytes${sample.headers.etag ? ', ETag' : ', no ETag'}`);
    for (const connections of connectionCounts) {
      const options = { url: `${base}${url}`, headers, connections, duration };
      if (url !== '/api/admin/professionals') {
        const stats = summarise([await cannon(options)]);
        figure(`${name}, ${connections} connections, req/s`, round(stats.rate), 'req/s');
        figure(`${name}, ${connections} connections, p50 latency`, stats.p50, 'ms');
        figure(`${name}, ${connections} connections, p99 latency`, stats.p99, 'ms');
        row(name, connections, stats);
        continue;
      }
      // The list and its yardstick take turns, so a neighbour's burst of work on this shared machine
      // falls on both alike rather than on one of them.
      const listRuns: Result[] = [];
      const bareRuns: Result[] = [];
      for (let turn = 0; turn < 2; turn += 1) {
        listRuns.push(await cannon(options));
        bareRuns.push(await cannon({ ...options, url: bareUrl }));
      }
      const list = summarise(listRuns);
      const yardstick = summarise(bareRuns);
      figure(`${name}, ${connections} connections, req/s`, round(list.rate), 'req/s');
      figure(`${name}, ${connections} connections, p50 latency`, list.p50, 'ms');
      figure(`${name}, ${connections} connections, p99 latency`, list.p99, 'ms');
      figure(`bare Fastify route with the list's ${browser.headers['content-encoding'] ?? 'raw'} bytes, ${connections} connections, req/s`, round(yardstick.rate), 'req/s');
      figure(`${name} vs bare route, ${connections} connections, throughput ratio`, round(list.rate / yardstick.rate, 2), 'ratio', { op: '>=', value: 0.5 });
      row(name, connections, list);
      row('bare route, same bytes', connections, yardstick);
    }
  }
  await stop(bare);
  figure(
    'answers compressed (or under the 1 KB threshold) with an ETag',
    compressedWithEtag,
    `of ${targets.length} calls`,
    { op: '>=', value: targets.length },
    notes.join('; '),
  );

  // --- Fixed rates ----------------------------------------------------------------------------------
  const dashboard = await cannon({ url: `${base}/api/admin/dashboard-summary`, headers, connections: 10, overallRate: 1000, duration: fixedRateSeconds });
  figure('GET /api/admin/dashboard-summary at 1,000 req/s, 10 connections, p99 latency', dashboard.latency.p99, 'ms', { op: '<=', value: 10 }, `${round(dashboard.requests.average)} req/s achieved, p50 ${dashboard.latency.p50} ms`);
  row('dashboard at 1,000 req/s', 10, summarise([dashboard]));

  const loginHeaders = { 'content-type': 'application/json', 'accept-encoding': acceptEncoding };
  const steadyLogins = await evenRate({ url: `${base}/api/admin/login`, method: 'POST', headers: loginHeaders, body: loginBody, rate: 20, seconds: fixedRateSeconds });
  figure(
    'POST /api/admin/login at 20 req/s (one every 50 ms), p99 latency',
    steadyLogins.p99,
    'ms',
    { op: '<=', value: 60 },
    `argon2id m=${owaspArgon2Cost.memoryCost} KiB, t=${owaspArgon2Cost.timeCost}, p=${owaspArgon2Cost.parallelism}; p50 ${steadyLogins.p50} ms, max ${steadyLogins.max} ms, ${steadyLogins.count} logins, ${steadyLogins.failures} failed`,
  );
  const logins = await cannon({
    url: `${base}/api/admin/login`,
    method: 'POST',
    headers: loginHeaders,
    body: loginBody,
    connections: 4,
    overallRate: 20,
    duration: fixedRateSeconds,
  });
  figure(
    'POST /api/admin/login at 20 req/s in bursts (autocannon, 4 connections), p99 latency',
    logins.latency.p99,
    'ms',
    undefined,
    `each connection sends its 5 a second as soon as the second starts, so up to 4 hash at once on 2 cores; p50 ${logins.latency.p50} ms`,
  );
  row('login at 20/s', 4, summarise([logins]));

  // --- Recovery (issue 16): one bulk request of the most ids it takes, and its undo -----------------
  const json = { ...headers, 'content-type': 'application/json' };
  const post = async (pathName: string, body: unknown) => {
    const started = performance.now();
    const answer = await fetch(`${base}${pathName}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    const elapsed = performance.now() - started;
    if (!answer.ok) throw new Error(`POST ${pathName}: ${answer.status} ${await answer.text()}`);
    return { elapsed: round(elapsed, 0), results: ((await answer.json()) as { results: { ok: boolean; entry?: number }[] }).results };
  };
  const matching = (await (await fetch(`${base}/api/admin/accounts/matching?kind=salon`, { headers })).json()) as { accounts: { id: number }[] };
  const ids = matching.accounts.slice(0, 1000).map((account) => account.id);
  for (const action of ['suspend', 'delete'] as const) {
    const done = await post('/api/admin/accounts/bulk', { action, ids, reason: 'Spam or scam' });
    const undone = await post('/api/admin/undo', { entries: done.results.flatMap((result) => (result.entry ? [result.entry] : [])) });
    const failed = [...done.results, ...undone.results].filter((result) => !result.ok).length;
    figure(`POST /api/admin/accounts/bulk, ${action} ${ids.length} salons (each in its own transaction)`, done.elapsed, 'ms', undefined, `${failed} of ${ids.length * 2} failed`);
    figure(`POST /api/admin/undo of those ${ids.length} ${action === 'delete' ? 'deletes (restores)' : 'suspensions'}`, undone.elapsed, 'ms');
  }
  console.table(table);
  for (const child of children.splice(0)) await child.stop();

  const method =
    `autocannon 8 from the bench's own process against the API server in a separate process started by \`npm start\`'s script ` +
    `(scripts/start.mjs: NODE_ENV=production, the server's bundle, SQLite in a fresh data folder), on the same ${os.cpus().length}-core machine. ` +
    `Data: ${count} professionals, ${count} salons and ${count} private suites (with their subscriptions, reports and profiles) ` +
    `seeded by seedDemo as \`npm run cli -- seed-demo\` does, seed 1. Each call is measured for ${duration} s at ${connectionCounts.join(' and ')} ` +
    `connections as fast as they go, with a browser's Accept-Encoding (${acceptEncoding}) and an admin bearer token. The list's ` +
    `ratio compares it with a bare Fastify route in its own process answering the same compressed bytes and headers, measured ` +
    `in turns with it (list, bare, list, bare, ${duration} s each; the list's figures are the mean of its two turns). Fixed rates run ${fixedRateSeconds} s: the dashboard at 1,000 req/s over 10 connections, ` +
    `logins at 20 per second with argon2id at OWASP's parameters, both evenly (one every 50 ms from a small open-loop client, each timed from when it was due) ` +
    `and as autocannon sends them (each of 4 connections fires its share at the start of every second). Other latencies are autocannon's (corrected for ` +
    `coordinated omission at fixed rates); figures vary with the machine's load.`;
  const part = { section: 'API', method, figures };
  if (values.out) {
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify(part, null, 2)}\n`);
    console.log(`Wrote ${values.out}.`);
  }

  // --- Start-up -------------------------------------------------------------------------------------
  if (!values['skip-start']) {
    const times = await measureStartTime({ dataDir, port: ports.start, env: { ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' } });
    console.log(`npm start to first 200 from /healthz: ${times.runs.join(', ')} ms, median ${times.median} ms.`);
    if (values.out) {
      const startFile = path.join(path.dirname(values.out), 'start.json');
      fs.writeFileSync(startFile, `${JSON.stringify(startTimePart(times, `${count} accounts of each kind`), null, 2)}\n`);
      console.log(`Wrote ${startFile}.`);
    }
  }
} finally {
  for (const child of children) await child.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
