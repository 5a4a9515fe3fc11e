// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterAdmin, healthCheck, startCluster, type Cluster } from './test/cluster.ts';

/*
 * Issue 19: two real servers on one PostgreSQL behind HAProxy. What one server does, the other knows at
 * once (a suspension, a sign-out, failed sign-ins); and when one dies under load, the balancer's
 * health checks take it out: no read fails once it has noticed, and no write is half done.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;

type Outcome = { kind: 'read' | 'write'; startedAt: number; endedAt: number; status: number | 'network error'; account?: number; suspend?: boolean };

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function logIn(base: string, password = clusterAdmin.password, email = clusterAdmin.email) {
  const response = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: json(), body: JSON.stringify({ email, password }) });
  const body = (await response.json()) as { token?: string };
  return { status: response.status, token: body.token };
}

/** Sends a request and records how it ended; a dropped connection is an outcome, not an exception. */
async function timed(outcome: Omit<Outcome, 'startedAt' | 'endedAt' | 'status'>, send: () => Promise<Response>): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    return { ...outcome, startedAt, endedAt: performance.now(), status: response.status };
  } catch {
    return { ...outcome, startedAt, endedAt: performance.now(), status: 'network error' };
  }
}

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
    const outcomes: Outcome[] = [];
    const runFor = 2400;
    const startedAt = performance.now();
    let noticedAt = Number.POSITIVE_INFINITY;
    let killedAt = Number.POSITIVE_INFINITY;
    const until = () => performance.now() - startedAt < runFor;
    const reads = ['/api/admin/dashboard-summary', '/api/admin/profile', '/api/admin/private-suites?page=1&limit=10'];

    const reader = async (index: number) => {
      for (let turn = index; until(); turn += 1) {
        const path = reads[turn % reads.length]!;
        outcomes.push(await timed({ kind: 'read' }, () => fetch(`${cluster.url}${path}`, { headers: json(token) })));
      }
    };
    // Each writer toggles its own account; after an uncertain write it reads where the account is.
    const writer = async (account: number) => {
      let suspended = false;
      while (until()) {
        const suspend: boolean = !suspended;
        const outcome = await timed({ kind: 'write', account, suspend }, () =>
          fetch(`${cluster.url}/api/admin/professionals/${account}/${suspend ? 'suspend' : 'unsuspend'}`, { method: 'PUT', headers: json(token), body: '{}' }),
        );
        outcomes.push(outcome);
        if (outcome.status === 200) suspended = suspend;
        else {
          const { rows } = await cluster.pool.query<{ is_suspended: number | boolean }>('select is_suspended from accounts where id = $1', [account]);
          suspended = Boolean(rows[0]?.is_suspended);
        }
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, runFor / 2));
      killedAt = performance.now();
      cluster.servers[0]!.child.kill('SIGKILL');
      while (until() && noticedAt === Number.POSITIVE_INFINITY) {
        if ((await cluster.serverStatus('a')).startsWith('DOWN')) noticedAt = performance.now();
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await Promise.all([reader(0), reader(1), reader(2), reader(3), writer(professionals[1]!), writer(professionals[2]!), killer()]);

    expect(noticedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    // The checks run every 100 ms and two misses take a server out.
    expect(noticedAt - killedAt).toBeLessThan(healthCheck.intervalMs * (healthCheck.fall + 3) + 1000);
    const readsAfter = outcomes.filter((outcome) => outcome.kind === 'read' && outcome.startedAt > noticedAt);
    expect(readsAfter.length).toBeGreaterThan(10);
    expect(readsAfter.filter((outcome) => outcome.status !== 200)).toEqual([]);

    // A write either went through (200) or failed cleanly: the balancer's 502/503, or the connection.
    const writes = outcomes.filter((outcome) => outcome.kind === 'write');
    expect(writes.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(4);
    expect(writes.filter((outcome) => outcome.status !== 200 && ![502, 503, 504, 'network error'].includes(outcome.status))).toEqual([]);

    // Every acknowledged write is in the database: each account is where its last acknowledged write
    // left it, unless a later write failed; and its audit log agrees with it (account and entry in one transaction).
    for (const account of [professionals[1]!, professionals[2]!]) {
      const own = writes.filter((outcome) => outcome.account === account);
      const lastAcknowledged = own.findLastIndex((outcome) => outcome.status === 200);
      const { rows } = await cluster.pool.query<{ is_suspended: number | boolean }>('select is_suspended from accounts where id = $1', [account]);
      const suspended = Boolean(rows[0]?.is_suspended);
      // After a failed last write the account may be either way; after an acknowledged one it must be as written.
      const expected = lastAcknowledged === own.length - 1 ? own[lastAcknowledged]!.suspend : suspended;
      expect(suspended).toBe(expected);
      const { rows: entries } = await cluster.pool.query<{ action: string }>(
        `select action from audit_log where target_id = $1 and action in ('account.suspend', 'account.unsuspend') order by id desc limit 1`,
        [account],
      );
      expect(entries[0]?.action).toBe(suspended ? 'account.suspend' : 'account.unsuspend');
      const acknowledged = own.filter((outcome) => outcome.status === 200).length;
      const { rows: count } = await cluster.pool.query<{ n: string }>(
        `select count(*) as n from audit_log where target_id = $1 and action in ('account.suspend', 'account.unsuspend')`,
        [account],
      );
      // Each acknowledged write left one entry; an unacknowledged one may or may not have.
      expect(Number(count[0]!.n)).toBeGreaterThanOrEqual(acknowledged);
      expect(Number(count[0]!.n)).toBeLessThanOrEqual(own.length);
    }
  }, 60_000);
});
