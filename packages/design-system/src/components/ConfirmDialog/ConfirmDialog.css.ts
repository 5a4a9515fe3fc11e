import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { backdrop, centredPanel, dialogActions, fadeByState, fadeOut, panelWidth } from '../private/dialog.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style([backdrop, fadeByState]);

export const content = style([
  centredPanel,
  inComponents({
    gap: vars.space.large,
    width: panelWidth('28rem'),
    overflowY: 'auto',
    padding: vars.space.xlarge,
    border: `1px solid ${vars.color.border}`,
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
]);

export const actions = dialogActions;
