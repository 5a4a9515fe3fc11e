import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { content } from '../ConfirmDialog/ConfirmDialog.css';
import { dialogActions, panelWidth } from '../private/dialog.css';

// The back-office's dialog panel (ConfirmDialog's, as InviteDialog takes it), wide enough for a
// document's lines to read comfortably. Composed from that panel so this rule is emitted after it
// and its width wins; its height stops at the window's, which is what makes the body scroll.
export const panel = style([content, inComponents({ width: panelWidth('60rem') })]);

export const meta = style(inComponents({ color: vars.color.textMuted, fontSize: vars.font.size.small }));

/** The document: it takes what height the panel has left and scrolls within it, title and buttons staying put. */
export const body = style(
  inComponents({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  }),
);

export const actions = dialogActions;
