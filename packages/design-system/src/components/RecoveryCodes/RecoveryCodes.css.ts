import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const root = style(inComponents({ maxWidth: '36rem' }));

/** The warning: a callout with a thick edge, which still marks it in forced-colours mode where the fill goes. */
export const warning = style(
  inComponents({
    margin: 0,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.onWarningSoft}`,
    borderInlineStartWidth: vars.space.xsmall,
    background: vars.color.warningSoft,
    color: vars.color.onWarningSoft,
    fontSize: vars.font.size.medium,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/**
 * The codes in two columns, filled top to bottom so the numbers run down the first column and on into
 * the second, in monospace so 0 and o or 1 and l are told apart.
 */
export const codes = style(
  inComponents({
    margin: 0,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    columnCount: 2,
    columnGap: vars.space.xlarge,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    listStylePosition: 'inside',
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.relaxed,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const code = style(
  inComponents({
    breakInside: 'avoid',
    whiteSpace: 'nowrap',
    '::marker': { color: vars.color.textMuted },
  }),
);

/** Keeps its line while empty, so a copy's outcome appearing does not push the rest down. */
export const status = style(inComponents({ minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})` }));
