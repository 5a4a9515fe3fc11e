import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { utilities } from './layers.css';

export const breakpoints = { mobile: 0, tablet: 768, desktop: 1200 } as const;

const spaceScale = vars.space;

const responsiveProperties = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: spaceScale,
    rowGap: spaceScale,
    columnGap: spaceScale,
    paddingTop: spaceScale,
    paddingBottom: spaceScale,
    paddingLeft: spaceScale,
    paddingRight: spaceScale,
    marginTop: spaceScale,
    marginBottom: spaceScale,
    marginLeft: spaceScale,
    marginRight: spaceScale,
    textAlign: ['left', 'center', 'right'],
    width: ['auto', '100%'],
    maxWidth: ['100%'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  '@layer': utilities,
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accent: vars.color.accent,
      danger: vars.color.danger,
      link: vars.color.link,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceRaised: vars.color.surfaceRaised,
      accentSoft: vars.color.accentSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky', 'static'],
  },
});

/** Layout atoms: every value is a token, so no arbitrary spacing or colour can slip in. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
