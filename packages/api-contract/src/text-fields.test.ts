// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  auditLogQuerySchema,
  bulkRequestSchema,
  codeRequestSchema,
  deleteRequestSchema,
  describeZodError,
  enrollSetupRequestSchema,
  inviteRequestSchema,
  multiLine,
  oneLine,
  passkeyRegisterRequestSchema,
  policyUpdateSchema,
  professionalsQuerySchema,
  profileUpdateSchema,
  restoreRequestSchema,
  revisionRestoreSchema,
  supportRequestCreateSchema,
  suspendRequestSchema,
} from './index';

/*
 * A staff member named "Evil\r\nBcc: …" started new lines in every invitation email, and
 * U+202E (right-to-left override) was taken in names, notices and summaries. A field of one line now
 * refuses every line break, tab, control character and bidi control; a field of lines (a textarea's
 * text) keeps tab and LF, makes CRLF and CR LF, and refuses the rest alike.
 */

/** The `{ message }` a server would answer for this input, or null when it is accepted. */
const messageFor = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input);
  return result.success ? null : describeZodError(result.error);
};

type Field = { form: string; schema: z.ZodType; valid: Record<string, unknown>; field: string; label?: string };

const profile = { fullName: 'Avery Morgan', email: 'avery@example.com', address: '1 Main St', imageUrl: '/uploads/me.png' };
const support = { email: 'client@example.com', headline: 'Login issue', description: 'I cannot sign in.' };
const notice = { reason: 'Other', note: 'Checked twice.', notice: { send: true, message: 'Hello Ana.' } };
const passkey = { challengeId: 'abc', name: 'Laptop', response: {} };
const invitation = { token: 'abc', fullName: 'Avery Morgan', password: 'long enough' };

/** A field of each request that takes one line of text (a sample: every builder and every kind of field). */
const oneLineFields: Field[] = [
  { form: 'profile', schema: profileUpdateSchema, valid: profile, field: 'fullName' },
  { form: 'profile', schema: profileUpdateSchema, valid: profile, field: 'email' },
  { form: 'profile', schema: profileUpdateSchema, valid: profile, field: 'address' },
  { form: 'profile', schema: profileUpdateSchema, valid: profile, field: 'imageUrl' },
  { form: 'support', schema: supportRequestCreateSchema, valid: support, field: 'headline' },
  { form: 'policy save', schema: policyUpdateSchema, valid: { content: '<p>Hi</p>', summary: 'Typo' }, field: 'summary' },
  { form: 'revision restore', schema: revisionRestoreSchema, valid: { summary: 'Back' }, field: 'summary' },
  { form: 'invitation', schema: inviteRequestSchema, valid: { email: 'new@example.com', staffRole: 'viewer' }, field: 'email' },
  { form: 'invitation acceptance', schema: acceptInvitationRequestSchema, valid: invitation, field: 'fullName' },
  { form: 'invitation acceptance', schema: acceptInvitationRequestSchema, valid: invitation, field: 'token' },
  { form: 'passkey', schema: passkeyRegisterRequestSchema, valid: passkey, field: 'name' },
  { form: 'code', schema: codeRequestSchema, valid: { code: '123456' }, field: 'code' },
  { form: 'enrolment', schema: enrollSetupRequestSchema, valid: { enrollToken: 'abc' }, field: 'enrollToken' },
  { form: 'professionals', schema: professionalsQuerySchema, valid: { search: 'miami' }, field: 'search' },
  { form: 'professionals', schema: professionalsQuerySchema, valid: { sort: 'name' }, field: 'sort' },
  { form: 'audit log', schema: auditLogQuerySchema, valid: { q: 'ana' }, field: 'q' },
];

/** Every field that takes lines. */
const linesFields: Field[] = [
  { form: 'support', schema: supportRequestCreateSchema, valid: support, field: 'description' },
  { form: 'suspend', schema: suspendRequestSchema, valid: notice, field: 'note' },
  { form: 'delete', schema: deleteRequestSchema, valid: notice, field: 'notice', label: 'notice.message' },
  { form: 'bulk', schema: bulkRequestSchema, valid: { action: 'suspend', ids: [1], ...notice }, field: 'note' },
  { form: 'restore', schema: restoreRequestSchema, valid: { note: 'Restored.' }, field: 'note' },
];

/** Puts `text` in the field (a notice's message inside its object). */
const withText = ({ valid, field }: Field, text: string) =>
  field === 'notice' ? { ...valid, notice: { send: true, message: text } } : { ...valid, [field]: text };

const labelOf = (field: Field) => field.label ?? field.field;

const bidiControls = ['U+202A', 'U+202B', 'U+202C', 'U+202D', 'U+202E', 'U+2066', 'U+2067', 'U+2068', 'U+2069', 'U+200E', 'U+200F', 'U+061C'];
const charOf = (code: string) => String.fromCodePoint(Number.parseInt(code.slice(2), 16));

describe('a field of one line', () => {
  it.each(oneLineFields)('$form: refuses line breaks in $field, naming it', (field) => {
    for (const text of ['Evil\r\nBcc: x@example.com\r\nSubject: z', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b', 'ab\n']) {
      expect(messageFor(field.schema, withText(field, text))).toBe(`${field.field} must be one line.`);
    }
  });

  it.each(oneLineFields)('$form: refuses a tab in $field', (field) => {
    expect(messageFor(field.schema, withText(field, 'a\tb'))).toBe(`${field.field} must not contain control characters (found U+0009).`);
  });

  it.each(oneLineFields.flatMap((field) => bidiControls.map((code) => ({ ...field, code }))))(
    '$form: refuses $code in $field',
    (field) => {
      expect(messageFor(field.schema, withText(field, `ab${charOf(field.code)}cd`))).toBe(
        `${field.field} must not contain text direction controls (found ${field.code}).`,
      );
    },
  );
});

describe('a field of lines', () => {
  it.each(linesFields)('$form: keeps tab and LF in $field, making CRLF and CR LF', (field) => {
    const parsed = field.schema.parse(withText(field, 'Hello,\r\n\r\n\tline one\rline two\nline three')) as Record<string, unknown>;
    const kept = field.field === 'notice' ? (parsed.notice as { message: string }).message : parsed[field.field];
    expect(kept).toBe('Hello,\n\n\tline one\nline two\nline three');
  });

  it.each(linesFields.flatMap((field) => ['U+0000', 'U+000B', 'U+0085', ...bidiControls].map((code) => ({ ...field, code }))))(
    '$form: refuses $code in $field, naming it',
    (field) => {
      const kind = bidiControls.includes(field.code) ? 'text direction controls' : 'control characters';
      expect(messageFor(field.schema, withText(field, `ab\n${charOf(field.code)}cd`))).toBe(
        `${labelOf(field)} must not contain ${kind} (found ${field.code}).`,
      );
    },
  );
});

const policy = (content: string) => policyUpdateSchema.safeParse({ content });

describe('a document', () => {
  const bidiMarks = ['U+200E', 'U+200F', 'U+061C'];

  it('keeps tab and LF, making CRLF and CR LF, and keeps the bidi marks right-to-left writing needs', () => {
    expect(policy('<p>a\r\n\tb\rc</p>').data?.content).toBe('<p>a\n\tb\nc</p>');
    for (const code of bidiMarks) expect(policy(`<p dir="rtl">שלום ${charOf(code)}2026</p>`).success).toBe(true);
  });

  it.each(['U+0000', 'U+000B', 'U+0085', ...bidiControls.filter((code) => !bidiMarks.includes(code))])('refuses %s, naming content', (code) => {
    const kind = bidiControls.includes(code) ? 'text direction controls' : 'control characters';
    expect(messageFor(policyUpdateSchema, { content: `<p>ab\n${charOf(code)}cd</p>` })).toBe(`content must not contain ${kind} (found ${code}).`);
  });
});

describe('oneLine and multiLine', () => {
  it('are the rules a new field takes, with its own message for a value that is not text', () => {
    const body = z.object({ title: oneLine('title').trim(), body: multiLine('body', 'body must be text or null.').nullable() });
    expect(body.parse({ title: ' Hi ', body: 'a\r\nb' })).toEqual({ title: 'Hi', body: 'a\nb' });
    expect(messageFor(body, { title: 'a\u202Eb', body: null })).toBe('title must not contain text direction controls (found U+202E).');
    expect(messageFor(body, { title: 'Hi', body: 5 })).toBe('body must be text or null.');
    expect(messageFor(body, { body: null })).toBe('title is required.');
  });

  it('keeps text in other scripts and emoji, and the joiners they need', () => {
    const text = 'José Ñúñez — 東京 עברית العربية 👩‍💻';
    expect(oneLine('name').parse(text)).toBe(text);
    expect(multiLine('note').parse(text)).toBe(text);
  });
});
