import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const list = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall }));

export const label = style(
  inComponents({
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
  }),
);

export const value = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-missing]': { fontWeight: vars.font.weight.regular, color: vars.color.textMuted },
    },
  }),
);
