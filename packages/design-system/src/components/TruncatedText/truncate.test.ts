import { describe, expect, it } from 'vitest';
import { characters, ellipsis, truncate, wordBoundaryWindow } from './truncate';

const letters = (count: number, letter = 'a') => letter.repeat(count);
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncate', () => {
  it('leaves a text of exactly the limit alone', () => {
    const text = letters(150);
    expect(truncate(text)).toEqual({ text, truncated: false });
  });

  it('cuts a text one character over the limit, at the limit when there is no space to cut at', () => {
    expect(truncate(letters(151))).toEqual({ text: letters(150) + ellipsis, truncated: true });
  });

  it('leaves empty and blank texts alone', () => {
    expect(truncate('')).toEqual({ text: '', truncated: false });
    expect(truncate(' '.repeat(400))).toEqual({ text: ' '.repeat(400), truncated: false });
    expect(truncate('\n\t \n')).toEqual({ text: '\n\t \n', truncated: false });
  });

  it('does not count white space around the text', () => {
    const text = `  ${letters(150)}   \n`;
    expect(truncate(text)).toEqual({ text, truncated: false });
    expect(truncate(`   ${letters(151)}`).text).toBe(letters(150) + ellipsis);
  });

  it('cuts between words when a space is near the limit', () => {
    // 145 letters, a space, then a word that runs past the limit.
    const text = `${letters(145)} ${letters(10, 'b')}`;
    expect(truncate(text)).toEqual({ text: letters(145) + ellipsis, truncated: true });
  });

  it('keeps a whole word that ends exactly at the limit', () => {
    const text = `${letters(150)} ${letters(10, 'b')}`;
    expect(truncate(text).text).toBe(letters(150) + ellipsis);
  });

  it('cuts inside a word when the nearest space is further back than the window', () => {
    const window = wordBoundaryWindow(150);
    expect(window).toBe(20);
    const farSpace = `${letters(150 - window - 2)} ${letters(40, 'b')}`;
    expect(truncate(farSpace).text).toBe(farSpace.slice(0, 150) + ellipsis);
    const nearSpace = `${letters(150 - window)} ${letters(40, 'b')}`;
    expect(truncate(nearSpace).text).toBe(letters(150 - window) + ellipsis);
  });

  it('drops spaces and commas before the ellipsis but keeps a full stop', () => {
    expect(truncate(`${letters(140)},   ${letters(20, 'b')}`).text).toBe(letters(140) + ellipsis);
    expect(truncate(`${letters(140)}. ${letters(20, 'b')}`).text).toBe(`${letters(140)}.${ellipsis}`);
  });

  it('treats line breaks as spaces between words', () => {
    expect(truncate(`${letters(145)}\n${letters(10, 'b')}`).text).toBe(letters(145) + ellipsis);
  });

  it('never splits a surrogate pair or an emoji sequence', () => {
    const thumbs = '\u{1F44D}\u{1F3FD}'; // thumbs up with a skin tone: 4 UTF-16 units, one character
    const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'; // a ZWJ family: one character
    for (const emoji of [thumbs, family, '\u{1F600}']) {
      const text = letters(149) + emoji + letters(5, 'b');
      const result = truncate(text);
      expect(result.text).toBe(letters(149) + emoji + ellipsis);
      expect(result.text).not.toMatch(loneSurrogate);
    }
    // Emoji are counted as one character each, not by their UTF-16 length.
    expect(truncate('\u{1F600}'.repeat(150)).truncated).toBe(false);
    expect(truncate('\u{1F600}'.repeat(151)).text).toBe('\u{1F600}'.repeat(150) + ellipsis);
  });

  it('would notice a split surrogate pair', () => {
    expect('a\uD83D').toMatch(loneSurrogate);
    expect('\uDE00b').toMatch(loneSurrogate);
  });

  it('counts an accented letter written with a combining mark as one character', () => {
    const accented = 'e\u0301';
    expect(truncate(accented.repeat(150)).truncated).toBe(false);
    expect(truncate(accented.repeat(151)).text).toBe(accented.repeat(150) + ellipsis);
  });

  it('takes another limit', () => {
    expect(truncate('The quick brown fox', 10)).toEqual({ text: `The quick${ellipsis}`, truncated: true });
    expect(truncate('abcdef', 1)).toEqual({ text: `a${ellipsis}`, truncated: true });
    expect(truncate('abc', 3)).toEqual({ text: 'abc', truncated: false });
  });

  it('rejects a limit that is not a positive whole number', () => {
    expect(() => truncate('text', 0)).toThrow(RangeError);
    expect(() => truncate('text', -5)).toThrow(RangeError);
    expect(() => truncate('text', 2.5)).toThrow(RangeError);
    expect(() => truncate('text', Number.NaN)).toThrow(RangeError);
  });
});

describe('characters', () => {
  it('splits a text into what a reader sees as characters', () => {
    expect(characters('a\u{1F44D}\u{1F3FD}b')).toEqual(['a', '\u{1F44D}\u{1F3FD}', 'b']);
    expect(characters('')).toEqual([]);
  });
});
