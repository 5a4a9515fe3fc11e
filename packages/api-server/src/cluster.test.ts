// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCheck, json, killServer, logIn, startCluster, timed, toggleSuspension, writeProblems, type Cluster, type Sent, type Write } from './test/cluster.ts';

/*
 * Issue 19: two real servers on one PostgreSQL behind HAProxy. What one server does, the other knows at
 * once (a suspension, a sign-out, failed sign-ins); and when one dies under load, the balancer's
 * health checks take it out: no read fails once it has noticed, and no write is half done.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two servers behind HAProxy', () => {
  let cluster: Cluster;
  let token: string;
  let professionals: number[];

  beforeAll(async () => {
    cluster = await startCluster({ databaseUrl: databaseUrl!, demo: 12, env: { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '1000' } });
    token = (await logIn(cluster.url)).token!;
    const { rows } = await cluster.pool.query<{ id: number }>(`select id from accounts where role = 'professional' and is_suspended = 0 order by id limit 6`);
    professionals = rows.map((row) => row.id);
  }, 120_000);

  afterAll(() => cluster?.stop());

  it('a suspension made through one server is seen at once through the other', async () => {
    const [a, b] = cluster.servers;
    const id = professionals[0]!;
    const suspended = await fetch(`${a!.url}/api/admin/professionals/${id}/suspend`, { method: 'PUT', headers: json(token), body: '{}' });
    expect(suspended.status).toBe(200);
    const profile = await fetch(`${b!.url}/api/admin/profile/professional/${id}`, { headers: json(token) });
    expect(((await profile.json()) as { isSuspended: boolean }).isSuspended).toBe(true);
  });

  it('a sign-out through one server ends the session on the other', async () => {
    const [a, b] = cluster.servers;
    const own = (await logIn(a!.url)).token!;
    expect((await fetch(`${b!.url}/api/admin/profile`, { headers: json(own) })).status).toBe(200);
    expect((await fetch(`${a!.url}/api/admin/logout`, { method: 'POST', headers: json(own) })).status).toBe(200);
    expect((await fetch(`${b!.url}/api/admin/profile`, { headers: json(own) })).status).toBe(401);
  });

  it('counts failed sign-ins across both servers', async () => {
    const [a, b] = cluster.servers;
    const email = 'nobody-here@chairside.test';
    const statuses = [];
    for (const server of [a!, b!, a!, b!]) statuses.push((await logIn(server.url, 'not the password', email)).status);
    // LOGIN_RATE_LIMIT=3: the fourth attempt is refused whichever server it reaches.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('loses no read once the balancer has noticed a killed server, and no write is half applied', async () => {
    const reads: Sent[] = [];
    const writes: Write[] = [];
    const runFor = 2400;
    const startedAt = performance.now();
    let noticedAt = Number.POSITIVE_INFINITY;
    let killedAt = Number.POSITIVE_INFINITY;
    const until = () => performance.now() - startedAt < runFor;
    const paths = ['/api/admin/dashboard-summary', '/api/admin/profile', '/api/admin/private-suites?page=1&limit=10'];

    const reader = async (index: number) => {
      for (let turn = index; until(); turn += 1) {
        const path = paths[turn % paths.length]!;
        reads.push(await timed(() => fetch(`${cluster.url}${path}`, { headers: json(token) })));
      }
    };
    // Each writer toggles its own account; after an uncertain write it reads where the account is.
    const writer = async (id: number) => {
      let suspended = false;
      while (until()) {
        const toggled = await toggleSuspension(cluster, token, { kind: 'professionals', id }, suspended);
        writes.push(toggled.write);
        suspended = toggled.suspended;
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, runFor / 2));
      ({ killedAt, downAt: noticedAt } = await killServer(cluster, 'a', startedAt + runFor - performance.now()));
    };
    await Promise.all([reader(0), reader(1), reader(2), reader(3), writer(professionals[1]!), writer(professionals[2]!), killer()]);

    expect(noticedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    // The checks run every 100 ms and two misses take a server out.
    expect(noticedAt - killedAt).toBeLessThan(healthCheck.intervalMs * (healthCheck.fall + 3) + 1000);
    const readsAfter = reads.filter((outcome) => outcome.startedAt > noticedAt);
    expect(readsAfter.length).toBeGreaterThan(10);
    expect(readsAfter.filter((outcome) => outcome.status !== 200)).toEqual([]);

    // A write either went through (200) or failed cleanly: the balancer's 502/503, or the connection.
    expect(writes.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(4);
    expect(writes.filter((outcome) => outcome.status !== 200 && ![502, 503, 504, 'network error'].includes(outcome.status))).toEqual([]);

    // Every acknowledged write is in the database as acknowledged, and each account's row agrees with
    // its audit log (account and entry in one transaction): writeProblems says what does not.
    for (const account of [professionals[1]!, professionals[2]!]) {
      expect(await writeProblems(cluster.pool, { id: account }, writes.filter((outcome) => outcome.account === account))).toEqual([]);
    }
  }, 60_000);
});
