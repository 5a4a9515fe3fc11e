import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../styles/focusRing.css';
import { inComponents } from '../../styles/layers.css';
import { checkControl } from '../private/Field/Field.css';

/** The fixed row height of a virtualised body, set by the component from its `rowHeight` prop. */
export const rowHeightVar = createVar();
/** The height of a spacer row standing in for the rows a virtualised body leaves out. */
export const spacerHeightVar = createVar();

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 }));

export const toolbar = style(inComponents({ maxWidth: '28rem' }));

// With selectable rows the search and the selection bar share a line where there is room, so the
// bar's buttons appearing on the first tick move nothing; on a narrow screen the bar goes under.
export const toolbarRow = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: vars.space.xlarge, rowGap: vars.space.medium }),
);

export const searchBesideSelection = style(inComponents({ flex: '1 1 16rem' }));

// The Columns button sits at the end of the toolbar; its boxes open under it, over the table.
export const columnsMenu = style(inComponents({ position: 'relative', marginInlineStart: 'auto', alignSelf: 'flex-end' }));

export const columnsPanel = style(
  inComponents({
    position: 'absolute',
    insetInlineEnd: 0,
    top: `calc(100% + ${vars.space.xsmall})`,
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    minWidth: '12rem',
    margin: 0,
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.medium,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const selectionBar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    flex: '999 1 auto',
    // A small button's height, kept while nothing is selected.
    minHeight: '2rem',
  }),
);

export const selectionCount = style(
  inComponents({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text, whiteSpace: 'nowrap' }),
);

export const selectionControls = style(inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small }));

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

// The arrow shows a sort key's direction through the th's data-sort, set on every key's header:
// aria-sort, which says the same for screen readers, may only be on the first key's.
export const sortIndicator = style(
  inComponents({
    display: 'inline-flex',
    color: vars.color.textMuted,
    opacity: 0.5,
    selectors: {
      'th[data-sort] &': { opacity: 1, color: vars.color.text },
      'th[data-sort="descending"] &': { transform: 'rotate(180deg)' },
    },
  }),
);

/** A key's place in a sort over several columns, beside its arrow: 1, 2, 3. */
export const sortPriority = style(
  inComponents({
    minWidth: '1.25em',
    padding: `0 ${vars.space.xxsmall}`,
    borderRadius: vars.radius.full,
    background: vars.color.neutralSoft,
    color: vars.color.onNeutralSoft,
    fontSize: vars.font.size.xsmall,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1.5,
    textAlign: 'center',
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
      // After hover, so a selected row keeps its colour under the pointer.
      '&[data-selected]': { background: vars.color.accentSoft },
      '&[data-virtual]': { height: rowHeightVar },
    },
  }),
);

/** The selection column's cells, header and body: as narrow as the checkbox. */
export const selectCell = style(inComponents({ width: '1%', paddingInlineEnd: 0 }));

/** A row's or the header's checkbox: the fields' box, without the nudge that lines it up with a label. */
export const selectControl = style([checkControl, inComponents({ display: 'block', margin: 0 })]);

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
