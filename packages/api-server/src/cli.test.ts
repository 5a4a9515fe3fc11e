// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { findOutboxMessage, insertOutboxMessage, outboxSecretPlaceholder } from './db/queries/outbox.ts';
import { hashToken } from './services/auth.ts';
import { deleteMemberAccount } from './services/moderation.ts';
import { verifyPassword } from './services/passwords.ts';
import { insertMember } from './test/members.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the command line', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-cli-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const runCli = (args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, ['../../scripts/cli.mjs', ...args], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'cli admin password', SMTP_URL: '', MAIL_FROM: '', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const cli = (...args: string[]) => runCli(args);

  const withDb = async <T>(work: (db: ReturnType<typeof connect>) => Promise<T>) => {
    const db = connect({ dataDir });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  it('explains itself and exits 2 on a bad call', () => {
    const none = cli();
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('Usage: npm run cli -- <command>');
    const badRole = cli('create-user', '--role', 'owner', '--email', 'a@b.test', '--password', 'long enough');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('Error: --role must be one of admin, professional, salon, private-suite.');
  }, 30_000);

  it('seeds, creates users, resets passwords and adds demo data', async () => {
    const seed = cli('seed');
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('Categories added: 92. Administrator created.');
    // An embedded database that was empty also gets the demo data.
    expect(seed.stdout).toMatch(/Demo data: \{"professionals":150,"salons":60,"privateSuites":40,"feedback":120,"supportRequests":30/);

    const created = cli('create-user', '--role', 'admin', '--email', 'Second@Chairside.test', '--password', 'second admin pw', '--name', 'Second Admin');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created admin second@chairside\.test with id \d+ \(Owner\)\.$/m);

    const reset = cli('reset-password', '--email', 'second@chairside.test', '--password', 'a new one here');
    expect(reset.code).toBe(0);
    const unknown = cli('reset-password', '--email', 'ghost@chairside.test', '--password', 'a new one here');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No account has the email ghost@chairside.test.');

    const demo = cli('seed-demo', '--count', '7', '--feedback', '3', '--support', '2');
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(/Added \{"professionals":7,"salons":7,"privateSuites":7,"feedback":3,"supportRequests":2/);
    // Progress goes to stderr, keeping stdout to the one summary line.
    expect(demo.stderr.trim().split('\n').map((line) => line.replace(/\d+ s$/, 'N s'))).toEqual([
      'professionals: 7 / 7 (100%) N s',
      'salons: 7 / 7 (100%) N s',
      'private suites: 7 / 7 (100%) N s',
      'reports: 7 / 7 professionals (100%) N s',
      expect.stringMatching(/^Peak memory: \d+ MB resident\.$/),
    ]);

    await withDb(async (db) => {
      const second = await db.kysely.selectFrom('accounts').selectAll().where('email', '=', 'second@chairside.test').executeTakeFirstOrThrow();
      expect(second).toMatchObject({ role: 'admin', full_name: 'Second Admin' });
      expect(await verifyPassword(second.password_hash ?? '', 'a new one here')).toBe(true);
      const roles = await db.kysely.selectFrom('accounts').select(['role', (eb) => eb.fn.countAll().as('n')]).groupBy('role').orderBy('role').execute();
      expect(roles.map((row) => [row.role, Number(row.n)])).toEqual([
        ['admin', 2],
        ['private-suite', 47],
        ['professional', 157],
        ['salon', 67],
      ]);
      const resetEntry = await db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'password.change').executeTakeFirstOrThrow();
      expect(resetEntry).toMatchObject({ actor_id: null, target_id: second.id });
    });
    expect(fs.existsSync(path.join(dataDir, 'demo', 'cv-1.pdf'))).toBe(true);

    // --seed and --as-of repeat the same people and dates, counted back from the given day.
    for (let run = 0; run < 2; run += 1) {
      const fixed = cli('seed-demo', '--count', '3', '--feedback', '0', '--support', '0', '--seed', '42', '--as-of', '2026-01-15T12:00:00Z');
      expect(fixed.code).toBe(0);
    }
    await withDb(async (db) => {
      const rows = await db.kysely
        .selectFrom('accounts')
        .select(['full_name', 'created_at'])
        .where('role', '=', 'professional')
        .orderBy('id', 'desc')
        .limit(6)
        .execute();
      const [second, first] = [rows.slice(0, 3), rows.slice(3)];
      expect(second).toEqual(first);
      for (const row of rows) expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(Date.parse('2026-01-15T12:00:00Z'));
    });
    const badDate = cli('seed-demo', '--count', '1', '--as-of', 'yesterday');
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--as-of must be an ISO date such as 2026-01-15 or 2026-01-15T12:00:00Z, got "yesterday".');
  }, 60_000);

  it('lists the outbox, by status, and puts a failed or unsent notice back in the queue', async () => {
    expect(cli('migrate').code).toBe(0);
    expect(cli('outbox').stdout.trim()).toBe('The outbox is empty.');
    const ids = await withDb(async (db) => {
      const at = '2026-03-01T09:00:00.000Z';
      const write = (n: number) =>
        insertOutboxMessage(db.kysely, { auditId: null, accountId: null, to: `holder${n}@example.test`, subject: `Notice ${n}`, body: 'Hello', at });
      const [failed, unconfigured, sent] = [await write(1), await write(2), await write(3)];
      await db.kysely.updateTable('outbox').set({ status: 'failed', attempts: 8, last_error: '451 Greylisted' }).where('id', '=', failed).execute();
      await db.kysely.updateTable('outbox').set({ status: 'unconfigured' }).where('id', '=', unconfigured).execute();
      await db.kysely.updateTable('outbox').set({ status: 'sent', attempts: 1, sent_at: at }).where('id', '=', sent).execute();
      return { failed, unconfigured, sent };
    });

    const all = cli('outbox');
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+STATUS\s+TRIES\s+TO\s+SUBJECT\s+LAST ERROR\s+CREATED$/);
    // Newest first.
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      [String(ids.sent), 'sent', '1', 'holder3@example.test', 'Notice 3', '2026-03-01T09:00:00.000Z'],
      [String(ids.unconfigured), 'not sent: no mail server configured', '0', 'holder2@example.test', 'Notice 2', '2026-03-01T09:00:00.000Z'],
      [String(ids.failed), 'failed', '8', 'holder1@example.test', 'Notice 1', '451 Greylisted', '2026-03-01T09:00:00.000Z'],
    ]);
    const failedOnly = cli('outbox', '--status', 'failed');
    expect(failedOnly.stdout.trim().split('\n').slice(1).map((line) => line.split(/\s+/)[0])).toEqual([String(ids.failed)]);
    expect(cli('outbox', '--status', 'sending').stdout.trim()).toBe('No sending messages in the outbox.');
    const badStatus = cli('outbox', '--status', 'lost');
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain('--status must be one of pending, sending, sent, failed, unconfigured.');

    for (const id of [ids.failed, ids.unconfigured]) {
      const retried = cli('outbox', '--retry', String(id));
      expect(retried.code).toBe(0);
      expect(retried.stdout).toContain(`Message ${id} to holder`);
      expect(retried.stdout).toContain('is pending again; a running server sends it once SMTP_URL is set.');
    }
    await withDb(async (db) => {
      expect(await findOutboxMessage(db.kysely, ids.failed)).toMatchObject({ status: 'pending', attempts: 0, last_error: '451 Greylisted' });
      expect(await findOutboxMessage(db.kysely, ids.unconfigured)).toMatchObject({ status: 'pending', attempts: 0 });
    });
    const notAgain = cli('outbox', '--retry', String(ids.sent));
    expect(notAgain.code).toBe(1);
    expect(notAgain.stderr.trim()).toBe(`Error: Message ${ids.sent} is sent; only failed and unconfigured messages can be retried.`);
    const missing = cli('outbox', '--retry', '999999');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('Error: No message in the outbox has the id 999999.');
    expect(cli('outbox', '--retry', 'x').stderr).toContain('--retry must be the id of a message, got "x".');
  }, 60_000);

  it('purges deleted accounts kept past RETENTION_DAYS, or past --older-than days, on demand', async () => {
    expect(cli('migrate').code).toBe(0);
    const day = 86_400_000;
    const ids = await withDb(async (db) => {
      const admin = await db.kysely.selectFrom('accounts').selectAll().where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
      const actor = { id: admin.id, role: 'admin', fullName: admin.full_name, email: admin.email, sessionId: 0 };
      const deletedDaysAgo = async (days: number) => {
        const { id } = await insertMember(db.kysely, { role: 'salon', fullName: `Kept ${days} days` });
        const at = new Date(Date.now() - days * day);
        const ctx = { db: db.kysely, dialect: db.dialect, config: loadConfig({ DATA_DIR: dataDir }), now: () => at, outbox: { wake: () => undefined } };
        await deleteMemberAccount(ctx, actor, id, { reason: 'Other' });
        return id;
      };
      return { old: await deletedDaysAgo(31), recent: await deletedDaysAgo(5) };
    });
    const kept = () => withDb(async (db) => (await db.kysely.selectFrom('deleted_accounts').select('account_id').orderBy('account_id').execute()).map((row) => row.account_id));

    const due = cli('purge-deleted');
    expect(due.code).toBe(0);
    expect(due.stdout.trim()).toBe('Purged 1 deleted account.');
    expect(await kept()).toEqual([ids.recent]);
    expect(cli('purge-deleted', '--older-than', '6').stdout.trim()).toBe('Purged 0 deleted accounts.');
    expect(cli('purge-deleted', '--older-than', '0').stdout.trim()).toBe('Purged 1 deleted account.');
    expect(await kept()).toEqual([]);
    const entries = await withDb((db) =>
      db.kysely.selectFrom('audit_log').select(['target_id', 'actor_id']).where('action', '=', 'account.purge').orderBy('id').execute(),
    );
    expect(entries).toEqual([
      { target_id: ids.old, actor_id: null },
      { target_id: ids.recent, actor_id: null },
    ]);
    const bad = cli('purge-deleted', '--older-than', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--older-than must be a whole number from 0 to 1000000, got "soon".');
  }, 60_000);

  it('creates staff members with a staff role, and only administrators take one', async () => {
    expect(cli('migrate').code).toBe(0);
    const moderator = cli('create-user', '--role', 'admin', '--staff-role', 'moderator', '--email', 'mod@chairside.test', '--password', 'moderator password');
    expect(moderator.code).toBe(0);
    expect(moderator.stdout).toMatch(/^Created admin mod@chairside\.test with id \d+ \(Moderator\)\.$/m);
    const owner = cli('create-user', '--role', 'admin', '--email', 'owner2@chairside.test', '--password', 'owner two password');
    expect(owner.stdout).toMatch(/\(Owner\)\.$/m);
    const roleOf = (email: string) =>
      withDb(async (db) =>
        (
          await db.kysely
            .selectFrom('accounts as a')
            .innerJoin('staff_members as m', 'm.account_id', 'a.id')
            .select('m.staff_role')
            .where('a.email', '=', email)
            .executeTakeFirst()
        )?.staff_role,
      );
    expect(await roleOf('mod@chairside.test')).toBe('moderator');
    expect(await roleOf('owner2@chairside.test')).toBe('owner');

    const forMember = cli('create-user', '--role', 'salon', '--staff-role', 'viewer', '--email', 'salon@chairside.test', '--password', 'salon password');
    expect(forMember.code).toBe(2);
    expect(forMember.stderr).toContain('Error: --staff-role is only for --role admin.');
    const unknown = cli('create-user', '--role', 'admin', '--staff-role', 'boss', '--email', 'boss@chairside.test', '--password', 'boss password');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Error: --staff-role must be one of owner, moderator, viewer.');
    expect(await withDb((db) => db.kysely.selectFrom('accounts').select('id').where('email', 'in', ['salon@chairside.test', 'boss@chairside.test']).execute())).toEqual([]);
    expect(cli('help').stdout).toContain('--staff-role <owner|moderator|viewer>');
  }, 60_000);

  it('invites a staff member, always printing the link and queueing its email when a mail server is set', async () => {
    expect(cli('migrate').code).toBe(0);
    const usage = cli('help').stdout;
    expect(usage).toContain('invite --email <email> --role <owner|moderator|viewer> [--by <email of an active owner>]');

    const plain = cli('invite', '--email', 'New.Viewer@chairside.test', '--role', 'viewer');
    expect(plain.code).toBe(0);
    const [summary, note, link] = plain.stdout.trim().split('\n');
    expect(summary).toMatch(/^Invited new\.viewer@chairside\.test as Viewer in the name of \S.*; the link works once, until \d{4}-\d\d-\d\dT[\d:.]+Z\.$/);
    expect(note).toBe('No mail server is set (SMTP_URL): pass the link on yourself.');
    expect(link).toMatch(/^http:\/\/localhost:\d+\/accept-invitation#token=[A-Za-z0-9_-]{43}$/);
    const token = link?.split('#token=')[1] ?? '';
    const stored = await withDb(async (db) => {
      const firstOwner = await db.kysely
        .selectFrom('accounts as a')
        .innerJoin('staff_members as m', 'm.account_id', 'a.id')
        .select(['a.id', 'a.full_name'])
        .where('m.staff_role', '=', 'owner')
        .where('m.deactivated_at', 'is', null)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .executeTakeFirstOrThrow();
      const invitation = await db.kysely.selectFrom('staff_invitations').selectAll().where('email', '=', 'new.viewer@chairside.test').executeTakeFirstOrThrow();
      const entry = await db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'staff.invite').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const mails = await db.kysely.selectFrom('outbox').select('id').where('to_address', '=', 'new.viewer@chairside.test').execute();
      return { firstOwner, invitation, entry, mails };
    });
    expect(summary).toContain(`in the name of ${stored.firstOwner.full_name};`);
    expect(stored.invitation).toMatchObject({ staff_role: 'viewer', token_hash: hashToken(token), invited_by_id: stored.firstOwner.id, accepted_at: null });
    expect(stored.entry).toMatchObject({ actor_id: null });
    expect(stored.entry.detail).toContain('From the command line');
    expect(stored.entry.detail).not.toContain(token);
    expect(stored.mails).toEqual([]);

    // With a mail server the email is queued for a running server to send, and the link still printed.
    const mailEnv = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Chairside <no-reply@chairside.test>', ORIGIN: 'https://admin.chairside.test' };
    const mailed = runCli(['invite', '--email', 'mailed.mod@chairside.test', '--role', 'moderator', '--by', 'owner2@chairside.test'], mailEnv);
    expect(mailed.code).toBe(0);
    const lines = mailed.stdout.trim().split('\n');
    expect(lines[0]).toContain('as Moderator in the name of owner2;');
    expect(lines[1]).toBe('The email is queued: the next running server sends it.');
    expect(lines[2]).toMatch(/^https:\/\/admin\.chairside\.test\/accept-invitation#token=[A-Za-z0-9_-]{43}$/);
    const queued = await withDb((db) => db.kysely.selectFrom('outbox').selectAll().where('to_address', '=', 'mailed.mod@chairside.test').execute());
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ subject: 'You are invited to the Chairside back-office', status: 'pending' });
    // The body names the token by a placeholder; the token waits beside it until sent, and the listing shows neither.
    expect(queued[0]?.body).toContain(lines[2]?.replace(/#token=.*$/, `#token=${outboxSecretPlaceholder}`));
    expect(queued[0]?.secret).toBe(lines[2]?.split('#token=')[1]);
    expect(cli('outbox').stdout).not.toContain(queued[0]?.secret ?? 'no secret');
    expect(queued[0]?.body).toContain('You are invited to the Chairside back-office as a Moderator.\nInvited by: "owner2" (owner2@chairside.test)');

    // Refusals: an address in use, an inviter who is not an active owner, a bad role.
    const taken = cli('invite', '--email', 'mod@chairside.test', '--role', 'viewer');
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe('Error: A staff member already uses this email address.');
    const notOwner = cli('invite', '--email', 'x@chairside.test', '--role', 'viewer', '--by', 'mod@chairside.test');
    expect(notOwner.code).toBe(1);
    expect(notOwner.stderr.trim()).toBe('Error: --by must be the email of an active owner; mod@chairside.test is not one.');
    const badRole = cli('invite', '--email', 'x@chairside.test', '--role', 'admin');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('Error: --role must be one of owner, moderator, viewer.');
    expect(cli('invite', '--role', 'viewer').stderr).toContain('Error: --email is required.');
  }, 60_000);
});
