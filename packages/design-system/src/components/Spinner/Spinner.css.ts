import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: inComponents({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    verticalAlign: 'middle',
    '@media': {
      // Motion only for those who have not asked for less; the static arc still reads as busy.
      '(prefers-reduced-motion: no-preference)': {
        animation: `${spin} 700ms linear infinite`,
      },
    },
  }),
  variants: {
    size: {
      small: inComponents({ width: '1rem', height: '1rem', borderWidth: 2 }),
      medium: inComponents({ width: '1.5rem', height: '1.5rem', borderWidth: 3 }),
      large: inComponents({ width: '2.5rem', height: '2.5rem', borderWidth: 4 }),
    },
  },
  defaultVariants: { size: 'medium' },
});

export const wrapper = style(inComponents({ display: 'inline-flex', alignItems: 'center' }));
