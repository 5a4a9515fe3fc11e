import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// The panel lays itself out by its own width, not the window's: beside a wide sidebar on a laptop it
// can be as narrow as a phone screen.
const wide = '(min-width: 40rem)';
const motionOk = '(prefers-reduced-motion: no-preference)';

export const root = style(
  inComponents({
    containerType: 'inline-size',
    // Fits a phone's screen under a top bar, so the composer is never below the fold; a caller's
    // className sets another height.
    height: 'min(36rem, calc(100dvh - 7rem))',
    minHeight: '20rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    color: vars.color.text,
    overflow: 'hidden',
  }),
);

export const layout = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '100%',
    // One row as tall as the panel, so the log (not the page) scrolls however long a conversation gets.
    gridTemplateRows: 'minmax(0, 1fr)',
    height: '100%',
    '@container': {
      [wide]: { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)' },
    },
  }),
);

// On a narrow panel only one pane shows at a time: the list, or the open conversation.
const pane = inComponents({
  display: 'none',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  selectors: { '&[data-visible]': { display: 'flex' } },
  '@container': { [wide]: { display: 'flex' } },
});

export const friendsPane = style([
  pane,
  inComponents({
    gap: vars.space.medium,
    paddingTop: vars.space.large,
    background: vars.color.surface,
    '@container': { [wide]: { borderInlineEnd: `1px solid ${vars.color.border}` } },
  }),
]);

export const friendsHeader = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    paddingInline: vars.space.large,
  }),
);

export const friendList = style(
  inComponents({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    margin: 0,
    padding: vars.space.small,
    paddingTop: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
  }),
);

export const friend = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"avatar name time" "avatar preview badge"',
    alignItems: 'center',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    width: '100%',
    padding: vars.space.medium,
    border: 'none',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '@media': {
      [motionOk]: { transition: `background-color ${vars.duration.fast} ${vars.easing.standard}` },
    },
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      // Selected differs by an edge bar as well as colour (WCAG 1.4.1).
      '&[aria-current="true"]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
    },
  }),
);

export const friendAvatar = style(inComponents({ gridArea: 'avatar' }));

export const friendName = style(
  inComponents({
    gridArea: 'name',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

// Muted grey keeps 4.5:1 on the selected row's soft accent too (about 6.5:1 in both themes).
const secondaryText = inComponents({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const friendTime = style([
  secondaryText,
  inComponents({ gridArea: 'time', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
]);

export const friendPreview = style([
  secondaryText,
  inComponents({
    gridArea: 'preview',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
]);

export const friendBadge = style(inComponents({ gridArea: 'badge', justifySelf: 'end' }));

export const listStatus = style(
  inComponents({
    paddingInline: vars.space.large,
    fontSize: vars.font.size.small,
    color: vars.color.textMuted,
  }),
);

export const conversationPane = style([pane, inComponents({ background: vars.color.background })]);

export const conversationHeader = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: '3.75rem',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

// Going back to the list only makes sense when the list is hidden, on a narrow panel.
export const backButtonSlot = style(
  inComponents({
    display: 'flex',
    marginInlineStart: `calc(-1 * ${vars.space.small})`,
    '@container': { [wide]: { display: 'none' } },
  }),
);

export const conversationTitle = style(
  inComponents({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // Focus is moved here by script when the conversation replaces the list on a narrow panel.
    outline: 'none',
  }),
);

export const log = style(
  inComponents({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    padding: vars.space.large,
  }),
);

export const messageList = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const message = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    alignItems: 'flex-start',
    maxWidth: '85%',
    alignSelf: 'flex-start',
    selectors: {
      '&[data-from="me"]': { alignItems: 'flex-end', alignSelf: 'flex-end' },
    },
  }),
);

export const messageMeta = style(
  inComponents({
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.small,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const messageSender = style(
  inComponents({ fontWeight: vars.font.weight.semibold, color: vars.color.text }),
);

export const bubble = style(
  inComponents({
    margin: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    // Line breaks typed with Shift+Enter are part of the message.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      '&[data-from="me"]': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
      },
    },
  }),
);

export const emptyText = style(
  inComponents({
    margin: 'auto',
    padding: vars.space.xlarge,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);

export const composer = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space.small,
    padding: vars.space.medium,
    background: vars.color.surface,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const composerField = style(inComponents({ flex: '1 1 auto', minWidth: 0 }));
