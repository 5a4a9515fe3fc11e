import { z } from 'zod';

/** Every call of SPEC.md section 7 lives under this prefix. */
export const apiPrefix = '/api';

/** Largest id a PostgreSQL `integer` column holds; a bigger id can never exist, so it is a 400, not a 500. */
export const maxId = 2_147_483_647;

/** The kinds of account the marketplace knows. Only `admin` may use the back-office. */
export const roles = ['admin', 'professional', 'salon', 'private-suite'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);

/** Length limits shared by request validation, the database columns and the fixtures. */
export const limits = {
  email: 254,
  password: { min: 8, max: 1024 },
  fullName: 120,
  address: 500,
  url: 2048,
  supportHeadline: 200,
  supportDescription: 5000,
  /** Policy and terms HTML; the server bounds those bodies at 512 KB. */
  policyContent: 512 * 1024,
  search: 200,
  /** A moderation note for other administrators. */
  moderationNote: 1000,
  /** The plain-text notice emailed to an account holder. */
  noticeMessage: 2000,
} as const;

/** A database id as our server sends it. */
export const idSchema = z.number().int().positive().max(maxId);

/** Timestamps travel as ISO 8601 strings (`new Date().toISOString()`). */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * An `:id` path segment. Non-numeric, fractional, zero or out-of-range ids are a 400 with this message
 * rather than a lookup that can only miss (or overflow a PostgreSQL integer).
 */
export const idParamSchema = z
  .coerce.number({ error: 'id must be a positive whole number.' })
  .int({ error: 'id must be a positive whole number.' })
  .positive({ error: 'id must be a positive whole number.' })
  .max(maxId, { error: 'id is out of range.' });

/** The params of every route with one `:id` segment. */
export const idParamsSchema = z.object({ id: idParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** `{ message }`: the body of every error answer, and of answers that only report success. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every 4xx and 5xx answer has this body. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const missingOrWrongType = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required.` : `${label} must be ${kind}.`;

/**
 * Unicode category Cc less tab, line feed and carriage return (U+0000–U+0008, U+000B, U+000C,
 * U+000E–U+001F, U+007F–U+009F). CR is kept because browsers send a textarea's line breaks as CRLF.
 */
const refusedControlCharacter = /[^\P{Cc}\t\n\r]/u;

/**
 * The rule for every text the API accepts, with `.check()`; any new text field must use it too.
 * PostgreSQL text cannot hold U+0000, so a NUL that got this far was a 500 there yet stored on SQLite;
 * refusing it (and the other control characters, which nobody types into a form) here makes it the
 * same 400 on both. Put it before `.trim()`: trimming drops VT and FF from the ends, and the rule judges
 * what was sent, not what is left. The issue stops the remaining checks, so the answer names the
 * character rather than, say, an e-mail format error the same character caused.
 */
export const refuseControlCharacters = (label: string) =>
  z.superRefine<string>((value, ctx) => {
    const found = refusedControlCharacter.exec(value);
    if (!found) return;
    const codePoint = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    ctx.addIssue({
      code: 'custom',
      message: `${label} must not contain control characters (found U+${codePoint}).`,
      input: value,
      continue: false,
    });
  });

/** A required, trimmed, non-empty string field with messages that name the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: missingOrWrongType(label, 'text') })
    .check(refuseControlCharacters(label))
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** A required e-mail address, trimmed and lower-cased before its format is checked. */
export const requiredEmail = (label = 'email') =>
  z
    .string({ error: missingOrWrongType(label, 'text') })
    .check(refuseControlCharacters(label))
    .trim()
    // Addresses are compared case-insensitively everywhere (login, uniqueness), so store them lower-cased.
    .toLowerCase()
    .min(1, { error: `${label} is required.` })
    .max(limits.email, { error: `${label} must be at most ${limits.email} characters.` })
    .email({ error: `${label} must be a valid email address.` });

/**
 * A request body object that rejects unknown fields. Extra fields are refused rather than dropped so a
 * misspelt field (`fullname`) is a clear 400 instead of a silent no-op.
 */
export const strictBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const plural = issue.keys.length === 1 ? 'field' : 'fields';
        return `Unexpected ${plural}: ${issue.keys.join(', ')}.`;
      }
      if (issue.code === 'invalid_type') return 'The request body must be a JSON object.';
      return undefined;
    },
  });

/**
 * One line naming what was wrong with an input, for the `{ message }` of a 400. The first issue is
 * enough for a person fixing one field at a time; its path is prefixed unless the message already
 * starts with the field's name.
 */
export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const path = issue.path.map(String).join('.');
  if (!path || issue.message.startsWith(path)) return issue.message;
  return `${path}: ${issue.message}`;
};
