import { z } from 'zod';
import { idSchema, limits, messageResponseSchema, oneLine, refuseControlCharacters, requiredEmail, requiredText, strictBody, timestampSchema } from './common';
import { loginResponseSchema } from './responses';
import { mfaMethods, reauthMethods, securityLimits, staffRoles } from './staffTexts';

export {
  can,
  invitationPath,
  mfaMethods,
  permissionRefusals,
  permissions,
  reauthMethods,
  recentFactorHours,
  recentFactorTexts,
  rolePermissions,
  securityLimits,
  securityMessages,
  securityNotices,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
  type MfaMethod,
  type Permission,
  type ReauthMethod,
  type SecurityNotice,
  type StaffRole,
} from './staffTexts';

/*
 * Staff access (issue 17): two-factor sign-in with TOTP and recovery codes, passkeys, the sessions of
 * the signed-in staff member, staff roles and invitations, and re-authentication before the worst
 * actions. Every shape here is additive: a staff member without a second factor signs in exactly as
 * SPEC.md shows.
 */

export const staffRoleSchema = z.enum(staffRoles, { error: `staffRole must be one of ${staffRoles.join(', ')}.` });
export const mfaMethodSchema = z.enum(mfaMethods);

/** A short-lived token the server hands out between two steps (mfaToken, enrollToken, challengeId). */
const stepToken = (label: string) =>
  oneLine(label)
    .min(1, { error: `${label} is required.` })
    .max(200, { error: `${label} must be at most 200 characters.` });

/** A 6-digit authenticator code or a recovery code, as typed; the server tells them apart. */
export const codeSchema = oneLine('code')
  .trim()
  .min(1, { error: 'code is required.' })
  .max(64, { error: 'code must be at most 64 characters.' });

/**
 * A WebAuthn answer from `@simplewebauthn/browser` (its JSON form), with the challenge it answers.
 * The server checks the response itself; here it is only bounded to an object.
 */
export const passkeyAnswerSchema = z.strictObject(
  {
    challengeId: stepToken('challengeId'),
    response: z.record(z.string(), z.unknown(), { error: 'response must be the object the browser gave.' }),
  },
  { error: 'passkey must be an object with challengeId and response.' },
);
export type PasskeyAnswer = z.infer<typeof passkeyAnswerSchema>;

// --- Sign-in ------------------------------------------------------------------------------------------

/** POST /api/admin/login when a second factor is due: no token and no role until it is given. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Serves one sign-in, for `securityLimits.mfaTokenMinutes`. */
  mfaToken: z.string().min(1),
  methods: z.array(mfaMethodSchema),
  message: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** POST /api/admin/login with REQUIRE_MFA set, for a staff member without a second factor yet. */
export const mfaEnrollmentSchema = z.object({
  mfaEnrollmentRequired: z.literal(true),
  enrollToken: z.string().min(1),
  message: z.string(),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

/** Every answer POST /api/admin/login may give with 200: SPEC.md's success, or a further step. */
export const loginAnswerSchema = z.union([loginResponseSchema, mfaChallengeSchema, mfaEnrollmentSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /api/admin/login/mfa: the second step, with a code or a passkey. */
export const loginMfaRequestSchema = strictBody({
  mfaToken: stepToken('mfaToken'),
  code: codeSchema.optional(),
  passkey: passkeyAnswerSchema.optional(),
}).refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
  error: 'Send either code or passkey.',
});
export type LoginMfaRequest = z.infer<typeof loginMfaRequestSchema>;

/** POST /api/admin/login/enroll/setup */
export const enrollSetupRequestSchema = strictBody({ enrollToken: stepToken('enrollToken') });

/** POST /api/admin/login/enroll/confirm */
export const enrollConfirmRequestSchema = strictBody({ enrollToken: stepToken('enrollToken'), code: codeSchema });

/** The recovery codes made when TOTP is turned on, shown once. */
export const recoveryCodesSchema = z.array(z.string()).length(securityLimits.recoveryCodes);

/** POST /api/admin/login/enroll/confirm: signed in, with the recovery codes to save. */
export const enrollConfirmResponseSchema = loginResponseSchema.extend({ recoveryCodes: recoveryCodesSchema });

/** POST /api/admin/login/passkey/options: `mfaToken` when the passkey answers the second step. */
export const passkeyLoginOptionsRequestSchema = strictBody({ mfaToken: stepToken('mfaToken').optional() });

/** The options to hand to `startAuthentication` / `startRegistration`, and the id of their challenge. */
export const passkeyOptionsResponseSchema = z.object({
  challengeId: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

/** POST /api/admin/login/passkey: a first factor that needs no password. */
export const passkeyLoginRequestSchema = passkeyAnswerSchema;

// --- Second factors of the signed-in staff member -----------------------------------------------------

/** POST /api/admin/mfa/totp/setup: a new key, waiting to be confirmed with a code. */
export const totpSetupResponseSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string().min(16),
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
  /** An SVG document of the QR code of `otpauthUrl`, made on the server. Show it as an image, never as HTML. */
  qrSvg: z.string().startsWith('<svg'),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/admin/mfa/totp/confirm, DELETE /api/admin/mfa/totp, POST /api/admin/mfa/recovery-codes */
export const codeRequestSchema = strictBody({ code: codeSchema });
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** POST /api/admin/mfa/totp/confirm and POST /api/admin/mfa/recovery-codes */
export const recoveryCodesResponseSchema = messageResponseSchema.extend({ recoveryCodes: recoveryCodesSchema });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/**
 * The session a second factor was added in, as the sessions list shows one: its browser and
 * address, and whether it is the session making this call. Null for a factor from before this was kept.
 */
export const factorOriginSchema = z.object({
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type FactorOrigin = z.infer<typeof factorOriginSchema>;

/** GET /api/admin/security: the signed-in staff member's role and second factors. */
export const securityStatusSchema = z.object({
  staffRole: staffRoleSchema,
  totpEnabled: z.boolean(),
  /** When the authenticator app was turned on; null while it is off. */
  totpEnabledAt: timestampSchema.nullable(),
  /** Unused recovery codes; 0 when TOTP is off. */
  recoveryCodesLeft: z.number().int().min(0),
  passkeys: z.number().int().min(0),
  /** REQUIRE_MFA: turning the last second factor off is refused. */
  mfaRequired: z.boolean(),
  /** What a re-authentication can take for this staff member. */
  reauthMethods: z.array(z.enum(reauthMethods)),
  /** When the last factor was given in this session; the worst actions need it within 10 minutes. */
  reauthenticatedAt: timestampSchema.nullable(),
  /** Where the authenticator app was turned on; null while it is off or when that is not known. */
  totpAddedFrom: factorOriginSchema.nullable().optional(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** A registered passkey. */
export const passkeySchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  /** Where it was registered; null when that is not known. */
  addedFrom: factorOriginSchema.nullable().optional(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ data: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

/** POST /api/admin/passkeys/options: a challenge to register a passkey or to re-authenticate with one. */
export const passkeyOptionsRequestSchema = strictBody({
  purpose: z.enum(['register', 'reauth'], { error: 'purpose must be register or reauth.' }),
});

/** POST /api/admin/passkeys */
export const passkeyRegisterRequestSchema = strictBody({
  challengeId: stepToken('challengeId'),
  name: requiredText('name', securityLimits.passkeyName),
  response: z.record(z.string(), z.unknown(), { error: 'response must be the object the browser gave.' }),
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequestSchema>;

export const passkeyAddedResponseSchema = messageResponseSchema.extend({ passkey: passkeySchema });

/** POST /api/admin/reauth: exactly one of the password, a code or a passkey. */
export const reauthRequestSchema = strictBody({
  password: z.string({ error: 'password must be text.' }).min(1, { error: 'password is required.' }).max(limits.password.max).optional(),
  code: codeSchema.optional(),
  passkey: passkeyAnswerSchema.optional(),
}).refine((body) => [body.password, body.code, body.passkey].filter((value) => value !== undefined).length === 1, {
  error: 'Send one of password, code or passkey.',
});
export type ReauthRequest = z.infer<typeof reauthRequestSchema>;

export const reauthResponseSchema = messageResponseSchema.extend({ reauthenticatedAt: timestampSchema });

/**
 * A second factor that a sign-out-everywhere or a password change removed, or that a password change
 * could have: added in the last 24 hours from another session.
 */
export const recentFactorSchema = z.object({
  kind: z.enum(['totp', 'passkey']),
  /** The passkey's name; null for the authenticator app. */
  name: z.string().nullable(),
  addedAt: timestampSchema,
  addedFrom: factorOriginSchema,
});
export type RecentFactor = z.infer<typeof recentFactorSchema>;

/**
 * PUT /api/admin/password: SPEC.md's `{ message }`, and (additive) how many other sessions ended, the
 * factors other sessions added in the last 24 hours that stay (the change offers their removal with
 * `removeRecentFactors`) and those it removed.
 */
export const passwordChangeResponseSchema = messageResponseSchema.extend({
  endedSessions: z.number().int().min(0).optional(),
  recentFactors: z.array(recentFactorSchema).optional(),
  removedFactors: z.array(recentFactorSchema).optional(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/**
 * The 403 of a call that needs a recent factor: `reauthenticate` tells a client to ask for one
 * (POST /api/admin/reauth) and try again.
 */
export const reauthRefusalSchema = messageResponseSchema.extend({ reauthenticate: z.literal(true) });

/**
 * The 403 of a call made, under REQUIRE_MFA, from a session of a staff member without a second factor:
 * `mfaEnrollmentRequired` tells a client to set one up (the security page) before anything else.
 */
export const enrollmentRefusalSchema = messageResponseSchema.extend({ mfaEnrollmentRequired: z.literal(true) });

// --- Sessions -------------------------------------------------------------------------------------------

export const sessionSchema = z.object({
  id: idSchema,
  /** The session making this call. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
});
export type StaffSession = z.infer<typeof sessionSchema>;

/** GET /api/admin/sessions: the signed-in staff member's live sessions, this one first. */
export const sessionsResponseSchema = z.object({ data: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** DELETE /api/admin/sessions?others=1 */
export const revokeSessionsQuerySchema = z.strictObject(
  { others: z.literal('1', { error: 'others must be 1.' }) },
  { error: 'Say others=1 to sign out every other session.' },
);

/** DELETE /api/admin/sessions?others=1: how many ended, and the factors other sessions added in the last 24 hours, now removed. */
export const revokedSessionsResponseSchema = messageResponseSchema.extend({
  ended: z.number().int().min(0),
  removedFactors: z.array(recentFactorSchema).optional(),
});

// --- Staff ----------------------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  email: z.string(),
  staffRole: staffRoleSchema,
  active: z.boolean(),
  /** Has a second factor (TOTP or a passkey). */
  mfa: z.boolean(),
  createdAt: timestampSchema,
  lastSignedInAt: timestampSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  staffRole: staffRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /api/admin/staff: every staff member, and the invitations still open. */
export const staffResponseSchema = z.object({
  data: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffResponse = z.infer<typeof staffResponseSchema>;

/** POST /api/admin/staff/invitations */
export const inviteRequestSchema = strictBody({ email: requiredEmail('email'), staffRole: staffRoleSchema });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/**
 * The invitation made. `link` is there only when no mail server is set, so the owner can pass it on;
 * otherwise it goes by email alone.
 */
export const inviteResponseSchema = messageResponseSchema.extend({
  invitation: staffInvitationSchema,
  link: z.string().optional(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** PUT /api/admin/staff/:id */
export const staffRoleChangeSchema = strictBody({ staffRole: staffRoleSchema });

/** PUT /api/admin/staff/:id, POST /api/admin/staff/:id/deactivate and /reactivate */
export const staffMemberResponseSchema = messageResponseSchema.extend({ member: staffMemberSchema });
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

const invitationToken = stepToken('token');

/** POST /api/admin/invitations/lookup: what an invitation link offers, before it is accepted. */
export const invitationLookupRequestSchema = strictBody({ token: invitationToken });
export const invitationLookupResponseSchema = z.object({
  email: z.string(),
  staffRole: staffRoleSchema,
  expiresAt: timestampSchema,
});
export type InvitationLookup = z.infer<typeof invitationLookupResponseSchema>;

/** POST /api/admin/invitations/accept: the new staff member's name and password. */
export const acceptInvitationRequestSchema = strictBody({
  token: invitationToken,
  fullName: requiredText('fullName', limits.fullName),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'password is required.' : 'password must be text.') })
    .check(refuseControlCharacters('password'))
    .min(limits.password.min, { error: `password must be at least ${limits.password.min} characters.` })
    .max(limits.password.max, { error: `password must be at most ${limits.password.max} characters.` }),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
