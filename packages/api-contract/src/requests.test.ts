// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditLogQuerySchema,
  describeZodError,
  feedbackSchema,
  idParamsSchema,
  loginRequestSchema,
  passwordChangeSchema,
  policyUpdateSchema,
  privateSuitesQuerySchema,
  professionalsQuerySchema,
  profileUpdateSchema,
  refuseControlCharacters,
  resolveListSort,
  salonsQuerySchema,
  supportRequestCreateSchema,
} from './index';
import { buildFeedback } from './fixtures';

/** The `{ message }` a server would answer for this input, or null when it is accepted. */
const messageFor = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input);
  return result.success ? null : describeZodError(result.error);
};

describe('login', () => {
  it('accepts an email and a password, trimming and lower-casing the email', () => {
    expect(loginRequestSchema.parse({ email: '  Admin@Example.COM ', password: 'pw' })).toEqual({
      email: 'admin@example.com',
      password: 'pw',
    });
  });

  it.each([
    ['email is required.', { password: 'secret' }],
    ['email is required.', { email: '', password: 'secret' }],
    ['email must be a valid email address.', { email: 'not-an-email', password: 'secret' }],
    ['email must be text.', { email: 42, password: 'secret' }],
    ['password is required.', { email: 'a@example.com' }],
    ['password is required.', { email: 'a@example.com', password: '' }],
    ['Unexpected field: role.', { email: 'a@example.com', password: 'x', role: 'admin' }],
    ['Unexpected fields: a, b.', { email: 'a@example.com', password: 'x', a: 1, b: 2 }],
    ['The request body must be a JSON object.', null],
    ['The request body must be a JSON object.', 'email=a@example.com'],
  ])('case %#: rejects with "%s"', (message, input) => {
    expect(messageFor(loginRequestSchema, input)).toBe(message);
  });

  it('bounds the password length so hashing cannot be abused', () => {
    expect(messageFor(loginRequestSchema, { email: 'a@example.com', password: 'x'.repeat(1025) })).toBe(
      'password must be at most 1024 characters.',
    );
  });
});

describe('password change', () => {
  it('requires a new password of at least 8 characters', () => {
    expect(messageFor(passwordChangeSchema, { currentPassword: 'old', newPassword: 'short12' })).toBe(
      'newPassword must be at least 8 characters.',
    );
    expect(passwordChangeSchema.parse({ currentPassword: 'old', newPassword: 'long enough' })).toEqual({
      currentPassword: 'old',
      newPassword: 'long enough',
    });
  });

  it('keeps spaces in passwords as typed', () => {
    expect(passwordChangeSchema.parse({ currentPassword: ' a ', newPassword: '  spaced  ' }).newPassword).toBe('  spaced  ');
  });

  it('requires the current password and refuses a confirmation field', () => {
    expect(messageFor(passwordChangeSchema, { newPassword: 'long enough' })).toBe('currentPassword is required.');
    expect(messageFor(passwordChangeSchema, { currentPassword: 'a', newPassword: 'long enough', confirmPassword: 'x' })).toBe(
      'Unexpected field: confirmPassword.',
    );
  });
});

describe('profile update', () => {
  const valid = { fullName: 'Avery Morgan', email: 'avery@example.com' };

  it('accepts the four profile fields, with address and imageUrl optional or null', () => {
    expect(profileUpdateSchema.parse(valid)).toEqual(valid);
    expect(profileUpdateSchema.parse({ ...valid, address: null, imageUrl: null })).toMatchObject({ address: null, imageUrl: null });
    expect(profileUpdateSchema.parse({ ...valid, address: ' 1 Main St ', imageUrl: '/uploads/me.png' })).toMatchObject({
      address: '1 Main St',
      imageUrl: '/uploads/me.png',
    });
    expect(profileUpdateSchema.parse({ ...valid, imageUrl: 'https://cdn.example.com/a.png' }).imageUrl).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it.each([
    ['fullName is required.', { ...valid, fullName: '   ' }],
    ['fullName must be at most 120 characters.', { ...valid, fullName: 'x'.repeat(121) }],
    ['email must be a valid email address.', { ...valid, email: 'nope' }],
    ['imageUrl must be a path starting with / or an http(s) URL.', { ...valid, imageUrl: 'javascript:alert(1)' }],
    ['imageUrl must be a path starting with / or an http(s) URL.', { ...valid, imageUrl: '//evil.example/a.png' }],
    ['address must be text or null.', { ...valid, address: 12 }],
    ['Unexpected fields: id, role.', { ...valid, id: 1, role: 'admin' }],
  ])('case %#: rejects with "%s"', (message, input) => {
    expect(messageFor(profileUpdateSchema, input)).toBe(message);
  });
});

describe('policy and terms', () => {
  it('accepts HTML content up to 512 KB and refuses blank or oversized content', () => {
    expect(policyUpdateSchema.parse({ content: '<p>Hi</p>' })).toEqual({ content: '<p>Hi</p>' });
    expect(messageFor(policyUpdateSchema, { content: '  ' })).toBe('content is required.');
    expect(messageFor(policyUpdateSchema, {})).toBe('content is required.');
    expect(messageFor(policyUpdateSchema, { content: 'x'.repeat(512 * 1024 + 1) })).toBe(
      'content must be at most 524288 characters.',
    );
    expect(messageFor(policyUpdateSchema, { content: '<p>x</p>', privacyPolicy: {} })).toBe('Unexpected field: privacyPolicy.');
  });
});

describe('support form', () => {
  const valid = { email: 'client@example.com', headline: 'Login issue', description: 'I cannot sign in.' };

  it('trims every field', () => {
    expect(supportRequestCreateSchema.parse({ email: ' client@example.com ', headline: ' Hi ', description: ' There ' })).toEqual({
      email: 'client@example.com',
      headline: 'Hi',
      description: 'There',
    });
  });

  it.each([
    ['email must be a valid email address.', { ...valid, email: 'client@' }],
    ['headline is required.', { ...valid, headline: ' ' }],
    ['description is required.', { email: valid.email, headline: valid.headline }],
    ['headline must be at most 200 characters.', { ...valid, headline: 'h'.repeat(201) }],
    ['description must be at most 5000 characters.', { ...valid, description: 'd'.repeat(5001) }],
    ['Unexpected field: phone.', { ...valid, phone: '555' }],
  ])('case %#: rejects with "%s"', (message, input) => {
    expect(messageFor(supportRequestCreateSchema, input)).toBe(message);
  });
});

describe('path ids', () => {
  it('coerces a numeric segment', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['abc', '0', '-3', '1.5', '', '99999999999'])('rejects %j with a 400 message', (id) => {
    expect(messageFor(idParamsSchema, { id })).toMatch(/^id (must be a positive whole number|is out of range)\.$/);
  });
});

/** The order a professionals query asks for. */
const sort = (query: Record<string, string>) => resolveListSort(professionalsQuerySchema.parse(query));

describe('list queries', () => {
  it('defaults the private suites page to 1 and the limit to 10, coercing strings', () => {
    expect(privateSuitesQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(privateSuitesQuerySchema.parse({ page: '3', limit: '25', sort: 'fullName', order: 'asc', search: ' miami ' })).toEqual({
      page: 3,
      limit: 25,
      sort: [{ key: 'name', direction: undefined }],
      order: 'asc',
      search: 'miami',
    });
  });

  it('leaves page and limit out of the professionals and salons queries unless they are given', () => {
    expect(professionalsQuerySchema.parse({})).toEqual({});
    expect(salonsQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
    expect(salonsQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
  });

  it('reads several sort keys with their directions, first one first, old names as their keys', () => {
    expect(professionalsQuerySchema.parse({ sort: 'status.asc,joiningDate.desc' }).sort).toEqual([
      { key: 'status', direction: 'asc' },
      { key: 'joiningDate', direction: 'desc' },
    ]);
    expect(salonsQuerySchema.parse({ sort: ' isSuspended , createdAt.desc,name,location.asc,subscription.desc ' }).sort).toEqual([
      { key: 'status', direction: undefined },
      { key: 'joiningDate', direction: 'desc' },
      { key: 'name', direction: undefined },
      { key: 'location', direction: 'asc' },
      { key: 'subscription', direction: 'desc' },
    ]);
  });

  it('settles each direction: its own, else order, else ascending; joining date newest first without sort', () => {
    expect(sort({})).toEqual([{ key: 'joiningDate', direction: 'desc' }]);
    expect(sort({ order: 'asc' })).toEqual([{ key: 'joiningDate', direction: 'asc' }]);
    expect(sort({ sort: 'fullName', order: 'desc' })).toEqual([{ key: 'name', direction: 'desc' }]);
    expect(sort({ sort: 'reports' })).toEqual([{ key: 'reports', direction: 'asc' }]);
    expect(sort({ sort: 'status.desc,name', order: 'desc' })).toEqual([
      { key: 'status', direction: 'desc' },
      { key: 'name', direction: 'desc' },
    ]);
  });

  const professionalKeys = 'name, location, joiningDate, status, subscription, reports (also fullName, createdAt, isSuspended)';
  it.each([
    ['page must be a whole number of at least 1.', { page: '0' }],
    ['page must be a whole number of at least 1.', { page: 'two' }],
    ['limit must be a whole number from 1 to 100.', { limit: '0' }],
    ['limit must be a whole number from 1 to 100.', { limit: '101' }],
    ['limit must be a whole number from 1 to 100.', { limit: 'abc' }],
    ['limit must be a whole number from 1 to 100.', { limit: '2.5' }],
    ["order must be 'asc' or 'desc'.", { order: 'up' }],
    [`sort key 'height' is not one of: ${professionalKeys}.`, { sort: 'height.asc' }],
    [`sort key 'password' is not one of: ${professionalKeys}.`, { sort: 'name,password' }],
    ["sort direction 'sideways' (in 'name.sideways') must be asc or desc.", { sort: 'name.sideways' }],
    ["sort direction 'ASC' (in 'name.ASC') must be asc or desc.", { sort: 'name.ASC' }],
    ["sort names 'name' more than once.", { sort: 'name.asc,status,name.desc' }],
    ["sort names 'name' more than once ('fullName' and 'name' are the same key).", { sort: 'fullName,name' }],
    ['sort takes at most 5 keys.', { sort: 'name,location,joiningDate,status,subscription,reports' }],
    [expect.stringMatching(/^sort must be keys separated by commas/), { sort: '' }],
    [expect.stringMatching(/^sort must be keys separated by commas/), { sort: 'name,,status' }],
    [expect.stringMatching(/^sort must be keys separated by commas/), { sort: ['name', 'status'] }],
    ['search must be at most 200 characters.', { search: 's'.repeat(201) }],
    ['search must be at most 200 characters.', { search: 's'.repeat(500) }],
  ])('case %#: rejects with "%s"', (message, query) => {
    expect(messageFor(professionalsQuerySchema, query)).toEqual(message);
  });

  it('sorts each list only by its own keys', () => {
    expect(professionalsQuerySchema.parse({ sort: 'reports' }).sort).toEqual([{ key: 'reports', direction: undefined }]);
    expect(messageFor(salonsQuerySchema, { sort: 'reports' })).toBe(
      "sort key 'reports' is not one of: name, location, joiningDate, status, subscription (also fullName, createdAt, isSuspended).",
    );
    expect(messageFor(privateSuitesQuerySchema, { sort: 'reports.desc' })).toMatch(/^sort key 'reports' is not one of: name,/);
    expect(salonsQuerySchema.parse({ sort: 'subscription.desc' }).sort).toEqual([{ key: 'subscription', direction: 'desc' }]);
  });

  it('takes a search of 200 characters', () => {
    expect(salonsQuerySchema.parse({ search: 's'.repeat(200) }).search).toHaveLength(200);
  });

  it('ignores query parameters it does not know, such as cache busters', () => {
    expect(salonsQuerySchema.parse({ _: '1700000000', search: 'glow' })).toEqual({ search: 'glow' });
  });

  it('filters the audit log by a known action only', () => {
    expect(auditLogQuerySchema.parse({ action: 'account.delete' })).toEqual({ page: 1, limit: 20, action: 'account.delete' });
    expect(auditLogQuerySchema.safeParse({ action: 'drop table' }).success).toBe(false);
  });
});

describe('control characters', () => {
  const profile = { fullName: 'Avery Morgan', email: 'avery@example.com', address: '1 Main St', imageUrl: '/uploads/me.png' };
  const support = { email: 'client@example.com', headline: 'Login issue', description: 'I cannot sign in.' };
  /** Every text field a request takes, with a valid body or query to put it in. */
  const fields: [string, z.ZodType, Record<string, string>, string][] = [
    ['login', loginRequestSchema, { email: 'a@example.com', password: 'secret' }, 'email'],
    ['profile', profileUpdateSchema, profile, 'fullName'],
    ['profile', profileUpdateSchema, profile, 'email'],
    ['profile', profileUpdateSchema, profile, 'address'],
    ['profile', profileUpdateSchema, profile, 'imageUrl'],
    ['password change', passwordChangeSchema, { currentPassword: 'old', newPassword: 'long enough' }, 'newPassword'],
    ['policy', policyUpdateSchema, { content: '<p>Hi</p>' }, 'content'],
    ['support', supportRequestCreateSchema, support, 'email'],
    ['support', supportRequestCreateSchema, support, 'headline'],
    ['support', supportRequestCreateSchema, support, 'description'],
    ['professionals', professionalsQuerySchema, { search: 'miami' }, 'search'],
    ['salons', salonsQuerySchema, { search: 'miami' }, 'search'],
    ['private suites', privateSuitesQuerySchema, { search: 'miami' }, 'search'],
  ];
  const refused = [
    ['\u0000', 'U+0000'],
    ['\u0001', 'U+0001'],
    ['\u0008', 'U+0008'],
    ['\u000B', 'U+000B'],
    ['\u000C', 'U+000C'],
    ['\u001B', 'U+001B'],
    ['\u007F', 'U+007F'],
    ['\u0085', 'U+0085'],
    ['\u009F', 'U+009F'],
  ] as const;

  // At the start and end too: trimming removes VT and FF there, and must not hide them from the rule.
  it.each(fields.flatMap(([form, schema, valid, field]) => refused.map(([char, code]) => ({ form, schema, valid, field, char, code }))))(
    '$form: refuses $code in $field at its start, middle and end',
    ({ schema, valid, field, char, code }) => {
      const value = valid[field]!;
      for (const text of [`${char}${value}`, `${value.slice(0, 2)}${char}${value.slice(2)}`, `${value}${char}`]) {
        expect(messageFor(schema, { ...valid, [field]: text })).toBe(`${field} must not contain control characters (found ${code}).`);
      }
    },
  );

  it.each(fields.filter(([, , , field]) => !['email', 'imageUrl'].includes(field)))('%s: keeps non-ASCII text in %s', (_form, schema, valid, field) => {
    const text = 'José Ñúñez — 東京 🙂';
    expect(schema.parse({ ...valid, [field]: text })).toMatchObject({ [field]: text });
  });

  // The texts of lines (textareas, HTML); every other field is one line (see text-fields.test.ts).
  it.each(fields.filter(([, , , field]) => ['content', 'description'].includes(field)))(
    '%s: keeps tab and LF in %s, and makes CRLF and CR LF',
    (_form, schema, valid, field) => {
      for (const [text, kept] of [
        ['Avery\tMorgan', 'Avery\tMorgan'],
        ['line one\nline two', 'line one\nline two'],
        ['line one\r\nline two\rline three', 'line one\nline two\nline three'],
      ]) {
        expect(schema.parse({ ...valid, [field]: text })).toMatchObject({ [field]: kept });
      }
    },
  );

  it('keeps non-ASCII text in an image url', () => {
    expect(profileUpdateSchema.parse({ ...profile, imageUrl: 'https://cdn.example.com/東京.png' }).imageUrl).toBe(
      'https://cdn.example.com/東京.png',
    );
  });

  it('trims the ends as before, keeping tabs and newlines inside a text of lines', () => {
    expect(supportRequestCreateSchema.parse({ ...support, headline: '  Hi ', description: '\r\n Steps:\r\n\t1. Sign in \n' })).toEqual({
      ...support,
      headline: 'Hi',
      description: 'Steps:\n\t1. Sign in',
    });
  });

  it('names the character before any other problem of the same value', () => {
    expect(messageFor(supportRequestCreateSchema, { ...support, email: 'client\u0000@example.com' })).toBe(
      'email must not contain control characters (found U+0000).',
    );
    expect(messageFor(profileUpdateSchema, { ...profile, fullName: '\u000B' })).toBe(
      'fullName must not contain control characters (found U+000B).',
    );
    expect(messageFor(profileUpdateSchema, { ...profile, imageUrl: 'javascript:\u0000' })).toBe(
      'imageUrl must not contain control characters (found U+0000).',
    );
    expect(messageFor(passwordChangeSchema, { currentPassword: 'old', newPassword: 'a\u0000' })).toBe(
      'newPassword must not contain control characters (found U+0000).',
    );
    // The first one is named when there are several.
    expect(messageFor(policyUpdateSchema, { content: '<p>\u001B\u0000</p>' })).toBe(
      'content must not contain control characters (found U+001B).',
    );
  });

  it('still takes any password that is only being proved, so no existing account is locked out', () => {
    expect(loginRequestSchema.parse({ email: 'a@example.com', password: 'old\u0000pw\u001B' }).password).toBe('old\u0000pw\u001B');
    expect(
      passwordChangeSchema.parse({ currentPassword: 'old\u0000pw\u001B', newPassword: 'long enough' }).currentPassword,
    ).toBe('old\u0000pw\u001B');
  });

  it('is one rule a new field can take', () => {
    const note = z.string().check(refuseControlCharacters('note')).trim();
    expect(messageFor(z.object({ note }), { note: 'a\u0085' })).toBe('note must not contain control characters (found U+0085).');
    expect(note.parse(' a\tb ')).toBe('a\tb');
  });
});

describe('describeZodError', () => {
  it('keeps a message that already names its field', () => {
    const result = profileUpdateSchema.safeParse({ fullName: 'A', email: 'a@example.com', imageUrl: 5 });
    expect(describeZodError(result.error!)).toBe('imageUrl must be text or null.');
  });

  it('prefixes the path when the message does not name the field', () => {
    const result = feedbackSchema.safeParse({ ...buildFeedback(), user: { fullName: 7 } });
    expect(describeZodError(result.error!)).toMatch(/^user\.fullName: /);
  });
});
