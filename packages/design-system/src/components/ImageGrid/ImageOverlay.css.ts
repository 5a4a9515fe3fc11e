import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { backdrop as modalBackdrop, centredPanel, fadeByState } from '../private/dialog.css';

/** Everything around the panel: a click on it closes the overlay. */
export const backdrop = style([modalBackdrop, fadeByState]);

/** The panel holds only the image and its controls, so any click beside the image is on the backdrop. */
export const panel = style([
  centredPanel,
  fadeByState,
  inComponents({
    gap: vars.space.small,
    maxWidth: `calc(100vw - 2 * ${vars.space.large})`,
    padding: vars.space.small,
    // Focus starts on the close button; the panel itself is never a stop.
    outline: 'none',
  }),
]);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingInlineStart: vars.space.small,
  }),
);

export const title = style(inComponents({ flex: 1, minWidth: 0 }));

export const stage = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: 0,
  }),
);

export const fullImage = style(
  inComponents({
    display: 'block',
    // Leaves room for the previous/next buttons beside the image and the header above it.
    maxWidth: 'min(64rem, calc(100vw - 9rem))',
    maxHeight: 'calc(100vh - 7rem)',
    width: 'auto',
    height: 'auto',
    objectFit: 'contain',
    borderRadius: vars.radius.medium,
  }),
);

export const fullFallback = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 'min(20rem, calc(100vw - 9rem))',
    minHeight: '12rem',
    padding: vars.space.xlarge,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);
