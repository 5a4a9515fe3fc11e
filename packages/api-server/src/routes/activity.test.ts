// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { auditLogResponseSchema } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const now = new Date('2026-11-15T12:00:00.000Z');
const day = 86_400_000;
const json = { 'content-type': 'application/json' };

describe.each(testDatabases)('the activity log, its CSV export and failed sign-ins on $name', (database) => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => call(server.app, token, { method: 'GET', url });
  const names = async (query: string) =>
    auditLogResponseSchema.parse((await get(`/api/admin/audit-log?limit=100&${query}`)).json()).data.map((entry) => `${entry.action} ${entry.targetName}`);
  const suspend = (route: string, id: number, body: unknown) =>
    call(server.app, token, { method: 'PUT', url: `/api/admin/${route}/${id}/suspend`, headers: json, payload: JSON.stringify(body) });

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now }));
    const zoe = await insertMember(server.ctx.db, { role: 'professional', fullName: 'Zoë "Z" Ünal, Jr.', email: 'zoe.unal@studio.example.test' });
    const glow = await insertMember(server.ctx.db, { role: 'salon', fullName: 'Glow 100%_Bar' });
    const answers = [(await suspend('professionals', zoe.id, { reason: 'Other', note: '=SUM(A1:A9)\n+1 "quoted", line' })).statusCode];
    server.advance(day);
    token = await server.adminToken();
    answers.push((await suspend('salons', glow.id, { reason: 'Spam or scam', note: '-2 @home ok' })).statusCode);
    if (answers.some((status) => status !== 200)) throw new Error(`Suspending the fixtures answered ${answers.join(', ')}.`);
  });
  afterAll(async () => {
    await server.close();
  });

  it('filters by action, kind, administrator, text and date range, newest first', async () => {
    expect(await names('action=account.suspend')).toEqual(['account.suspend Glow 100%_Bar', 'account.suspend Zoë "Z" Ünal, Jr.']);
    expect(await names('action=account.suspend&kind=salon')).toEqual(['account.suspend Glow 100%_Bar']);
    expect(await names('q=ZOË')).toEqual(['account.suspend Zoë "Z" Ünal, Jr.']);
    expect(await names('q=studio.EXAMPLE')).toEqual(['account.suspend Zoë "Z" Ünal, Jr.']);
    expect(await names('q=100%25_')).toEqual(['account.suspend Glow 100%_Bar']);
    expect(await names('q=0%25')).toEqual(['account.suspend Glow 100%_Bar']);
    expect(await names('q=_B')).toEqual(['account.suspend Glow 100%_Bar']);
    expect(await names('action=account.suspend&from=2026-11-16')).toEqual(['account.suspend Glow 100%_Bar']);
    expect(await names('action=account.suspend&to=2026-11-15')).toEqual(['account.suspend Zoë "Z" Ünal, Jr.']);
    expect(await names('action=account.suspend&from=2026-11-15T12:00:00Z&to=2026-11-16T11:59:59%2B00:00')).toEqual(['account.suspend Zoë "Z" Ünal, Jr.']);
    const admin = await server.ctx.db.selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(await names(`action=account.suspend&actorId=${admin.id}`)).toHaveLength(2);
    expect(await names(`action=account.suspend&actorId=${admin.id + 1000}`)).toEqual([]);
    const page = auditLogResponseSchema.parse((await get('/api/admin/audit-log?action=account.suspend&limit=1&page=2')).json());
    expect(page).toMatchObject({ total: 2, totalPages: 2, page: 2, limit: 1 });
    expect(page.data.map((entry) => entry.targetName)).toEqual(['Zoë "Z" Ünal, Jr.']);
  });

  it.each([
    ['from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
    ['to=2026-13-01', 'to must be a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
    ['kind=robot', 'kind must be one of: admin, professional, salon, private-suite.'],
    ['actorId=0', 'actorId must be a positive whole number.'],
    [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters.'],
    ['q=%07', 'q must not contain control characters (found U+0007).'],
  ])('answers 400 to ?%s', async (query, message) => {
    for (const url of [`/api/admin/audit-log?${query}`, `/api/admin/audit-log.csv?${query}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('exports the filtered log as RFC 4180 CSV, defusing cells a spreadsheet would run', async () => {
    const response = await get('/api/admin/audit-log.csv?action=account.suspend');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="chairside-activity.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'When,Action,Administrator,Administrator email,Account,Account ID,Account kind,Reason,Note,Suspended until,Notice,Notice error,Detail,Entry ID,Undoes entry,Undone by entry',
    );
    expect(lines.at(-1)).toBe('');
    expect(response.body).toContain(`,Glow 100%_Bar,`);
    expect(response.body).toContain(`,Spam or scam,'-2 @home ok,`);
    expect(response.body).toContain(`,"Zoë ""Z"" Ünal, Jr.",`);
    expect(response.body).toContain(`,"'=SUM(A1:A9)\n+1 ""quoted"", line",`);
    expect(response.body.indexOf('Glow')).toBeLessThan(response.body.indexOf('Zoë'));
    expect(Buffer.from(response.rawPayload).toString('utf8')).toBe(response.body);
  });

  it('logs a failed sign-in with the address as typed and never the password', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: '  Admin@Chairside.test ', password: 'hunter2-wrong' },
    });
    expect(response.statusCode).toBe(401);
    await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@chairside.test', password: 'hunter3-wrong' } });
    const log = auditLogResponseSchema.parse((await get('/api/admin/audit-log?action=session.login-failed')).json()).data;
    expect(log).toEqual([
      expect.objectContaining({ actorId: null, actorEmail: 'nobody@chairside.test', targetId: null, detail: 'No account has this email address.' }),
      expect.objectContaining({ actorId: null, actorEmail: 'admin@chairside.test', targetRole: 'admin', detail: 'Wrong password.' }),
    ]);
    expect(JSON.stringify(log)).not.toMatch(/hunter/);
  });
});

describe('the audit log is append-only', () => {
  const sourceFiles = (directory: string): string[] =>
    fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
    });
  const root = path.resolve(import.meta.dirname, '..');
  // Migrations create and change the table itself; every other module may only insert into it.
  const modules = sourceFiles(root).filter((file) => !/migration/.test(path.basename(file)));

  it('has no query, in any module a route can reach, that updates or deletes an entry', () => {
    expect(modules.length).toBeGreaterThan(30);
    const writers = modules.filter((file) =>
      /(updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"]audit_log|(update|delete\s+from|truncate)\s+(table\s+)?["']?audit_log/i.test(fs.readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([]);
    const inserters = modules.filter((file) => /insertInto\(\s*['"]audit_log/.test(fs.readFileSync(file, 'utf8')));
    expect(inserters.map((file) => path.relative(root, file))).toEqual([path.join('db', 'queries', 'audit.ts')]);
  });
});
