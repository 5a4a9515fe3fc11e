import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { breakpoints } from '../../styles/sprinkles.css';

export const card = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    // Lets a card sit in a grid or flex row and shrink rather than overflow it.
    minWidth: 0,
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xlarge },
    },
  }),
  variants: {
    tone: {
      default: inComponents({ background: vars.color.surface, boxShadow: vars.shadow.small }),
      // Recessed rather than raised: for secondary panels inside a page or another card.
      muted: inComponents({ background: vars.color.surfaceMuted, boxShadow: 'none' }),
    },
  },
  defaultVariants: { tone: 'default' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
