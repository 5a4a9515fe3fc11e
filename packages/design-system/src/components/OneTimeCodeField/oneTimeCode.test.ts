import { describe, expect, it } from 'vitest';
import { codeFieldValue, codeProblem, isTotpCode, normaliseCode, oneTimeCodeMessages } from './oneTimeCode';

describe('normaliseCode', () => {
  it('takes the spaces and dashes out of an authenticator code', () => {
    expect(normaliseCode('totp', '123 456')).toBe('123456');
    expect(normaliseCode('totp', ' 123-456 ')).toBe('123456');
    expect(normaliseCode('totp', '1 2 3 4 5 6')).toBe('123456');
  });

  it('takes out the spaces and dashes apps and keyboards put in their place', () => {
    // A no-break space, a thin space, a tab, a hyphen, an en dash and a minus sign.
    expect(normaliseCode('totp', '12\u00a034\u20095\t6')).toBe('123456');
    expect(normaliseCode('totp', '123\u2010456')).toBe('123456');
    expect(normaliseCode('totp', '123\u2013456')).toBe('123456');
    expect(normaliseCode('totp', '123\u2212456')).toBe('123456');
  });

  it('leaves anything else in an authenticator code for the shape check to refuse', () => {
    expect(normaliseCode('totp', '12a 456')).toBe('12a456');
  });

  it('trims a recovery code and puts it in lower case, keeping its own dashes', () => {
    expect(normaliseCode('recovery', '  ABCD-EFGH-2345 ')).toBe('abcd-efgh-2345');
    expect(normaliseCode('recovery', 'abcd-efgh')).toBe('abcd-efgh');
  });

  it('gives an empty string for nothing but spaces', () => {
    expect(normaliseCode('totp', '   ')).toBe('');
    expect(normaliseCode('recovery', '   ')).toBe('');
  });
});

describe('isTotpCode', () => {
  it('accepts exactly six digits', () => {
    expect(isTotpCode('012345')).toBe(true);
  });

  it('refuses fewer or more digits, and anything but digits', () => {
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('123 456')).toBe(false);
    expect(isTotpCode('')).toBe(false);
  });
});

describe('codeFieldValue', () => {
  it('keeps at most six characters of an authenticator code once spaces and dashes are out', () => {
    expect(codeFieldValue('totp', '123 456')).toBe('123456');
    expect(codeFieldValue('totp', '1234567')).toBe('123456');
    expect(codeFieldValue('totp', '12-34')).toBe('1234');
  });

  it('keeps a recovery code as typed, so the caret does not jump while it is typed', () => {
    expect(codeFieldValue('recovery', ' ABCD-efgh ')).toBe(' ABCD-efgh ');
  });
});

describe('codeProblem', () => {
  it('asks for the code when an authenticator code is empty', () => {
    expect(codeProblem('totp', '')).toBe(oneTimeCodeMessages.totpEmpty);
    expect(codeProblem('totp', ' - ')).toBe('Enter the 6-digit code from your authenticator app.');
  });

  it('says the code is 6 digits when it has the wrong shape', () => {
    expect(codeProblem('totp', '1234')).toBe('The code is 6 digits.');
    expect(codeProblem('totp', '12345a')).toBe('The code is 6 digits.');
  });

  it('lets a six-digit code through, spaced or not', () => {
    expect(codeProblem('totp', '123456')).toBeNull();
    expect(codeProblem('totp', '123 456')).toBeNull();
  });

  it('asks for a recovery code only when there is none', () => {
    expect(codeProblem('recovery', '  ')).toBe('Enter one of your recovery codes.');
    expect(codeProblem('recovery', 'x')).toBeNull();
  });
});
