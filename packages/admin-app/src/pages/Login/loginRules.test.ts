import { describe, expect, it } from 'vitest';
import { limits, loginRequestSchema, type LoginRequest } from '@chairside/api-contract';
import { checkRules } from '../../forms';
import { loginRules } from './loginRules';

const valid: LoginRequest = { email: 'admin@chairside.test', password: 'secret' };

/** Bodies on every side of every rule of loginRequestSchema; the lengths follow the contract's limits. */
const bodies: [string, LoginRequest][] = [
  ['a valid body', valid],
  ['nothing typed', { email: '', password: '' }],
  ['blanks', { email: '   ', password: '   ' }],
  ['an upper-case address with spaces around it', { email: '  Admin@Chairside.TEST ', password: valid.password }],
  ['no @', { email: 'admin-at-chairside.test', password: valid.password }],
  ['a one-letter top-level domain', { email: 'admin@chairside.t', password: valid.password }],
  ['no domain', { email: 'admin@', password: valid.password }],
  ['two dots in a row', { email: 'ad..min@chairside.test', password: valid.password }],
  ['a leading dot', { email: '.admin@chairside.test', password: valid.password }],
  ['a plus and an apostrophe', { email: "o'neil+admin@chairside.test", password: valid.password }],
  ['a hyphenated domain', { email: 'admin@chair-side.co.uk', password: valid.password }],
  ['a space inside', { email: 'ad min@chairside.test', password: valid.password }],
  ['the longest address', { email: `${'a'.repeat(limits.email - 15)}@chairside.test`, password: valid.password }],
  ['an address one too long', { email: `${'a'.repeat(limits.email - 14)}@chairside.test`, password: valid.password }],
  ['an invalid address that is also too long', { email: 'a'.repeat(limits.email + 1), password: valid.password }],
  ['a control character', { email: 'admin@chairside.test\u0007', password: valid.password }],
  ['a control character in an empty-looking address', { email: ' \u0000 ', password: valid.password }],
  ['a tab around the address', { email: '\tadmin@chairside.test\t', password: valid.password }],
  ['a line break after the address', { email: 'admin@chairside.test\r\n', password: valid.password }],
  ['a right-to-left override in the address', { email: 'admin@\u202Etset.edisriahc', password: valid.password }],
  ['the longest password', { email: valid.email, password: 'p'.repeat(limits.password.max) }],
  ['a password one too long', { email: valid.email, password: 'p'.repeat(limits.password.max + 1) }],
  ['a password with a control character', { email: valid.email, password: 'se\u0007cret' }],
];

describe('loginRules', () => {
  it.each(bodies)("answers as the contract's loginRequestSchema does: %s", (_name, body) => {
    const fromSchema = checkRules(loginRequestSchema, body);
    const fromValidator = Object.fromEntries(Object.entries(loginRules(body)).filter(([, issue]) => issue !== undefined));
    expect(fromValidator).toEqual(fromSchema);
  });
});
