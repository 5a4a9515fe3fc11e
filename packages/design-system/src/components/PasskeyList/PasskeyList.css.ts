import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

/** Focus is moved here by script when the item that held it goes (a removed passkey). */
export const heading = style(inComponents({ outline: 'none' }));

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

/** A passkey: what it is on the start side, its Remove button on the end side, wrapping when narrow. */
export const item = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    paddingBlock: vars.space.medium,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const details = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    flex: '1 1 14rem',
    minWidth: 0,
  }),
);

/** A name is whatever the staff member typed: a long word breaks rather than overflowing the card. */
export const name = style(inComponents({ overflowWrap: 'anywhere' }));

export const meta = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
  }),
);

export const skeletonRow = style([item, inComponents({ flexWrap: 'nowrap' })]);

export const skeletonText = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    flex: '1 1 auto',
  }),
);

/** The button's stand-in, as wide as a small button. */
export const skeletonButton = style(inComponents({ width: '5rem', flex: 'none' }));

export const addForm = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.medium,
  }),
);

export const nameField = style(inComponents({ alignSelf: 'stretch', maxWidth: '24rem' }));
