import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// The look every modal shares (ConfirmDialog, ImageOverlay, the editor's insert dialogs, AppShell's
// menu): a dimmed page behind, a raised panel in the middle of the window. Each composes what it
// needs and adds its own size, padding and motion.

const motionOk = '(prefers-reduced-motion: no-preference)';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The dimmed page behind a modal; with Radix, a click on it is a click outside the panel. */
export const backdrop = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    background: vars.color.backdrop,
  }),
);

/** A panel centred in the window, never taller than it, laid out as a column. */
export const centredPanel = style(
  inComponents({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: `calc(100vh - 2 * ${vars.space.large})`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
  }),
);

/**
 * The panel of a dialog that asks something (ConfirmDialog, ReauthDialog): padded and framed, and
 * scrolling inside when the window is short. Each adds its width and its motion.
 */
export const askingPanel = style([
  centredPanel,
  inComponents({
    gap: vars.space.large,
    overflowY: 'auto',
    padding: vars.space.xlarge,
    border: `1px solid ${vars.color.border}`,
    // The panel takes focus itself only when it holds nothing focusable, which never happens here.
    outline: 'none',
  }),
]);

/** At most `size` wide, and never wider than the window less a margin on each side. */
export const panelWidth = (size: string) => `min(${size}, calc(100vw - 2 * ${vars.space.large}))`;

/**
 * Fades in as Radix marks the part open and out as it marks it closed; Radix keeps a closing part
 * mounted until its animation ends, so the fade-out is seen.
 */
export const fadeByState = style(
  inComponents({
    '@media': {
      [motionOk]: {
        selectors: {
          '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
          '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
        },
      },
    },
  }),
);

/** The dimmed page behind a modal, fading in and out with it. */
export const fadingBackdrop = style([backdrop, fadeByState]);

/** Fades in when mounted and leaves at once: the animation does not change on close, so Radix does not wait. */
export const fadeInOnMount = style(
  inComponents({
    '@media': {
      [motionOk]: { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    },
  }),
);

/** The answer buttons of a dialog, at the end of its panel. */
export const dialogActions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.small,
  }),
);
