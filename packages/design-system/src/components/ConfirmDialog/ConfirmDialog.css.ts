import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { askingPanel, dialogActions, fadeOut, fadingBackdrop, panelWidth } from '../private/dialog.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = fadingBackdrop;

export const content = style([
  askingPanel,
  inComponents({
    width: panelWidth('28rem'),
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
