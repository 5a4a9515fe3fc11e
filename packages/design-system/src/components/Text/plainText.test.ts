import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isEmptyContent, plainText } from './plainText';

describe('plainText', () => {
  it('joins strings and numbers, looking inside elements, and tidies whitespace', () => {
    const content = [createElement('strong', { key: 'a' }, 'Salon'), ':  ', 12, ' chairs\n in ', createElement('em', { key: 'b' }, ['Austin'])];
    expect(plainText(content)).toBe('Salon: 12 chairs in Austin');
  });

  it('is undefined when nothing readable is there, so no empty title is set', () => {
    expect(plainText(null)).toBeUndefined();
    expect(plainText([' ', false, createElement('span')])).toBeUndefined();
  });
});

describe('isEmptyContent', () => {
  it('is true for null, booleans, blank strings and lists of those', () => {
    for (const value of [null, undefined, false, true, '', '   ', [null, ' ']]) expect(isEmptyContent(value)).toBe(true);
  });

  it('is false for text, numbers (zero included) and elements', () => {
    for (const value of ['N/A', 0, [null, 'x'], createElement('img', { alt: 'Logo' })]) expect(isEmptyContent(value)).toBe(false);
  });
});
