/*
 * Staff access (issue 17) without its schemas: staff roles and what each may do, the sizes and
 * lifetimes of the second factors, and the words of the calls. The app imports these to hide what a
 * role cannot do and to word its screens; a module without zod keeps zod out of its pages' code
 * (scripts/bundle-budget.mjs). security.ts re-exports them beside the schemas built from them.
 */

/** Every staff member signs in as an `admin` account; the staff role says what they may do. */
export const staffRoles = ['owner', 'moderator', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  viewer: 'Viewer',
};

export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including deleting accounts, editing the policy and terms, and managing staff.',
  moderator: 'Reads everything and suspends or unsuspends accounts.',
  viewer: 'Reads everything and changes nothing.',
};

/**
 * What a call needs, as the server checks it on every admin route:
 * - `self`: the caller's own account (profile, password, sessions, second factors);
 * - `read`: dashboard, lists, details, feedback, support, activity;
 * - `moderate`: suspend and unsuspend, single and bulk;
 * - `delete`: delete and restore;
 * - `content`: save the privacy policy and the terms;
 * - `staff`: list, invite, change and deactivate staff members.
 */
export const permissions = ['self', 'read', 'moderate', 'delete', 'content', 'staff'] as const;
export type Permission = (typeof permissions)[number];

/** The table of issue 17, section 4. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  moderator: ['self', 'read', 'moderate'],
  viewer: ['self', 'read'],
};

/** Whether a staff role may do what a permission covers. An unknown role may do nothing. */
export const can = (role: StaffRole | undefined, permission: Permission): boolean =>
  role !== undefined && (rolePermissions[role]?.includes(permission) ?? false);

/** The 403 `{ message }` of a call the caller's role may not make. */
export const permissionRefusals: Record<Permission, string> = {
  self: 'You cannot do this.',
  read: 'Your staff role cannot see this.',
  moderate: 'Only owners and moderators can suspend or unsuspend accounts.',
  delete: 'Only owners can delete or restore accounts.',
  content: 'Only owners can edit the privacy policy and terms.',
  staff: 'Only owners can manage staff.',
};

/** The second factors a sign-in step or a re-authentication may take. */
export const mfaMethods = ['totp', 'recovery', 'passkey'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

/** What a re-authentication may take: the password or any second factor. */
export const reauthMethods = ['password', ...mfaMethods] as const;
export type ReauthMethod = (typeof reauthMethods)[number];

/** Lifetimes and sizes of issue 17. */
export const securityLimits = {
  /** A factor given this recently lets the worst actions through without asking again. */
  reauthMinutes: 10,
  /** The token between the password and the second factor, and the REQUIRE_MFA enrolment token. */
  mfaTokenMinutes: 5,
  /** A WebAuthn challenge. */
  challengeMinutes: 5,
  /** A new authenticator key waits this long to be confirmed with a code; then the set-up starts again. */
  totpSetupMinutes: 15,
  /** A staff invitation link. */
  invitationHours: 72,
  recoveryCodes: 10,
  totpDigits: 6,
  totpStepSeconds: 30,
  passkeyName: 60,
  /** The most passkeys one staff member keeps. */
  passkeys: 20,
} as const;

/** The words of the calls issue 17 adds (the spec's own texts stay in `serverMessages`). */
export const securityMessages = {
  mfaRequired: 'Enter the code from your authenticator app, a recovery code or a passkey.',
  enrollmentRequired: 'Set up two-factor sign-in to continue.',
  wrongCode: 'That code did not work. Check it and try again.',
  mfaTokenInvalid: 'This sign-in has expired. Please log in again.',
  enrollTokenInvalid: 'This set-up has expired. Please log in again.',
  totpEnabled: 'Two-factor sign-in is on.',
  totpDisabled: 'Two-factor sign-in is off.',
  totpAlreadyEnabled: 'Two-factor sign-in is already on.',
  totpNotEnabled: 'Two-factor sign-in is not on.',
  totpNotSetUp: 'Start the set-up again: no key is waiting to be confirmed, or it waited too long.',
  lastSecondFactor: 'Two-factor sign-in is required here: add another authenticator or passkey before removing this one.',
  recoveryCodesRenewed: 'New recovery codes made; the old ones no longer work.',
  reauthRequired: 'Confirm it is you to continue.',
  reauthenticated: 'Thanks, that is you.',
  wrongPassword: 'That password is not right.',
  passkeyAdded: 'Passkey added.',
  passkeyRemoved: 'Passkey removed.',
  passkeyFailed: 'That passkey could not be verified.',
  passkeyUnknown: 'This passkey is not registered here.',
  challengeInvalid: 'This passkey request has expired. Please try again.',
  tooManyPasskeys: `You have ${securityLimits.passkeys} passkeys, the most one account keeps. Remove one first.`,
  sessionRevoked: 'Session signed out.',
  otherSessionsRevoked: 'Other sessions signed out.',
  sessionNotFound: 'That session is not yours or has already ended.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationUnsent: (email: string) => `Invitation for ${email} created. No mail server is set: share the link yourself.`,
  invitationRevoked: 'Invitation withdrawn.',
  invitationInvalid: 'This invitation link is not valid. It may have expired or been used already.',
  inviterCannotInvite: 'This invitation no longer works: whoever sent it can no longer invite staff. Ask an owner for a new one.',
  invitationAccepted: 'Welcome to the Chairside back-office.',
  staffExists: 'A staff member already uses this email address.',
  emailTaken: 'This email address belongs to a marketplace account.',
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${role === 'owner' ? 'an' : 'a'} ${role}.`,
  deactivated: (name: string) => `${name} can no longer sign in.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  lastOwner: 'The last active owner can be neither demoted nor deactivated.',
  notStaff: 'No staff member has this id.',
  selfDeactivate: 'You cannot deactivate yourself.',
  deactivatedAccount: 'This staff account has been deactivated.',
  factorAddedHere: 'A second factor added in this session cannot confirm it is you. Use your password or a factor you had before.',
  enrolmentFirst: 'Set up two-factor sign-in first: this back-office requires it before anything else.',
} as const;

/** How long a second factor added from another session can be taken back by signing out everywhere or a password change. */
export const recentFactorHours = 24;

/** The app's words about the factors other sessions added lately. */
export const recentFactorTexts = {
  removed: (count: number) =>
    count === 1
      ? `The second factor another session added in the last ${recentFactorHours} hours was removed.`
      : `The ${count} second factors other sessions added in the last ${recentFactorHours} hours were removed.`,
  offered: (count: number) =>
    count === 1
      ? `Another session added a second factor in the last ${recentFactorHours} hours. If it was not you, remove it.`
      : `Other sessions added ${count} second factors in the last ${recentFactorHours} hours. If it was not you, remove them.`,
  remove: 'Remove',
  removeAlt: `Remove the second factors other sessions added in the last ${recentFactorHours} hours`,
} as const;

/**
 * The emails a staff member gets about their own account's security: a subject and the
 * first sentence for each event. The server adds where it came from and what to do if it was not them.
 */
export const securityNotices = {
  totpAdded: { subject: 'Two-factor sign-in was turned on', said: 'An authenticator app was set up for two-factor sign-in to your account.' },
  totpRemoved: { subject: 'Two-factor sign-in was turned off', said: 'The authenticator app was removed from your account, with its recovery codes.' },
  recoveryCodesRenewed: { subject: 'New recovery codes were made', said: 'New recovery codes were made for your account; the old ones no longer work.' },
  passkeyAdded: { subject: 'A passkey was added', said: 'A passkey was added to your account.' },
  passkeyRemoved: { subject: 'A passkey was removed', said: 'A passkey was removed from your account.' },
  passwordChanged: { subject: 'Your password was changed', said: 'The password of your account was changed, and your other sessions were signed out.' },
  newDevice: { subject: 'New sign-in to your account', said: 'Your account was signed in to from a browser or address it has not used in the last 90 days.' },
} as const;
export type SecurityNotice = keyof typeof securityNotices;

/** Where an invitation link leads in the app; the token follows in the fragment, out of server logs. */
export const invitationPath = '/accept-invitation';
