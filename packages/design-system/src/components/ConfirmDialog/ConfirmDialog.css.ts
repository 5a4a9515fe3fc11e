import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    background: vars.color.backdrop,
    zIndex: vars.zIndex.modal,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
          '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
        },
      },
    },
  }),
);

export const content = style(
  inComponents({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: `min(28rem, calc(100vw - 2 * ${vars.space.large}))`,
    maxHeight: `calc(100vh - 2 * ${vars.space.large})`,
    overflowY: 'auto',
    padding: vars.space.xlarge,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    // The panel only takes focus itself when it holds no button, which never happens here.
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${vars.duration.normal} ${vars.easing.standard}` },
          '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
        },
      },
    },
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.small,
  }),
);
