// The add form's one rule, as a plain function so it is tested on its own.

/** The most characters a passkey's name may have. */
export const passkeyNameMaxLength = 60;

/** The messages of the name's check. */
export const passkeyNameErrors = {
  empty: 'Give the passkey a name.',
  tooLong: (limit: number) => `The name can be at most ${limit} characters.`,
} as const;

/** A name ready to hand over (trimmed), or why it cannot be. */
export type PasskeyNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Checks a typed name: it must have something besides spaces, and at most `maxLength` characters once trimmed. */
export function checkPasskeyName(value: string, maxLength: number = passkeyNameMaxLength): PasskeyNameCheck {
  const name = value.trim();
  if (name === '') return { ok: false, message: passkeyNameErrors.empty };
  // Counted in UTF-16 units, as the input's maxlength and a zod max() count, so all three agree.
  if (name.length > maxLength) return { ok: false, message: passkeyNameErrors.tooLong(maxLength) };
  return { ok: true, name };
}
