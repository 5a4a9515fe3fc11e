import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { backdrop, centredPanel, dialogActions, fadeByState, panelWidth } from '../private/dialog.css';

export const overlay = style([backdrop, fadeByState]);

export const panel = style([
  centredPanel,
  fadeByState,
  inComponents({
    gap: vars.space.large,
    width: panelWidth('30rem'),
    overflowY: 'auto',
    padding: vars.space.xlarge,
    border: `1px solid ${vars.color.border}`,
    // The panel takes focus itself only when the content has nothing focusable, which never happens here.
    outline: 'none',
  }),
]);

export const actions = dialogActions;
