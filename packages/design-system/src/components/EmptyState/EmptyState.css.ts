import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const emptyState = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    color: vars.color.text,
  }),
  variants: {
    align: {
      center: inComponents({ alignItems: 'center', textAlign: 'center', paddingBlock: vars.space.xxlarge, paddingInline: vars.space.large }),
      // For a short note inside a card or a section, where a tall centred block would look lost.
      start: inComponents({ alignItems: 'flex-start', textAlign: 'start', paddingBlock: vars.space.small }),
    },
  },
  defaultVariants: { align: 'center' },
});

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyState>>;

// Keeps a long description to a readable measure.
export const description = style(inComponents({ maxWidth: '40rem' }));

export const action = style(inComponents({ marginBlockStart: vars.space.small }));
