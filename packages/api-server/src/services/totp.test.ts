// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUrl, totpCode, totpStep, verifyTotp } from './totp.ts';

/** RFC 6238 Appendix B's SHA-1 key: the ASCII bytes of "12345678901234567890". */
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('base32', () => {
  // RFC 4648 section 10, without the padding otpauth URLs leave out.
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes "%s" as "%s" and reads it back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('reads lower case, padding, spaces and dashes as typed by hand', () => {
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow('Not a base32 character: "1".');
  });

  it('round-trips random keys of 20 bytes as 32 characters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('RFC 6238 Appendix B, SHA-1', () => {
  it('encodes the RFC key', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i seconds gives %s (8 digits) and its last 6 digits', (seconds, code) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCode(rfcSecret, step, 8)).toBe(code);
    expect(totpCode(rfcSecret, step)).toBe(code.slice(-6));
  });
});

describe('verifyTotp', () => {
  const now = new Date(1_234_567_890_000);
  const step = totpStep(now);
  const codeAt = (offset: number) => totpCode(rfcSecret, step + offset);

  it('accepts the current code and says its step', () => {
    expect(verifyTotp(rfcSecret, codeAt(0), now, null)).toBe(step);
    // As some apps show it, in two groups of three.
    expect(verifyTotp(rfcSecret, `${codeAt(0).slice(0, 3)} ${codeAt(0).slice(3)}`, now, null)).toBe(step);
  });

  it('accepts one step of drift either way, not two', () => {
    expect(verifyTotp(rfcSecret, codeAt(-1), now, null)).toBe(step - 1);
    expect(verifyTotp(rfcSecret, codeAt(1), now, null)).toBe(step + 1);
    expect(verifyTotp(rfcSecret, codeAt(-2), now, null)).toBeNull();
    expect(verifyTotp(rfcSecret, codeAt(2), now, null)).toBeNull();
  });

  it('refuses a step at or before the last one accepted', () => {
    expect(verifyTotp(rfcSecret, codeAt(0), now, step)).toBeNull();
    expect(verifyTotp(rfcSecret, codeAt(-1), now, step - 1)).toBeNull();
    expect(verifyTotp(rfcSecret, codeAt(1), now, step)).toBe(step + 1);
  });

  it.each(['', '12345', '1234567', 'abcdef', '89OO59'])('refuses "%s"', (code) => {
    expect(verifyTotp(rfcSecret, code, now, null)).toBeNull();
  });
});

describe('otpauthUrl', () => {
  it('names the issuer, the account and the parameters apps need', () => {
    expect(otpauthUrl('staff+1@example.test', 'ABCDEFGHIJKLMNOP')).toBe(
      'otpauth://totp/Chairside:staff%2B1@example.test?secret=ABCDEFGHIJKLMNOP&issuer=Chairside&algorithm=SHA1&digits=6&period=30',
    );
  });
});
