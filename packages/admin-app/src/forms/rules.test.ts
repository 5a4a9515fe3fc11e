import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, profileUpdateSchema, supportRequestCreateSchema } from '@chairside/api-contract';
import { checkRules, hasIssues, issuesOfKind, type Validate } from './rules';

const support = { email: 'client@example.com', headline: 'Cannot upload photos', description: 'Nothing happens.' };
const profile = { fullName: 'Jordan Reyes', email: 'jordan@example.com', address: null, imageUrl: null };

describe('checkRules with a contract schema', () => {
  it('reports nothing for a body the server accepts', () => {
    expect(checkRules(supportRequestCreateSchema, support)).toEqual({});
    expect(checkRules(profileUpdateSchema, profile)).toEqual({});
  });

  it("names empty and blank text as required, in the rule's own words", () => {
    expect(checkRules(supportRequestCreateSchema, { email: '', headline: '   ', description: '' })).toEqual({
      email: { kind: 'required', message: 'email is required.' },
      headline: { kind: 'required', message: 'headline is required.' },
      description: { kind: 'required', message: 'description is required.' },
    });
  });

  it('keeps the first broken rule of a field, as the server reports it', () => {
    // An empty email also fails the format check; only "required" is kept.
    expect(checkRules(supportRequestCreateSchema, { ...support, email: '' }).email?.kind).toBe('required');
    expect(checkRules(supportRequestCreateSchema, { ...support, email: 'client-at-example' })).toEqual({
      email: { kind: 'format', message: 'email must be a valid email address.' },
    });
  });

  it('tells a length rule from a missing value', () => {
    expect(checkRules(supportRequestCreateSchema, { ...support, headline: 'x'.repeat(201) })).toEqual({
      headline: { kind: 'tooLong', message: 'headline must be at most 200 characters.' },
    });
    // A new password has a minimum of 8: nothing typed is still "required", a short one is too short.
    expect(checkRules(passwordChangeSchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: { kind: 'required', message: 'currentPassword is required.' },
      newPassword: { kind: 'required', message: 'newPassword must be at least 8 characters.' },
    });
    expect(checkRules(passwordChangeSchema, { currentPassword: 'old', newPassword: '   ' })).toEqual({
      newPassword: { kind: 'tooShort', message: 'newPassword must be at least 8 characters.' },
    });
  });

  it("applies the contract's image rule and lets other refusals through as 'invalid'", () => {
    expect(checkRules(profileUpdateSchema, { ...profile, imageUrl: 'javascript:alert(1)' })).toEqual({
      imageUrl: { kind: 'format', message: 'imageUrl must be a path starting with / or an http(s) URL.' },
    });
    expect(checkRules(profileUpdateSchema, { ...profile, imageUrl: '/uploads/me.png' })).toEqual({});
    expect(checkRules(profileUpdateSchema, { ...profile, address: 'Main St\u0007' })).toEqual({
      address: { kind: 'invalid', message: 'address must not contain control characters (found U+0007).' },
    });
  });

  it('fails loudly in development when the body itself is wrong (a field the contract does not know)', () => {
    expect(() => checkRules(supportRequestCreateSchema, { ...support, phone: '555' })).toThrow(/Unexpected field: phone/);
  });
});

const validate: Validate<{ code: string }> = ({ code }) =>
  code === '' ? { code: { kind: 'required', message: 'code is required.' } } : {};

describe('checkRules with a validator', () => {
  it('returns what the validator says', () => {
    expect(checkRules(validate, { code: '' })).toEqual({ code: { kind: 'required', message: 'code is required.' } });
    expect(checkRules(validate, { code: '42' })).toEqual({});
  });
});

describe('issuesOfKind and hasIssues', () => {
  it('picks one kind and tells an empty answer from one with issues', () => {
    const issues = {
      a: { kind: 'required', message: 'a is required.' },
      b: { kind: 'tooShort', message: 'b is short.' },
      c: undefined,
    } as const;
    expect(issuesOfKind(issues, 'required')).toEqual({ a: issues.a });
    expect(hasIssues(issuesOfKind(issues, 'format'))).toBe(false);
    expect(hasIssues({ c: undefined })).toBe(false);
    expect(hasIssues(issues)).toBe(true);
  });
});
