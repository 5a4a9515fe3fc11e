// @vitest-environment node
import { bulkLimits, bulkResponseSchema, matchingAccountsResponseSchema, noticeSubjects } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * One action on many accounts of any kind: each id in its own transaction, a result per id in the
 * order asked, and a request the contract refuses changes nothing at all.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
/** A success for the id: its entry, and the account one version on. */
const ok = (id: number) => ({ id, ok: true, entry: expect.any(Number), version: 2 });
/** The email of the bulk notice below, quoted under the line naming the staff member who sent it. */
const noticeBody = (name: string) => `Message from the Chairside team member "Administrator":\n\n> Hello ${name}, your account is suspended.`;

describe.each(testDatabases)('bulk actions on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const bulk = (body: unknown) => callJson(server.app, token, 'POST', '/api/admin/accounts/bulk', body);
  const states = (ids: number[]) =>
    db().selectFrom('accounts').select(['id', 'is_suspended', 'suspended_until', 'version']).where('id', 'in', ids).orderBy('id').execute();
  const entryCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const adminId = async () => (await db().selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(() => server.close());

  it('suspends accounts of every kind, reporting unknown, deleted and administrator ids in place', async () => {
    const pro = await insertMember(db(), { role: 'professional', fullName: 'Pro Bulk' });
    const salon = await insertMember(db(), { role: 'salon', fullName: 'Salon Bulk' });
    const suite = await insertMember(db(), { role: 'private-suite', fullName: 'Suite Bulk' });
    const gone = await insertMember(db(), { role: 'salon' });
    expect((await callJson(server.app, token, 'DELETE', `/api/admin/users/${gone.id}`)).statusCode).toBe(200);
    const admin = await adminId();
    const until = new Date(now.getTime() + 86_400_000).toISOString();
    const response = await bulk({
      action: 'suspend',
      ids: [salon.id, 424242, pro.id, gone.id, admin, suite.id],
      reason: 'Spam or scam',
      note: 'Ring of fake accounts.',
      notice: { send: true, message: 'Hello {name}, your account is suspended.' },
      until,
    });
    expect(response.statusCode).toBe(200);
    const { results } = bulkResponseSchema.parse(response.json());
    expect(results).toEqual([
      ok(salon.id),
      { id: 424242, ok: false, message: 'No account has that id.' },
      ok(pro.id),
      { id: gone.id, ok: false, message: 'No account has that id.' },
      { id: admin, ok: false, message: 'Administrator accounts cannot be suspended.' },
      ok(suite.id),
    ]);
    expect(await states([pro.id, salon.id, suite.id])).toEqual(
      [pro.id, salon.id, suite.id].map((id) => ({ id, is_suspended: 1, suspended_until: until, version: 2 })),
    );
    // Each notice is filled with its own account's name and tied to its own entry.
    const outbox = await db().selectFrom('outbox').select(['account_id', 'audit_id', 'subject', 'body']).where('account_id', 'in', [pro.id, salon.id, suite.id]).orderBy('id').execute();
    expect(outbox).toEqual([
      { account_id: salon.id, audit_id: results[0]?.entry, subject: noticeSubjects.suspend, body: noticeBody('Salon Bulk') },
      { account_id: pro.id, audit_id: results[2]?.entry, subject: noticeSubjects.suspend, body: noticeBody('Pro Bulk') },
      { account_id: suite.id, audit_id: results[5]?.entry, subject: noticeSubjects.suspend, body: noticeBody('Suite Bulk') },
    ]);
    const entries = await db().selectFrom('audit_log').select(['id', 'action', 'reason', 'note', 'until']).where('target_id', '=', pro.id).execute();
    expect(entries).toEqual([{ id: results[2]?.entry, action: 'account.suspend', reason: 'Spam or scam', note: 'Ring of fake accounts.', until }]);
  });

  it('unsuspends and deletes in bulk, one refusal undoing nothing of the others', async () => {
    const members = await Promise.all(['A', 'B', 'C'].map((name) => insertMember(db(), { role: 'professional', fullName: `Lift ${name}`, suspended: true })));
    const noMail = await insertMember(db(), { role: 'salon', email: '' });
    const lifted = bulkResponseSchema.parse((await bulk({ action: 'unsuspend', ids: members.map((member) => member.id) })).json());
    expect(lifted.results.every((result) => result.ok && result.version === 2)).toBe(true);
    expect((await states(members.map((member) => member.id))).map((row) => row.is_suspended)).toEqual([0, 0, 0]);

    const deleted = await bulk({ action: 'delete', ids: [members[0]!.id, noMail.id, members[1]!.id], reason: 'Other', notice: { send: true, message: 'Bye {name}' } });
    expect(bulkResponseSchema.parse(deleted.json()).results).toEqual([
      { id: members[0]!.id, ok: true, entry: expect.any(Number), version: 2 },
      { id: noMail.id, ok: false, message: 'notice.send: this account has no email address to send a notice to.' },
      { id: members[1]!.id, ok: true, entry: expect.any(Number), version: 2 },
    ]);
    const kept = await db().selectFrom('deleted_accounts').select('account_id').where('account_id', 'in', [members[0]!.id, noMail.id, members[1]!.id]).orderBy('account_id').execute();
    // The members were inserted at once: their ids may come in any order.
    expect(kept.map((row) => row.account_id)).toEqual([members[0]!.id, members[1]!.id].toSorted((x, y) => x - y));
    expect(await states([noMail.id])).toEqual([{ id: noMail.id, is_suspended: 0, suspended_until: null, version: 1 }]);
  });

  it.each([
    ['duplicate ids', (ids: number[]) => ({ action: 'suspend', reason: 'Other', ids: [...ids, ids[0]] }), `ids must not repeat an id (IDS0 is there twice).`],
    ['no ids', () => ({ action: 'suspend', reason: 'Other', ids: [] }), 'ids must name at least one account.'],
    ['1,001 ids', (ids: number[]) => ({ action: 'suspend', reason: 'Other', ids: [...ids, ...Array.from({ length: 998 }, (_, i) => 900_000 + i)] }), 'ids can name at most 1,000 at once.'],
    ['an unknown action', (ids: number[]) => ({ action: 'archive', reason: 'Other', ids }), 'action must be one of: suspend, unsuspend, delete.'],
    ['ids that are not numbers', (ids: number[]) => ({ action: 'suspend', reason: 'Other', ids: [String(ids[0]), 'x'] }), 'ids.0: '],
    ['no reason to delete', (ids: number[]) => ({ action: 'delete', ids }), 'reason is required.'],
    ['until on unsuspend', (ids: number[]) => ({ action: 'unsuspend', ids, until: '2027-01-01T00:00:00Z' }), 'until belongs to suspend only.'],
    ['an end already past', (ids: number[]) => ({ action: 'suspend', reason: 'Other', ids, until: '2026-11-15T11:00:00Z' }), 'until must be in the future.'],
  ])('answers 400 to %s and changes nothing', async (_case, body, message) => {
    const members = await Promise.all([1, 2, 3].map(() => insertMember(db(), { role: 'salon' })));
    const ids = members.map((member) => member.id);
    const before = { states: await states(ids), entries: await entryCount() };
    const response = await bulk(body(ids));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(message.replace('IDS0', String(ids[0])));
    expect({ states: await states(ids), entries: await entryCount() }).toEqual(before);
  });
});

describe.each(testDatabases)('every account a search matches on $name', (database) => {
  let server: TestServer;
  let token: string;
  const matching = async (query: string) => {
    const response = await callJson(server.app, token, 'GET', `/api/admin/accounts/matching?${query}`);
    expect(response.statusCode).toBe(200);
    return matchingAccountsResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
  });
  afterAll(() => server.close());

  it('answers the ids, names and versions the list search selects, newest joining date first', async () => {
    const day = 86_400_000;
    const at = (fullName: string, city: string, daysAgo: number) => ({
      role: 'professional' as const,
      fullName,
      email: `${fullName.split(' ')[0]?.toLowerCase()}@x.test`,
      city,
      state: 'NY',
      createdAt: new Date(now.getTime() - daysAgo * day),
    });
    const old = await insertMember(server.ctx.db, at('Old Austin', 'Austin', 9));
    const young = await insertMember(server.ctx.db, at('Young Ana', 'Boston', 1));
    await insertMember(server.ctx.db, at('Other Otto', 'Boise', 0));
    await insertMember(server.ctx.db, { role: 'salon', fullName: 'Austin Salon', city: 'Austin' });
    await server.ctx.db.updateTable('accounts').set({ version: 4 }).where('id', '=', old.id).execute();
    // City and name, any case: the same search as the professionals list.
    expect(await matching('kind=professional&search=AUST')).toEqual({ total: 1, accounts: [{ id: old.id, fullName: 'Old Austin', version: 4 }] });
    expect(await matching('kind=professional&search=a')).toMatchObject({ total: 2, accounts: [{ id: young.id }, { id: old.id }] });
    expect((await matching('kind=professional')).total).toBe(3);
    const refused = await callJson(server.app, token, 'GET', '/api/admin/accounts/matching?kind=admin');
    expect(refused.statusCode).toBe(400);
  });

  it(`stops at ${bulkLimits.selection.toLocaleString('en-US')} accounts while the total counts them all`, async () => {
    const rows = Array.from({ length: bulkLimits.selection + 5 }, (_, index) => ({
      role: 'private-suite',
      full_name: `Many ${index}`,
      email: `many${index}@example.test`,
      password_hash: null,
      address: null,
      image_url: null,
      // Later rows joined later: the newest come first.
      created_at: new Date(now.getTime() - 1_000_000 + index).toISOString(),
      updated_at: now.toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await server.ctx.db.insertInto('accounts').values(rows.slice(start, start + 500)).execute();
    }
    const result = await matching('kind=private-suite');
    expect(result.total).toBe(bulkLimits.selection + 5);
    expect(result.accounts).toHaveLength(bulkLimits.selection);
    expect(result.accounts[0]?.fullName).toBe(`Many ${bulkLimits.selection + 4}`);
    expect(result.accounts.at(-1)?.fullName).toBe('Many 5');
  }, 60_000);
});
