import { describe, expect, it } from 'vitest';
import { firstInvalidField, initialRole, inviteValues, isEmailAddress, validateInvite } from './inviteForm';

const roles = ['owner', 'moderator', 'viewer'];

describe('isEmailAddress', () => {
  it('takes ordinary addresses, with the spaces around them', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    expect(isEmailAddress('ann.lee+staff@mail.example.co.uk')).toBe(true);
    expect(isEmailAddress('  ann@example.com ')).toBe(true);
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'ann lee@example.com', 'ann@example..com', 'ann@.example.com', 'ann@example.com.'])(
    'refuses %j, which is plainly not an address',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});

describe('validateInvite', () => {
  it('passes an address and a known role', () => {
    expect(validateInvite({ email: 'ann@example.com', role: 'viewer' }, roles)).toEqual({});
  });

  it('asks for an address, then for a valid one', () => {
    expect(validateInvite({ email: '   ', role: 'viewer' }, roles)).toEqual({ email: 'Email is required.' });
    expect(validateInvite({ email: 'ann@', role: 'viewer' }, roles)).toEqual({ email: 'Enter a valid email address.' });
  });

  it('asks for a role when none, or one not offered, is chosen', () => {
    expect(validateInvite({ email: 'ann@example.com', role: '' }, roles)).toEqual({ role: 'Choose a role.' });
    expect(validateInvite({ email: 'ann@example.com', role: 'admin' }, roles)).toEqual({ role: 'Choose a role.' });
  });

  it('gives every message at once', () => {
    expect(validateInvite({ email: '', role: '' }, roles)).toEqual({ email: 'Email is required.', role: 'Choose a role.' });
  });
});

describe('firstInvalidField', () => {
  it('picks the first field shown that has a message', () => {
    expect(firstInvalidField({ email: 'x', role: 'y' })).toBe('email');
    expect(firstInvalidField({ role: 'y' })).toBe('role');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('inviteValues', () => {
  it('hands over the address trimmed and the role as chosen', () => {
    expect(inviteValues({ email: ' Ann@Example.com ', role: 'moderator' })).toEqual({ email: 'Ann@Example.com', role: 'moderator' });
  });
});

describe('initialRole', () => {
  it('starts on the default role when it is offered, and on none otherwise', () => {
    expect(initialRole(roles, 'viewer')).toBe('viewer');
    expect(initialRole(roles, undefined)).toBe('');
    expect(initialRole(roles, 'admin')).toBe('');
  });
});
