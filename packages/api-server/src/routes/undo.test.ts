// @vitest-environment node
import { accountHistoryResponseSchema, auditLogResponseSchema, bulkResponseSchema, type BulkResult } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../db/queries/accounts.ts';
import { createSession } from '../services/auth.ts';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * Undo through the server: an administrator reverses their own action while it is still the account's
 * last change, once, with a linked entry and no notice.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
const hour = 3_600_000;
const inHours = (hours: number) => new Date(now.getTime() + hours * hour).toISOString();

describe.each(testDatabases)('undo on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => callJson(server.app, as, method, url, body);
  /** Takes a moderation action and returns the entry it wrote. */
  const act = async (method: 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => {
    const response = await send(method, url, body, as);
    expect(response.statusCode).toBe(200);
    return (response.json() as { entry: number }).entry;
  };
  const undo = async (entries: number[], as = token): Promise<BulkResult[]> => {
    const response = await send('POST', '/api/admin/undo', { entries }, as);
    expect(response.statusCode).toBe(200);
    return bulkResponseSchema.parse(response.json()).results;
  };
  const stateOf = (id: number) => db().selectFrom('accounts').select(['is_suspended', 'suspended_until', 'version']).where('id', '=', id).executeTakeFirst();
  const entry = (id: number) => db().selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outboxCount = async () => (await db().selectFrom('outbox').select('id').execute()).length;
  const pro = (fullName: string, suspended = false) => insertMember(db(), { role: 'professional', fullName, suspended });

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(() => server.close());

  it('undoes a suspend: back to active, logged as an unsuspend with the same reason, linked, without a notice', async () => {
    const { id } = await pro('Undo Suspend');
    const suspended = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Spam or scam', notice: { send: true, message: 'Hi {name}' } });
    const sent = await outboxCount();
    const [result] = await undo([suspended]);
    expect(result).toEqual({ id: suspended, ok: true, entry: expect.any(Number), version: 3 });
    expect(await stateOf(id)).toEqual({ is_suspended: 0, suspended_until: null, version: 3 });
    expect(await entry(result!.entry!)).toMatchObject({ action: 'account.unsuspend', reason: 'Spam or scam', undoes: suspended, target_id: id });
    expect(await outboxCount()).toBe(sent);
  });

  it('undoes a suspend of an account already suspended until a time: suspended until that time again', async () => {
    const { id } = await pro('Twice Suspended');
    await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other', until: inHours(5) });
    const indefinite = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Harassment or abuse' });
    const [result] = await undo([indefinite]);
    expect(result?.ok).toBe(true);
    expect(await stateOf(id)).toEqual({ is_suspended: 1, suspended_until: inHours(5), version: 4 });
    expect(await entry(result!.entry!)).toMatchObject({ action: 'account.suspend', until: inHours(5), undoes: indefinite });
  });

  it('undoes an unsuspend by suspending until the previous end, and refuses once that end has passed', async () => {
    const { id } = await pro('Lifted Early');
    await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other', until: inHours(2) });
    const lifted = await act('PUT', `/api/admin/professionals/${id}/unsuspend`);
    const [result] = await undo([lifted]);
    expect(result?.ok).toBe(true);
    expect(await stateOf(id)).toEqual({ is_suspended: 1, suspended_until: inHours(2), version: 4 });
    expect(await entry(result!.entry!)).toMatchObject({ action: 'account.suspend', reason: 'Not given', until: inHours(2), undoes: lifted });

    const other = await pro('Lifted Late');
    // Within the undo window (30 seconds): the suspension ends before the window does.
    const until = new Date(server.ctx.now().getTime() + 20_000).toISOString();
    await act('PUT', `/api/admin/professionals/${other.id}/suspend`, { reason: 'Other', until });
    const liftedLate = await act('PUT', `/api/admin/professionals/${other.id}/unsuspend`);
    server.advance(25_000);
    expect(await undo([liftedLate])).toEqual([{ id: liftedLate, ok: false, message: 'The previous suspension has already ended.' }]);
    expect((await stateOf(other.id))?.is_suspended).toBe(0);
  });

  it('undoes a delete by restoring, and that restore by deleting again', async () => {
    const { id } = await pro('Round Trip');
    const deleted = await act('DELETE', `/api/admin/users/${id}`, { reason: 'Requested by the account holder' });
    const [restored] = await undo([deleted]);
    expect(restored).toEqual({ id: deleted, ok: true, entry: expect.any(Number), version: 2 });
    expect(await stateOf(id)).toEqual({ is_suspended: 0, suspended_until: null, version: 2 });
    expect(await entry(restored!.entry!)).toMatchObject({ action: 'account.restore', reason: 'Requested by the account holder', undoes: deleted });

    const [again] = await undo([restored!.entry!]);
    expect(again).toEqual({ id: restored!.entry, ok: true, entry: expect.any(Number), version: 2 });
    expect(await stateOf(id)).toBeUndefined();
    expect(await db().selectFrom('deleted_accounts').select('account_id').where('account_id', '=', id).execute()).toHaveLength(1);
    expect(await entry(again!.entry!)).toMatchObject({ action: 'account.delete', undoes: restored!.entry });
  });

  it('refuses a second undo, an undo by another administrator, and an undo after a newer change', async () => {
    const { id } = await pro('Guarded');
    const suspended = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other' });
    const [first] = await undo([suspended]);
    expect(first?.ok).toBe(true);
    expect(await undo([suspended])).toEqual([{ id: suspended, ok: false, message: 'This action was already undone.' }]);

    const second = await insertAccount(db(), { role: 'admin', fullName: 'Second Admin', email: 'second@chairside.test', passwordHash: null, now: server.ctx.now().toISOString() });
    const { token: secondToken } = await createSession(server.ctx, second.id);
    const again = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other' });
    expect(await undo([again], secondToken)).toEqual([{ id: again, ok: false, message: 'Only the administrator who took this action can undo it.' }]);

    server.advance(20_000);
    await act('PUT', `/api/admin/professionals/${id}/unsuspend`, undefined, secondToken);
    const at = server.ctx.now().toISOString();
    const before = await stateOf(id);
    expect(await undo([again])).toEqual([
      { id: again, ok: false, message: `This account was changed by Second Admin at ${at.slice(0, 10)} ${at.slice(11, 16)} UTC.` },
    ]);
    expect(await stateOf(id)).toEqual(before);
  });

  it('undoes within the window and answers 410 after it, undoing none of the entries asked', async () => {
    const [early, late, edge] = [await pro('Early Undo'), await pro('Late Undo'), await pro('Edge Undo')];
    const lateEntry = await act('PUT', `/api/admin/professionals/${late.id}/suspend`, { reason: 'Other' });
    server.advance(31_000);
    const earlyEntry = await act('PUT', `/api/admin/professionals/${early.id}/suspend`, { reason: 'Other' });
    const before = [await stateOf(early.id), await stateOf(late.id)];
    const response = await send('POST', '/api/admin/undo', { entries: [earlyEntry, lateEntry] });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: 'This can no longer be undone: actions can be undone for 30 seconds.' });
    expect([await stateOf(early.id), await stateOf(late.id)]).toEqual(before);
    expect(await db().selectFrom('audit_log').select('id').where('undoes', 'in', [earlyEntry, lateEntry]).execute()).toEqual([]);
    expect((await undo([earlyEntry]))[0]?.ok).toBe(true);
    // 30 seconds to the millisecond is still within it.
    const edgeEntry = await act('PUT', `/api/admin/professionals/${edge.id}/suspend`, { reason: 'Other' });
    server.advance(30_000);
    expect((await undo([edgeEntry]))[0]?.ok).toBe(true);
  });

  it('answers each entry in the order asked, refusing what cannot be undone', async () => {
    const { id } = await pro('Many Undos');
    const suspended = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other' });
    const login = await db().selectFrom('audit_log').select('id').where('action', '=', 'session.login').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const results = await undo([424242, login.id, suspended]);
    expect(results).toEqual([
      { id: 424242, ok: false, message: 'No log entry has that id.' },
      { id: login.id, ok: false, message: 'This action cannot be undone.' },
      { id: suspended, ok: true, entry: expect.any(Number), version: 3 },
    ]);
    for (const [body, message] of [
      [{ entries: [] }, 'entries must name at least one account.'],
      [{ entries: [suspended, suspended] }, `entries must not repeat an id (${suspended} is there twice).`],
      [{ entries: [1], extra: true }, 'Unexpected field: extra.'],
    ] as const) {
      const response = await send('POST', '/api/admin/undo', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('shows the link both ways in the log, its CSV and the history, and finds an entry with the entries that undid it', async () => {
    const { id } = await pro('Linked Lee');
    const suspended = await act('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other' });
    const [undone] = await undo([suspended]);
    const reversal = undone!.entry!;
    const log = auditLogResponseSchema.parse((await send('GET', `/api/admin/audit-log?entry=${suspended}`)).json());
    expect(log.data.map((item) => [item.id, item.undoes, item.undoneBy])).toEqual([
      [reversal, suspended, null],
      [suspended, null, reversal],
    ]);
    expect(log.total).toBe(2);
    const history = accountHistoryResponseSchema.parse((await send('GET', `/api/admin/accounts/${id}/history`)).json());
    expect(history.entries.map((item) => [item.id, item.undoes, item.undoneBy])).toEqual([
      [reversal, suspended, null],
      [suspended, null, reversal],
    ]);
    const csv = (await send('GET', `/api/admin/audit-log.csv?entry=${suspended}`)).body.split('\r\n');
    expect(csv[0]?.endsWith(',Entry ID,Undoes entry,Undone by entry')).toBe(true);
    expect(csv[1]?.endsWith(`,${reversal},${suspended},`)).toBe(true);
    expect(csv[2]?.endsWith(`,${suspended},,${reversal}`)).toBe(true);
    expect((await send('GET', '/api/admin/audit-log?entry=0')).statusCode).toBe(400);
  });

  it('undoes an entry once when two sessions undo it at the same moment', async () => {
    // On PostgreSQL through a second server, as behind a load balancer; SQLite is one process's database.
    const other = database.name === 'postgres' ? await server.secondApp() : server.app;
    const otherToken = await server.adminToken();
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const { id } = await pro(`Raced ${round}`);
      const deleted = await act('DELETE', `/api/admin/users/${id}`, { reason: 'Other' });
      const answers = await Promise.all([
        send('POST', '/api/admin/undo', { entries: [deleted] }),
        callJson(other, otherToken, 'POST', '/api/admin/undo', { entries: [deleted] }),
      ]);
      const results = answers.map((answer) => bulkResponseSchema.parse(answer.json()).results[0]);
      const undos = await db().selectFrom('audit_log').select('id').where('undoes', '=', deleted).execute();
      outcomes.push(`${results.filter((result) => result?.ok).length} ok, ${undos.length} undo, ${(await stateOf(id)) ? 'live' : 'gone'}`);
    }
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => '1 ok, 1 undo, live'));
  }, 60_000);
});
