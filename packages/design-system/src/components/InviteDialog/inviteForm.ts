// The invite form's rules as plain data and functions, tested on their own.

/** The fields that can be wrong, in the order they are shown (and focused). */
export const inviteFields = ['email', 'role'] as const;
export type InviteField = (typeof inviteFields)[number];
export type InviteErrors = Partial<Record<InviteField, string>>;

/** The messages of the form's checks. */
export const inviteErrors = {
  emailMissing: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  roleMissing: 'Choose a role.',
} as const;

/** What has been entered; kept while the dialog is open. */
export type InviteFormState = {
  email: string;
  /** '' while no role is chosen. */
  role: string;
};

/** What the dialog hands to `onInvite`. */
export type InviteValues = { email: string; role: string };

// One @, something before it, and a domain of dot-separated labels; no spaces anywhere. The server has
// the last word: this only catches what is plainly not an address before a round trip.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a typed address (its surrounding spaces aside) looks like an email address. */
export const isEmailAddress = (value: string) => emailPattern.test(value.trim());

/** Every message that applies, keyed by field; empty when the invitation can be sent. */
export function validateInvite(state: InviteFormState, roles: readonly string[]): InviteErrors {
  const errors: InviteErrors = {};
  const email = state.email.trim();
  if (email === '') errors.email = inviteErrors.emailMissing;
  else if (!isEmailAddress(email)) errors.email = inviteErrors.emailInvalid;
  if (!roles.includes(state.role)) errors.role = inviteErrors.roleMissing;
  return errors;
}

/** The first field with a message, in the order shown; where focus goes after a refused submit. */
export const firstInvalidField = (errors: InviteErrors): InviteField | undefined =>
  inviteFields.find((field) => errors[field] !== undefined);

/** The values `onInvite` receives for a valid form: the address without the spaces around it. */
export const inviteValues = (state: InviteFormState): InviteValues => ({ email: state.email.trim(), role: state.role });

/** The role chosen when the dialog opens: `defaultRole` if it is one of the roles, else none. */
export const initialRole = (roles: readonly string[], defaultRole: string | undefined): string =>
  defaultRole !== undefined && roles.includes(defaultRole) ? defaultRole : '';
