// @vitest-environment node
import {
  invitationLookupResponseSchema,
  invitationPath,
  inviteResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  mfaEnrollmentSchema,
  permissionRefusals,
  securityLimits,
  securityMessages,
  serverMessages,
  staffMemberResponseSchema,
  staffResponseSchema,
  type StaffRole,
} from '@chairside/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSmtpUrl, type MailConfig } from '../config.ts';
import { insertAccount } from '../db/queries/accounts.ts';
import { createSession, hashToken } from '../services/auth.ts';
import { deactivateStaff } from '../services/staff.ts';
import { hashPassword } from '../services/passwords.ts';
import { adminEmail, callJson, startSignedIn, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';

/**
 * Staff members and invitations (issue 17, section 4): the list, invitations from link to signed-in
 * member, roles, deactivation, and the rules no permission table can express (the last active owner,
 * nobody deactivates themselves, a link works once for 72 hours).
 */

const start = new Date('2026-11-15T12:00:00.000Z');
const minute = 60_000;
const hour = 60 * minute;
const staffPassword = 'a staff password here';

/** The token an invitation link carries in its fragment. */
const tokenOf = (link: string) => {
  const match = /#token=([A-Za-z0-9_-]{43})$/.exec(link);
  if (!match?.[1]) throw new Error(`No token in ${link}`);
  return match[1];
};

let sequence = 0;
const freshEmail = (name: string) => {
  sequence += 1;
  return `${name.toLowerCase()}.${sequence}@chairside.test`;
};

describe.each(testDatabases)('staff and invitations on $name', (database) => {
  let server: TestServer;
  let token: string;
  const db = () => server.ctx.db;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as: string | undefined = token) =>
    callJson(server.app, as, method, url, body);
  const login = (email: string, password = staffPassword) => send('POST', '/api/admin/login', { email, password }, undefined);
  /** The owner signs in again: after the clock moves, the old session has gone idle. */
  const signInAgain = async () => {
    token = await server.adminToken();
  };

  /** A staff member with a password and a live session. */
  const addStaff = async (staffRole: StaffRole, fullName: string) => {
    const email = freshEmail(fullName.toLowerCase().replace(/\W+/g, '.'));
    const { id } = await insertAccount(db(), {
      role: 'admin',
      fullName,
      email,
      passwordHash: await hashPassword(staffPassword, server.config.argon2),
      now: server.ctx.now().toISOString(),
      staffRole,
    });
    const session = await createSession(server.ctx, id);
    return { id, email, fullName, token: session.token };
  };

  const invite = async (email: string, staffRole: StaffRole) => {
    const response = await send('POST', '/api/admin/staff/invitations', { email, staffRole });
    expect(response.statusCode).toBe(201);
    return inviteResponseSchema.parse(response.json());
  };
  const lookup = (invitationToken: string) => send('POST', '/api/admin/invitations/lookup', { token: invitationToken }, undefined);
  const accept = (invitationToken: string, fullName = 'New Member', password = staffPassword) =>
    send('POST', '/api/admin/invitations/accept', { token: invitationToken, fullName, password }, undefined);
  const staffList = async () => {
    const response = await send('GET', '/api/admin/staff');
    expect(response.statusCode).toBe(200);
    return staffResponseSchema.parse(response.json());
  };
  const auditEntries = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const ownerId = async () => (await db().selectFrom('accounts').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now: start }));
  });
  afterAll(() => server.close());

  it('lists every staff member with role, state and second factor, and only the open invitations, newest first', async () => {
    const withPasskey = await addStaff('moderator', 'Passkey Moderator');
    const withTotp = await addStaff('viewer', 'Totp Viewer');
    const gone = await addStaff('viewer', 'Gone Viewer');
    const at = server.ctx.now().toISOString();
    await db()
      .insertInto('passkeys')
      .values({ account_id: withPasskey.id, credential_id: 'cred-1', public_key: 'key', name: 'Laptop', created_at: at })
      .execute();
    await db().updateTable('staff_members').set({ totp_enabled_at: at, totp_secret: 'JBSWY3DPEHPK3PXP' }).where('account_id', '=', withTotp.id).execute();
    await db().updateTable('staff_members').set({ deactivated_at: at }).where('account_id', '=', gone.id).execute();
    await insertMember(db(), { role: 'salon', fullName: 'Not Staff' });

    const older = await invite(freshEmail('older'), 'viewer');
    server.advance(minute);
    const newer = await invite(freshEmail('newer'), 'moderator');
    const withdrawn = await invite(freshEmail('withdrawn'), 'owner');
    expect((await send('DELETE', `/api/admin/staff/invitations/${withdrawn.invitation.id}`)).statusCode).toBe(200);

    const listed = await staffList();
    const byId = new Map(listed.data.map((member) => [member.id, member]));
    expect(byId.get(await ownerId())).toMatchObject({ email: adminEmail, staffRole: 'owner', active: true, mfa: false, lastSignedInAt: start.toISOString() });
    expect(byId.get(withPasskey.id)).toMatchObject({ fullName: 'Passkey Moderator', staffRole: 'moderator', active: true, mfa: true, lastSignedInAt: null });
    expect(byId.get(withTotp.id)).toMatchObject({ staffRole: 'viewer', active: true, mfa: true });
    expect(byId.get(gone.id)).toMatchObject({ staffRole: 'viewer', active: false, mfa: false });
    const accounts = await db().selectFrom('accounts').select('id').where('role', '=', 'admin').execute();
    // Every administrator, and nobody else.
    expect(listed.data.map((member) => member.id).toSorted((a, b) => a - b)).toEqual(accounts.map((row) => row.id).toSorted((a, b) => a - b));
    // Newest first; the withdrawn one is gone.
    expect(listed.invitations.map((invitation) => invitation.id)).toEqual([newer.invitation.id, older.invitation.id]);
    expect(listed.invitations[0]).toEqual({ ...newer.invitation, invitedBy: 'Administrator' });
  });

  it('invites without a mail server: the link is in the answer, only its hash is stored, and the log never holds the token', async () => {
    const email = freshEmail('Invited');
    const outboxBefore = (await db().selectFrom('outbox').select('id').execute()).length;
    const answer = await invite(email.toUpperCase(), 'moderator');
    const expiresAt = new Date(server.ctx.now().getTime() + securityLimits.invitationHours * hour).toISOString();
    expect(answer).toEqual({
      message: securityMessages.invitationUnsent(email),
      invitation: { id: expect.any(Number), email, staffRole: 'moderator', invitedBy: 'Administrator', createdAt: server.ctx.now().toISOString(), expiresAt },
      link: expect.stringMatching(new RegExp(`^${server.config.web.origin}${invitationPath}#token=[A-Za-z0-9_-]{43}$`)),
    });
    const invitationToken = tokenOf(answer.link ?? '');
    const stored = await db().selectFrom('staff_invitations').selectAll().where('id', '=', answer.invitation.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email, staff_role: 'moderator', token_hash: hashToken(invitationToken), accepted_at: null, revoked_at: null });
    expect(JSON.stringify(stored)).not.toContain(invitationToken);
    // No mail server: nothing waits in the outbox with the link in it.
    expect((await db().selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore);
    const [entry] = (await auditEntries('staff.invite')).slice(-1);
    expect(entry).toMatchObject({ actor_email: adminEmail, target_id: null });
    expect(entry?.detail).toContain(email);
    expect(entry?.detail).toContain('Moderator');
    expect(JSON.stringify(await db().selectFrom('audit_log').selectAll().execute())).not.toContain(invitationToken);
  });

  it('takes an invitation from link to a signed-in moderator, once', async () => {
    const email = freshEmail('joiner');
    const answer = await invite(email, 'moderator');
    const invitationToken = tokenOf(answer.link ?? '');

    const looked = await lookup(invitationToken);
    expect(looked.statusCode).toBe(200);
    expect(invitationLookupResponseSchema.parse(looked.json())).toEqual({ email, staffRole: 'moderator', expiresAt: answer.invitation.expiresAt });

    const accepted = await accept(invitationToken, 'Mia Moderator');
    expect(accepted.statusCode).toBe(200);
    const session = loginResponseSchema.parse(accepted.json());
    expect(session).toMatchObject({ role: 'admin', staffRole: 'moderator', message: serverMessages.loginSucceeded });
    // Signed in with the moderator's rights: reads, but cannot manage staff.
    expect((await send('GET', '/api/admin/dashboard-summary', undefined, session.token)).statusCode).toBe(200);
    const refused = await send('GET', '/api/admin/staff', undefined, session.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: permissionRefusals.staff });

    const account = await db().selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ role: 'admin', full_name: 'Mia Moderator' });
    expect(await db().selectFrom('staff_members').select('staff_role').where('account_id', '=', account.id).executeTakeFirst()).toEqual({ staff_role: 'moderator' });
    const used = await db().selectFrom('staff_invitations').selectAll().where('id', '=', answer.invitation.id).executeTakeFirstOrThrow();
    expect(used).toMatchObject({ accepted_at: server.ctx.now().toISOString(), account_id: account.id });
    const [entry] = (await auditEntries('staff.invite-accept')).slice(-1);
    expect(entry).toMatchObject({ actor_id: account.id, target_id: account.id, target_role: 'admin' });
    expect(entry?.detail).toContain('Moderator');

    // The password chosen signs in, with the role.
    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json()).staffRole).toBe('moderator');

    // The link works once.
    for (const again of [await lookup(invitationToken), await accept(invitationToken, 'Someone Else')]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: securityMessages.invitationInvalid });
    }
    expect((await staffList()).invitations.map((invitation) => invitation.id)).not.toContain(answer.invitation.id);
    expect(await db().selectFrom('accounts').select('id').where('full_name', '=', 'Someone Else').execute()).toEqual([]);
  });

  it('refuses an unknown link, and a link past its 72 hours', async () => {
    for (const wrong of [await lookup('x'.repeat(43)), await accept('not-a-token')]) {
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: securityMessages.invitationInvalid });
    }
    const email = freshEmail('late');
    const invitationToken = tokenOf((await invite(email, 'viewer')).link ?? '');
    server.advance(securityLimits.invitationHours * hour - minute);
    expect((await lookup(invitationToken)).statusCode).toBe(200);
    server.advance(2 * minute);
    for (const late of [await lookup(invitationToken), await accept(invitationToken)]) {
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ message: securityMessages.invitationInvalid });
    }
    expect(await db().selectFrom('accounts').select('id').where('email', '=', email).execute()).toEqual([]);
    await signInAgain();
    expect((await staffList()).invitations.map((invitation) => invitation.email)).not.toContain(email);
  });

  it('refuses an address in use, and replaces an open invitation to the same address with the new one', async () => {
    const staff = await addStaff('viewer', 'Taken Staff');
    const member = await insertMember(db(), { role: 'professional', email: freshEmail('member') });
    const countInvitations = async () => (await db().selectFrom('staff_invitations').select('id').execute()).length;
    const before = await countInvitations();
    for (const [email, message] of [
      [staff.email.toUpperCase(), securityMessages.staffExists],
      [member.email, securityMessages.emailTaken],
    ] as const) {
      const refused = await send('POST', '/api/admin/staff/invitations', { email, staffRole: 'viewer' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message });
    }
    expect(await countInvitations()).toBe(before);

    const email = freshEmail('twice');
    const first = await invite(email, 'viewer');
    const second = await invite(email, 'moderator');
    expect((await lookup(tokenOf(first.link ?? ''))).statusCode).toBe(404);
    expect(invitationLookupResponseSchema.parse((await lookup(tokenOf(second.link ?? ''))).json()).staffRole).toBe('moderator');
    const open = (await staffList()).invitations.filter((invitation) => invitation.email === email);
    expect(open.map((invitation) => invitation.id)).toEqual([second.invitation.id]);
  });

  it('refuses to accept when the address was taken meanwhile, and leaves the invitation open', async () => {
    const email = freshEmail('raced');
    const answer = await invite(email, 'viewer');
    await insertMember(db(), { role: 'salon', email });
    const refused = await accept(tokenOf(answer.link ?? ''));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: securityMessages.emailTaken });
    expect(await db().selectFrom('staff_invitations').select('accepted_at').where('id', '=', answer.invitation.id).executeTakeFirst()).toEqual({ accepted_at: null });
  });

  it('withdraws an open invitation: its link stops working, and a second withdrawal is 404', async () => {
    const email = freshEmail('withdrawn');
    const answer = await invite(email, 'viewer');
    const revoked = await send('DELETE', `/api/admin/staff/invitations/${answer.invitation.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(messageResponseSchema.parse(revoked.json())).toEqual({ message: securityMessages.invitationRevoked });
    expect((await lookup(tokenOf(answer.link ?? ''))).statusCode).toBe(404);
    const [entry] = (await auditEntries('staff.invite-revoke')).slice(-1);
    expect(entry?.detail).toContain(email);
    for (const id of [answer.invitation.id, 999_999]) {
      const again = await send('DELETE', `/api/admin/staff/invitations/${id}`);
      expect(again.statusCode).toBe(404);
      expect(messageResponseSchema.parse(again.json()).message).toBe('No open invitation has this id.');
    }
  });

  it('changes a role, logged as "Owner → Moderator", and never demotes the last active owner', async () => {
    const second = await addStaff('owner', 'Second Owner');
    const changed = await send('PUT', `/api/admin/staff/${second.id}`, { staffRole: 'moderator' });
    expect(changed.statusCode).toBe(200);
    expect(staffMemberResponseSchema.parse(changed.json())).toEqual({
      message: securityMessages.roleChanged('Second Owner', 'moderator'),
      member: expect.objectContaining({ id: second.id, staffRole: 'moderator', active: true }),
    });
    expect(securityMessages.roleChanged('Second Owner', 'moderator')).toBe('Second Owner is now a moderator.');
    const [entry] = (await auditEntries('staff.role-change')).slice(-1);
    expect(entry).toMatchObject({ target_id: second.id, target_name: 'Second Owner', detail: 'Owner → Moderator' });
    // The change holds at once for the member's own session.
    const refused = await send('POST', '/api/admin/privacy-policy', { content: '<p>New</p>' }, second.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: permissionRefusals.content });

    // The administrator is now the only active owner (a deactivated owner does not count).
    const idle = await addStaff('owner', 'Deactivated Owner');
    await db().updateTable('staff_members').set({ deactivated_at: server.ctx.now().toISOString() }).where('account_id', '=', idle.id).execute();
    const demoteSelf = await send('PUT', `/api/admin/staff/${await ownerId()}`, { staffRole: 'viewer' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toEqual({ message: securityMessages.lastOwner });
    expect(await db().selectFrom('staff_members').select('staff_role').where('account_id', '=', await ownerId()).executeTakeFirst()).toEqual({ staff_role: 'owner' });
    // A deactivated owner can be demoted; with another active owner the administrator can step down too.
    expect((await send('PUT', `/api/admin/staff/${idle.id}`, { staffRole: 'viewer' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/staff/${second.id}`, { staffRole: 'owner' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/staff/${await ownerId()}`, { staffRole: 'moderator' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/staff/${await ownerId()}`, { staffRole: 'owner' }, second.token)).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/staff/${second.id}`, { staffRole: 'viewer' })).statusCode).toBe(200);
  });

  it('answers 404 for an id that is not a staff member, and 400 for a role that does not exist', async () => {
    const member = await insertMember(db(), { role: 'professional' });
    for (const [method, path, body] of [
      ['PUT', '', { staffRole: 'viewer' }],
      ['POST', '/deactivate', undefined],
      ['POST', '/reactivate', undefined],
    ] as const) {
      for (const id of [member.id, 999_999]) {
        const response = await send(method, `/api/admin/staff/${id}${path}`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: securityMessages.notStaff });
      }
    }
    const bad = await send('PUT', `/api/admin/staff/${await ownerId()}`, { staffRole: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'staffRole must be one of owner, moderator, viewer.' });
    const badInvite = await send('POST', '/api/admin/staff/invitations', { email: freshEmail('bad'), staffRole: 'superuser' });
    expect(badInvite.statusCode).toBe(400);
  });

  it('deactivates a member: their sessions end, their login is refused, and reactivating lets them in again', async () => {
    const member = await addStaff('moderator', 'Leaving Moderator');
    const other = await createSession(server.ctx, member.id);
    expect((await send('GET', '/api/admin/profile', undefined, member.token)).statusCode).toBe(200);

    const self = await send('POST', `/api/admin/staff/${await ownerId()}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: securityMessages.selfDeactivate });

    const deactivated = await send('POST', `/api/admin/staff/${member.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(staffMemberResponseSchema.parse(deactivated.json())).toEqual({
      message: securityMessages.deactivated('Leaving Moderator'),
      member: expect.objectContaining({ id: member.id, active: false, staffRole: 'moderator' }),
    });
    for (const ended of [member.token, other.token]) expect((await send('GET', '/api/admin/profile', undefined, ended)).statusCode).toBe(401);
    expect(await db().selectFrom('sessions').select('id').where('account_id', '=', member.id).execute()).toEqual([]);
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: securityMessages.deactivatedAccount });
    const [entry] = (await auditEntries('staff.deactivate')).slice(-1);
    expect(entry).toMatchObject({ target_id: member.id, detail: 'Moderator; ended 2 sessions.' });
    // Deactivating again changes and logs nothing more.
    const logged = (await auditEntries('staff.deactivate')).length;
    expect((await send('POST', `/api/admin/staff/${member.id}/deactivate`)).statusCode).toBe(200);
    expect(await auditEntries('staff.deactivate')).toHaveLength(logged);

    const reactivated = await send('POST', `/api/admin/staff/${member.id}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(staffMemberResponseSchema.parse(reactivated.json())).toEqual({
      message: securityMessages.reactivated('Leaving Moderator'),
      member: expect.objectContaining({ id: member.id, active: true, staffRole: 'moderator' }),
    });
    expect((await auditEntries('staff.reactivate')).slice(-1)[0]).toMatchObject({ target_id: member.id });
    const back = await login(member.email);
    expect(back.statusCode).toBe(200);
    expect(loginResponseSchema.parse(back.json()).staffRole).toBe('moderator');
  });

  it('makes one account of a link accepted twice at once, and keeps an owner when two owners demote each other at once', async () => {
    const answer = await invite(freshEmail('double'), 'viewer');
    const invitationToken = tokenOf(answer.link ?? '');
    const both = await Promise.all([accept(invitationToken, 'First Click'), accept(invitationToken, 'Second Click')]);
    expect(both.map((response) => response.statusCode).toSorted()).toEqual([200, 404]);
    expect(await db().selectFrom('accounts').select('id').where('email', '=', answer.invitation.email).execute()).toHaveLength(1);

    const other = await addStaff('owner', 'Racing Owner');
    const owner = await ownerId();
    const demotions = await Promise.all([
      send('PUT', `/api/admin/staff/${other.id}`, { staffRole: 'viewer' }),
      send('PUT', `/api/admin/staff/${owner}`, { staffRole: 'viewer' }, other.token),
    ]);
    expect(demotions.map((response) => response.statusCode).toSorted()).toEqual([200, 409]);
    const owners = await db().selectFrom('staff_members').select('account_id').where('staff_role', '=', 'owner').where('deactivated_at', 'is', null).execute();
    expect(owners).toHaveLength(1);
    // Back to the administrator as the only owner, whichever demotion went through.
    await db().updateTable('staff_members').set({ staff_role: 'owner' }).where('account_id', '=', owner).execute();
    await db().updateTable('staff_members').set({ staff_role: 'viewer' }).where('account_id', '=', other.id).execute();
  });

  it('never deactivates the last active owner, whoever asks', async () => {
    const only = await ownerId();
    const owners = await db().selectFrom('staff_members').select('account_id').where('staff_role', '=', 'owner').where('deactivated_at', 'is', null).execute();
    expect(owners).toEqual([{ account_id: only }]);
    // Through HTTP only an owner can ask, and an owner asking about themselves is refused as above;
    // the rule itself holds for any caller.
    const actor = { id: -1, role: 'admin', fullName: 'Someone', email: 'someone@chairside.test', sessionId: 0, staffRole: 'owner' as const };
    await expect(deactivateStaff(server.ctx, actor, only)).rejects.toThrow(securityMessages.lastOwner);
    expect(await db().selectFrom('staff_members').select('deactivated_at').where('account_id', '=', only).executeTakeFirst()).toEqual({ deactivated_at: null });
  });
});

describe.each(testDatabases)('invitation links on $name', (database) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (let last = opened.pop(); last; last = opened.pop()) await last.close();
  });

  it('under REQUIRE_MFA, an accepted invitation leads to setting up a second factor, not to a session', async () => {
    const server = await startTestServer(database, { now: start, config: { requireMfa: true } });
    opened.push(server);
    // The administrator signs in with a second factor (a key on their row) and a session made directly;
    // without one, REQUIRE_MFA would refuse the invitation itself.
    const owner = await server.ctx.db.selectFrom('accounts').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow();
    await server.ctx.db.updateTable('staff_members').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('account_id', '=', owner.id).execute();
    const { token } = await createSession(server.ctx, owner.id);
    const invited = await callJson(server.app, token, 'POST', '/api/admin/staff/invitations', { email: 'strict@chairside.test', staffRole: 'moderator' });
    const invitationToken = tokenOf(inviteResponseSchema.parse(invited.json()).link ?? '');
    const accepted = await callJson(server.app, undefined, 'POST', '/api/admin/invitations/accept', { token: invitationToken, fullName: 'Strict Moderator', password: staffPassword });
    expect(accepted.statusCode).toBe(200);
    expect(mfaEnrollmentSchema.parse(accepted.json())).toMatchObject({ mfaEnrollmentRequired: true, message: securityMessages.enrollmentRequired });
    const account = await server.ctx.db.selectFrom('accounts').select('id').where('email', '=', 'strict@chairside.test').executeTakeFirstOrThrow();
    expect(await server.ctx.db.selectFrom('sessions').select('id').where('account_id', '=', account.id).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('staff_members').select('staff_role').where('account_id', '=', account.id).executeTakeFirst()).toEqual({ staff_role: 'moderator' });
    // The link is used up all the same.
    expect((await callJson(server.app, undefined, 'POST', '/api/admin/invitations/lookup', { token: invitationToken })).statusCode).toBe(404);
  });

  // An inviter named "Evil\r\nBcc: …" started lines of the invitation email with those words.
  it("names the inviter as data after a label, on one quoted line even when the name has line breaks", async () => {
    const mail: MailConfig = { smtp: parseSmtpUrl('smtp://127.0.0.1:2525'), from: 'no-reply@chairside.test', pollSeconds: 3600, retrySeconds: 30, maxRetrySeconds: 3600 };
    const { server, token } = await startSignedIn(database, { now: start, config: { mail } });
    opened.push(server);
    // The API refuses such a name now; one stored before the rule still reaches the email.
    await server.ctx.db.updateTable('accounts').set({ full_name: 'Evil\r\nBcc: x@y.test\r\nSubject: z' }).where('email', '=', adminEmail).execute();
    const email = 'quoted@chairside.test';
    expect((await callJson(server.app, token, 'POST', '/api/admin/staff/invitations', { email, staffRole: 'viewer' })).statusCode).toBe(201);
    const queued = await server.ctx.db.selectFrom('outbox').select('body').where('to_address', '=', email).executeTakeFirstOrThrow();
    const lines = queued.body.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Hello,',
      '',
      'You are invited to the Chairside back-office as a Viewer.',
      `Invited by: "Evil Bcc: x@y.test Subject: z" (${adminEmail})`,
    ]);
    expect(lines.filter((line) => /^(Bcc|Subject):/.test(line))).toEqual([]);
  });

  it('with a mail server, emails the link and keeps it out of the answer', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer();
    opened.push(smtp);
    const mail: MailConfig = {
      smtp: parseSmtpUrl(`smtp://127.0.0.1:${smtp.port}`),
      from: 'Chairside <no-reply@chairside.test>',
      pollSeconds: 3600,
      retrySeconds: 30,
      maxRetrySeconds: 3600,
    };
    const { server, token } = await startSignedIn(database, { now: start, config: { mail } });
    opened.push(server);
    const email = 'mailed@chairside.test';
    const response = await callJson(server.app, token, 'POST', '/api/admin/staff/invitations', { email, staffRole: 'viewer' });
    expect(response.statusCode).toBe(201);
    const answer = inviteResponseSchema.parse(response.json());
    expect(answer.message).toBe(securityMessages.invitationSent(email));
    expect(answer).not.toHaveProperty('link');
    expect(response.body).not.toContain('#token=');

    const queued = await server.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
    expect(queued).toHaveLength(1);
    const [entry] = await server.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'staff.invite').execute();
    expect(queued[0]).toMatchObject({ subject: 'You are invited to the Chairside back-office', audit_id: entry?.id, account_id: null, status: 'pending' });

    server.app.outbox.start();
    await server.app.outbox.idle();
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.rcptTo).toEqual([email]);
    expect(received?.headers.subject).toBe('You are invited to the Chairside back-office');
    const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(received?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${server.config.web.origin}${invitationPath}#token=`)).toBe(true);
    expect(received?.text).toContain('You are invited to the Chairside back-office as a Viewer.');
    expect(received?.text).toContain(`Invited by: "Administrator" (${adminEmail})`);
    expect(received?.text).toContain(`expires on ${answer.invitation.expiresAt.slice(0, 10)} ${answer.invitation.expiresAt.slice(11, 16)} UTC`);
    // The emailed link is the invitation's.
    const stored = await server.ctx.db.selectFrom('staff_invitations').select('token_hash').where('id', '=', answer.invitation.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(tokenOf(link)));
    const accepted = await callJson(server.app, undefined, 'POST', '/api/admin/invitations/accept', { token: tokenOf(link), fullName: 'Mailed Viewer', password: staffPassword });
    expect(accepted.statusCode).toBe(200);
    expect(loginResponseSchema.parse(accepted.json()).staffRole).toBe('viewer');
  });
});
