import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { inComponents } from '../../../styles/layers.css';

// The look of a card that lists a staff member's things (PasskeyList's passkeys, SessionList's
// sessions): a ruled list of rows, each what it is on the start side and its button on the end side.

/** Focus is moved here by script when the button that held it goes (a passkey removed, a session signed out). */
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

/** An item: what it is on the start side, its button on the end side, wrapping when narrow. */
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
    flex: '1 1 16rem',
    minWidth: 0,
  }),
);

export const titleRow = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
  }),
);

/**
 * A title is whatever the staff member typed (a passkey's name) or read from a user agent (a
 * browser's name): a long word breaks rather than overflowing the card.
 */
export const title = style(inComponents({ overflowWrap: 'anywhere' }));

export const meta = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    // An IPv6 address has no spaces to wrap at.
    overflowWrap: 'anywhere',
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

export const footer = style(inComponents({ display: 'flex', justifyContent: 'flex-start' }));
