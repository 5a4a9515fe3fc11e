import { duration, easing, fontFamily, fontSize, fontWeight, lineHeight, radius, space, zIndex, type ThemeTokens } from './tokens';

/** The full variable map of one theme: its colours and shadows plus the scales both themes share. */
export function buildTheme(tokens: ThemeTokens) {
  return {
    color: tokens.color,
    space,
    radius,
    font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
    shadow: tokens.shadow,
    zIndex,
    duration,
    easing,
  };
}
