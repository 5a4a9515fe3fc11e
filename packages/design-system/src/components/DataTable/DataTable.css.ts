import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../styles/focusRing.css';
import { inComponents } from '../../styles/layers.css';

/** The fixed row height of a virtualised body, set by the component from its `rowHeight` prop. */
export const rowHeightVar = createVar();
/** The height of a spacer row standing in for the rows a virtualised body leaves out. */
export const spacerHeightVar = createVar();

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 }));

export const toolbar = style(inComponents({ maxWidth: '28rem' }));

// The table scrolls sideways inside its own region on a phone instead of widening the page.
export const scroller = style(
  inComponents({
    overflow: 'auto',
    maxWidth: '100%',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  }),
);

// A virtualised body needs a bounded viewport to scroll within.
export const virtualScroller = style(inComponents({ maxHeight: '70vh' }));

export const table = style(
  inComponents({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.font.size.small,
    color: vars.color.text,
  }),
);

export const caption = style(
  inComponents({
    captionSide: 'top',
    textAlign: 'start',
    padding: vars.space.medium,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.medium,
  }),
);

const align = {
  start: inComponents({ textAlign: 'start' }),
  center: inComponents({ textAlign: 'center' }),
  end: inComponents({ textAlign: 'end' }),
};

export const headerCell = recipe({
  base: inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.raised,
    background: vars.color.surfaceMuted,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
  }),
  variants: {
    align,
    // A width is the column's share of a roomy table; in a narrow one the columns shrink to their content.
    width: {
      auto: {},
      small: inComponents({ width: '8rem' }),
      medium: inComponents({ width: '12rem' }),
      large: inComponents({ width: '18rem' }),
    },
    // A sortable header's button takes the padding instead, so it fills the cell edge to edge.
    sortable: {
      true: inComponents({ padding: 0 }),
      false: {},
    },
  },
  defaultVariants: { align: 'start', width: 'auto', sortable: false },
});

// The whole header cell is the target: the button fills it, with the cell's padding inside, so the
// words and arrow sit where a plain header's words do.
export const sortButton = recipe({
  base: [
    focusRing,
    inComponents({
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xsmall,
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      padding: `${vars.space.small} ${vars.space.medium}`,
      border: 0,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      selectors: {
        '&:hover': { background: vars.color.surface },
        // The shared ring, drawn inside: outside the button it would fall under the next sticky
        // header cell and be clipped by the scroll region at the table's edges.
        '&:focus-visible': { outlineOffset: '-2px' },
      },
    }),
  ],
  variants: {
    align: {
      start: inComponents({ justifyContent: 'flex-start' }),
      center: inComponents({ justifyContent: 'center' }),
      end: inComponents({ justifyContent: 'flex-end' }),
    },
  },
  defaultVariants: { align: 'start' },
});

// The arrow shows the direction through the th's aria-sort, so the look follows what is announced.
export const sortIndicator = style(
  inComponents({
    display: 'inline-flex',
    color: vars.color.textMuted,
    opacity: 0.5,
    selectors: {
      'th[aria-sort="ascending"] &, th[aria-sort="descending"] &': { opacity: 1, color: vars.color.text },
      'th[aria-sort="descending"] &': { transform: 'rotate(180deg)' },
    },
  }),
);

export const cell = recipe({
  base: inComponents({
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  }),
  variants: { align },
  defaultVariants: { align: 'start' },
});

export const row = style(
  inComponents({
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[data-virtual]': { height: rowHeightVar },
    },
  }),
);

// Fixed-height rows must not wrap, or the spacer arithmetic would drift.
export const virtualCell = style(
  inComponents({
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '24rem',
  }),
);

export const spacerRow = style(inComponents({ pointerEvents: 'none' }));

export const spacer = style(inComponents({ height: spacerHeightVar, padding: 0, border: 0 }));

export const missing = style(inComponents({ color: vars.color.textMuted }));

export const message = style(
  inComponents({
    padding: vars.space.xlarge,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);

export const rowActions = style(inComponents({ display: 'flex', gap: vars.space.small, alignItems: 'center' }));

// The loading placeholders take the height of a real row, so the table does not jump when rows arrive.
export const skeletonCell = style(inComponents({ height: '3rem' }));
