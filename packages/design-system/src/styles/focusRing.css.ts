import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { components } from './layers.css';

/**
 * The focus indicator every control shares: a 2px ring in the theme's focus colour, offset from the
 * control so it stays visible on any fill (WCAG 2.4.7 and 2.4.13). Shown for keyboard focus only.
 */
export const focusRing = style({
  '@layer': {
    [components]: {
      outline: 'none',
      selectors: {
        '&:focus-visible': {
          outline: `2px solid ${vars.color.focus}`,
          outlineOffset: '2px',
        },
      },
    },
  },
});
