import { describe, expect, it } from 'vitest';
import { defaultHeadingSize, headingLevels, isHeadingLevel } from './headingSize';

describe('defaultHeadingSize', () => {
  it('gives h1 the largest size and each deeper level the next smaller one', () => {
    expect(headingLevels.map(defaultHeadingSize)).toEqual(['xxxlarge', 'xxlarge', 'xlarge', 'large', 'medium', 'small']);
  });
});

describe('isHeadingLevel', () => {
  it('accepts 1 to 6 only', () => {
    expect(headingLevels.every(isHeadingLevel)).toBe(true);
    for (const value of [0, 7, 2.5, '2', undefined]) expect(isHeadingLevel(value)).toBe(false);
  });
});
