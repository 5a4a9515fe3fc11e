// What a typed one-time code is: the two kinds the sign-in takes, how a typed code is tidied before
// it is sent, and the messages for one that cannot be right. Pure, so the rules are tested in Node.

/** The codes a second factor takes: 'totp' the authenticator app's 6 digits, 'recovery' a saved single-use code. */
export const oneTimeCodeKinds = ['totp', 'recovery'] as const;
export type OneTimeCodeKind = (typeof oneTimeCodeKinds)[number];

/** Digits in an authenticator app's code. */
export const totpCodeLength = 6;

// Spaces of every width (apps show '123 456', some copy it with a no-break or thin space) and the
// dashes and hyphens a phone's keyboard or a password manager may put in their place.
const separators = /[\s\u002d\u2010-\u2015\u2212]/g;

/**
 * The code as the server expects it: an authenticator code without the spaces or dashes it is shown
 * with; a recovery code trimmed and in lower case, its own dashes kept.
 */
export function normaliseCode(kind: OneTimeCodeKind, raw: string): string {
  return kind === 'totp' ? raw.replace(separators, '') : raw.trim().toLowerCase();
}

/** Whether an authenticator code, once normalised, is exactly six digits. */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^[0-9]{${totpCodeLength}}$`).test(code);
}

/**
 * What the field keeps of what was typed or pasted: for an authenticator code, the characters left
 * once spaces and dashes are taken out, at most six of them (so '123 456' pasted whole fits); for a
 * recovery code, everything as typed.
 */
export function codeFieldValue(kind: OneTimeCodeKind, raw: string): string {
  return kind === 'totp' ? normaliseCode('totp', raw).slice(0, totpCodeLength) : raw;
}

/** The messages for a code that cannot be right as typed. */
export const oneTimeCodeMessages = {
  totpEmpty: 'Enter the 6-digit code from your authenticator app.',
  totpShape: 'The code is 6 digits.',
  recoveryEmpty: 'Enter one of your recovery codes.',
} as const;

/** Why the code as typed cannot be sent, or null when it may be: only the server knows whether it is right. */
export function codeProblem(kind: OneTimeCodeKind, raw: string): string | null {
  const code = normaliseCode(kind, raw);
  if (kind === 'recovery') return code === '' ? oneTimeCodeMessages.recoveryEmpty : null;
  if (code === '') return oneTimeCodeMessages.totpEmpty;
  return isTotpCode(code) ? null : oneTimeCodeMessages.totpShape;
}
