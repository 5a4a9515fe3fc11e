import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { components, inComponents } from '../../styles/layers.css';
import { control } from '../private/Field/Field.css';

export const wrap = style(inComponents({ position: 'relative' }));

// Composed from the shared control so this rule is emitted after it and wins at equal specificity.
export const select = style([
  control,
  inComponents({
    // The browser's own arrow differs per platform and ignores the theme; ours is drawn beside it.
    appearance: 'none',
    paddingInlineEnd: vars.space.xxlarge,
    cursor: 'pointer',
    selectors: {
      // The placeholder option reads as a prompt, not as a chosen value.
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
]);

// The open list takes its colours from the select; the options are values, never muted prompts.
globalStyle(`${select} option`, { '@layer': { [components]: { color: vars.color.text, background: vars.color.surface } } });

export const chevron = style(
  inComponents({
    position: 'absolute',
    insetInlineEnd: vars.space.medium,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    fontSize: vars.font.size.medium,
    color: vars.color.textMuted,
    // A click on the arrow is a click on the select under it.
    pointerEvents: 'none',
  }),
);
