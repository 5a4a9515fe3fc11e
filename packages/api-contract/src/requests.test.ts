// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
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

describe('list queries', () => {
  it('defaults the private suites page to 1 and the limit to 10, coercing strings', () => {
    expect(privateSuitesQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(privateSuitesQuerySchema.parse({ page: '3', limit: '25', sort: 'fullName', order: 'asc', search: ' miami ' })).toEqual({
      page: 3,
      limit: 25,
      sort: 'fullName',
      order: 'asc',
      search: 'miami',
    });
  });

  it.each([
    ['page must be a whole number of at least 1.', { page: '0' }],
    ['page must be a whole number of at least 1.', { page: 'two' }],
    ['limit must be a whole number from 1 to 100.', { limit: '101' }],
    ['limit must be a whole number from 1 to 100.', { limit: '2.5' }],
    ["order must be 'asc' or 'desc'.", { order: 'up' }],
    ['sort must be one of: fullName, location, createdAt, isSuspended, subscription.', { sort: 'password' }],
    ['search must be at most 200 characters.', { search: 's'.repeat(201) }],
  ])('case %#: rejects with "%s"', (message, query) => {
    expect(messageFor(privateSuitesQuerySchema, query)).toBe(message);
  });

  it('sorts each list only by its own columns', () => {
    expect(professionalsQuerySchema.parse({ sort: 'reports' }).sort).toBe('reports');
    expect(messageFor(salonsQuerySchema, { sort: 'reports' })).toMatch(/^sort must be one of/);
  });

  it('ignores query parameters it does not know, such as cache busters', () => {
    expect(salonsQuerySchema.parse({ _: '1700000000', search: 'glow' })).toEqual({ search: 'glow' });
  });

  it('filters the audit log by a known action only', () => {
    expect(auditLogQuerySchema.parse({ action: 'account.delete' })).toEqual({ page: 1, limit: 20, action: 'account.delete' });
    expect(auditLogQuerySchema.safeParse({ action: 'drop table' }).success).toBe(false);
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
