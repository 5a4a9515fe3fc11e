import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { breakpoints } from '../../styles/sprinkles.css';

/** The share of one bar, 0%-100%, set per row. */
export const share = createVar();

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xlarge,
    color: vars.color.text,
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet}px)`]: { flexDirection: 'row', alignItems: 'center' },
    },
  }),
);

export const overall = style(inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall, flexShrink: 0 }));

export const average = style(
  inComponents({
    fontSize: vars.font.size.xxxlarge,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const bars = style(inComponents({ flex: '1 1 auto', minWidth: 0 }));

export const row = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space.medium }));

// Fixed widths in em keep the bars' start and end aligned from row to row whatever the digits.
export const rowLabel = style(inComponents({ flex: '0 0 3.5em', fontSize: vars.font.size.small, whiteSpace: 'nowrap' }));

export const rowPercent = style(
  inComponents({
    flex: '0 0 3em',
    textAlign: 'end',
    fontSize: vars.font.size.small,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const track = style(
  inComponents({
    flex: '1 1 auto',
    minWidth: '6rem',
    height: vars.space.small,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    // The outline shows the whole track, so a short bar reads as a share of it, in forced colours too.
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  }),
);

export const fill = style(
  inComponents({
    vars: { [share]: '0%' },
    display: 'block',
    width: share,
    height: '100%',
    background: vars.color.accent,
    '@media': {
      // Keeps the bar visible where forced colours drop backgrounds.
      '(forced-colors: active)': { background: 'CanvasText' },
    },
  }),
);
