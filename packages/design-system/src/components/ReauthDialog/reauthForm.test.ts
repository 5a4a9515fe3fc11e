import { describe, expect, it } from 'vitest';
import { reauthAnswer, reauthDescription, reauthProblem, typedMethodsOf } from './reauthForm';

describe('typedMethodsOf', () => {
  it('puts the password first and the codes after, whatever order they come in', () => {
    expect(typedMethodsOf(['passkey', 'recovery', 'totp', 'password'])).toEqual(['password', 'totp', 'recovery']);
  });

  it('leaves out the passkey, which is a button rather than a field', () => {
    expect(typedMethodsOf(['passkey'])).toEqual([]);
    expect(typedMethodsOf(['totp', 'passkey'])).toEqual(['totp']);
  });

  it('offers each method once', () => {
    expect(typedMethodsOf(['totp', 'totp', 'password'])).toEqual(['password', 'totp']);
  });
});

describe('reauthDescription', () => {
  it('names the action when there is one', () => {
    expect(reauthDescription('delete this account')).toBe(
      'To delete this account, confirm it is you. You will not be asked again for 10 minutes.',
    );
  });

  it('asks in general without one, or with only spaces', () => {
    const general = 'Confirm it is you to continue. You will not be asked again for 10 minutes.';
    expect(reauthDescription(undefined)).toBe(general);
    expect(reauthDescription('  ')).toBe(general);
  });

  it('says how long the answer lasts, in the singular for one minute', () => {
    expect(reauthDescription(undefined, 5)).toBe('Confirm it is you to continue. You will not be asked again for 5 minutes.');
    expect(reauthDescription(undefined, 1)).toBe('Confirm it is you to continue. You will not be asked again for 1 minute.');
  });
});

describe('reauthProblem', () => {
  it('asks for each kind of answer when it is empty', () => {
    expect(reauthProblem('password', '')).toBe('Enter your password.');
    expect(reauthProblem('totp', '')).toBe('Enter the 6-digit code from your authenticator app.');
    expect(reauthProblem('recovery', '')).toBe('Enter one of your recovery codes.');
  });

  it('says an authenticator code is 6 digits when it is not', () => {
    expect(reauthProblem('totp', '12345')).toBe('The code is 6 digits.');
  });

  it('takes a password of spaces as typed: it may be one', () => {
    expect(reauthProblem('password', '   ')).toBeNull();
  });

  it('lets well-formed answers through', () => {
    expect(reauthProblem('password', 'hunter2')).toBeNull();
    expect(reauthProblem('totp', '123 456')).toBeNull();
    expect(reauthProblem('recovery', 'k7qm2-3xza9')).toBeNull();
  });
});

describe('reauthAnswer', () => {
  it('sends a password exactly as typed', () => {
    expect(reauthAnswer('password', ' Pass word ')).toEqual({ method: 'password', value: ' Pass word ' });
  });

  it('normalises the codes', () => {
    expect(reauthAnswer('totp', '123 456')).toEqual({ method: 'totp', value: '123456' });
    expect(reauthAnswer('recovery', ' K7QM2-3XZA9 ')).toEqual({ method: 'recovery', value: 'k7qm2-3xza9' });
  });
});
