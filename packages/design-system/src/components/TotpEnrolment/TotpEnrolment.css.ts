import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const root = style(inComponents({ maxWidth: '36rem' }));

/** The QR code: a fixed square, framed; its white ground and quiet zone come with the server's SVG. */
export const qr = style(
  inComponents({
    flexShrink: 0,
    width: '10rem',
    height: '10rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    // Crisp module edges when the browser scales the image to fit.
    imageRendering: 'pixelated',
  }),
);

export const keyBlock = style(inComponents({ minWidth: 0, flex: '1 1 12rem' }));

/** The key in monospace, so 0 and O or 1 and I are told apart; one click selects all of it for a copy by hand. */
export const secret = style(
  inComponents({
    display: 'block',
    padding: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.normal,
    letterSpacing: '0.05em',
    overflowWrap: 'anywhere',
    userSelect: 'all',
  }),
);

/** Keeps its line while empty, so a copy's outcome appearing does not push the field down. */
export const copyStatus = style(inComponents({ minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})` }));
