/*
 * The mock server's answers about the signed-in admin's own security (issue 17): their staff role and
 * second factors, the authenticator app (the right code is always '123456'), recovery codes, passkeys
 * and sessions. handlers.ts answers the endpoints with these resolvers; the state is `db.security`,
 * and the admin's staff role their row in `db.staff`.
 */
import { HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams, http } from 'msw';
import {
  endpointRoutes,
  securityLimits,
  securityMessages,
  serverMessages,
  type ReauthMethod,
  type SecurityStatus,
  type StaffRole,
} from '@chairside/api-contract';
import { db } from './db';
import { mockTotpCode, mockTotpSecret, recoveryCodeSet } from './access';
import { bodyOf, message, queryOf } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/** The mock's refusal of turning off the last second factor while the server requires one. */
export const lastFactorRefusal = 'Two-factor sign-in is required here: add another second factor before removing this one.';

/** The signed-in admin's row among the staff. */
export const adminMember = () => db.staff.members.find((member) => member.id === db.admin.id);

/** The signed-in admin's staff role: an owner unless a story or test says otherwise. */
export const currentStaffRole = (): StaffRole => adminMember()?.staffRole ?? 'owner';

/** The paths of the admin calls, from the contract's table, whatever their `:params`. */
const adminPaths = Object.values(endpointRoutes)
  .filter((route) => route.auth === 'admin')
  .map((route) => new RegExp(`${route.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`));

/**
 * A handler that makes the signed-in admin `role` before every admin call, then lets the other
 * handlers answer: the security status says so and the mock refuses what the role may not do, as the
 * server does. A story's override: `screenSetup([asRole('moderator')])`. It answers nothing itself,
 * so a request no other handler answers is still reported as unhandled.
 */
export function asRole(role: StaffRole): HttpHandler {
  return http.all('*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const member = adminMember();
    if (member && adminPaths.some((path) => path.test(pathname))) member.staffRole = role;
  });
}

/** Whether the admin has a second factor: the authenticator app or a passkey. */
export const hasSecondFactor = () => db.security.totpEnabled || db.security.passkeys.length > 0;

/** Whether turning off one factor of the kind given would leave none while the server requires one. */
const isLastFactor = (kind: 'totp' | 'passkey') => {
  const { mfaRequired, totpEnabled, passkeys } = db.security;
  if (!mfaRequired) return false;
  return kind === 'totp' ? passkeys.length === 0 : !totpEnabled && passkeys.length === 1;
};

/** GET /api/admin/security */
export const securityStatus = (): SecurityStatus => {
  const { totpEnabled, recoveryCodes, passkeys, mfaRequired, reauthenticatedAt } = db.security;
  const reauthMethods: ReauthMethod[] = ['password', ...(totpEnabled ? (['totp', 'recovery'] as const) : []), ...(passkeys.length > 0 ? (['passkey'] as const) : [])];
  return {
    staffRole: currentStaffRole(),
    totpEnabled,
    // Stories that start with the app on get a fixed day, so their pictures stay the same.
    totpEnabledAt: totpEnabled ? (db.security.totpEnabledAt ?? '2026-01-10T09:30:00.000Z') : null,
    recoveryCodesLeft: totpEnabled ? recoveryCodes.length : 0,
    passkeys: passkeys.length,
    mfaRequired,
    reauthMethods,
    reauthenticatedAt,
  };
};

/**
 * Checks a code against the authenticator app ('123456') or an unused recovery code, which it uses up;
 * the refusal the server gives otherwise.
 */
function checkCode(code: string): Response | undefined {
  if (code.replace(/\s/g, '') === mockTotpCode) return undefined;
  const recovery = db.security.recoveryCodes.indexOf(code.trim().toLowerCase());
  if (recovery === -1) return message(securityMessages.wrongCode, 400);
  db.security.recoveryCodes.splice(recovery, 1);
  return undefined;
}

let codeRound = 0;
const newRecoveryCodes = () => {
  codeRound += 1;
  db.security.recoveryCodes = recoveryCodeSet(codeRound);
  return [...db.security.recoveryCodes];
};

/** One of a QR code's three finder squares, its top left corner at x, y: a ring, a gap and a centre. */
const finder = (x: number, y: number) => `M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z M${x + 2} ${y + 2}h3v3h-3z`;

/** A stand-in QR code: the three finder squares and a scatter of modules, enough to look the part. */
function sampleQrSvg(): string {
  const size = 21;
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges">` +
    `<rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/>` +
    `<path fill="#000" fill-rule="evenodd" d="${finder(0, 0)} ${finder(14, 0)} ${finder(0, 14)} ${cells.join(' ')}"/></svg>`
  );
}

/** POST /api/admin/mfa/totp/setup */
export const setupTotp: Resolver = () => {
  if (db.security.totpEnabled) return message(securityMessages.totpAlreadyEnabled, 409);
  db.security.totpPending = true;
  const label = encodeURIComponent(`Chairside:${db.admin.email}`);
  return HttpResponse.json({
    secret: mockTotpSecret,
    otpauthUrl: `otpauth://totp/${label}?secret=${mockTotpSecret}&issuer=Chairside&digits=${securityLimits.totpDigits}&period=${securityLimits.totpStepSeconds}`,
    qrSvg: sampleQrSvg(),
  });
};

/** POST /api/admin/mfa/totp/confirm */
export const confirmTotp: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('confirmTotp', request);
  if (refusal) return refusal;
  if (db.security.totpEnabled) return message(securityMessages.totpAlreadyEnabled, 409);
  if (!db.security.totpPending) return message(securityMessages.totpNotSetUp, 409);
  if (body.code !== mockTotpCode) return message(securityMessages.wrongCode, 400);
  db.security.totpEnabled = true;
  db.security.totpEnabledAt = new Date().toISOString();
  db.security.totpPending = false;
  return HttpResponse.json({ message: securityMessages.totpEnabled, recoveryCodes: newRecoveryCodes() });
};

/** DELETE /api/admin/mfa/totp */
export const disableTotp: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('disableTotp', request);
  if (refusal) return refusal;
  if (!db.security.totpEnabled) return message(securityMessages.totpNotEnabled, 409);
  if (isLastFactor('totp')) return message(lastFactorRefusal, 409);
  const wrong = checkCode(body.code);
  if (wrong) return wrong;
  db.security.totpEnabled = false;
  db.security.totpEnabledAt = null;
  db.security.recoveryCodes = [];
  return HttpResponse.json({ message: securityMessages.totpDisabled });
};

/** POST /api/admin/mfa/recovery-codes */
export const renewRecoveryCodes: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('renewRecoveryCodes', request);
  if (refusal) return refusal;
  if (!db.security.totpEnabled) return message(securityMessages.totpNotEnabled, 409);
  const wrong = checkCode(body.code);
  if (wrong) return wrong;
  return HttpResponse.json({ message: securityMessages.recoveryCodesRenewed, recoveryCodes: newRecoveryCodes() });
};

/** GET /api/admin/passkeys */
export const listPasskeys: Resolver = () => HttpResponse.json({ data: db.security.passkeys });

/** POST /api/admin/passkeys/options: registration options as @simplewebauthn/server makes them. */
export const passkeyOptions: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('passkeyOptions', request);
  if (refusal) return refusal;
  if (body.purpose === 'register' && db.security.passkeys.length >= securityLimits.passkeys) return message(securityMessages.tooManyPasskeys, 409);
  const challengeId = `mock-challenge-${Date.now()}`;
  db.security.passkeyChallenge = challengeId;
  const userId = btoa(String(db.admin.id)).replace(/=+$/, '');
  return HttpResponse.json({
    challengeId,
    options: {
      challenge: 'bW9jay1jaGFsbGVuZ2UtZm9yLXN0b3JpZXM',
      rp: { name: 'Chairside', id: new URL(request.url).hostname },
      user: { id: userId, name: db.admin.email, displayName: db.admin.fullName },
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: securityLimits.challengeMinutes * 60_000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
    },
  });
};

/** POST /api/admin/passkeys */
export const addPasskey: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('addPasskey', request);
  if (refusal) return refusal;
  if (body.challengeId !== db.security.passkeyChallenge) return message(securityMessages.challengeInvalid, 400);
  db.security.passkeyChallenge = null;
  const passkey = {
    id: Math.max(0, ...db.security.passkeys.map((item) => item.id)) + 1,
    name: body.name,
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
  };
  db.security.passkeys.push(passkey);
  return HttpResponse.json({ message: securityMessages.passkeyAdded, passkey }, { status: 201 });
};

/** DELETE /api/admin/passkeys/:id */
export const removePasskey: Resolver = ({ params }) => {
  const index = db.security.passkeys.findIndex((item) => item.id === Number(params.id));
  if (index === -1) return message(serverMessages.notFound, 404);
  if (isLastFactor('passkey')) return message(lastFactorRefusal, 409);
  db.security.passkeys.splice(index, 1);
  return HttpResponse.json({ message: securityMessages.passkeyRemoved });
};

/** GET /api/admin/sessions: this one first. */
export const listSessions: Resolver = () => HttpResponse.json({ data: db.security.sessions });

/** DELETE /api/admin/sessions/:id */
export const revokeSession: Resolver = ({ params }) => {
  const index = db.security.sessions.findIndex((item) => item.id === Number(params.id));
  if (index === -1) return message(securityMessages.sessionNotFound, 404);
  db.security.sessions.splice(index, 1);
  return HttpResponse.json({ message: securityMessages.sessionRevoked });
};

/** DELETE /api/admin/sessions?others=1 */
export const revokeOtherSessions: Resolver = ({ request }) => {
  const { refusal } = queryOf('revokeOtherSessions', request);
  if (refusal) return refusal;
  const ended = db.security.sessions.filter((item) => !item.current).length;
  db.security.sessions = db.security.sessions.filter((item) => item.current);
  return HttpResponse.json({ message: securityMessages.otherSessionsRevoked, ended });
};
