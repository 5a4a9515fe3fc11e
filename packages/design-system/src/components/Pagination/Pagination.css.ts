import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const list = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const control = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: '2.5rem',
    minHeight: '2.5rem',
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
      },
    },
    selectors: {
      '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.surfaceMuted },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      '&[aria-current="page"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
    },
  }),
);

export const ellipsis = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '2rem',
    color: vars.color.textMuted,
  }),
);
