import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { securityLimits } from '@chairside/api-contract';

/*
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make them:
 * HMAC-SHA-1, 6 digits, 30-second steps. Written here on node:crypto rather than taken from a package:
 * it is thirty lines, and the one place a subtle mistake would let anyone in.
 */

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth URLs carry keys. */
export const base32Encode = (bytes: Uint8Array): string => {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += base32Alphabet[(buffer << (5 - bits)) & 31];
  return output;
};

/**
 * Reads RFC 4648 base32 in any case, with or without padding, spaces or dashes (as a key typed by hand
 * may have). Throws on any other character.
 */
export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new Error(`Not a base32 character: "${character}".`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
};

/** The 30-second step a moment falls in (RFC 6238's T). */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / securityLimits.totpStepSeconds);

/** The code of one step for a base32 key: RFC 4226's dynamic truncation of HMAC-SHA-1 over the step. */
export const totpCode = (secret: string, step: number, digits: number = securityLimits.totpDigits): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** How many steps a code may be off, either way: clocks drift, and a code typed at a step's end arrives in the next. */
const driftSteps = 1;

/**
 * The step whose code `code` is, looking one step either side of `now`, or null. A step at or before
 * `lastStep` (the last code accepted for this key) is refused, so a code works once.
 */
export const verifyTotp = (secret: string, code: string, now: Date, lastStep: number | null): number | null => {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${securityLimits.totpDigits}}$`).test(typed)) return null;
  const current = totpStep(now);
  for (let step = current - driftSteps; step <= current + driftSteps; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed))) return step;
  }
  return null;
};

/** A new key: 20 random bytes (HMAC-SHA-1's block of key material, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

const issuer = 'Chairside';

/** The otpauth URL authenticator apps read from a QR code (Google Authenticator's key URI format). */
export const otpauthUrl = (email: string, secret: string): string => {
  const label = `${issuer}:${encodeURIComponent(email).replace(/%40/g, '@')}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(securityLimits.totpDigits),
    period: String(securityLimits.totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
};

/** Whether what was typed is an authenticator code (six digits) rather than a recovery code (ten characters). */
export const isTotpShaped = (code: string): boolean => new RegExp(`^\\d{${securityLimits.totpDigits}}$`).test(code.replace(/\s/g, ''));
