import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const row = recipe({
  base: inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, verticalAlign: 'middle' }),
  variants: {
    size: {
      small: inComponents({ fontSize: vars.font.size.medium }),
      medium: inComponents({ fontSize: vars.font.size.xlarge }),
      large: inComponents({ fontSize: vars.font.size.xxlarge }),
    },
  },
  defaultVariants: { size: 'medium' },
});

export type StarRatingVariants = NonNullable<RecipeVariants<typeof row>>;

export const star = style(inComponents({ display: 'block', width: '1em', height: '1em', flexShrink: 0 }));

// Filled and empty differ in shape as well as colour (a solid star against an outline), so the
// rating reads without colour vision (WCAG 1.4.1); both colours meet 3:1 against the surfaces.
export const outline = recipe({
  base: inComponents({ strokeWidth: 1.5, strokeLinejoin: 'round' }),
  variants: {
    fill: {
      full: inComponents({ fill: vars.color.accent, stroke: vars.color.accent }),
      half: inComponents({ fill: 'none', stroke: vars.color.accent }),
      empty: inComponents({ fill: 'none', stroke: vars.color.borderStrong }),
    },
  },
});

export const halfFill = style(inComponents({ fill: vars.color.accent, stroke: 'none' }));
