import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const text = recipe({
  base: inComponents({
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.normal,
  }),
  variants: {
    size: {
      xsmall: inComponents({ fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.snug }),
      small: inComponents({ fontSize: vars.font.size.small }),
      medium: inComponents({ fontSize: vars.font.size.medium }),
      large: inComponents({ fontSize: vars.font.size.large }),
    },
    tone: {
      neutral: inComponents({ color: vars.color.text }),
      muted: inComponents({ color: vars.color.textMuted }),
      accent: inComponents({ color: vars.color.accent }),
      danger: inComponents({ color: vars.color.danger }),
    },
    weight: {
      regular: inComponents({ fontWeight: vars.font.weight.regular }),
      medium: inComponents({ fontWeight: vars.font.weight.medium }),
      semibold: inComponents({ fontWeight: vars.font.weight.semibold }),
      bold: inComponents({ fontWeight: vars.font.weight.bold }),
    },
    truncate: {
      // An ellipsis needs a box of its own width, hence block; min-width lets it shrink inside flex rows.
      true: inComponents({
        display: 'block',
        minWidth: 0,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }),
      false: {},
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
