// @vitest-environment node
import { PassThrough } from 'node:stream';
import { inviteResponseSchema, invitationPath, securityMessages, staffResponseSchema, type StaffRole } from '@chairside/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations.ts';
import { markDueUnconfigured, outboxSecretPlaceholder, retryOutboxMessage } from '../db/queries/outbox.ts';
import { hashToken } from '../services/auth.ts';
import { secretGoneError } from '../services/outbox.ts';
import { createInvitation } from '../services/invitations.ts';
import { callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { addStaffMember, signIn } from '../test/second-factors.ts';
import { mailThrough, startTestSmtpServer } from '../test/smtp.ts';

/**
 * An invitation works only while whoever sent it may still invite, and its
 * token is kept nowhere but in its hash and, until the email goes out, beside the email's body.
 */

const start = new Date('2026-11-15T12:00:00.000Z');
const hour = 3_600_000;
const password = 'an invited password';

/** The token a link carries in its fragment. */
const tokenOf = (link: string) => /#token=([A-Za-z0-9_-]{43})/.exec(link)?.[1] ?? '';

let sequence = 0;
const freshEmail = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}@example.test`;
};

/** Everything the database keeps about notices and actions, as text. */
const everything = async (server: TestServer) =>
  JSON.stringify([await server.ctx.db.selectFrom('outbox').selectAll().execute(), await server.ctx.db.selectFrom('audit_log').selectAll().execute()]);

describe.each(testDatabases)('invitations and their inviter on $name', (database) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (let last = opened.pop(); last; last = opened.pop()) await last.close();
  });

  /** A server without a mail server (links come back in the answer), the administrator and a second owner. */
  const setUp = async () => {
    const { server, token } = await startSignedIn(database, { now: start });
    opened.push(server);
    const owner = await addStaffMember(server, { staffRole: 'owner', fullName: 'Second Owner' });
    const ownerToken = await signIn(server, owner);
    const send = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => callJson(server.app, as, method, url, body);
    const invite = async (as: string, staffRole: StaffRole = 'owner') => {
      const response = await send(as, 'POST', '/api/admin/staff/invitations', { email: freshEmail('invited'), staffRole });
      expect(response.statusCode).toBe(201);
      const answer = inviteResponseSchema.parse(response.json());
      return { ...answer.invitation, token: tokenOf(answer.link ?? '') };
    };
    const listed = async () => staffResponseSchema.parse((await send(token, 'GET', '/api/admin/staff')).json()).invitations.map((row) => row.id);
    const lookup = (invitationToken: string) => callJson(server.app, undefined, 'POST', '/api/admin/invitations/lookup', { token: invitationToken });
    const accept = (invitationToken: string) =>
      callJson(server.app, undefined, 'POST', '/api/admin/invitations/accept', { token: invitationToken, fullName: 'Invited Person', password });
    const accountsWith = (email: string) => server.ctx.db.selectFrom('accounts').select('id').where('email', '=', email).execute();
    return { server, token, owner, ownerToken, send, invite, listed, lookup, accept, accountsWith };
  };

  it('withdraws the open invitations of an owner who is deactivated: off the list, the link refused, each logged', async () => {
    const { server, token, owner, ownerToken, send, invite, listed, lookup, accept, accountsWith } = await setUp();
    const theirs = [await invite(ownerToken), await invite(ownerToken, 'moderator')];
    const mine = await invite(token);
    expect(await listed()).toEqual(expect.arrayContaining([...theirs.map((row) => row.id), mine.id]));

    expect((await send(token, 'POST', `/api/admin/staff/${owner.id}/deactivate`)).statusCode).toBe(200);
    expect(await listed()).toEqual([mine.id]);
    for (const invitation of theirs) {
      for (const refused of [await lookup(invitation.token), await accept(invitation.token)]) {
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: securityMessages.invitationInvalid });
      }
      expect(await accountsWith(invitation.email)).toEqual([]);
    }
    const withdrawn = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.invite-revoke').orderBy('id').execute();
    expect(withdrawn.map((entry) => entry.detail).toSorted()).toEqual(
      [
        `Withdrew the invitation of ${theirs[0]?.email} as Owner: the inviter was deactivated.`,
        `Withdrew the invitation of ${theirs[1]?.email} as Moderator: the inviter was deactivated.`,
      ].toSorted(),
    );
    expect(withdrawn.every((entry) => entry.actor_email === 'admin@chairside.test')).toBe(true);
    // The other owner's invitation still works.
    expect((await accept(mine.token)).statusCode).toBe(200);
  });

  it('withdraws them when the owner becomes a moderator or a viewer', async () => {
    for (const staffRole of ['moderator', 'viewer'] as const) {
      const { token, owner, ownerToken, send, invite, listed, lookup, accept, accountsWith } = await setUp();
      const invitation = await invite(ownerToken);
      expect((await send(token, 'PUT', `/api/admin/staff/${owner.id}`, { staffRole })).statusCode).toBe(200);
      expect(await listed()).toEqual([]);
      expect((await lookup(invitation.token)).statusCode).toBe(404);
      expect((await accept(invitation.token)).statusCode).toBe(404);
      expect(await accountsWith(invitation.email)).toEqual([]);
    }
  });

  it('refuses at acceptance when the inviter lost the right behind the service (in the database), and makes nothing', async () => {
    const { server, owner, ownerToken, invite, lookup, accept, accountsWith } = await setUp();
    const members = () => server.ctx.db.selectFrom('staff_members').select('account_id').execute();
    const before = await members();
    for (const change of [{ staff_role: 'viewer' }, { staff_role: 'owner', deactivated_at: start.toISOString() }]) {
      const invitation = await invite(ownerToken);
      await server.ctx.db.updateTable('staff_members').set(change).where('account_id', '=', owner.id).execute();
      for (const refused of [await lookup(invitation.token), await accept(invitation.token)]) {
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: securityMessages.inviterCannotInvite });
      }
      expect(await accountsWith(invitation.email)).toEqual([]);
      expect(await members()).toEqual(before);
      await server.ctx.db.updateTable('staff_members').set({ staff_role: 'owner', deactivated_at: null }).where('account_id', '=', owner.id).execute();
    }
    // An invitation from the command line with no owner to speak for it answers to nobody.
    const fromCli = await createInvitation(server.ctx, null, { email: freshEmail('cli'), staffRole: 'viewer' }, null);
    expect((await accept(tokenOf(fromCli.link))).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('invitation emails keep their token apart on $name', (database) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (let last = opened.pop(); last; last = opened.pop()) await last.close();
  });

  const setUp = async () => {
    const smtp = await startTestSmtpServer();
    opened.push(smtp);
    const log = new PassThrough();
    const logged: string[] = [];
    log.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
    const { server, token } = await startSignedIn(database, { now: start, logStream: log, config: { mail: mailThrough(smtp), logLevel: 'info' } });
    opened.push(server);
    const invite = async () => {
      const email = freshEmail('mailed');
      const response = await callJson(server.app, token, 'POST', '/api/admin/staff/invitations', { email, staffRole: 'viewer' });
      expect(response.statusCode).toBe(201);
      const { invitation } = inviteResponseSchema.parse(response.json());
      const row = await server.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      return { invitation, row };
    };
    const outboxRow = (id: number) => server.ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { server, token, smtp, logged, invite, outboxRow };
  };

  it('mails a working link, and afterwards no outbox column, audit row or log line holds its token', async () => {
    const { server, smtp, logged, invite } = await setUp();
    const { invitation, row } = await invite();
    // Waiting: the body names the token by a placeholder, the token waits beside it.
    expect(row.body).toContain(`${server.config.web.origin}${invitationPath}#token=${outboxSecretPlaceholder}`);
    expect(row).toMatchObject({ secret_for: `invitation:${invitation.id}`, secret_expires_at: invitation.expiresAt });
    const token = row.secret ?? '';
    expect(hashToken(token)).toBe(
      (await server.ctx.db.selectFrom('staff_invitations').select('token_hash').where('id', '=', invitation.id).executeTakeFirstOrThrow()).token_hash,
    );
    expect(row.body).not.toContain(token);

    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    const link = /https?:\/\/\S+/.exec(smtp.received[0]?.text ?? '')?.[0] ?? '';
    expect(link).toBe(`${server.config.web.origin}${invitationPath}#token=${token}`);
    expect(await everything(server)).not.toContain(token);
    expect(logged.join('')).toContain('notice sent');
    expect(logged.join('')).not.toContain(token);
    const accepted = await callJson(server.app, undefined, 'POST', '/api/admin/invitations/accept', { token: tokenOf(link), fullName: 'Mailed Viewer', password });
    expect(accepted.statusCode).toBe(200);
  });

  it('takes the token out of a waiting email when its invitation is withdrawn, accepted or runs out, and sends no dead link', async () => {
    const { server, token, smtp, invite, outboxRow } = await setUp();
    const withdrawn = await invite();
    expect((await callJson(server.app, token, 'DELETE', `/api/admin/staff/invitations/${withdrawn.invitation.id}`)).statusCode).toBe(200);
    expect((await outboxRow(withdrawn.row.id)).secret).toBeNull();

    const accepted = await invite();
    const response = await callJson(server.app, undefined, 'POST', '/api/admin/invitations/accept', {
      token: accepted.row.secret,
      fullName: 'Quick Viewer',
      password,
    });
    expect(response.statusCode).toBe(200);
    expect((await outboxRow(accepted.row.id)).secret).toBeNull();

    const replaced = await invite();
    await createInvitation(server.ctx, null, { email: replaced.invitation.email, staffRole: 'moderator' }, null);
    expect((await outboxRow(replaced.row.id)).secret).toBeNull();
    // Only the invitation that replaced an earlier one goes out (with its own link).
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1, failed: 3 });
    expect(smtp.received.map((mail) => mail.rcptTo[0])).toEqual([replaced.invitation.email]);

    const late = await invite();
    server.advance(72 * hour);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    for (const { row } of [withdrawn, accepted, replaced, late]) {
      expect(await outboxRow(row.id)).toMatchObject({ status: 'failed', last_error: secretGoneError, secret: null });
    }
    expect(smtp.received).toHaveLength(1);
    for (const { row } of [withdrawn, accepted, replaced, late]) expect(await everything(server)).not.toContain(row.secret ?? 'none');
  });

  it('sends a retried unconfigured email with its link while the invitation lives', async () => {
    const { server, smtp, invite, outboxRow } = await setUp();
    const { row } = await invite();
    // A server without SMTP_URL set it aside first; the secret stays for a retry.
    expect(await markDueUnconfigured(server.ctx.db, server.ctx.now().toISOString())).toBe(1);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'unconfigured', secret: row.secret });
    server.advance(hour);
    expect(await retryOutboxMessage(server.ctx.db, row.id, server.ctx.now().toISOString())).toBe(true);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.received[0]?.text).toContain(`#token=${row.secret}`);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'sent', secret: null });
  });

  it('took the tokens already in bodies out (migration 0011): only unsent email of an open invitation keeps one, beside its body', async () => {
    const { server, token, invite, outboxRow } = await setUp();
    const [open, withdrawn, sent] = [await invite(), await invite(), await invite()];
    expect((await callJson(server.app, token, 'DELETE', `/api/admin/staff/invitations/${withdrawn.invitation.id}`)).statusCode).toBe(200);
    // Back to the schema before it, each body with its link in clear as it used to be.
    const migration = migrations(server.ctx.dialect)['0011_outbox_secrets'];
    await migration?.down?.(server.ctx.db);
    for (const { row } of [open, withdrawn, sent]) {
      const body = row.body.replace(outboxSecretPlaceholder, row.secret ?? '');
      await server.ctx.db.updateTable('outbox').set({ body, status: row === sent.row ? 'sent' : 'pending' }).where('id', '=', row.id).execute();
    }
    // The migration reads the real clock: the invitations must still be open by it.
    const later = '2999-01-01T00:00:00.000Z';
    await server.ctx.db.updateTable('staff_invitations').set({ expires_at: later }).execute();
    await migration?.up(server.ctx.db);

    expect(await outboxRow(open.row.id)).toMatchObject({ body: open.row.body, secret: open.row.secret, secret_for: `invitation:${open.invitation.id}`, secret_expires_at: later });
    for (const { row, invitation } of [withdrawn, sent]) {
      expect(await outboxRow(row.id)).toMatchObject({ body: row.body, secret: null, secret_for: `invitation:${invitation.id}` });
      expect(await everything(server)).not.toContain(row.secret ?? 'none');
    }
  });
});
