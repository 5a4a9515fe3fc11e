import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const group = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.small }));

export const groupName = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const child = style(
  inComponents({
    display: 'inline-block',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    // The border keeps each entry a distinct shape when forced colours remove the fill.
    border: `1px solid ${vars.color.border}`,
    background: vars.color.neutralSoft,
    color: vars.color.onNeutralSoft,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.snug,
    selectors: {
      // The stand-in for a parent without children is told apart by its dashed edge as well as its tone.
      '&[data-placeholder]': { background: 'transparent', color: vars.color.textMuted, borderStyle: 'dashed', borderColor: vars.color.borderStrong },
    },
  }),
);
