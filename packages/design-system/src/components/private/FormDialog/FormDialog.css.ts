import { dialogActions, fadingBackdrop } from '../dialog.css';

// Through a stylesheet of its own: vanilla-extract serves a .css.ts to a component only when every
// export is plain data, and dialog.css also exports a function (panelWidth).

export const overlay = fadingBackdrop;

export const actions = dialogActions;
