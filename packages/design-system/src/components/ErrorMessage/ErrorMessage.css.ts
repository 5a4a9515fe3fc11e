import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const root = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    background: vars.color.dangerSoft,
    color: vars.color.onDangerSoft,
    // The thick edge and the icon mark it as an error for people who cannot tell the red apart, and
    // in forced-colours mode, where the background disappears.
    border: `1px solid ${vars.color.onDangerSoft}`,
    borderInlineStartWidth: vars.space.xsmall,
  }),
);

export const alert = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    flex: '1 1 16rem',
    minWidth: 0,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

// One line of text high, so the icon sits level with the first line however the message wraps.
export const icon = style(
  inComponents({
    flexShrink: 0,
    width: '1.25em',
    height: `calc(1em * ${vars.font.lineHeight.normal})`,
  }),
);

export const title = style(inComponents({ fontWeight: vars.font.weight.semibold }));

export const message = style(inComponents({ overflowWrap: 'anywhere' }));
