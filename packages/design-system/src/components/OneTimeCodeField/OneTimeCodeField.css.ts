import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { components } from '../../styles/layers.css';

// TextField puts its className on the field's outer element and gives the input no class of its own,
// so the input's look per kind is set from the outer element.

/** An authenticator code: digits of one width, spaced a little so the six read as one number. */
export const totpField = style({});

/** A recovery code: monospace, so l, 1 and I or 0 and O cannot be mistaken for each other. */
export const recoveryField = style({});

globalStyle(`${totpField} input`, {
  '@layer': {
    [components]: {
      fontVariantNumeric: 'tabular-nums',
      letterSpacing: '0.1em',
    },
  },
});

globalStyle(`${recoveryField} input`, {
  '@layer': {
    [components]: {
      fontFamily: vars.font.family.mono,
    },
  },
});
