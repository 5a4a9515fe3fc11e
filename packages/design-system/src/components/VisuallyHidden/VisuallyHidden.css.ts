import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/layers.css';

// Hidden from sight but kept in the accessibility tree (display:none or visibility would drop it).
export const visuallyHidden = style(
  inComponents({
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
