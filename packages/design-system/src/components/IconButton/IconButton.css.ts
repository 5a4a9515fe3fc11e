import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/layers.css';
import { button } from '../Button/Button.css';

/** Colours, border, focus and disabled look: the same as Button's, so the two always match. */
export const buttonLook = button;

// This recipe only makes the box square. Importing Button's stylesheet above makes vanilla-extract
// emit it first, so at equal specificity these sizes override Button's padding and height.
export const iconButton = recipe({
  base: inComponents({
    paddingInline: 0,
    flexShrink: 0,
    // Keeps the tap target square however the surrounding flex row stretches it.
    aspectRatio: '1',
  }),
  variants: {
    size: {
      small: inComponents({ width: '2rem', height: '2rem', minHeight: '2rem', fontSize: '1rem' }),
      medium: inComponents({ width: '2.5rem', height: '2.5rem', minHeight: '2.5rem', fontSize: '1.25rem' }),
      large: inComponents({ width: '3rem', height: '3rem', minHeight: '3rem', fontSize: '1.5rem' }),
    },
  },
  defaultVariants: { size: 'medium' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));
