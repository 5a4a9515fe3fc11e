import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const heading = recipe({
  base: inComponents({
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
  variants: {
    size: {
      xxxlarge: inComponents({ fontSize: vars.font.size.xxxlarge, fontWeight: vars.font.weight.bold }),
      xxlarge: inComponents({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold }),
      xlarge: inComponents({ fontSize: vars.font.size.xlarge }),
      large: inComponents({ fontSize: vars.font.size.large }),
      medium: inComponents({ fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.snug }),
      small: inComponents({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.snug }),
    },
  },
  defaultVariants: { size: 'large' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
