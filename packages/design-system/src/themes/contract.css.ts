import { createThemeContract } from '@vanilla-extract/css';
import { colorNames, duration, easing, fontFamily, fontSize, fontWeight, lineHeight, radius, space, zIndex } from './tokens';

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;
const keysOf = <T extends object>(object: T) => Object.keys(object) as Array<keyof T & string>;

/** The CSS variables every component reads; a theme class gives them values. */
export const vars = createThemeContract({
  color: blank(colorNames),
  space: blank(keysOf(space)),
  radius: blank(keysOf(radius)),
  font: {
    family: blank(keysOf(fontFamily)),
    size: blank(keysOf(fontSize)),
    weight: blank(keysOf(fontWeight)),
    lineHeight: blank(keysOf(lineHeight)),
  },
  shadow: { small: null, medium: null, large: null },
  zIndex: blank(keysOf(zIndex)),
  duration: blank(keysOf(duration)),
  easing: blank(keysOf(easing)),
});
