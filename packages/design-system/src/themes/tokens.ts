/**
 * Raw token values of Chairside's two themes. Components never read these directly: they read the
 * CSS variables of `vars` (contract.css.ts), and a theme class swaps the values.
 */

export const colorNames = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'accent',
  'accentHover',
  'onAccent',
  'accentSoft',
  'onAccentSoft',
  'danger',
  'dangerHover',
  'onDanger',
  'dangerSoft',
  'onDangerSoft',
  'successSoft',
  'onSuccessSoft',
  'warningSoft',
  'onWarningSoft',
  'neutralSoft',
  'onNeutralSoft',
  'link',
  'focus',
  'skeleton',
  'skeletonHighlight',
  'backdrop',
] as const;
export type ColorName = (typeof colorNames)[number];

export type ThemeTokens = {
  color: Record<ColorName, string>;
  shadow: Record<'small' | 'medium' | 'large', string>;
};

export const space = {
  none: '0',
  xxsmall: '0.125rem',
  xsmall: '0.25rem',
  small: '0.5rem',
  medium: '0.75rem',
  large: '1rem',
  xlarge: '1.5rem',
  xxlarge: '2rem',
  xxxlarge: '3rem',
} as const;
export type Space = keyof typeof space;
export const spaceNames = Object.keys(space) as Space[];

export const radius = {
  none: '0',
  small: '0.25rem',
  medium: '0.5rem',
  large: '0.75rem',
  full: '9999px',
} as const;
export type Radius = keyof typeof radius;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;

export const fontSize = {
  xsmall: '0.75rem',
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
  xlarge: '1.375rem',
  xxlarge: '1.75rem',
  xxxlarge: '2.25rem',
} as const;
export type FontSize = keyof typeof fontSize;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;
export type FontWeight = keyof typeof fontWeight;

export const lineHeight = {
  tight: '1.2',
  snug: '1.35',
  normal: '1.5',
  relaxed: '1.7',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  overlay: '1000',
  modal: '1100',
  popover: '1200',
  toast: '1300',
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

export const light: ThemeTokens = {
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    surfaceRaised: '#ffffff',
    text: '#151821',
    textMuted: '#4b5366',
    border: '#d4d8e0',
    borderStrong: '#6f788a',
    accent: '#5a2bd0',
    accentHover: '#4820ab',
    onAccent: '#ffffff',
    accentSoft: '#efe9ff',
    onAccentSoft: '#3f1c98',
    danger: '#b3261e',
    dangerHover: '#8f1d17',
    onDanger: '#ffffff',
    dangerSoft: '#fdeceb',
    onDangerSoft: '#9b1f18',
    successSoft: '#e4f5ea',
    onSuccessSoft: '#125f2a',
    warningSoft: '#fff3d6',
    onWarningSoft: '#6b4600',
    neutralSoft: '#eceef2',
    onNeutralSoft: '#363d4b',
    link: '#5a2bd0',
    focus: '#2b59c3',
    skeleton: '#e3e6eb',
    skeletonHighlight: '#f2f4f7',
    backdrop: 'rgba(15, 17, 24, 0.55)',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.10)',
    large: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
};

export const dark: ThemeTokens = {
  color: {
    background: '#0e1015',
    surface: '#171a21',
    surfaceMuted: '#20242d',
    surfaceRaised: '#1d2129',
    text: '#eef0f5',
    textMuted: '#a7aebd',
    border: '#2f3441',
    borderStrong: '#7d8598',
    accent: '#a98cff',
    accentHover: '#bca6ff',
    onAccent: '#160f3a',
    accentSoft: '#2a2150',
    onAccentSoft: '#d9ccff',
    danger: '#ff8d84',
    dangerHover: '#ffaaa3',
    onDanger: '#2b0705',
    dangerSoft: '#3b1513',
    onDangerSoft: '#ffb8b1',
    successSoft: '#11301d',
    onSuccessSoft: '#86e3a6',
    warningSoft: '#372a0b',
    onWarningSoft: '#f6d27c',
    neutralSoft: '#272c37',
    onNeutralSoft: '#d6dae3',
    link: '#b9a2ff',
    focus: '#8ab4ff',
    skeleton: '#252a34',
    skeletonHighlight: '#2f3541',
    backdrop: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};

export const themes = { light, dark } as const;
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/**
 * Foreground/background pairs the components actually use, with the WCAG 2.2 minimum each must
 * meet: 4.5 for text, 3 for non-text boundaries and focus indicators (SC 1.4.3 and 1.4.11).
 */
export const contrastPairs: ReadonlyArray<readonly [ColorName, ColorName, number]> = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentHover', 4.5],
  ['onAccentSoft', 'accentSoft', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDanger', 'dangerHover', 4.5],
  ['onDangerSoft', 'dangerSoft', 4.5],
  ['onSuccessSoft', 'successSoft', 4.5],
  ['onWarningSoft', 'warningSoft', 4.5],
  ['onNeutralSoft', 'neutralSoft', 4.5],
  ['link', 'background', 4.5],
  ['link', 'surface', 4.5],
  ['danger', 'surface', 4.5],
  ['borderStrong', 'surface', 3],
  ['borderStrong', 'background', 3],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
  ['accent', 'surface', 3],
];
