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
 * Characters that reorder or hide how text is shown: the bidi embeddings and overrides
 * U+202A–U+202E, the isolates U+2066–U+2069 and the marks U+200E, U+200F and U+061C. In a name or a
 * message they can make text read as something else ("Ana" followed by a reversed "moc.liame"), so no
 * text the API takes holds them.
 */
const bidiControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Line breaks: LF, CR, and the Unicode line and paragraph separators that mail readers also break at. */
const lineBreak = /[\n\r\u2028\u2029]/u;

/** What a one-line text refuses: every control character (tab, CR and LF too), the separators and bidi controls. */
const refusedInOneLine = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${bidiControl.source}`, 'u');

/** What a text of lines refuses: control characters but tab and LF (CR has become LF by then), and bidi controls. */
const refusedInLines = new RegExp(`[^\\P{Cc}\\t\\n]|${bidiControl.source}`, 'u');

/**
 * What a document (policy or terms HTML) refuses: as a text of lines, but the marks U+200E, U+200F and
 * U+061C stay. Right-to-left writing needs them between runs of text and numbers, keyboards type them,
 * and in a document a reader sees they hide nothing; the embeddings, overrides and isolates, which can
 * turn a sentence around, are still refused (the document's markup has `dir` for that).
 */
const refusedInMarkup = new RegExp(`[^\\P{Cc}\\t\\n]|[\\u202A-\\u202E\\u2066-\\u2069]`, 'u');

const codePointOf = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The issue naming the field and what was found in it. It stops the remaining checks, so the answer
 * names the character rather than, say, an e-mail format error the same character caused.
 */
const refuseIn = (label: string, refused: RegExp) =>
  z.superRefine<string>((value, ctx) => {
    const found = refused.exec(value)?.[0];
    if (found === undefined) return;
    const message = lineBreak.test(found)
      ? `${label} must be one line.`
      : bidiControl.test(found)
        ? `${label} must not contain text direction controls (found ${codePointOf(found)}).`
        : `${label} must not contain control characters (found ${codePointOf(found)}).`;
    ctx.addIssue({ code: 'custom', message, input: value, continue: false });
  });

/**
 * Unicode category Cc less tab, line feed and carriage return (U+0000–U+0008, U+000B, U+000C,
 * U+000E–U+001F, U+007F–U+009F): what a new password may not hold.
 */
const refusedControlCharacter = /[^\P{Cc}\t\n\r]/u;

/**
 * The rule of a password being chosen, with `.check()`; every other text is `oneLine` or `multiLine`
 * (below), which refuse more. PostgreSQL text cannot hold U+0000, so a NUL that got this far was a 500
 * there yet stored on SQLite; refusing it (and the other control characters, which nobody types into a
 * form) makes it the same 400 on both. Put it before `.trim()`: trimming drops VT and FF from the ends,
 * and the rule judges what was sent, not what is left.
 */
export const refuseControlCharacters = (label: string) => refuseIn(label, refusedControlCharacter);

/**
 * A text field of one line: a name, an email address, a headline, a summary, a search, a code. Line
 * breaks are refused (`label must be one line.`; a name with "\r\nBcc: …" in it would otherwise start
 * new lines in every email that names it), and so are tab, every other control character and the
 * bidi controls. Chain `.trim()` and the length rules after it: the rule judges what was sent.
 * `typeError` replaces "label must be text." (for a field that may also be null, say).
 */
export const oneLine = (label: string, typeError?: string) =>
  z.string({ error: typeError ?? missingOrWrongType(label, 'text') }).check(refuseIn(label, refusedInOneLine));

/**
 * A text field that may hold lines: a notice, a note, the support form's description, policy HTML.
 * CRLF and CR become LF (browsers send a textarea's line breaks as CRLF; one form means a quoted email
 * line or a length counts the same whatever sent it), tab stays (pasted tables and indented lists), and
 * every other control character and the bidi controls are refused as in `oneLine`.
 */
export const multiLine = (label: string, typeError?: string) =>
  z
    .string({ error: typeError ?? missingOrWrongType(label, 'text') })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .check(refuseIn(label, refusedInLines));

/** The HTML of a document: line breaks as in `multiLine`, the bidi marks kept (see `refusedInMarkup`). */
export const markupText = (label: string) =>
  z
    .string({ error: missingOrWrongType(label, 'text') })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .check(refuseIn(label, refusedInMarkup));

/** A required, trimmed, non-empty string field of one line (or of `multiLine`), with messages that name the field. */
export const requiredText = (label: string, max: number, text: typeof oneLine = oneLine) =>
  text(label)
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** A required e-mail address, trimmed and lower-cased before its format is checked. */
export const requiredEmail = (label = 'email') =>
  oneLine(label)
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
