/*
 * The mock server's sign-in steps of issue 17: a staff member with a second factor, one who must set
 * one up first (REQUIRE_MFA), passkey sign-in, invitations, and re-authentication before the worst
 * actions. handlers.ts answers the endpoints with these resolvers. The accounts sign in with the mock
 * admin's password; the authenticator app's right code is always '123456'.
 */
import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import {
  endpointRoutes,
  securityLimits,
  securityMessages,
  serverMessages,
  type EndpointName,
  type InvitationLookup,
  type LoginResponse,
  type MfaChallenge,
  type MfaEnrollment,
} from '@chairside/api-contract';
import { mockTotpCode, mockTotpSecret, recoveryCodeSet } from './access';
import { db } from './db';
import { bodyOf, message } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/** Sign in with the mock password here and the second step asks for a code, a recovery code or a passkey. */
export const mockMfaEmail = 'mfa@chairside.test';
/** Sign in with the mock password here and the server (REQUIRE_MFA) asks for an authenticator app first. */
export const mockEnrolEmail = 'enrol@chairside.test';
/** The recovery code the mock's two-step account accepts. */
export const mockRecoveryCode = 'abcde-fghij';
/** The invitation token of the one valid invitation link. */
export const mockInvitationToken = 'valid-invite';

/** The single-use tokens and challenges the mock hands out between steps. */
export const mockStepTokens = {
  mfa: 'mock-mfa-token',
  enroll: 'mock-enroll-token',
  loginChallenge: 'mock-login-challenge',
} as const;

/** The invitation behind `mockInvitationToken`, until someone with its address joins the staff. */
export const mockInvitation = (): InvitationLookup => ({
  email: 'new.moderator@chairside.test',
  staffRole: 'moderator',
  expiresAt: new Date(Date.now() + securityLimits.invitationHours * 3_600_000).toISOString(),
});

/** A signed-in answer with the mock session's token. */
const signedIn = (): LoginResponse => ({
  token: db.token,
  role: 'admin',
  message: serverMessages.loginSucceeded,
  staffRole: 'owner',
});

/** The moment a factor was given: the worst actions go through for the next minutes. */
const factorGiven = () => {
  db.security.reauthenticatedAt = new Date().toISOString();
};

/**
 * POST /api/admin/login for the two accounts above, with the right password: the further step. Any
 * other sign-in passes on to the mock admin's handler (this resolver answers nothing for it).
 */
export const twoStepLogin: Resolver = async ({ request }) => {
  const body = (await request.clone().json().catch(() => undefined)) as { email?: unknown; password?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (body?.password !== db.password) return undefined;
  if (email === mockMfaEmail) {
    return HttpResponse.json({
      mfaRequired: true,
      mfaToken: mockStepTokens.mfa,
      methods: ['totp', 'recovery', 'passkey'],
      message: securityMessages.mfaRequired,
    } satisfies MfaChallenge);
  }
  if (email === mockEnrolEmail) {
    return HttpResponse.json({
      mfaEnrollmentRequired: true,
      enrollToken: mockStepTokens.enroll,
      message: securityMessages.enrollmentRequired,
    } satisfies MfaEnrollment);
  }
  return undefined;
};

/** POST /api/admin/login/mfa: '123456', the recovery code or a passkey answer to the mock's challenge. */
export const loginMfa: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('loginMfa', request);
  if (refusal) return refusal;
  if (body.mfaToken !== mockStepTokens.mfa) return message(securityMessages.mfaTokenInvalid, 401);
  if (body.passkey) {
    if (body.passkey.challengeId !== mockStepTokens.loginChallenge) return message(securityMessages.challengeInvalid, 401);
  } else if (body.code !== mockTotpCode && body.code?.toLowerCase() !== mockRecoveryCode) {
    return message(securityMessages.wrongCode, 401);
  }
  factorGiven();
  return HttpResponse.json(signedIn());
};

/** POST /api/admin/login/passkey/options: a challenge for any passkey of this site. */
export const loginPasskeyOptions: Resolver = ({ request }) =>
  HttpResponse.json({
    challengeId: mockStepTokens.loginChallenge,
    options: {
      challenge: 'bW9jay1sb2dpbi1jaGFsbGVuZ2U',
      rpId: new URL(request.url).hostname,
      allowCredentials: [],
      timeout: securityLimits.challengeMinutes * 60_000,
      userVerification: 'preferred',
    },
  });

/** POST /api/admin/login/passkey: any answer to the mock's challenge signs the mock admin in. */
export const loginPasskey: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('loginPasskey', request);
  if (refusal) return refusal;
  if (body.challengeId !== mockStepTokens.loginChallenge) return message(securityMessages.challengeInvalid, 401);
  factorGiven();
  return HttpResponse.json(signedIn());
};

/** A stand-in QR code (it does not scan): the three corner squares of one, on white. */
const sampleQr =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" shape-rendering="crispEdges">' +
  '<rect x="-2" y="-2" width="25" height="25" fill="#fff"/>' +
  '<path fill="#000" fill-rule="evenodd" d="M0 0h7v7h-7z M1 1v5h5v-5z M2 2h3v3h-3z M14 0h7v7h-7z M15 1v5h5v-5z M16 2h3v3h-3z ' +
  'M0 14h7v7h-7z M1 15v5h5v-5z M2 16h3v3h-3z M9 9h3v3h-3z M14 14h2v2h-2z M18 17h3v2h-3z"/></svg>';

/** POST /api/admin/login/enroll/setup */
export const enrollSetup: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('enrollSetup', request);
  if (refusal) return refusal;
  if (body.enrollToken !== mockStepTokens.enroll) return message(securityMessages.enrollTokenInvalid, 401);
  const label = encodeURIComponent(`Chairside:${mockEnrolEmail}`);
  return HttpResponse.json({
    secret: mockTotpSecret,
    otpauthUrl: `otpauth://totp/${label}?secret=${mockTotpSecret}&issuer=Chairside`,
    qrSvg: sampleQr,
  });
};

/** POST /api/admin/login/enroll/confirm: '123456' turns the app on and signs in, with ten recovery codes. */
export const enrollConfirm: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('enrollConfirm', request);
  if (refusal) return refusal;
  if (body.enrollToken !== mockStepTokens.enroll) return message(securityMessages.enrollTokenInvalid, 401);
  if (body.code !== mockTotpCode) return message(securityMessages.wrongCode, 401);
  factorGiven();
  return HttpResponse.json({ ...signedIn(), recoveryCodes: recoveryCodeSet(1) });
};

/** Whether the one invitation is still open: nobody on the staff has its address yet. */
const invitationOpen = (token: string) =>
  token === mockInvitationToken && !db.staff.members.some((member) => member.email === mockInvitation().email);

/** POST /api/admin/invitations/lookup */
export const lookupInvitation: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('lookupInvitation', request);
  if (refusal) return refusal;
  return invitationOpen(body.token) ? HttpResponse.json(mockInvitation()) : message(securityMessages.invitationInvalid, 404);
};

/** POST /api/admin/invitations/accept: the new staff member joins and is signed in. */
export const acceptInvitation: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('acceptInvitation', request);
  if (refusal) return refusal;
  if (!invitationOpen(body.token)) return message(securityMessages.invitationInvalid, 404);
  const { email, staffRole } = mockInvitation();
  const now = new Date().toISOString();
  db.staff.members.push({
    id: Math.max(0, ...db.staff.members.map((member) => member.id)) + 1,
    fullName: body.fullName,
    email,
    staffRole,
    active: true,
    mfa: false,
    createdAt: now,
    lastSignedInAt: now,
  });
  return HttpResponse.json({ token: db.token, role: 'admin', message: securityMessages.invitationAccepted, staffRole } satisfies LoginResponse);
};

/**
 * POST /api/admin/reauth: the admin's password or '123456' (400 with the server's words otherwise); a
 * passkey answer to any challenge of `passkeyOptions`.
 */
export const reauthenticate: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('reauthenticate', request);
  if (refusal) return refusal;
  if (body.password !== undefined && body.password !== db.password) return message(securityMessages.wrongPassword, 400);
  if (body.code !== undefined && body.code !== mockTotpCode) return message(securityMessages.wrongCode, 400);
  if (body.passkey && body.passkey.challengeId !== db.security.passkeyChallenge) return message(securityMessages.challengeInvalid, 400);
  factorGiven();
  return HttpResponse.json({ message: securityMessages.reauthenticated, reauthenticatedAt: db.security.reauthenticatedAt! });
};

/** Whether a factor was given within the last `securityLimits.reauthMinutes`. */
const recentFactor = () => {
  const at = db.security.reauthenticatedAt;
  return at !== null && Date.now() - Date.parse(at) <= securityLimits.reauthMinutes * 60_000;
};

/**
 * A handler that makes the calls of `endpoint` answer 403 `{ reauthenticate: true }` until a factor
 * has been given (POST /api/admin/reauth, or a sign-in step), as the server refuses the worst actions
 * of a session whose last factor is old; then it lets the other handlers answer. The mock server asks
 * for none by default: `screenSetup([reauthRequired('deleteUser')])`.
 */
export function reauthRequired(endpoint: EndpointName): HttpHandler {
  const { method, path } = endpointRoutes[endpoint];
  const pattern = new RegExp(`${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
  return http.all('*', ({ request }) => {
    if (request.method !== method || !pattern.test(new URL(request.url).pathname) || recentFactor()) return undefined;
    return HttpResponse.json({ message: securityMessages.reauthRequired, reauthenticate: true }, { status: 403 });
  });
}
