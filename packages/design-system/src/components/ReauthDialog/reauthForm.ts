import { codeProblem, normaliseCode } from '../OneTimeCodeField/oneTimeCode';

/** The ways a staff member may confirm who they are; which are offered is the caller's to say. */
export const reauthDialogMethods = ['password', 'totp', 'recovery', 'passkey'] as const;
export type ReauthDialogMethod = (typeof reauthDialogMethods)[number];

/** The ways that are typed into a field, in the order they are offered: the password always first. */
export const typedReauthMethods = ['password', 'totp', 'recovery'] as const;
export type TypedReauthMethod = (typeof typedReauthMethods)[number];

/** What the dialog hands back for a typed answer: the password as typed, or a code normalised for the server. */
export type ReauthAnswer = { method: TypedReauthMethod; value: string };

/** The words of the dialog that are not props. */
export const reauthDialogTexts = {
  title: 'Confirm it is you',
  confirmWith: 'Confirm with',
  choices: { password: 'Password', totp: 'Authenticator code', recovery: 'Recovery code' },
  fields: { password: 'Password', totp: 'Authentication code', recovery: 'Recovery code' },
  passwordEmpty: 'Enter your password.',
  passkey: 'Use a passkey',
  passkeyBusy: 'Waiting for your passkey…',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  cancel: 'Cancel',
} as const;

/** The dialog's description: what is being done, if the caller says, and how long the answer lasts. */
export function reauthDescription(actionLabel: string | undefined, rememberMinutes = 10): string {
  const later = `You will not be asked again for ${rememberMinutes} ${rememberMinutes === 1 ? 'minute' : 'minutes'}.`;
  const action = actionLabel?.trim();
  return action ? `To ${action}, confirm it is you. ${later}` : `Confirm it is you to continue. ${later}`;
}

/** The typed methods among those offered, password first, each once. */
export function typedMethodsOf(methods: readonly ReauthDialogMethod[]): TypedReauthMethod[] {
  return typedReauthMethods.filter((method) => methods.includes(method));
}

/** Why the answer cannot be sent as typed, or null when it may be: only the server knows whether it is right. */
export function reauthProblem(method: TypedReauthMethod, value: string): string | null {
  // A password is taken as typed: spaces may be part of it.
  if (method === 'password') return value === '' ? reauthDialogTexts.passwordEmpty : null;
  return codeProblem(method, value);
}

/** The answer to send: a password exactly as typed, a code with its spaces, dashes or case tidied. */
export function reauthAnswer(method: TypedReauthMethod, value: string): ReauthAnswer {
  return { method, value: method === 'password' ? value : normaliseCode(method, value) };
}
