import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { content } from '../ConfirmDialog/ConfirmDialog.css';
import { panelWidth } from '../private/dialog.css';

// Composed from ConfirmDialog's panel so this rule is emitted after it and its width wins.
export const panel = style([content, inComponents({ width: panelWidth('36rem') })]);

/** The email as it will be sent: framed like a message, its text kept as typed (lines and spaces). */
export const preview = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
  }),
);

export const previewHeading = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
  }),
);

export const previewFields = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    margin: 0,
  }),
);

export const previewTerm = style(inComponents({ fontWeight: vars.font.weight.semibold }));

export const previewValue = style(inComponents({ margin: 0, overflowWrap: 'anywhere' }));

export const previewText = style(
  inComponents({
    margin: 0,
    paddingTop: vars.space.small,
    borderTop: `1px solid ${vars.color.border}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);
