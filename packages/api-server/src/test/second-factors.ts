import {
  loginResponseSchema,
  mfaChallengeSchema,
  passkeyAddedResponseSchema,
  passkeyOptionsResponseSchema,
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  type StaffRole,
} from '@chairside/api-contract';
import { insertAccount } from '../db/queries/accounts.ts';
import { hashPassword } from '../services/passwords.ts';
import { totpCode, totpStep } from '../services/totp.ts';
import { callJson, type TestServer } from './harness.ts';
import { SoftAuthenticator } from './webauthn.ts';

/*
 * Helpers of the tests of issue 17's second factors: staff members of their own per test, sign-ins
 * from addresses of their own (so rate-limit counters never spill between tests), authenticator codes
 * on the server's clock, and passkeys held by a software authenticator.
 */

export const staffPassword = 'a staff member password';

let sequence = 0;

/** Another staff member (an `admin` account with a staff row), with `staffPassword`. */
export const addStaffMember = async (server: TestServer, options: { staffRole?: StaffRole; fullName?: string } = {}) => {
  sequence += 1;
  const fullName = options.fullName ?? `Staff Member ${sequence}`;
  const email = `staff${sequence}.${Math.random().toString(36).slice(2, 8)}@chairside.test`;
  const { id } = await insertAccount(server.ctx.db, {
    role: 'admin',
    fullName,
    email,
    passwordHash: await hashPassword(staffPassword, server.config.argon2),
    now: server.ctx.now().toISOString(),
    staffRole: options.staffRole ?? 'owner',
  });
  return { id, email, fullName };
};

export type StaffMember = Awaited<ReturnType<typeof addStaffMember>>;

let addressSequence = 0;

/** A client address no other test has used. */
export const nextAddress = () => {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};

export interface ClientOptions {
  address?: string;
  userAgent?: string;
}

const clientHeaders = (client: ClientOptions) => (client.userAgent ? { 'user-agent': client.userAgent } : {});

/** POST /api/admin/login with the staff password. */
export const passwordLogin = (server: TestServer, email: string, client: ClientOptions = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: staffPassword },
    remoteAddress: client.address ?? nextAddress(),
    headers: clientHeaders(client),
  });

/** A public JSON call from an address (the sign-in steps). */
export const publicCall = (server: TestServer, url: string, body: unknown, client: ClientOptions = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: body === undefined ? undefined : (body as Record<string, unknown>),
    remoteAddress: client.address ?? nextAddress(),
    headers: clientHeaders(client),
  });

/** Signs a staff member without a second factor in and returns the bearer token. */
export const signIn = async (server: TestServer, member: StaffMember, client: ClientOptions = {}) => {
  const response = await passwordLogin(server, member.email, client);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return loginResponseSchema.parse(response.json()).token;
};

/** The code of the server clock's current step, `offset` steps away. */
export const codeNow = (server: TestServer, secret: string, offset = 0) => totpCode(secret, totpStep(server.ctx.now()) + offset);

/** Moves the clock to the next 30-second step (a code of a step works once) and gives its code. */
export const freshCode = (server: TestServer, secret: string) => {
  server.advance(30_000);
  return codeNow(server, secret);
};

/** Turns the authenticator on for the session's staff member; its key and recovery codes. */
export const enableTotp = async (server: TestServer, token: string) => {
  const setup = await callJson(server.app, token, 'POST', '/api/admin/mfa/totp/setup');
  if (setup.statusCode !== 200) throw new Error(`Set-up failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = totpSetupResponseSchema.parse(setup.json());
  const confirm = await callJson(server.app, token, 'POST', '/api/admin/mfa/totp/confirm', { code: codeNow(server, secret) });
  if (confirm.statusCode !== 200) throw new Error(`Confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: recoveryCodesResponseSchema.parse(confirm.json()).recoveryCodes };
};

/** Signs a staff member with the authenticator on in with the password and a fresh code: a session of its own. */
export const signInWithCode = async (server: TestServer, member: StaffMember, secret: string, client: ClientOptions = {}) => {
  const address = client.address ?? nextAddress();
  const step = mfaChallengeSchema.parse((await passwordLogin(server, member.email, { ...client, address })).json());
  const response = await publicCall(server, '/api/admin/login/mfa', { mfaToken: step.mfaToken, code: freshCode(server, secret) }, { ...client, address });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return loginResponseSchema.parse(response.json()).token;
};

/** Signs in with a passkey alone: a session of its own. */
export const signInWithPasskey = async (server: TestServer, authenticator: SoftAuthenticator, client: ClientOptions = {}) => {
  const address = client.address ?? nextAddress();
  const options = passkeyOptionsResponseSchema.parse((await publicCall(server, '/api/admin/login/passkey/options', undefined, { ...client, address })).json());
  const answer = { challengeId: options.challengeId, response: authenticator.assert(options.options as { challenge: string }) };
  return publicCall(server, '/api/admin/login/passkey', answer, { ...client, address });
};

/** A software authenticator for the server's relying party. */
export const newAuthenticator = (server: TestServer) => new SoftAuthenticator({ rpId: server.config.web.rpId, origin: server.config.web.origin });

/** Registers a new passkey for the session's staff member. */
export const registerPasskey = async (server: TestServer, token: string, name = 'Laptop') => {
  const authenticator = newAuthenticator(server);
  const options = passkeyOptionsResponseSchema.parse((await callJson(server.app, token, 'POST', '/api/admin/passkeys/options', { purpose: 'register' })).json());
  const response = await callJson(server.app, token, 'POST', '/api/admin/passkeys', {
    challengeId: options.challengeId,
    name,
    response: authenticator.register(options.options as { challenge: string }),
  });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
  return { authenticator, passkey: passkeyAddedResponseSchema.parse(response.json()).passkey };
};

/** Every audit entry by or about the account, oldest first. */
export const auditOf = (server: TestServer, accountId: number) =>
  server.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'detail', 'actor_id', 'actor_email', 'target_id'])
    .where((eb) => eb.or([eb('actor_id', '=', accountId), eb('target_id', '=', accountId)]))
    .orderBy('id')
    .execute();
