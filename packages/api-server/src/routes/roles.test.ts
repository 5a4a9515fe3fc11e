// @vitest-environment node
import {
  can,
  endpointNames,
  endpoints,
  loginResponseSchema,
  pathFor,
  permissionRefusals,
  securityLimits,
  securityMessages,
  staffRoles,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type Permission,
  type StaffRole,
} from '@chairside/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, setPasswordHash, type MemberRole } from '../db/queries/accounts.ts';
import { insertRevision } from '../db/queries/revisions.ts';
import { staff as staffMigration } from '../db/migration-staff.ts';
import type { PolicyKind } from '../db/schema.ts';
import { createSession } from '../services/auth.ts';
import type { Actor } from '../services/context.ts';
import { deleteMemberAccount, setAccountSuspended } from '../services/moderation.ts';
import { hashPassword } from '../services/passwords.ts';
import { restoreUser } from '../services/recovery.ts';
import { createInvitation } from '../services/invitations.ts';
import { call, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/**
 * The role matrix of issue 17, section 4: every admin route of the contract's table, called by an
 * owner, a moderator and a viewer. What the role allows (`can`) is answered; what it does not is
 * refused with exactly 403 and the permission's words, and changes nothing in the database. The
 * refusals the table cannot express (a bulk delete, the undo of a delete or a restore) are in it too.
 */

const start = new Date('2026-11-15T12:00:00.000Z');
const staffPassword = 'a staff password here';

type AdminEndpointName = { [N in EndpointName]: Endpoints[N]['auth'] extends 'admin' ? N : never }[EndpointName];

const adminNames = endpointNames.filter((name): name is AdminEndpointName => endpoints[name].auth === 'admin');

/** What a call sends besides its method and path. */
interface CallParts {
  params?: { id: number };
  query?: Record<string, string>;
  body?: unknown;
}

/** What the requests are built from: fresh rows for each call, so no call depends on another. */
interface Fixtures {
  actor: Actor;
  member: (kind: MemberRole) => Promise<number>;
  suspendedMember: (kind: MemberRole) => Promise<number>;
  /** A member the actor deleted, waiting in the bin. */
  deletedMember: () => Promise<number>;
  /** The audit entry of an action the actor took on a new member (undo needs the actor's own). */
  entryOf: (action: 'suspend' | 'delete' | 'restore') => Promise<number>;
  staffMember: (options?: { deactivated?: boolean }) => Promise<number>;
  invitation: () => Promise<number>;
  passkey: () => Promise<number>;
  /** Another session of the actor. */
  session: () => Promise<number>;
  /** Puts the actor's password back to `staffPassword` (a changePassword call changed it). */
  resetPassword: () => Promise<void>;
  /** A revision of the document that is not the current one: superseded, or waiting for its date. */
  revision: (kind: PolicyKind, when: 'past' | 'scheduled') => Promise<number>;
}

/**
 * A valid-looking request for every admin row: real ids and bodies that pass validation. A row added to
 * the contract without one here fails to compile.
 */
const requests: Record<AdminEndpointName, (fx: Fixtures) => Promise<CallParts> | CallParts> = {
  logout: () => ({}),
  getDashboardSummary: () => ({}),
  getAdminProfile: () => ({}),
  updateAdminProfile: (fx) => ({ body: { fullName: fx.actor.fullName, email: fx.actor.email } }),
  changePassword: () => ({ body: { currentPassword: staffPassword, newPassword: `${staffPassword} changed` } }),
  listPrivateSuites: () => ({}),
  suspendPrivateSuite: async (fx) => ({ params: { id: await fx.member('private-suite') }, body: { reason: 'Other' } }),
  unsuspendPrivateSuite: async (fx) => ({ params: { id: await fx.suspendedMember('private-suite') } }),
  listProfessionals: () => ({}),
  suspendProfessional: async (fx) => ({ params: { id: await fx.member('professional') }, body: { reason: 'Other' } }),
  unsuspendProfessional: async (fx) => ({ params: { id: await fx.suspendedMember('professional') } }),
  listSalons: () => ({}),
  suspendSalon: async (fx) => ({ params: { id: await fx.member('salon') }, body: { reason: 'Other' } }),
  unsuspendSalon: async (fx) => ({ params: { id: await fx.suspendedMember('salon') } }),
  deleteUser: async (fx) => ({ params: { id: await fx.member('salon') }, body: { reason: 'Other' } }),
  getPrivateSuiteProfile: async (fx) => ({ params: { id: await fx.member('private-suite') } }),
  getSalonProfile: async (fx) => ({ params: { id: await fx.member('salon') } }),
  getProfessionalProfile: async (fx) => ({ params: { id: await fx.member('professional') } }),
  getAdminPrivacyPolicy: () => ({}),
  saveAdminPrivacyPolicy: () => ({ body: { content: '<p>A new privacy policy.</p>' } }),
  getAdminTerms: () => ({}),
  saveAdminTerms: () => ({ body: { content: '<p>New terms.</p>' } }),
  listFeedbacks: () => ({}),
  listSupportRequests: () => ({}),
  getAuditLog: () => ({}),
  exportAuditLog: () => ({}),
  getAccountHistory: async (fx) => ({ params: { id: await fx.member('professional') } }),
  listDeletedAccounts: () => ({}),
  restoreUser: async (fx) => ({ params: { id: await fx.deletedMember() } }),
  bulkModerate: async (fx) => ({ body: { action: 'suspend', ids: [await fx.member('salon'), await fx.member('professional')], reason: 'Other' } }),
  undoActions: async (fx) => ({ body: { entries: [await fx.entryOf('suspend')] } }),
  listMatchingAccounts: () => ({ query: { kind: 'professional' } }),
  getSecurity: () => ({}),
  setupTotp: () => ({}),
  confirmTotp: () => ({ body: { code: '123456' } }),
  disableTotp: () => ({ body: { code: '123456' } }),
  renewRecoveryCodes: () => ({ body: { code: '123456' } }),
  listPasskeys: () => ({}),
  passkeyOptions: () => ({ body: { purpose: 'register' } }),
  addPasskey: () => ({ body: { challengeId: 'challenge', name: 'Laptop', response: { id: 'credential' } } }),
  removePasskey: async (fx) => ({ params: { id: await fx.passkey() } }),
  reauthenticate: async (fx) => {
    await fx.resetPassword();
    return { body: { password: staffPassword } };
  },
  listSessions: () => ({}),
  revokeSession: async (fx) => ({ params: { id: await fx.session() } }),
  revokeOtherSessions: () => ({ query: { others: '1' } }),
  listStaff: () => ({}),
  inviteStaff: () => ({ body: { email: `invited.${Math.random().toString(36).slice(2, 10)}@chairside.test`, staffRole: 'viewer' } }),
  revokeInvitation: async (fx) => ({ params: { id: await fx.invitation() } }),
  changeStaffRole: async (fx) => ({ params: { id: await fx.staffMember() }, body: { staffRole: 'moderator' } }),
  deactivateStaff: async (fx) => ({ params: { id: await fx.staffMember() } }),
  reactivateStaff: async (fx) => ({ params: { id: await fx.staffMember({ deactivated: true }) } }),
  listPrivacyPolicyRevisions: () => ({}),
  getPrivacyPolicyRevision: async (fx) => ({ params: { id: await fx.revision('privacy-policy', 'past') } }),
  restorePrivacyPolicyRevision: async (fx) => ({ params: { id: await fx.revision('privacy-policy', 'past') } }),
  cancelPrivacyPolicyRevision: async (fx) => ({ params: { id: await fx.revision('privacy-policy', 'scheduled') } }),
  listTermsRevisions: () => ({}),
  getTermsRevision: async (fx) => ({ params: { id: await fx.revision('terms', 'past') } }),
  restoreTermsRevision: async (fx) => ({ params: { id: await fx.revision('terms', 'past') }, body: { summary: 'Back to the old terms' } }),
  cancelTermsRevision: async (fx) => ({ params: { id: await fx.revision('terms', 'scheduled') } }),
};

/** One call of the matrix: a row, or a row with a body that needs more than the row's permission. */
interface MatrixCase {
  label: string;
  name: AdminEndpointName;
  /** Checked in this order: the first one the role lacks is the refusal. */
  needs: Permission[];
  reauth: boolean;
  build: (fx: Fixtures) => Promise<CallParts> | CallParts;
}

const rowCases: MatrixCase[] = adminNames.map((name) => {
  const endpoint: EndpointDefinition = endpoints[name];
  return { label: name, name, needs: [endpoint.permission ?? 'staff'], reauth: endpoint.reauth === true, build: requests[name] };
});

const extraCases: MatrixCase[] = [
  {
    label: 'bulkModerate with action delete',
    name: 'bulkModerate',
    needs: ['moderate', 'delete'],
    reauth: true,
    build: async (fx) => ({ body: { action: 'delete', ids: [await fx.member('salon'), await fx.member('private-suite')], reason: 'Other' } }),
  },
  {
    label: 'undoActions of a delete (a restore)',
    name: 'undoActions',
    needs: ['moderate', 'delete'],
    reauth: false,
    build: async (fx) => ({ body: { entries: [await fx.entryOf('suspend'), await fx.entryOf('delete')] } }),
  },
  {
    label: 'undoActions of a restore (a delete)',
    name: 'undoActions',
    needs: ['moderate', 'delete'],
    reauth: true,
    build: async (fx) => ({ body: { entries: [await fx.entryOf('restore')] } }),
  },
];

const cases = [...rowCases, ...extraCases];

/** The first permission of the case the role lacks, if any. */
const refusalOf = (role: StaffRole, matrixCase: MatrixCase) => matrixCase.needs.find((permission) => !can(role, permission));

/** How a call came out, in words a whole matrix can be compared in. */
const outcomeOf = (response: { statusCode: number; body: string }) => {
  if (response.statusCode === 403) {
    const body = JSON.parse(response.body) as { message: string; reauthenticate?: boolean };
    return `403 ${body.message}${body.reauthenticate ? ' (reauthenticate)' : ''}`;
  }
  return response.statusCode >= 500 ? `fault ${response.statusCode}` : 'answered';
};

describe.each(testDatabases)('the staff role matrix on $name', (database) => {
  let server: TestServer;
  const db = () => server.ctx.db;

  beforeAll(async () => {
    server = await startTestServer(database, { now: start });
  });
  afterAll(() => server.close());

  /** Every row of every table of this database, to tell whether a call changed anything at all. */
  const snapshot = async () => {
    // This file's own schema only: other files create and drop theirs on the same PostgreSQL meanwhile.
    const tables =
      server.db.dialect === 'postgres'
        ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
    const contents: Record<string, string[]> = {};
    for (const { name } of (await tables.execute(db())).rows) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db());
      contents[name] = rows.map((row) => JSON.stringify(row)).toSorted();
    }
    expect(Object.keys(contents)).toEqual(expect.arrayContaining(['accounts', 'staff_members', 'staff_invitations', 'sessions', 'audit_log', 'outbox']));
    return contents;
  };

  const member = async (kind: MemberRole) => (await insertMember(db(), { role: kind })).id;

  const fixturesFor = async (role: StaffRole): Promise<Fixtures> => {
    const passwordHash = await hashPassword(staffPassword, server.config.argon2);
    const now = () => server.ctx.now().toISOString();
    const at = (days: number) => new Date(server.ctx.now().getTime() + days * 86_400_000).toISOString();
    const addStaff = async (staffRole: StaffRole, label: string) => {
      const email = `${label}.${Math.random().toString(36).slice(2, 10)}@chairside.test`;
      const { id } = await insertAccount(db(), { role: 'admin', fullName: `${label} ${staffRole}`, email, passwordHash, now: now(), staffRole });
      return { id, email, fullName: `${label} ${staffRole}` };
    };
    const self = await addStaff(role, 'Acting');
    const actor: Actor = { id: self.id, role: 'admin', fullName: self.fullName, email: self.email, sessionId: 0, staffRole: role };
    const deletedMember = async () => {
      const id = await member('professional');
      await deleteMemberAccount(server.ctx, actor, id, { reason: 'Other' });
      return id;
    };
    return {
      actor,
      member,
      suspendedMember: async (kind) => (await insertMember(db(), { role: kind, suspended: true })).id,
      deletedMember,
      entryOf: async (action) => {
        const answer =
          action === 'suspend'
            ? await setAccountSuspended(server.ctx, actor, 'professional', await member('professional'), true, { reason: 'Other' })
            : action === 'delete'
              ? await deleteMemberAccount(server.ctx, actor, await member('salon'), { reason: 'Other' })
              : await restoreUser(server.ctx, actor, await deletedMember());
        if (answer.entry === undefined) throw new Error(`The ${action} wrote no audit entry.`);
        return answer.entry;
      },
      staffMember: async (options = {}) => {
        const { id } = await addStaff('viewer', 'Target');
        if (options.deactivated) await db().updateTable('staff_members').set({ deactivated_at: now() }).where('account_id', '=', id).execute();
        return id;
      },
      invitation: async () =>
        (await createInvitation(server.ctx, actor, { email: `open.${Math.random().toString(36).slice(2, 10)}@chairside.test`, staffRole: 'viewer' })).invitation.id,
      passkey: async () =>
        (
          await db()
            .insertInto('passkeys')
            .values({ account_id: actor.id, credential_id: `credential-${Math.random()}`, public_key: 'key', name: 'Old key', created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      session: async () => (await createSession(server.ctx, actor.id)).sessionId,
      resetPassword: async () => {
        await setPasswordHash(db(), actor.id, passwordHash, now());
      },
      revision: async (kind, when) => {
        const saved = { kind, saved_by: actor.id, author_name: actor.fullName, summary: null, restored_from: null };
        // Superseded by the second row (or by anything saved now), so a restore of it has something to do.
        const first = await insertRevision(db(), { ...saved, content: '<p>Older.</p>', saved_at: at(-2), effective_at: when === 'past' ? at(-2) : at(1) });
        await insertRevision(db(), { ...saved, content: '<p>Newer.</p>', saved_at: at(-1), effective_at: at(-1) });
        return first;
      },
    };
  };

  /**
   * Makes the case's rows and a session of its own (a logout or a sign-out of other sessions ends only
   * that one), and gives back the call, to be made once the database has been looked at.
   */
  const prepare = async (fx: Fixtures, matrixCase: MatrixCase, options: { staleFactor?: boolean } = {}) => {
    const parts = await matrixCase.build(fx);
    const session = await createSession(server.ctx, fx.actor.id);
    if (options.staleFactor) {
      const longAgo = new Date(server.ctx.now().getTime() - (securityLimits.reauthMinutes + 1) * 60_000).toISOString();
      await db().updateTable('sessions').set({ authenticated_at: longAgo }).where('id', '=', session.sessionId).execute();
    }
    const endpoint = endpoints[matrixCase.name];
    const path = parts.params ? pathFor(endpoint.path, parts.params as never) : endpoint.path;
    const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
    return () =>
      call(server.app, session.token, {
        method: endpoint.method,
        url: `${path}${query}`,
        ...(parts.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(parts.body) }),
      });
  };

  it('covers every admin row of the contract, and the refusals beyond the rows', () => {
    expect(rowCases.map((matrixCase) => matrixCase.name)).toEqual(adminNames);
    expect(adminNames.length).toBeGreaterThan(40);
    // Each role is refused something, except the owner, and allowed to read.
    expect(staffRoles.map((role) => cases.filter((matrixCase) => refusalOf(role, matrixCase)).length > 0)).toEqual([false, true, true]);
  });

  it('sees a change anywhere in the database (so "nothing changed" means something)', async () => {
    const before = await snapshot();
    const fx = await fixturesFor('owner');
    expect(await snapshot()).not.toEqual(before);
    const send = await prepare(fx, { label: 'suspend', name: 'suspendSalon', needs: ['moderate'], reauth: false, build: requests.suspendSalon });
    const ready = await snapshot();
    expect((await send()).statusCode).toBe(200);
    const after = await snapshot();
    expect(after).not.toEqual(ready);
    expect(after.audit_log?.length).toBe((ready.audit_log?.length ?? 0) + 1);
  });

  it.each(staffRoles)('%s: every admin route answers as the role allows; every refusal is a 403 that changes nothing', async (role) => {
    const fx = await fixturesFor(role);
    const observed: { label: string; outcome: string; changed: boolean }[] = [];
    const expected: typeof observed = [];
    for (const matrixCase of cases) {
      const refusal = refusalOf(role, matrixCase);
      const send = await prepare(fx, matrixCase);
      const before = refusal ? await snapshot() : undefined;
      const response = await send();
      const changed = before ? JSON.stringify(await snapshot()) !== JSON.stringify(before) : false;
      observed.push({ label: matrixCase.label, outcome: outcomeOf(response), changed });
      expected.push({ label: matrixCase.label, outcome: refusal ? `403 ${permissionRefusals[refusal]}` : 'answered', changed: false });
    }
    expect(observed).toEqual(expected);
  });

  it.each(staffRoles)('%s: without a factor in the last 10 minutes the worst actions ask for one, and change nothing', async (role) => {
    const fx = await fixturesFor(role);
    const observed: { label: string; outcome: string; changed: boolean }[] = [];
    const expected: typeof observed = [];
    for (const matrixCase of cases.filter((candidate) => candidate.reauth)) {
      const refusal = refusalOf(role, matrixCase);
      const send = await prepare(fx, matrixCase, { staleFactor: true });
      const before = await snapshot();
      const response = await send();
      const after = await snapshot();
      observed.push({ label: matrixCase.label, outcome: outcomeOf(response), changed: JSON.stringify(after) !== JSON.stringify(before) });
      expected.push({
        label: matrixCase.label,
        outcome: refusal ? `403 ${permissionRefusals[refusal]}` : `403 ${securityMessages.reauthRequired} (reauthenticate)`,
        changed: false,
      });
    }
    expect(observed.length).toBeGreaterThanOrEqual(8);
    expect(observed).toEqual(expected);
  });
});

describe.each(testDatabases)('staff roles of administrators from before roles existed on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { now: start });
  });
  afterAll(() => server.close());

  const login = (email: string) =>
    server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: staffPassword } });

  it('makes every existing administrator an owner, whose login answers the role', async () => {
    const db = server.ctx.db;
    const migration = staffMigration(server.db.dialect);
    if (!migration.down) throw new Error('Migration 0007 cannot be undone.');
    await migration.down(db);
    const at = start.toISOString();
    const passwordHash = await hashPassword(staffPassword, server.config.argon2);
    // An administrator made the way accounts were made before migration 0007, and a member.
    const { id: legacy } = await db
      .insertInto('accounts')
      .values({ role: 'admin', full_name: 'Legacy Admin', email: 'legacy@chairside.test', password_hash: passwordHash, is_suspended: 0, address: null, image_url: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await insertMember(db, { role: 'salon' });
    await migration.up(db);

    const admins = await db.selectFrom('accounts').select('id').where('role', '=', 'admin').orderBy('id').execute();
    expect(admins.length).toBe(2);
    const staffRows = await db.selectFrom('staff_members').select(['account_id', 'staff_role', 'deactivated_at']).orderBy('account_id').execute();
    expect(staffRows).toEqual(admins.map((admin) => ({ account_id: admin.id, staff_role: 'owner', deactivated_at: null })));
    expect(staffRows.map((row) => row.account_id)).not.toContain(member.id);
    expect(staffRows.map((row) => row.account_id)).toContain(legacy);

    const signedIn = await login('legacy@chairside.test');
    expect(signedIn.statusCode).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json())).toMatchObject({ role: 'admin', staffRole: 'owner' });
  });

  it('gives an administrator made without a staff role the owner role, and one made with a role that role', async () => {
    const db = server.ctx.db;
    const at = start.toISOString();
    const passwordHash = await hashPassword(staffPassword, server.config.argon2);
    const plain = await insertAccount(db, { role: 'admin', fullName: 'Plain Admin', email: 'plain@chairside.test', passwordHash, now: at });
    const viewer = await insertAccount(db, { role: 'admin', fullName: 'Some Viewer', email: 'viewer@chairside.test', passwordHash, now: at, staffRole: 'viewer' });
    const salon = await insertAccount(db, { role: 'salon', fullName: 'Some Salon', email: 'salon@chairside.test', passwordHash, now: at });
    const roleOf = async (id: number) => (await db.selectFrom('staff_members').select('staff_role').where('account_id', '=', id).executeTakeFirst())?.staff_role;
    expect([await roleOf(plain.id), await roleOf(viewer.id), await roleOf(salon.id)]).toEqual(['owner', 'viewer', undefined]);
    for (const [email, staffRole] of [
      ['plain@chairside.test', 'owner'],
      ['viewer@chairside.test', 'viewer'],
    ] as const) {
      const signedIn = await login(email);
      expect(signedIn.statusCode).toBe(200);
      expect(loginResponseSchema.parse(signedIn.json()).staffRole).toBe(staffRole);
    }
    const member = await login('salon@chairside.test');
    expect(member.statusCode).toBe(403);
  });
});
