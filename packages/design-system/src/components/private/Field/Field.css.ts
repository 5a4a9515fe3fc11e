import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { inComponents } from '../../../styles/layers.css';

export const field = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    minWidth: 0,
  }),
);

export const labelRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.xxsmall,
  }),
);

export const label = style(
  inComponents({
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
  }),
);

/** The label of a checkbox or radio, beside it: body text rather than a field's small heading. */
export const inlineLabel = style(
  inComponents({
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'pointer',
  }),
);

/** A checkbox or radio, then its label and hint in a column. */
export const inlineRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
  }),
);

/** The label and hint of a checkbox or radio: a field's column, drawn closer together. */
export const inlineText = style([field, inComponents({ gap: vars.space.xxsmall })]);

/** A fieldset with none of its default frame: the legend and the layout do the grouping. */
export const group = style(
  inComponents({
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const legend = style(
  inComponents({
    padding: 0,
    // A rendered legend sits outside the fieldset's flex layout, so the gap is its own margin.
    marginBottom: vars.space.xsmall,
  }),
);

export const requiredMark = style(
  inComponents({
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.danger,
  }),
);

export const hint = style(
  inComponents({
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.small,
  }),
);

export const error = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.danger,
  }),
);

export const errorIcon = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    fontSize: vars.font.size.medium,
  }),
);

/**
 * A native checkbox or radio: the browser draws it (so it keeps its states and high-contrast
 * rendering), in the theme's accent colour, sized to sit on the first line of its label.
 */
export const checkControl = style(
  inComponents({
    flexShrink: 0,
    width: '1.125rem',
    height: '1.125rem',
    // (line height 1.5 x 1rem - 1.125rem) / 2: centred on the first line of the label.
    marginBlock: '0.1875rem 0',
    marginInline: 0,
    accentColor: vars.color.accent,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

/** The box of every text control (input, textarea), so all fields read as one family. */
export const control = style(
  inComponents({
    display: 'block',
    width: '100%',
    minHeight: '2.5rem',
    margin: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.normal,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
      },
    },
    selectors: {
      '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
      // A doubled border as well as the colour, so an invalid field stands out without colour vision.
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&[readonly]': { background: vars.color.surfaceMuted },
      '&:disabled': {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
        cursor: 'not-allowed',
      },
    },
  }),
);
