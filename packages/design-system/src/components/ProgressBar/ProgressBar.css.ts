import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

/** The share done, from 0 to 1, set by the component. */
export const doneVar = createVar();

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 }));

// The track's edge is the part that must stand out from the page (non-text contrast), so it takes
// the strong border colour; the fill only has to stand out from the track.
export const track = style(
  inComponents({
    height: '0.75rem',
    overflow: 'hidden',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
  }),
);

export const fill = style(
  inComponents({
    width: '100%',
    height: '100%',
    background: vars.color.accent,
    // Scaled rather than sized, so an update repaints without laying the dialog out again.
    transform: `scaleX(${doneVar})`,
    transformOrigin: 'left',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
      },
    },
    selectors: {
      '[dir="rtl"] &': { transformOrigin: 'right' },
    },
  }),
);
