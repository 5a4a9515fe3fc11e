import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const avatar = recipe({
  base: inComponents({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    borderRadius: vars.radius.full,
    // Photos come in every shape; cover crops them to the circle instead of squashing them.
    objectFit: 'cover',
    background: vars.color.surfaceMuted,
    // A hairline keeps a pale photo from dissolving into a pale page.
    boxShadow: `0 0 0 1px ${vars.color.border}`,
  }),
  variants: {
    size: {
      small: inComponents({ width: '2rem', height: '2rem' }),
      medium: inComponents({ width: '2.5rem', height: '2.5rem' }),
      large: inComponents({ width: '4rem', height: '4rem' }),
      xlarge: inComponents({ width: '6rem', height: '6rem' }),
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
