import { describe, expect, it } from 'vitest';
import { buildTheme } from './buildTheme';
import { colorValue, cssValue, customProperty, designTokens, dimensionValue, tokenEntries, tokensCss } from './designTokens';
import { colorNames, themeNames, themes } from './tokens';

const tokens = designTokens();
const entries = tokenEntries(tokens);
const shared = buildTheme(themes.light);

/** The value tokens.ts gives the token at `path` of tokens.json. */
function sourceValue(path: string[]): string {
  const [group, second, third] = path as [string, string, string | undefined];
  if (group === 'color' || group === 'shadow') return buildTheme(themes[second as 'light' | 'dark'])[group][third as never];
  if (group === 'font') return shared.font[second as keyof typeof shared.font][third as never];
  if (group === 'motion') return shared[second as 'duration' | 'easing'][third as never];
  return shared[group as 'space' | 'radius' | 'zIndex'][second as never];
}

/** The same number written two ways (0.10 and 0.1) compares equal. */
const normalise = (css: string) => css.replace(/(\d\.\d*?)0+(?=\D|$)/g, '$1').replace(/(\d)\.(?=\D|$)/g, '$1');

describe('tokens.json (the W3C Design Tokens format)', () => {
  it('holds every value of tokens.ts, and each turns back into the same CSS', () => {
    expect(entries.length).toBe(
      themeNames.length * (colorNames.length + 3) +
        [shared.space, shared.radius, shared.font.family, shared.font.size, shared.font.weight, shared.font.lineHeight, shared.zIndex, shared.duration, shared.easing]
          .map((group) => Object.keys(group).length)
          .reduce((sum, count) => sum + count, 0),
    );
    const differing = entries
      .map(([path, token]) => [path.join('.'), normalise(cssValue(token)), normalise(sourceValue(path))] as const)
      .filter(([, json, source]) => json !== source);
    expect(differing).toEqual([]);
  });

  it('gives every token a type of the format, and names nothing with its reserved characters', () => {
    const types = new Set(['color', 'dimension', 'duration', 'fontFamily', 'fontWeight', 'number', 'cubicBezier', 'shadow']);
    expect(entries.filter(([, token]) => !types.has(token.$type)).map(([path]) => path.join('.'))).toEqual([]);
    for (const [path] of entries) for (const name of path) expect(name).toMatch(/^[^${}.][^{}.]*$/);
  });

  it('writes colours as sRGB components with their hex, and keeps the alpha of a translucent one', () => {
    expect(colorValue('#5a2bd0')).toEqual({ colorSpace: 'srgb', components: [0.3529, 0.1686, 0.8157], hex: '#5a2bd0' });
    expect(colorValue('rgba(15, 17, 24, 0.55)')).toEqual({ colorSpace: 'srgb', components: [0.0588, 0.0667, 0.0941], alpha: 0.55, hex: '#0f1118' });
    expect(() => colorValue('tomato')).toThrow(/Not a colour/);
  });

  it('writes dimensions as a number and a unit', () => {
    expect(dimensionValue('0.125rem')).toEqual({ value: 0.125, unit: 'rem' });
    expect(dimensionValue('0')).toEqual({ value: 0, unit: 'px' });
    expect(() => dimensionValue('1em')).toThrow(/Not a dimension/);
  });
});

describe('tokens.css', () => {
  const css = tokensCss(tokens);
  const [rootBlock, darkBlock] = css.split("[data-chairside-theme='dark']") as [string, string];

  it('sets every shared token and the light theme on :root', () => {
    for (const [path, token] of entries) {
      if ((path[0] === 'color' || path[0] === 'shadow') && path[1] === 'dark') continue;
      const property = customProperty(path[0] === 'color' || path[0] === 'shadow' ? [path[0], ...path.slice(2)] : path);
      expect(rootBlock).toContain(`${property}: ${cssValue(token)};`);
    }
    expect(rootBlock).toContain('--chairside-font-size-small: 0.875rem;');
    expect(rootBlock).toContain(`--chairside-color-surface-muted: ${themes.light.color.surfaceMuted};`);
  });

  it("switches the colours and shadows under [data-chairside-theme='dark']", () => {
    expect(darkBlock).toContain('color-scheme: dark;');
    for (const name of colorNames) expect(darkBlock).toContain(`${customProperty(['color', name])}: ${cssValue({ $type: 'color', $value: colorValue(themes.dark.color[name]) })};`);
    expect(darkBlock).not.toContain('--chairside-space-');
  });
});
