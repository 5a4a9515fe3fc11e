import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/layers.css';
import { askingPanel, fadeByState, panelWidth } from '../private/dialog.css';

export const panel = style([askingPanel, fadeByState, inComponents({ width: panelWidth('30rem') })]);
