import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const options = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
  }),
);
