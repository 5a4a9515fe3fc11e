import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// Every text row has a fixed line box, and every placeholder row is exactly that tall, so the card
// keeps its size when the figures replace the skeleton (no layout shift, WCAG 2.2's spirit and CLS).
const totalLineBox = `calc(${vars.font.size.xxxlarge} * ${vars.font.lineHeight.tight})`;
const lineLineBox = `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})`;
const titleLineBox = `calc(${vars.font.size.large} * ${vars.font.lineHeight.tight})`;

// A floor on the width: the skeleton form has no text to size it, and loaded cards in a row look
// even. It matches the loaded and the skeleton forms so they swap without a jump.
export const card = style(inComponents({ minWidth: '14rem' }));

export const body = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.small }));

export const total = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.xxxlarge,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    height: totalLineBox,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    whiteSpace: 'nowrap',
  }),
);

export const line = style(
  inComponents({
    display: 'block',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.normal,
    minHeight: lineLineBox,
    overflowWrap: 'anywhere',
    color: vars.color.textMuted,
  }),
);

export const lineValue = style(
  inComponents({ fontWeight: vars.font.weight.semibold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' }),
);

const placeholderRow = { display: 'flex', alignItems: 'center' } as const;
export const totalPlaceholder = style(inComponents({ ...placeholderRow, height: totalLineBox }));
export const linePlaceholder = style(inComponents({ ...placeholderRow, height: lineLineBox }));
export const titlePlaceholder = style(inComponents({ ...placeholderRow, height: titleLineBox }));
export const linePlaceholders = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall }));
