// @vitest-environment node
import { auditLogResponseSchema, type AuditLogEntry } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * Two administrators acting on the same account at the same moment, as two server processes on one
 * database would: every answer is a 2xx or a clean 4xx, a delete is acknowledged once, and the audit
 * log never records an action on an account after its deletion.
 */

const rounds = 50;
// Generous: a deadlock costs PostgreSQL's deadlock_timeout (1 s) before a retry, and the suite's
// machine may be busy; a hang still fails.
const raceTimeout = 180_000;
const now = new Date('2026-11-15T12:00:00.000Z');
const daysAhead = (days: number) => new Date(now.getTime() + days * 86_400_000);

interface Tally {
  requests: number;
  serverErrors: string[];
  /** Acknowledged deletes per round. */
  deletes: number[];
  /** Rounds whose audit log is not one delete at the end, with what it held. */
  inconsistent: string[];
  /** Answers other than the ones a correct server may give (excluding 5xx, counted above). */
  unexpected: number;
}

/** What a round of races came to; a failing test prints it whole. */
const figures = (tally: Tally) => ({
  requests: tally.requests,
  serverErrors: tally.serverErrors.length,
  firstServerErrors: tally.serverErrors.slice(0, 3),
  roundsByDeletesAcknowledged: Object.fromEntries(countBy(tally.deletes)),
  inconsistentLogs: tally.inconsistent,
  unexpectedAnswers: tally.unexpected,
});

const expected = (requests: number) => ({
  requests,
  serverErrors: 0,
  firstServerErrors: [],
  roundsByDeletesAcknowledged: { 1: rounds },
  inconsistentLogs: [],
  unexpectedAnswers: 0,
});

const countBy = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

const record = (tally: Tally, responses: { statusCode: number; body: string }[]) => {
  for (const response of responses) {
    tally.requests += 1;
    if (response.statusCode >= 500) tally.serverErrors.push(`${response.statusCode} ${response.body}`);
  }
};

/** The account's audit entries end with exactly one delete: nothing was logged after it. */
const checkLog = (tally: Tally, entries: AuditLogEntry[]) => {
  const deletes = entries.filter((entry) => entry.action === 'account.delete');
  if (deletes.length !== 1 || entries.at(-1)?.action !== 'account.delete') {
    tally.inconsistent.push(entries.map((entry) => entry.action.replace('account.', '')).join(' '));
  }
};

describe.each(testDatabases)('concurrent moderation on $name', (database) => {
  let server: TestServer;
  let other: FastifyInstance;
  let tokens: [string, string];

  beforeAll(async () => {
    server = await startTestServer(database, { now });
    // On PostgreSQL the two sessions go through two servers, as behind a load balancer. SQLite is one
    // process's embedded database: a second app in this process would wait for the first one's write
    // lock synchronously, stalling both, which no deployment does.
    other = database.name === 'postgres' ? await server.secondApp() : server.app;
    // Two sessions of the administrator.
    tokens = [await server.adminToken(), await server.adminToken()];
  });
  afterAll(() => server.close());

  const newTarget = async () => {
    const member = await insertMember(server.ctx.db, {
      role: 'professional',
      subscriptions: [daysAhead(30)],
      reports: 2,
      feedback: [{ stars: 5, text: 'Great' }],
    });
    // A live session of the member, which a suspend and a delete both end.
    await server.ctx.db
      .insertInto('sessions')
      .values({
        token_hash: `${member.id}`.padStart(64, '0'),
        account_id: member.id,
        created_at: now.toISOString(),
        last_used_at: now.toISOString(),
        expires_at: daysAhead(1).toISOString(),
      })
      .execute();
    return member;
  };

  const send = (index: 0 | 1, method: 'PUT' | 'DELETE', url: string) =>
    call(index === 0 ? server.app : other, tokens[index], { method, url });


  const auditOf = async (targetId: number): Promise<AuditLogEntry[]> => {
    const response = await call(server.app, tokens[0], { method: 'GET', url: '/api/admin/audit-log?limit=100' });
    const entries = auditLogResponseSchema.parse(response.json()).data.filter((entry) => entry.targetId === targetId);
    // The log answers newest first; the tie-break on id keeps entries of one instant in order.
    return entries.toReversed();
  };


  it(`races the same action from two sessions on one account for ${rounds} rounds`, async () => {
    const tally: Tally = { requests: 0, serverErrors: [], deletes: [], inconsistent: [], unexpected: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const { id } = await newTarget();
      for (const action of ['suspend', 'unsuspend'] as const) {
        const url = `/api/admin/professionals/${id}/${action}`;
        const answers = await Promise.all([send(0, 'PUT', url), send(1, 'PUT', url)]);
        record(tally, answers);
        // Both succeed: the second finds the account already in the state asked for.
        tally.unexpected += answers.filter((answer) => answer.statusCode !== 200).length;
      }
      const deletes = await Promise.all([send(0, 'DELETE', `/api/admin/users/${id}`), send(1, 'DELETE', `/api/admin/users/${id}`)]);
      record(tally, deletes);
      tally.deletes.push(deletes.filter((answer) => answer.statusCode === 200).length);
      // The other delete finds no account: 404, as a delete of a deleted account always does.
      tally.unexpected += deletes.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 404).length;
      checkLog(tally, await auditOf(id));
    }
    expect(figures(tally)).toEqual(expected(rounds * 6));
  }, raceTimeout);

  it(`races a delete against a suspend on one account for ${rounds} rounds`, async () => {
    const tally: Tally = { requests: 0, serverErrors: [], deletes: [], inconsistent: [], unexpected: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const { id } = await newTarget();
      // Alternate which server deletes and which one suspends.
      const deleter = (round % 2) as 0 | 1;
      const [deleted, suspended] = await Promise.all([
        send(deleter, 'DELETE', `/api/admin/users/${id}`),
        send(deleter === 0 ? 1 : 0, 'PUT', `/api/admin/professionals/${id}/suspend`),
      ]);
      record(tally, [deleted, suspended]);
      tally.deletes.push(deleted.statusCode === 200 ? 1 : 0);
      // The suspend either ran first (200, logged before the delete) or found no account (404).
      if (![200, 404].includes(suspended.statusCode)) tally.unexpected += 1;
      const entries = await auditOf(id);
      checkLog(tally, entries);
      // A suspend is acknowledged exactly when it is in the log.
      if (entries.some((entry) => entry.action === 'account.suspend') !== (suspended.statusCode === 200)) {
        tally.inconsistent.push(`suspend answered ${suspended.statusCode}: ${entries.map((entry) => entry.action).join(' ')}`);
      }
    }
    expect(figures(tally)).toEqual(expected(rounds * 2));
  }, raceTimeout);
});
