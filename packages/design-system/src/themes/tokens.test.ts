import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, themes, themeNames } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/rrggbb/);
  });
});

describe.each(themeNames)('the %s theme', (name) => {
  const { color } = themes[name];
  it.each(contrastPairs.map(([fg, bg, min]) => [fg, bg, min] as const))(
    '%s on %s meets %d:1',
    (fg, bg, min) => {
      expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(min);
    },
  );
});
