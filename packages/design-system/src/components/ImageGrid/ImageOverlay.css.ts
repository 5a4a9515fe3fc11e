import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const fade = {
  '(prefers-reduced-motion: no-preference)': {
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
    },
  },
};

/** Everything around the panel: a click on it closes the overlay. */
export const backdrop = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    background: vars.color.backdrop,
    '@media': fade,
  }),
);

/** The panel holds only the image and its controls, so any click beside the image is on the backdrop. */
export const panel = style(
  inComponents({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    maxWidth: `calc(100vw - 2 * ${vars.space.large})`,
    maxHeight: `calc(100vh - 2 * ${vars.space.large})`,
    padding: vars.space.small,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    // Focus starts on the close button; the panel itself is never a stop.
    outline: 'none',
    '@media': fade,
  }),
);

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
