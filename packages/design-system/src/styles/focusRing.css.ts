import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { components, inComponents } from './layers.css';

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

/**
 * A button drawn as a link, for an action that sits in a line of text (Show more, Select all 48
 * matching) where a full button would outweigh what it does. It is still a button: it acts, it does
 * not go anywhere. It lives beside the focus ring, which every control imports, because an app that
 * splits its code by route would otherwise load it as a file of its own on every route that shows it.
 */
export const textButton = style(
  inComponents({
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.link,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  }),
);
