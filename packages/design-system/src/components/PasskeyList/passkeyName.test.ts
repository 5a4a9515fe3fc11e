import { describe, expect, it } from 'vitest';
import { checkPasskeyName, passkeyNameMaxLength } from './passkeyName';

describe('checkPasskeyName', () => {
  it('hands over the name trimmed', () => {
    expect(checkPasskeyName('  Work laptop ')).toEqual({ ok: true, name: 'Work laptop' });
  });

  it('refuses an empty name or one of spaces only', () => {
    expect(checkPasskeyName('')).toEqual({ ok: false, message: 'Give the passkey a name.' });
    expect(checkPasskeyName(' \t ')).toEqual({ ok: false, message: 'Give the passkey a name.' });
  });

  it('takes exactly the limit and refuses one character more', () => {
    expect(passkeyNameMaxLength).toBe(60);
    expect(checkPasskeyName('a'.repeat(60))).toEqual({ ok: true, name: 'a'.repeat(60) });
    expect(checkPasskeyName('a'.repeat(61))).toEqual({ ok: false, message: 'The name can be at most 60 characters.' });
  });

  it('leaves the spaces around the name out of the count', () => {
    expect(checkPasskeyName(` ${'a'.repeat(60)} `).ok).toBe(true);
  });

  it('follows a limit the caller gives', () => {
    expect(checkPasskeyName('Phone', 4)).toEqual({ ok: false, message: 'The name can be at most 4 characters.' });
  });
});
