import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/layers.css';
import { content } from '../ConfirmDialog/ConfirmDialog.css';
import { panelWidth } from '../private/dialog.css';

// The same panel as every other dialog of the back-office, as wide as InviteDialog's so the summary's
// hint fits on a line or two; composed from ConfirmDialog's panel so this width wins.
export const panel = style([content, inComponents({ width: panelWidth('32rem') })]);

// TextArea's counter, so a count reads the same in every field that has one.
export { counter } from '../TextArea/TextArea.css';
