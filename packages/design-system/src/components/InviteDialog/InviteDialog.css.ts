import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { content } from '../ConfirmDialog/ConfirmDialog.css';
import { dialogActions, panelWidth } from '../private/dialog.css';

// The same panel as every other dialog of the back-office (ConfirmDialog's, as ModerationDialog
// takes it), a little wider for the role descriptions; FormDialog puts it over the shared backdrop.
// Composed from ConfirmDialog's panel so this rule is emitted after it and its width wins.
export const panel = style([content, inComponents({ width: panelWidth('32rem') })]);

export const actions = dialogActions;

/** Copy link beside what became of the copy. */
export const copyRow = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
  }),
);

