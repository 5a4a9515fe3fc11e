import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { breakpoints } from '../../styles/sprinkles.css';

export const grid = recipe({
  base: inComponents({
    display: 'grid',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    layout: {
      // As many columns as fit, each at least a thumb's width: 2 or 3 on a phone, more on wider screens.
      grid: inComponents({
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        '@media': {
          [`screen and (min-width: ${breakpoints.tablet}px)`]: {
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: vars.space.medium,
          },
        },
      }),
      single: inComponents({ gridTemplateColumns: 'minmax(0, 20rem)' }),
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type ImageGridVariants = NonNullable<RecipeVariants<typeof grid>>;

export const thumbnail = recipe({
  base: inComponents({
    display: 'block',
    width: '100%',
    padding: 0,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    cursor: 'zoom-in',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
      },
    },
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
    },
  }),
  variants: {
    layout: {
      grid: inComponents({ aspectRatio: '1' }),
      single: inComponents({ aspectRatio: '4 / 3' }),
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const thumbnailImage = style(
  inComponents({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);

export const thumbnailFallback = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    padding: vars.space.small,
    color: vars.color.textMuted,
    fontSize: vars.font.size.small,
    textAlign: 'center',
  }),
);
