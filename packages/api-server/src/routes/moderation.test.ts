// @vitest-environment node
import {
  accountHistoryResponseSchema,
  auditLogResponseSchema,
  limits,
  moderationReasons,
  noticeSubjects,
  noticeTemplate,
  professionalProfileSchema,
  professionalsResponseSchema,
  salonsResponseSchema,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftEndedSuspensions } from '../services/suspensions.ts';
import { call, startSignedIn, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const now = new Date('2026-11-15T12:00:00.000Z');
const hour = 3_600_000;
const json = { 'content-type': 'application/json' };
const tooLong = (length: number) => 'x'.repeat(length + 1);

describe.each(testDatabases)('moderation with reasons, notes, notices and timed suspensions on $name', (database) => {
  let server: TestServer;
  let token: string;
  const send = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(server.app, token, { method, url, ...(body === undefined ? {} : { headers: json, payload: JSON.stringify(body) }) });
  const get = (url: string) => call(server.app, token, { method: 'GET', url });
  const entriesOf = async (id: number) => accountHistoryResponseSchema.parse((await get(`/api/admin/accounts/${id}/history`)).json()).entries;
  const outboxOf = (id: number) => server.ctx.db.selectFrom('outbox').selectAll().where('account_id', '=', id).orderBy('id').execute();
  const accountRow = (id: number) =>
    server.ctx.db.selectFrom('accounts').select(['is_suspended', 'suspended_until']).where('id', '=', id).executeTakeFirst();
  const member = (fullName: string, role: 'professional' | 'salon' = 'professional', email?: string) =>
    insertMember(server.ctx.db, { role, fullName, ...(email === undefined ? {} : { email }) });

  /** Moves the clock on, signing in again: a session idle for longer than 30 minutes has ended. */
  const later = async (ms: number) => {
    server.advance(ms);
    token = await server.adminToken();
  };

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['PUT', 'professionals/:id/suspend', 'account.suspend'],
    ['PUT', 'salons/:id/unsuspend', 'account.unsuspend'],
    ['DELETE', 'users/:id', 'account.delete'],
  ] as const)('%s %s without a body still works and records the reason Not given, no note and no notice', async (method, path, action) => {
    const account = await member(`Plain ${action}`, path.startsWith('salons') ? 'salon' : 'professional');
    const response = await send(method, `/api/admin/${path.replace(':id', String(account.id))}`);
    expect(response.statusCode).toBe(200);
    const log = auditLogResponseSchema.parse((await get(`/api/admin/audit-log?action=${action}&limit=1`)).json()).data[0];
    expect(log).toMatchObject({ targetId: account.id, reason: 'Not given', note: null, until: null, notice: null });
    expect(await outboxOf(account.id)).toEqual([]);
  });

  it('records the reason, the note and the end of a timed suspension, and writes the notice to the outbox with it', async () => {
    const account = await member('Rosa Ruiz');
    const until = new Date(now.getTime() + 24 * hour).toISOString();
    const message = noticeTemplate('suspend', 'Spam or scam');
    const response = await send('PUT', `/api/admin/professionals/${account.id}/suspend`, {
      reason: 'Spam or scam',
      note: '  Reported three times this week.  ',
      notice: { send: true, message },
      until,
    });
    expect(response.statusCode).toBe(200);
    expect(await accountRow(account.id)).toEqual({ is_suspended: 1, suspended_until: until });
    const [entry] = await entriesOf(account.id);
    expect(entry).toMatchObject({
      action: 'account.suspend',
      reason: 'Spam or scam',
      note: 'Reported three times this week.',
      until,
      notice: { status: 'pending', error: null },
    });
    const [queued, ...others] = await outboxOf(account.id);
    expect(others).toEqual([]);
    expect(queued).toMatchObject({
      audit_id: entry!.id,
      to_address: account.email,
      subject: noticeSubjects.suspend,
      body: `Message from the Chairside team member "Administrator":\n\n${message
        .replace('{name}', 'Rosa Ruiz')
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}`,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
    });
    expect(queued!.body).toMatch(/\n\n> Hello Rosa Ruiz,\n>\n> We have suspended your Chairside account because it was used to send spam/);

    const list = professionalsResponseSchema.parse((await get('/api/admin/professionals')).json());
    expect(list.find((item) => item.id === account.id)).toMatchObject({ isSuspended: true, suspendedUntil: until });
    const profile = professionalProfileSchema.parse((await get(`/api/admin/profile/professional/${account.id}`)).json());
    expect(profile).toMatchObject({ isSuspended: true, suspendedUntil: until });

    expect((await send('PUT', `/api/admin/professionals/${account.id}/unsuspend`, { note: 'Appeal accepted.' })).statusCode).toBe(200);
    expect(await accountRow(account.id)).toEqual({ is_suspended: 0, suspended_until: null });
    expect((await entriesOf(account.id))[0]).toMatchObject({ action: 'account.unsuspend', reason: 'Not given', note: 'Appeal accepted.', notice: null });
  });

  // The staff member's words must not pass for Chairside's own, nor start lines of their own.
  it("quotes the staff member's notice under a line of ours that names them, every line of it behind \"> \"", async () => {
    const account = await member('Lena\r\nFrom: Chairside Security');
    const message = 'Hello {name},\r\n\r\nYour account is suspended.\r\nChairside Security: reply with your password to appeal.';
    expect((await send('PUT', `/api/admin/professionals/${account.id}/suspend`, { reason: 'Other', notice: { send: true, message } })).statusCode).toBe(
      200,
    );
    const [queued] = await outboxOf(account.id);
    expect(queued?.body.split('\n')).toEqual([
      'Message from the Chairside team member "Administrator":',
      '',
      '> Hello Lena',
      '> From: Chairside Security,',
      '>',
      '> Your account is suspended.',
      '> Chairside Security: reply with your password to appeal.',
    ]);
  });

  it('writes no notice when notice.send is false, nor when the action fails', async () => {
    const account = await member('Quiet Quinn');
    const notice = { send: false, message: 'Not sent.' };
    expect((await send('PUT', `/api/admin/professionals/${account.id}/suspend`, { reason: 'Other', notice })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/salons/${account.id}/unsuspend`, { notice: { send: true, message: 'Hi' } })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/users/424242', { reason: 'Other', notice: { send: true, message: 'Bye' } })).statusCode).toBe(404);
    expect(await outboxOf(account.id)).toEqual([]);
    expect(await server.ctx.db.selectFrom('outbox').select('id').where('account_id', '=', 424242).execute()).toEqual([]);
  });

  it('deletes with a reason and a notice, keeping the entry and the notice after the account is gone', async () => {
    const account = await member('Gone Gina', 'salon');
    const response = await send('DELETE', `/api/admin/users/${account.id}`, {
      reason: 'Requested by the account holder',
      notice: { send: true, message: noticeTemplate('delete', 'Requested by the account holder') },
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxOf(account.id)).toEqual([expect.objectContaining({ subject: noticeSubjects.delete, to_address: account.email })]);
    const log = auditLogResponseSchema.parse((await get(`/api/admin/audit-log?action=account.delete&q=gone%20gina`)).json());
    expect(log.data).toEqual([expect.objectContaining({ reason: 'Requested by the account holder', notice: { status: 'pending', error: null } })]);
  });

  it.each([
    ['suspend', { note: 'No reason.' }, 'reason is required.'],
    ['suspend', { reason: 'spam' }, `reason must be one of: ${moderationReasons.join(', ')}.`],
    ['delete', { notice: { send: false } }, 'reason is required.'],
    ['suspend', { reason: 'Other', note: tooLong(limits.moderationNote) }, `note must be at most ${limits.moderationNote} characters.`],
    ['suspend', { reason: 'Other', note: 'Bell \u0007' }, 'note must not contain control characters (found U+0007).'],
    ['suspend', { reason: 'Other', notice: { send: true, message: tooLong(limits.noticeMessage) } }, `notice.message must be at most ${limits.noticeMessage} characters.`],
    ['suspend', { reason: 'Other', notice: { send: true } }, 'notice.message is required when notice.send is true.'],
    ['unsuspend', { notice: { send: true, message: '   ' } }, 'notice.message is required when notice.send is true.'],
    ['suspend', { reason: 'Other', notice: { send: 'yes', message: 'Hi' } }, 'notice.send must be true or false.'],
    ['suspend', { reason: 'Other', notice: 'yes' }, 'notice must be an object { send, message }.'],
    ['suspend', { reason: 'Other', until: new Date(now.getTime() - 1000).toISOString() }, 'until must be in the future.'],
    ['suspend', { reason: 'Other', until: now.toISOString() }, 'until must be in the future.'],
    ['suspend', { reason: 'Other', until: 'tomorrow' }, 'until must be an ISO 8601 date and time, e.g. 2026-01-31T18:00:00Z.'],
    ['unsuspend', { until: new Date(now.getTime() + hour).toISOString() }, 'Unexpected field: until.'],
    ['delete', { reason: 'Other', until: new Date(now.getTime() + hour).toISOString() }, 'Unexpected field: until.'],
    ['suspend', { reason: 'Other', colour: 'red' }, 'Unexpected field: colour.'],
  ] as const)('%s with %j answers 400 "%s" and changes nothing', async (action, body, message) => {
    const account = await member(`Unchanged ${action}`);
    if (action === 'unsuspend') await server.ctx.db.updateTable('accounts').set({ is_suspended: 1 }).where('id', '=', account.id).execute();
    const before = await accountRow(account.id);
    const url = action === 'delete' ? `/api/admin/users/${account.id}` : `/api/admin/professionals/${account.id}/${action}`;
    const response = await send(action === 'delete' ? 'DELETE' : 'PUT', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await accountRow(account.id)).toEqual(before);
    expect(await entriesOf(account.id)).toEqual([]);
    expect(await outboxOf(account.id)).toEqual([]);
  });

  it('refuses a notice to an account with no email address, and changes nothing', async () => {
    const account = await member('No Mail', 'professional', '');
    const response = await send('PUT', `/api/admin/professionals/${account.id}/suspend`, { reason: 'Other', notice: { send: true, message: 'Hello' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'notice.send: this account has no email address to send a notice to.' });
    expect(await accountRow(account.id)).toEqual({ is_suspended: 0, suspended_until: null });
    expect(await entriesOf(account.id)).toEqual([]);
  });

  it.each([
    ['the list', async () => salonsResponseSchema.parse((await get('/api/admin/salons')).json())],
    ['the profile', async (id: number) => (await get(`/api/admin/profile/salon/${id}`)).json()],
    ['the history', async (id: number) => (await get(`/api/admin/accounts/${id}/history`)).json()],
    ['the audit log', async () => (await get('/api/admin/audit-log')).json()],
  ])('lifts a timed suspension that ended when %s is read, logged once as Unsuspended automatically', async (_what, read) => {
    const account = await member(`Timed ${_what}`, 'salon');
    const until = new Date(server.ctx.now().getTime() + hour).toISOString();
    expect((await send('PUT', `/api/admin/salons/${account.id}/suspend`, { reason: 'Other', until })).statusCode).toBe(200);
    await read(account.id);
    expect(await accountRow(account.id)).toEqual({ is_suspended: 1, suspended_until: until });
    await later(hour);
    await read(account.id);
    await read(account.id);
    expect(await accountRow(account.id)).toEqual({ is_suspended: 0, suspended_until: null });
    const list = salonsResponseSchema.parse((await get('/api/admin/salons')).json());
    expect(list.find((item) => item.id === account.id)).toMatchObject({ isSuspended: false, suspendedUntil: null });
    const history = accountHistoryResponseSchema.parse((await get(`/api/admin/accounts/${account.id}/history`)).json());
    expect(history.suspension).toEqual({ suspended: false, until: null });
    expect(history.entries.map((entry) => entry.action)).toEqual(['account.auto-unsuspend', 'account.suspend']);
    expect(history.entries[0]).toMatchObject({ actorId: null, actorName: null, reason: null, until, notice: null });
  });

  it('lifts each ended suspension exactly once when two servers sweep at the same moment', async () => {
    // On PostgreSQL a second server on its own connections; SQLite is one process's embedded database,
    // where a second connection would only wait for the first one's write, so the races share one.
    const other = database.name === 'postgres' ? (await server.secondApp()).services : server.ctx;
    const accounts = [await member('Race One'), await member('Race Two')];
    const until = new Date(server.ctx.now().getTime() + hour).toISOString();
    for (const { id } of accounts) expect((await send('PUT', `/api/admin/professionals/${id}/suspend`, { reason: 'Other', until })).statusCode).toBe(200);
    await later(hour + 1);
    const lifted = await Promise.all([liftEndedSuspensions(server.ctx), liftEndedSuspensions(other), liftEndedSuspensions(server.ctx)]);
    expect(lifted.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const { id } of accounts) {
      expect((await entriesOf(id)).filter((entry) => entry.action === 'account.auto-unsuspend')).toHaveLength(1);
    }
  });

  it('shows the current suspension and its end in the history, and 404 for an unknown account', async () => {
    const account = await member('History Hana');
    const until = new Date(server.ctx.now().getTime() + 7 * 24 * hour).toISOString();
    await send('PUT', `/api/admin/professionals/${account.id}/suspend`, { reason: 'Harassment or abuse', until });
    const history = accountHistoryResponseSchema.parse((await get(`/api/admin/accounts/${account.id}/history`)).json());
    expect(history).toEqual({ suspension: { suspended: true, until }, entries: [expect.objectContaining({ action: 'account.suspend', reason: 'Harassment or abuse' })] });
    const missing = await get('/api/admin/accounts/424242/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No account has that id.' });
  });
});

describe.each(testDatabases)('the suspension sweep on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { now, suspensionSweepMs: 20 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lifts a timed suspension when it ends with nobody reading anything', async () => {
    const token = await server.adminToken();
    const account = await insertMember(server.ctx.db, { role: 'private-suite', fullName: 'Swept Suite' });
    const until = new Date(now.getTime() + hour).toISOString();
    const response = await call(server.app, token, {
      method: 'PUT',
      url: `/api/admin/private-suites/${account.id}/suspend`,
      headers: json,
      payload: JSON.stringify({ reason: 'Other', until }),
    });
    expect(response.statusCode).toBe(200);
    const state = () => server.ctx.db.selectFrom('accounts').select('is_suspended').where('id', '=', account.id).executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await state()).is_suspended).toBe(1);
    server.advance(hour);
    await expect.poll(async () => (await state()).is_suspended, { timeout: 5000 }).toBe(0);
    const entries = await server.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', account.id).where('action', '=', 'account.auto-unsuspend').execute();
    expect(entries).toEqual([expect.objectContaining({ actor_id: null, reason: null, until })]);
  });
});
