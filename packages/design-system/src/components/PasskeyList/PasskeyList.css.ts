import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// The list itself is ItemListCard's; these are the add form's.

export const addForm = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.medium,
  }),
);

export const nameField = style(inComponents({ alignSelf: 'stretch', maxWidth: '24rem' }));
