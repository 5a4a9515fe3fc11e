/**
 * The tokens for design tools: the same values as tokens.ts, written in the W3C Design Tokens Community
 * Group format (tokens.json: `$type` and `$value` on every token, colours as sRGB components with their
 * hex, dimensions and durations as a value and a unit), and as CSS custom properties (tokens.css). The
 * package's build writes both files from here; CSS is made from the JSON tokens, so a test that turns
 * every JSON token back into CSS and compares it with tokens.ts checks both.
 */
import { buildTheme } from './buildTheme';
import { themeNames, themes, type ThemeName } from './tokens';

export type DimensionValue = { value: number; unit: 'px' | 'rem' };
export type DurationValue = { value: number; unit: 'ms' };
export type ColorValue = { colorSpace: 'srgb'; components: [number, number, number]; alpha?: number; hex: string };
export type ShadowValue = { color: ColorValue; offsetX: DimensionValue; offsetY: DimensionValue; blur: DimensionValue; spread: DimensionValue };

export type DesignToken =
  | { $type: 'color'; $value: ColorValue }
  | { $type: 'dimension'; $value: DimensionValue }
  | { $type: 'duration'; $value: DurationValue }
  | { $type: 'fontFamily'; $value: string[] }
  | { $type: 'fontWeight'; $value: number }
  | { $type: 'number'; $value: number }
  | { $type: 'cubicBezier'; $value: [number, number, number, number] }
  | { $type: 'shadow'; $value: ShadowValue };

export type DesignTokenGroup = { $description?: string } & { [name: string]: DesignToken | DesignTokenGroup | string | undefined };

const round = (value: number, places = 4) => Number(value.toFixed(places));
const hexPair = (channel: number) => channel.toString(16).padStart(2, '0');

/** A CSS colour of the tokens (#rrggbb or rgba(r, g, b, a)) as a DTCG colour. */
export function colorValue(css: string): ColorValue {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  const channels = hex ? hex.slice(1, 4).map((part) => Number.parseInt(part, 16)) : rgba ? rgba.slice(1, 4).map(Number) : undefined;
  if (!channels) throw new Error(`Not a colour the tokens use: ${css}`);
  const [r, g, b] = channels as [number, number, number];
  const alpha = rgba?.[4] === undefined ? undefined : Number(rgba[4]);
  return {
    colorSpace: 'srgb',
    components: [round(r / 255), round(g / 255), round(b / 255)],
    ...(alpha === undefined || alpha === 1 ? {} : { alpha }),
    hex: `#${hexPair(r)}${hexPair(g)}${hexPair(b)}`,
  };
}

/** `0.5rem`, `9999px` or `0` as a DTCG dimension. */
export function dimensionValue(css: string): DimensionValue {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Not a dimension the tokens use: ${css}`);
  return { value: Number(match[1]), unit: match[2] as DimensionValue['unit'] };
}

function durationValue(css: string): DurationValue {
  const match = /^(\d+)ms$/.exec(css);
  if (!match) throw new Error(`Not a duration the tokens use: ${css}`);
  return { value: Number(match[1]), unit: 'ms' };
}

function cubicBezierValue(css: string): [number, number, number, number] {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(css);
  const points = match?.[1]!.split(',').map((part) => Number(part.trim()));
  if (!points || points.length !== 4 || points.some(Number.isNaN)) throw new Error(`Not a cubic Bézier curve: ${css}`);
  return points as [number, number, number, number];
}

/** `0 4px 12px rgba(16, 24, 40, 0.10)`: x, y, blur, then the colour (no spread, no inset). */
function shadowValue(css: string): ShadowValue {
  const match = /^(\S+)\s+(\S+)\s+(\S+)\s+(rgba?\(.+\))$/.exec(css);
  if (!match) throw new Error(`Not a shadow the tokens use: ${css}`);
  return {
    color: colorValue(match[4]!),
    offsetX: dimensionValue(match[1]!),
    offsetY: dimensionValue(match[2]!),
    blur: dimensionValue(match[3]!),
    spread: { value: 0, unit: 'px' },
  };
}

const fontFamilyValue = (css: string) => css.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));

const tokenGroup = <T extends string>(values: Record<T, string>, token: (css: string) => DesignToken): Record<T, DesignToken> =>
  Object.fromEntries(Object.entries<string>(values).map(([name, css]) => [name, token(css)])) as Record<T, DesignToken>;

const colorToken = (css: string): DesignToken => ({ $type: 'color', $value: colorValue(css) });
const dimensionToken = (css: string): DesignToken => ({ $type: 'dimension', $value: dimensionValue(css) });
const numberToken = (css: string): DesignToken => ({ $type: 'number', $value: Number(css) });

/** Every token of both themes in the DTCG format, as tokens.json holds it. */
export function designTokens(): DesignTokenGroup {
  const shared = buildTheme(themes.light);
  const perTheme = <K extends 'color' | 'shadow'>(key: K, token: (css: string) => DesignToken) =>
    Object.fromEntries(themeNames.map((name) => [name, tokenGroup<string>(buildTheme(themes[name])[key], token)])) as Record<ThemeName, DesignTokenGroup>;
  return {
    $description: "Chairside's design tokens. Colours and shadows differ per theme (light, dark); the scales are shared.",
    color: { $description: 'Colours by role, per theme.', ...perTheme('color', colorToken) },
    shadow: { $description: 'Elevation shadows, per theme.', ...perTheme('shadow', (css) => ({ $type: 'shadow', $value: shadowValue(css) })) },
    space: { $description: 'The spacing scale: gaps and padding.', ...tokenGroup(shared.space, dimensionToken) },
    radius: { $description: 'Corner radii.', ...tokenGroup(shared.radius, dimensionToken) },
    font: {
      family: tokenGroup(shared.font.family, (css) => ({ $type: 'fontFamily', $value: fontFamilyValue(css) })),
      size: { $description: 'The type scale.', ...tokenGroup(shared.font.size, dimensionToken) },
      weight: tokenGroup(shared.font.weight, (css) => ({ $type: 'fontWeight', $value: Number(css) })),
      lineHeight: { $description: 'Unitless line heights.', ...tokenGroup(shared.font.lineHeight, numberToken) },
    },
    zIndex: { $description: 'Stacking layers, lowest first.', ...tokenGroup(shared.zIndex, numberToken) },
    motion: {
      duration: tokenGroup(shared.duration, (css) => ({ $type: 'duration', $value: durationValue(css) })),
      easing: tokenGroup(shared.easing, (css) => ({ $type: 'cubicBezier', $value: cubicBezierValue(css) })),
    },
  };
}

const dimensionCss = ({ value, unit }: DimensionValue) => (value === 0 ? '0' : `${value}${unit}`);

function colorCss({ components, alpha, hex }: ColorValue) {
  if (alpha === undefined) return hex;
  const [r, g, b] = components.map((component) => Math.round(component * 255));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A DTCG token as the CSS value it stands for. */
export function cssValue(token: DesignToken): string {
  switch (token.$type) {
    case 'color':
      return colorCss(token.$value);
    case 'dimension':
      return dimensionCss(token.$value);
    case 'duration':
      return `${token.$value.value}${token.$value.unit}`;
    case 'fontFamily':
      return token.$value.map((name) => (/^[\w-]+$/.test(name) ? name : `"${name}"`)).join(', ');
    case 'fontWeight':
    case 'number':
      return String(token.$value);
    case 'cubicBezier':
      return `cubic-bezier(${token.$value.join(', ')})`;
    case 'shadow': {
      const { offsetX, offsetY, blur, color } = token.$value;
      return `${dimensionCss(offsetX)} ${dimensionCss(offsetY)} ${dimensionCss(blur)} ${colorCss(color)}`;
    }
  }
}

const isToken = (value: unknown): value is DesignToken => typeof value === 'object' && value !== null && '$type' in value;

/** Every token under `group` with its path (['font', 'size', 'small']), in the order they are written. */
export function tokenEntries(group: DesignTokenGroup, path: string[] = []): Array<[string[], DesignToken]> {
  return Object.entries(group).flatMap(([name, value]): Array<[string[], DesignToken]> => {
    if (name.startsWith('$') || value === undefined || typeof value === 'string') return [];
    return isToken(value) ? [[[...path, name], value]] : tokenEntries(value, [...path, name]);
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property a token is written to in tokens.css: `--chairside-font-size-small`. */
export const customProperty = (path: string[]) => `--chairside-${path.map(kebab).join('-')}`;

/**
 * tokens.css: every token as a custom property on `:root`, the light theme's colours and shadows with
 * them; `[data-chairside-theme='dark']` on an element (usually <html>) switches its colours and shadows.
 */
export function tokensCss(tokens = designTokens()): string {
  const declarations = (theme: ThemeName | null) =>
    tokenEntries(tokens)
      .filter(([path]) => {
        const themed = path[0] === 'color' || path[0] === 'shadow';
        return theme === null ? !themed || path[1] === 'light' : themed && path[1] === theme;
      })
      .map(([path, token]) => {
        const themed = path[0] === 'color' || path[0] === 'shadow';
        return `  ${customProperty(themed ? [path[0]!, ...path.slice(2)] : path)}: ${cssValue(token)};`;
      })
      .join('\n');
  return [
    "/* Chairside's design tokens as custom properties (generated from tokens.json by the package build). */",
    `:root {\n${declarations(null)}\n}`,
    `[data-chairside-theme='dark'] {\n  color-scheme: dark;\n${declarations('dark')}\n}`,
    '',
  ].join('\n\n');
}
