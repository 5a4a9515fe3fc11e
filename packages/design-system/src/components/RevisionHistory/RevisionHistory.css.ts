import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// The ruled list, a row's details, its title line and its muted lines are ItemListCard's (the cards
// of passkeys and sessions), so the history reads as one of the same family.
export { details, heading, list, meta, titleRow } from '../private/ItemListCard/ItemListCard.css';

/** A revision: its compare checkbox, what it is, then its buttons; the buttons wrap under it when narrow. */
export const item = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    paddingBlock: vars.space.medium,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

/** The summary is what an editor typed: a long word breaks rather than overflowing the card. */
export const summary = style(inComponents({ overflowWrap: 'anywhere' }));

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.small,
    marginInlineStart: 'auto',
  }),
);

/** The Compare button with, while it cannot be pressed, the sentence that says why. */
export const compare = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
  }),
);
