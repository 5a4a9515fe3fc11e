import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
// The cluster test's harness: the same servers, balancer and checks, driven here under a longer load.
import {
  accountState,
  haproxyPath,
  healthCheck,
  json,
  killServer,
  logIn,
  startCluster,
  timed,
  toggleSuspension,
  writeProblems,
  type Cluster,
  type OwnedAccount,
  type Sent,
  type Write,
} from '../packages/api-server/src/test/cluster.ts';
import { figureList } from './api/figures.ts';

/*
 * The `cluster` part of `npm run bench` (issue 19 §4): two API servers on one PostgreSQL behind HAProxy,
 * as packages/api-server/src/cluster.test.ts runs them, under a mixed load through the balancer while
 * one server is SIGKILLed halfway.
 *
 *   node --import tsx bench/cluster.ts --out bench/.parts/cluster.json [--duration 20] [--connections 20] [--count 2000]
 *
 * The database is BENCH_DATABASE_URL, else TEST_DATABASE_URL; the cluster works in a schema of its own
 * there, seeded with --count demo accounts of each kind and dropped at the end. Without a database or
 * HAProxy the part is written with no figures and a method that says why, as the tests part does when
 * it has nothing to read.
 *
 * Each of the --connections clients sends one request after the other (a closed loop): three reads
 * (list pages, profiles, the dashboard summary) for each write, a suspend or unsuspend of one of the
 * two accounts that client alone owns. Every request's times and status are kept, and every write is
 * compared with the database once the load is over.
 */

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    count: { type: 'string', default: '2000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const count = Number(values.count);
if (![duration, connections, count].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--duration, --connections and --count must be positive whole numbers.');
  process.exit(2);
}

/** The failed sign-ins an address may make for one email before it is refused (429), on both servers. */
const loginLimit = 3;
const cleanFailures = new Set<Sent['status']>([502, 503, 504, 'network error']);

const { figures, figure } = figureList();

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th quantile (0-1) of the times requests took, in ms, or 0 when there are none. */
const quantile = (requests: readonly Sent[], p: number) => {
  const times = requests.map((request) => request.endedAt - request.startedAt).toSorted((x, y) => x - y);
  return times.length === 0 ? 0 : round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!);
};

const writePart = (method: string) => {
  if (!values.out) return;
  fs.mkdirSync(path.dirname(values.out), { recursive: true });
  fs.writeFileSync(values.out, `${JSON.stringify({ section: 'Cluster', method, figures }, null, 2)}\n`);
  console.log(`Wrote ${values.out}.`);
};

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const unable = !databaseUrl
  ? 'neither BENCH_DATABASE_URL nor TEST_DATABASE_URL names a PostgreSQL database'
  : !haproxyPath()
    ? 'HAProxy is not installed (apt-get install haproxy)'
    : undefined;
if (unable || !databaseUrl) {
  console.log(`   not measured: ${unable}.`);
  writePart(`Not measured on this machine: ${unable}. The part starts two API servers on PostgreSQL behind HAProxy (bench/cluster.ts).`);
  process.exit(0);
}

type Recorded = Sent & { method: 'GET' | 'PUT'; path: string };

/** A read answers 200 or it failed; anything else, a network error included, counts as failed. */
const failed = (request: Sent) => request.status !== 200;

/** How many of each status, as "200 ×12, 502 ×1". */
const tally = (requests: readonly Sent[]) => {
  const counts = new Map<Sent['status'], number>();
  for (const request of requests) counts.set(request.status, (counts.get(request.status) ?? 0) + 1);
  return [...counts].map(([status, times]) => `${status} ×${times}`).join(', ') || 'none';
};

/**
 * Reads `url` until `shows` holds for its answer, up to 50 times; answers which read first showed it
 * (Infinity if none did) and when, as performance.now().
 */
const readUntil = async (url: string, token: string, shows: (body: unknown) => boolean) => {
  for (let read = 1; read <= 50; read += 1) {
    const response = await fetch(url, { headers: json(token) });
    const body: unknown = await response.json();
    if (response.ok && shows(body)) return { read, at: performance.now() };
    await sleep(10);
  }
  return { read: Number.POSITIVE_INFINITY, at: Number.POSITIVE_INFINITY };
};

type ListPage = { data: { id: number; isSuspended: boolean }[] };

/**
 * What one server does, the other knows at once: a suspension through a seen through b (its profile and
 * a list page b had just served), a sign-out through a ending the session on b, and failed sign-ins
 * counted across both. Run before the load, with both servers up and nothing else writing.
 */
async function acrossServers(cluster: Cluster, token: string) {
  const [a, b] = cluster.servers;
  const page = `${b!.url}/api/admin/professionals?page=1&limit=50&sort=name.asc`;
  const before = (await (await fetch(page, { headers: json(token) })).json()) as ListPage;
  const target = before.data.find((row) => !row.isSuspended);
  if (!target) throw new Error('The first page of professionals has no active account to suspend.');
  const profile = `${b!.url}/api/admin/profile/professional/${target.id}`;
  // b has just served both, so anything it keeps of them is there to go stale.
  await (await fetch(profile, { headers: json(token) })).arrayBuffer();
  const suspended = await fetch(`${a!.url}/api/admin/professionals/${target.id}/suspend`, { method: 'PUT', headers: json(token), body: '{}' });
  await suspended.arrayBuffer();
  if (suspended.status !== 200) throw new Error(`Suspending through a answered ${suspended.status}.`);
  const acknowledgedAt = performance.now();
  const [inProfile, inList] = await Promise.all([
    readUntil(profile, token, (body) => (body as { isSuspended?: boolean }).isSuspended === true),
    readUntil(page, token, (body) => (body as ListPage).data.some((row) => row.id === target.id && row.isSuspended)),
  ]);
  const reads = Math.max(inProfile.read, inList.read);
  figure(
    'reads of server b until it showed a suspension made through server a',
    Number.isFinite(reads) ? reads : 51,
    'reads',
    { op: '<=', value: 1 },
    `profile on read ${inProfile.read}, list page (sort=name.asc, b had just served it) on read ${inList.read}; 51 means not within 50 reads`,
  );
  figure('suspension through a, shown by b: profile', round(inProfile.at - acknowledgedAt), 'ms', undefined, "from a's answer to the end of b's answer that showed it");
  figure('suspension through a, shown by b: list page', round(inList.at - acknowledgedAt), 'ms', undefined, "from a's answer to the end of b's answer that showed it");

  const own = (await logIn(a!.url)).token!;
  const seenByB = (await fetch(`${b!.url}/api/admin/profile`, { headers: json(own) })).status;
  const signedOut = (await fetch(`${a!.url}/api/admin/logout`, { method: 'POST', headers: json(own) })).status;
  const afterSignOut = (await fetch(`${b!.url}/api/admin/profile`, { headers: json(own) })).status;
  figure(
    'a sign-out through a ends the session on b',
    seenByB === 200 && signedOut === 200 && afterSignOut === 401 ? 1 : 0,
    'yes (1) / no (0)',
    { op: '>=', value: 1 },
    `b answered ${seenByB} before, a's sign-out ${signedOut}, b after it ${afterSignOut}`,
  );

  const statuses: number[] = [];
  for (let attempt = 0; attempt < 2 * loginLimit + 2 && !statuses.includes(429); attempt += 1) {
    statuses.push((await logIn(cluster.servers[attempt % 2]!.url, 'not the password', 'nobody-here@chairside.test')).status);
  }
  const refused = statuses.indexOf(429) + 1;
  figure(
    `failed sign-ins counted across both servers: the attempt first refused (LOGIN_RATE_LIMIT=${loginLimit})`,
    refused || statuses.length + 1,
    'attempt',
    { op: '<=', value: loginLimit + 1 },
    `attempts alternate a, b, a, …: ${statuses.join(', ')}; the target is attempt ${loginLimit + 1}, as one server alone would refuse it`,
  );
  return target.id;
}

/** Accounts of `role` nobody has suspended, not `excluded`, with their versions: the writers' own. */
async function ownedAccounts(cluster: Cluster, role: 'professional' | 'salon', excluded: number) {
  const { rows } = await cluster.pool.query<{ id: number; version: number }>(
    'select id, version from accounts where role = $1 and is_suspended = 0 and id <> $2 order by id desc limit $3',
    [role, excluded, connections],
  );
  if (rows.length < connections) throw new Error(`Only ${rows.length} active ${role} accounts for ${connections} clients: raise --count.`);
  return rows.map((row) => ({ kind: `${role}s` as OwnedAccount['kind'], id: row.id, version: Number(row.version) }));
}

let cluster: Cluster | undefined;
// run.mjs stops a part that runs too long with SIGTERM: the servers and the balancer go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));
}

try {
  console.log(`Starting two servers and HAProxy on a schema seeded with ${count.toLocaleString('en-US')} demo accounts of each kind...`);
  const startedAt = performance.now();
  cluster = await startCluster({ databaseUrl, demo: count, env: { LOGIN_RATE_LIMIT: String(loginLimit), LOGIN_ADDRESS_RATE_LIMIT: '1000' } });
  const started = cluster;
  console.log(`   up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s at ${started.url}.`);
  const { token } = await logIn(started.url);
  if (!token) throw new Error('Signing in through the balancer failed.');

  const checked = await acrossServers(started, token);
  const owned = [await ownedAccounts(started, 'professional', checked), await ownedAccounts(started, 'salon', checked)];
  const { rows: someProfessionals } = await started.pool.query<{ id: number }>(`select id from accounts where role = 'professional' order by id limit 500`);
  const profileIds = someProfessionals.map((row) => row.id);
  const pages = Math.max(1, Math.min(20, Math.floor(count / 50)));
  /** The reads, in the order each client goes through them (from its own place, so they spread). */
  const readPaths = [
    (turn: number) => `/api/admin/professionals?page=${1 + (turn % pages)}&limit=50&sort=name.asc`,
    (turn: number) => `/api/admin/profile/professional/${profileIds[turn % profileIds.length]}`,
    () => '/api/admin/dashboard-summary',
    (turn: number) => `/api/admin/salons?page=${1 + (turn % pages)}&limit=50&sort=status.asc,joiningDate.desc`,
    () => '/api/admin/professionals?search=maria&limit=50',
    (turn: number) => `/api/admin/profile/professional/${profileIds[(turn * 7) % profileIds.length]}`,
    () => '/api/admin/professionals?page=1&limit=50&sort=joiningDate.desc',
  ];

  const requests: Recorded[] = [];
  const writes: Write[] = [];
  const loadStart = performance.now();
  const loadEnd = loadStart + duration * 1000;
  const client = async (index: number) => {
    const mine = owned.map((accounts) => accounts[index]!);
    const suspended = mine.map(() => false);
    for (let turn = index; performance.now() < loadEnd; turn += 1) {
      if (turn % 4 === 3) {
        const which = Math.floor(turn / 4) % mine.length;
        const { write, suspended: now } = await toggleSuspension(started, token, mine[which]!, suspended[which]!);
        suspended[which] = now;
        writes.push(write);
        requests.push({ ...write, method: 'PUT', path: `/api/admin/${mine[which]!.kind}/:id/${write.suspend ? 'suspend' : 'unsuspend'}` });
      } else {
        const readPath = readPaths[turn % readPaths.length]!(turn);
        requests.push({ ...(await timed(() => fetch(`${started.url}${readPath}`, { headers: json(token) }))), method: 'GET', path: readPath });
      }
    }
  };
  let kill = { killedAt: Number.POSITIVE_INFINITY, downAt: Number.POSITIVE_INFINITY };
  const killer = async () => {
    await sleep((duration * 1000) / 2);
    kill = await killServer(started, 'a', (duration * 1000) / 2);
  };
  console.log(`Load: ${connections} clients for ${duration} s through the balancer; server a is killed at ${duration / 2} s...`);
  await Promise.all([...Array.from({ length: connections }, (_, index) => client(index)), killer()]);
  const elapsed = (performance.now() - loadStart) / 1000;
  const { killedAt, downAt } = kill;

  // --- Figures ----------------------------------------------------------------------------------------
  const reads = requests.filter((request) => request.method === 'GET');
  figure('requests through the balancer', requests.length, 'requests', undefined, `${reads.length} reads, ${writes.length} writes, ${connections} clients for ${round(elapsed)} s`);
  figure('reads', reads.length, 'requests');
  figure('writes', writes.length, 'requests');
  figure('throughput', round(requests.length / elapsed), 'req/s', undefined, `${round(reads.length / elapsed)} reads/s, ${round(writes.length / elapsed)} writes/s`);

  const noticed = Number.isFinite(downAt);
  figure(
    'from the kill to HAProxy marking the server DOWN',
    noticed ? round(downAt - killedAt) : round((duration * 1000) / 2),
    'ms',
    undefined,
    `${noticed ? '' : 'not marked DOWN before the load ended; '}checks every ${healthCheck.intervalMs} ms on /readyz, down after ${healthCheck.fall} failed`,
  );
  const readsAfter = reads.filter((request) => request.startedAt > downAt);
  const readsBetween = reads.filter((request) => request.endedAt >= killedAt && request.startedAt <= downAt);
  const readsBefore = reads.filter((request) => request.endedAt < killedAt);
  figure(
    'GETs failed after the balancer marked the server DOWN',
    noticed ? readsAfter.filter(failed).length : reads.filter((request) => request.endedAt >= killedAt && failed(request)).length,
    'requests',
    { op: '<=', value: 0 },
    noticed ? `of ${readsAfter.length} started after it` : 'never marked DOWN: every read failed after the kill is counted',
  );
  figure(
    'GETs failed between the kill and DOWN',
    readsBetween.filter(failed).length,
    'requests',
    undefined,
    `of ${readsBetween.length} in flight then (${tally(readsBetween.filter(failed))}; for information: HAProxy retries a read elsewhere); ${readsBefore.filter(failed).length} of ${readsBefore.length} failed before the kill`,
  );
  const latencyNote = (window: readonly Sent[]) => `p50 ${quantile(window.filter((request) => !failed(request)), 0.5)} ms, ${window.length} reads`;
  figure('read p99 through the balancer, both servers up', quantile(readsBefore.filter((request) => !failed(request)), 0.99), 'ms', undefined, latencyNote(readsBefore));
  figure('read p99 through the balancer, after DOWN (one server)', quantile(readsAfter.filter((request) => !failed(request)), 0.99), 'ms', undefined, latencyNote(readsAfter));

  const acknowledged = writes.filter((write) => write.status === 200);
  const clean = writes.filter((write) => cleanFailures.has(write.status));
  const unclean = writes.filter((write) => write.status !== 200 && !cleanFailures.has(write.status));
  figure('writes acknowledged (200)', acknowledged.length, 'requests');
  figure('writes failed with a clean error (502/503/504 or a dropped connection)', clean.length, 'requests', undefined, tally(clean));
  figure('writes answered 500 or another unclean status', unclean.length, 'requests', { op: '<=', value: 0 }, tally(unclean));

  const problems: string[] = [];
  for (const account of owned.flat()) {
    problems.push(...(await writeProblems(started.pool, account, writes.filter((write) => write.account === account.id))));
  }
  for (const problem of problems) console.log(`   ${problem}`);
  const suspendedNow = (await Promise.all(owned.flat().map((account) => accountState(started.pool, account.id)))).filter((state) => state.suspended).length;
  figure(
    'half-applied writes (each acknowledged write and each account compared with the database)',
    problems.length,
    'problems',
    { op: '<=', value: 0 },
    `${acknowledged.length} acknowledged writes on ${owned.flat().length} accounts: each in the audit log with its action, the row where its last acknowledged write left it, its latest entry agreeing with it, one entry and one version per applied write; ${suspendedNow} accounts suspended at the end`,
  );

  // Per request shape, on the console only: where the time goes when a figure looks off.
  const shapes = new Map<string, Recorded[]>();
  for (const request of requests) {
    const shape = `${request.method} ${request.path.replaceAll(/\d+/g, 'N')}`;
    const group = shapes.get(shape);
    if (group) group.push(request);
    else shapes.set(shape, [request]);
  }
  console.table(
    [...shapes].map(([shape, sent]) => ({ shape, requests: sent.length, failed: sent.filter(failed).length, 'p50 ms': quantile(sent, 0.5), 'p99 ms': quantile(sent, 0.99) })),
  );
  console.table(figures.map(({ name, value, unit, met }) => ({ figure: name, value, unit, met: met ?? '' })));
  writePart(
    `Two API servers (\`npm start\`'s entry point, packages/api-server/src/server.ts) on one PostgreSQL schema seeded by seed-demo with ` +
      `${count.toLocaleString('en-US')} accounts of each kind, behind HAProxy checking /readyz every ${healthCheck.intervalMs} ms ` +
      `(down after ${healthCheck.fall} failures; reads retried elsewhere, writes not), all on the same ${os.cpus().length}-core machine as the load. ` +
      `${connections} closed-loop clients for ${duration} s through the balancer, three reads (professional and salon list pages with sort, a search, ` +
      `profiles, the dashboard summary) for each write (suspend or unsuspend of one of the client's own two accounts); server a is SIGKILLed at ` +
      `${duration / 2} s. Before the load, with both servers up: a suspension through a read back through b, a sign-out through a tried on b, ` +
      `and failed sign-ins alternating between them with LOGIN_RATE_LIMIT=${loginLimit}. Harness: packages/api-server/src/test/cluster.ts, as the cluster test.`,
  );
} finally {
  await cluster?.stop();
}
