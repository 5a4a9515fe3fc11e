import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
// The server's own modules, as lists.ts does: only the database layer is needed here.
import { connect } from '../../packages/api-server/src/db/connection.ts';
import { migrateToLatest } from '../../packages/api-server/src/db/migrations.ts';
import { ensureBenchAdmin } from './bench-admin.ts';
import { figureList } from './figures.ts';
import { repoRoot, sampleMemory, serverPid, spawnNode, stop, waitFor200 } from './processes.ts';

/*
 * The `unpaged` part of `npm run bench`: SPEC.md's own call of the professionals
 * list, GET /api/admin/professionals without paging parameters, at a million professionals on SQLite.
 * It reports the time to the first byte and to the last, the answer's size plain and in gzip, and the
 * server's peak resident memory through it, then through three such calls at once (with /healthz
 * polled meanwhile).
 *
 *   node --import tsx bench/api/unpaged.ts --out bench/.parts/unpaged.json
 *        [--data-dir DIR]     an SQLite data folder already seeded (used as is, plus the bench's administrator)
 *        [--count 1000000]    otherwise: professionals seeded by seed-demo (no salons or suites) into
 *                             os.tmpdir()/chairside-bench-unpaged-COUNT, kept for the next run: seeding
 *                             a million takes about 9 minutes here, the measuring about two
 */

const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, count: { type: 'string', default: '1000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number.');
  process.exit(2);
}

/** The whole server within 400 MB through the call; the first bytes "at once". */
const targets = { memoryMb: 400, firstByteMs: 1000 };
const port = 8311;
const base = `http://127.0.0.1:${port}`;
const [email, password] = ['bench-unpaged@chairside.test', 'bench unpaged password'];
const round = (value: number) => Math.round(value * 10) / 10;
const mib = (bytes: number) => round(bytes / 2 ** 20);

/** Migrates, adds the bench's administrator, and counts the professionals. */
const prepare = async (dataDir: string) => {
  const db = connect({ dataDir });
  try {
    await migrateToLatest(db.kysely, db.dialect);
    await ensureBenchAdmin(db.kysely, { email, password, fullName: 'Bench Unpaged' });
    const row = await db.kysely.selectFrom('accounts').where('role', '=', 'professional').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
};

/** The data folder: the one given, or the kept one of this size, seeded first when it is not complete. */
const dataFolder = async () => {
  if (values['data-dir']) return { dataDir: values['data-dir'], seeded: 'given' };
  const dataDir = path.join(os.tmpdir(), `chairside-bench-unpaged-${count}`);
  if (fs.existsSync(dataDir) && (await prepare(dataDir)) === count) return { dataDir, seeded: `kept from an earlier run in ${dataDir}` };
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await prepare(dataDir);
  console.log(`Seeding ${count.toLocaleString('en-US')} professionals with seed-demo...`);
  const started = Date.now();
  execFileSync(process.execPath, ['scripts/cli.mjs', 'seed-demo', '--professionals', String(count), '--salons', '0', '--suites', '0', '--seed', '1'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { dataDir, seeded: `seeded in ${Math.round((Date.now() - started) / 1000)} s into ${dataDir}` };
};

interface Call {
  status: number;
  firstByteMs: number;
  totalMs: number;
  /** Bytes as sent, and after decompression. */
  sentBytes: number;
  jsonBytes: number;
  /** SHA-256 of the JSON, to compare the encodings. */
  digest: string;
  firstChars: string;
  lastChars: string;
}

/** One GET of the list, read as it arrives (decompressed on the fly, never held whole). */
const getList = (token: string, encoding: 'identity' | 'gzip') =>
  new Promise<Call>((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${base}/api/admin/professionals`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (response) => {
      let firstByteMs: number | undefined;
      let sentBytes = 0;
      let jsonBytes = 0;
      let firstChars = '';
      let lastChars = '';
      const hash = createHash('sha256');
      response.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - started;
        sentBytes += chunk.length;
      });
      const json = response.headers['content-encoding'] === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
      json.on('data', (chunk: Buffer) => {
        jsonBytes += chunk.length;
        hash.update(chunk);
        if (firstChars.length < 40) firstChars += chunk.subarray(0, 40).toString();
        lastChars = (lastChars + chunk.subarray(-40).toString()).slice(-40);
      });
      json.on('end', () =>
        resolve({ status: response.statusCode ?? 0, firstByteMs: firstByteMs ?? Number.NaN, totalMs: performance.now() - started, sentBytes, jsonBytes, digest: hash.digest('hex'), firstChars, lastChars }),
      );
      json.on('error', reject);
    });
    request.on('error', reject);
  });

const { figures, figure } = figureList();
const { dataDir, seeded } = await dataFolder();
const total = await prepare(dataDir);
const child = spawnNode(['scripts/start.mjs'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(child).finally(() => process.exit(130)));
try {
  await waitFor200(`${base}/healthz`, child, { everyMs: 100, timeoutMs: 300_000 });
  if (child.pid === undefined) throw new Error('The server was not started.');
  const pid = serverPid(child.pid);
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const memory = sampleMemory(pid);
  const plain = await getList(token, 'identity');
  const gzip = await getList(token, 'gzip');
  if (plain.status !== 200 || gzip.status !== 200) throw new Error(`The list answered ${plain.status} and ${gzip.status}.`);
  if (gzip.digest !== plain.digest) throw new Error('The gzip answer does not decompress to the plain one.');
  if (!plain.firstChars.startsWith('[{') || !plain.lastChars.endsWith('}]')) throw new Error(`Not a JSON array: ${plain.firstChars}…${plain.lastChars}`);
  const single = memory.stop();

  // Three at once, with /healthz asked every 100 ms meanwhile.
  const busy = sampleMemory(pid);
  const health: number[] = [];
  const healthFailures: string[] = [];
  const finished = new AbortController();
  const polling = (async () => {
    while (!finished.signal.aborted) {
      const started = performance.now();
      // A connection of its own each time, as a load balancer's health check makes.
      const status = await new Promise<string>((resolve) => {
        http
          .get(`${base}/healthz`, { agent: false }, (response) => response.resume().on('end', () => resolve(String(response.statusCode))))
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      if (status === '200') health.push(performance.now() - started);
      else healthFailures.push(status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const three = await Promise.all([getList(token, 'gzip'), getList(token, 'gzip'), getList(token, 'identity')]);
  const threeMs = performance.now() - started;
  finished.abort();
  await polling;
  if (three.some((call) => call.digest !== plain.digest)) throw new Error('A concurrent answer differs from the first.');
  const together = busy.stop();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = sampleMemory(pid).stop();

  const each = `${total.toLocaleString('en-US')} professionals`;
  figure('SQLite: unpaged list, time to first byte (plain)', round(plain.firstByteMs), 'ms', { op: '<=', value: targets.firstByteMs }, each);
  figure('SQLite: unpaged list, time to first byte (gzip)', round(gzip.firstByteMs), 'ms', { op: '<=', value: targets.firstByteMs }, each);
  figure('SQLite: unpaged list, total time (plain)', round(plain.totalMs / 1000), 's', undefined, `${mib(plain.jsonBytes)} MiB at ${mib(plain.jsonBytes / (plain.totalMs / 1000))} MiB/s`);
  figure('SQLite: unpaged list, total time (gzip)', round(gzip.totalMs / 1000), 's', undefined, 'compressed by the server as it goes (level 6)');
  figure('SQLite: unpaged list, answer size (plain)', mib(plain.jsonBytes), 'MiB', undefined, `${plain.jsonBytes.toLocaleString('en-US')} bytes`);
  figure('SQLite: unpaged list, answer size (gzip)', mib(gzip.sentBytes), 'MiB', undefined, `${gzip.sentBytes.toLocaleString('en-US')} bytes; decompresses to the plain answer (SHA-256 checked)`);
  figure('SQLite: server resident memory, peak through the two calls', round(single.peakMb), 'MB', { op: '<=', value: targets.memoryMb }, `${round(single.firstMb)} MB before them; ${single.samples} samples`);
  figure('SQLite: three unpaged calls at once (two gzip, one plain), total time', round(threeMs / 1000), 's', undefined, 'each answer checked equal to the first');
  figure('SQLite: server resident memory, peak through the three at once', round(together.peakMb), 'MB', { op: '<=', value: targets.memoryMb }, `${round(after.peakMb)} MB two seconds after; ${together.samples} samples`);
  figure('SQLite: /healthz during the three, slowest', round(Math.max(...health)), 'ms', undefined, `${health.length} answered 200 and ${healthFailures.length} did not${healthFailures.length > 0 ? ` (${healthFailures.join(', ')})` : ''}, asked every 100 ms; median ${round(health.toSorted((a, b) => a - b)[Math.floor(health.length / 2)] ?? 0)} ms`);
  console.table(figures.map(({ name, value, unit, met }) => ({ name, value, unit, met })));

  const method =
    `GET /api/admin/professionals without paging parameters (SPEC.md's own call, the plain array of every professional), against the API ` +
    `server started by \`npm start\`'s script (NODE_ENV=production, LIST_BATCH_ROWS default) on this ${os.cpus().length}-core machine, from ` +
    `a client in the bench process that reads the answer as it arrives (Node's http, gzip decompressed on the fly) and hashes it: once ` +
    `plain, once with Accept-Encoding: gzip (checked to decompress to the same bytes), then three at once while /healthz is asked every ` +
    `100 ms. First byte: from sending the request to the first chunk of the body. Memory: the server process's VmRSS (as in Lists) ` +
    `every 100 ms through the calls, in MB of 1024 × 1024 bytes. Targets: resident memory <= ${targets.memoryMb} MB, first byte <= ` +
    `${targets.firstByteMs} ms. Data: ${each} on SQLite, seed-demo --seed 1 with no salons or suites (${seeded}). Before the list was ` +
    `streamed: 30.2 s to the first byte, 335.6 MiB (37 MiB gzip), 2.3 GB peak.`;
  if (values.out) {
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify({ section: 'Unpaged list', method, figures }, null, 2)}\n`);
    console.log(`Wrote ${values.out}.`);
  }
} finally {
  await stop(child);
}
