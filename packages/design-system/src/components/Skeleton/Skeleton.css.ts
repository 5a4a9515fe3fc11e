import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// The highlight band travels from left to right across a background twice the element's width.
const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const skeleton = recipe({
  base: inComponents({
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    background: vars.color.skeleton,
    // Invisible normally; in forced-colours mode backgrounds vanish and this border keeps the shape.
    border: '1px solid transparent',
    '@media': {
      // A still placeholder already says "loading"; the sweep is extra, so only for those who accept motion.
      '(prefers-reduced-motion: no-preference)': {
        backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.6s ease-in-out infinite`,
      },
    },
  }),
  variants: {
    shape: {
      // As tall as a line of body text's letters, with the line gap making up the leading.
      line: inComponents({ height: vars.font.size.medium, borderRadius: vars.radius.small }),
      block: inComponents({ borderRadius: vars.radius.medium }),
    },
    width: {
      '25%': inComponents({ width: '25%' }),
      '50%': inComponents({ width: '50%' }),
      '75%': inComponents({ width: '75%' }),
      '100%': inComponents({ width: '100%' }),
    },
    height: {
      small: inComponents({ height: '2.5rem' }),
      medium: inComponents({ height: '5rem' }),
      large: inComponents({ height: '10rem' }),
      xlarge: inComponents({ height: '15rem' }),
    },
  },
  defaultVariants: { shape: 'line', width: '100%' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const group = style(inComponents({ display: 'block' }));
