import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// Changes are marked by more than colour, for readers who cannot tell the tints apart: added words
// are underlined and removed ones struck through, and a whole block added or removed also has a
// thick edge and a + or − beside it.

const gutter = vars.space.xxlarge;

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 }));

/** The marks of the legend and of the text are the same, so the legend shows exactly what to look for. */
const addedMark = {
  background: vars.color.successSoft,
  color: vars.color.onSuccessSoft,
  textDecorationLine: 'underline',
  textDecorationThickness: '0.125em',
  textUnderlineOffset: '0.2em',
} as const;
const removedMark = {
  background: vars.color.dangerSoft,
  color: vars.color.onDangerSoft,
  textDecorationLine: 'line-through',
  textDecorationThickness: '0.125em',
} as const;

export const added = style(inComponents({ ...addedMark, borderRadius: vars.radius.small, boxDecorationBreak: 'clone' }));
export const removed = style(inComponents({ ...removedMark, borderRadius: vars.radius.small, boxDecorationBreak: 'clone' }));

export const legend = style(inComponents({ margin: 0 }));
export const legendAdded = style(inComponents({ ...addedMark, paddingInline: vars.space.xxsmall }));
export const legendRemoved = style(inComponents({ ...removedMark, paddingInline: vars.space.xxsmall }));
export const legendGutter = style(inComponents({ fontWeight: vars.font.weight.bold }));

/** The compared text: a column of blocks with room on the left for the + and − of whole blocks. */
export const document = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    paddingInlineStart: gutter,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.relaxed,
    overflowWrap: 'break-word',
  }),
);

/** A stretch that was folded and is now shown: laid out like the text around it, and focused when it opens. */
export const unfolded = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    borderRadius: vars.radius.small,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: vars.space.xsmall },
    },
  }),
);

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    margin: 0,
    paddingInlineStart: vars.space.xlarge,
    listStyleType: 'disc',
  }),
);

export const block = recipe({
  base: inComponents({ margin: 0 }),
  variants: {
    kind: {
      paragraph: {},
      'list-item': {},
      heading: inComponents({ fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.snug, marginBlockStart: vars.space.small }),
      quote: inComponents({
        paddingInlineStart: vars.space.large,
        borderInlineStart: `${vars.space.xsmall} solid ${vars.color.border}`,
        color: vars.color.textMuted,
      }),
    },
    headingSize: {
      none: {},
      large: inComponents({ fontSize: vars.font.size.xlarge }),
      medium: inComponents({ fontSize: vars.font.size.large }),
      small: inComponents({ fontSize: vars.font.size.medium }),
    },
    change: {
      same: {},
      changed: {},
      added: inComponents({
        paddingInline: vars.space.small,
        border: `1px solid ${vars.color.onSuccessSoft}`,
        borderInlineStartWidth: vars.space.xsmall,
        borderRadius: vars.radius.small,
        background: vars.color.successSoft,
      }),
      removed: inComponents({
        paddingInline: vars.space.small,
        border: `1px solid ${vars.color.onDangerSoft}`,
        borderInlineStartWidth: vars.space.xsmall,
        borderRadius: vars.radius.small,
        background: vars.color.dangerSoft,
      }),
    },
  },
  defaultVariants: { kind: 'paragraph', headingSize: 'none', change: 'same' },
});

/**
 * The + or − of a whole block, in the gutter. Placed absolutely against the text column but without
 * a top, so it stays level with the first line of its block wherever that falls.
 */
export const gutterMark = recipe({
  base: inComponents({
    position: 'absolute',
    insetInlineStart: vars.space.small,
    width: vars.space.large,
    textAlign: 'center',
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.medium,
  }),
  variants: {
    change: {
      added: inComponents({ color: vars.color.onSuccessSoft }),
      removed: inComponents({ color: vars.color.onDangerSoft }),
    },
  },
});

export const fold = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    selectors: {
      // A dashed rule either side of the button says that text is left out here.
      '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px dashed ${vars.color.borderStrong}` },
    },
  }),
);
