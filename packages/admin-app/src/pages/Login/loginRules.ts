import type { LoginRequest } from '@chairside/api-contract';
import type { FieldIssue, FieldIssues } from '../../forms';

/*
 * The contract's loginRequestSchema, written out by hand. Importing the schema would bring zod and the
 * contract's schemas (about 25 KiB gzipped) into the JavaScript /login needs before it can be used,
 * past that route's budget. loginRules.test.ts runs both on the same bodies and expects the same
 * answers, so the two cannot drift apart.
 */

/** api-contract's `limits.email` and `limits.password.max`. */
const maxEmail = 254;
const maxPassword = 1024;

/** zod's default email pattern, which the contract's `.email()` applies after trimming and lower-casing. */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The contract's `oneLine`: an email refuses line breaks, every control character and the bidi controls. */
const lineBreak = /[\n\r\u2028\u2029]/u;
const bidiControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const refused = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function emailIssue(value: string): FieldIssue | undefined {
  const found = refused.exec(value)?.[0];
  if (found !== undefined) {
    if (lineBreak.test(found)) return { kind: 'invalid', message: 'email must be one line.' };
    const codePoint = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const what = bidiControl.test(found) ? 'text direction controls' : 'control characters';
    return { kind: 'invalid', message: `email must not contain ${what} (found ${codePoint}).` };
  }
  const email = value.trim().toLowerCase();
  if (email === '') return { kind: 'required', message: 'email is required.' };
  if (email.length > maxEmail) return { kind: 'tooLong', message: `email must be at most ${maxEmail} characters.` };
  if (!emailPattern.test(email)) return { kind: 'format', message: 'email must be a valid email address.' };
  return undefined;
}

// A password is taken as typed: spaces may be part of one, and any length is accepted at login so
// that the rule for new passwords never locks out an older account.
function passwordIssue(value: string): FieldIssue | undefined {
  if (value === '') return { kind: 'required', message: 'password is required.' };
  if (value.length > maxPassword) return { kind: 'tooLong', message: `password must be at most ${maxPassword} characters.` };
  return undefined;
}

/** The login body's broken rules, as `checkRules(loginRequestSchema, body)` reports them. */
export function loginRules(body: LoginRequest): FieldIssues<keyof LoginRequest> {
  return { email: emailIssue(body.email), password: passwordIssue(body.password) };
}
