// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quotedBlock, quotedValue } from './email-text.ts';

describe('quotedValue', () => {
  it('puts a name in double quotes, as it is', () => {
    expect(quotedValue('Ana Ñúñez — 東京')).toBe('"Ana Ñúñez — 東京"');
  });

  it('keeps a stored name with line breaks on one line, so it cannot add headers or lines of ours', () => {
    expect(quotedValue('Evil\r\nBcc: x@y.test\r\nSubject: z')).toBe('"Evil Bcc: x@y.test Subject: z"');
    expect(quotedValue('a\nb\rc\u2028d\u2029e\u0085f\vg\fh\ti')).toBe('"a b c d e f g h i"');
  });

  it('shows bidi and other control characters as U+FFFD', () => {
    expect(quotedValue('Ana\u202Emoc.elpmaxe\u2066x\u0000y\u001B')).toBe('"Ana\uFFFDmoc.elpmaxe\uFFFDx\uFFFDy\uFFFD"');
  });

  it('escapes the quotes and backslashes of the value, so it cannot seem to end early', () => {
    expect(quotedValue('Ana" (Chairside security)')).toBe('"Ana\\" (Chairside security)"');
    expect(quotedValue('back\\slash')).toBe('"back\\\\slash"');
  });
});

describe('quotedBlock', () => {
  it('puts the label first, then every line of the text behind "> "', () => {
    expect(quotedBlock('Message from Ana:', 'Hello Rosa,\n\nYour account is suspended.\n\nThe Chairside team')).toEqual([
      'Message from Ana:',
      '',
      '> Hello Rosa,',
      '>',
      '> Your account is suspended.',
      '>',
      '> The Chairside team',
    ]);
  });

  it('quotes every line however it is broken, so none starts a line of its own', () => {
    const lines = quotedBlock('From Ana:', 'one\r\ntwo\rthree\u2028four\u2029five\u0085six\vseven\feight').slice(2);
    expect(lines).toEqual(['> one', '> two', '> three', '> four', '> five', '> six', '> seven', '> eight']);
  });

  it('keeps tabs, and shows bidi and other control characters as U+FFFD', () => {
    expect(quotedBlock('From Ana:', '\tIndented\u202E text\u0007').slice(2)).toEqual(['> \tIndented\uFFFD text\uFFFD']);
  });
});
