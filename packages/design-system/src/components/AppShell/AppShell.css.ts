import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { breakpoints } from '../../styles/sprinkles.css';
import { backdrop } from '../private/dialog.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const motionOk = '(prefers-reduced-motion: no-preference)';

/** Sidebar widths of SPEC.md section 2: 64 and 20 spacing units of 0.25rem. */
export const sidebarWidth = { expanded: '16rem', collapsed: '5rem' } as const;

export const shell = style(
  inComponents({
    display: 'flex',
    minHeight: '100vh',
    background: vars.color.background,
    color: vars.color.text,
  }),
);

// Off-screen (but not display:none, so it stays in the tab order) until it receives focus.
export const skipLink = style(
  inComponents({
    position: 'fixed',
    insetInlineStart: vars.space.medium,
    top: vars.space.medium,
    zIndex: vars.zIndex.popover,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.link,
    boxShadow: vars.shadow.medium,
    fontWeight: vars.font.weight.semibold,
    selectors: {
      '&:not(:focus)': {
        width: 1,
        height: 1,
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const sidebar = style(
  inComponents({
    display: 'none',
    flexDirection: 'column',
    gap: vars.space.medium,
    flexShrink: 0,
    width: sidebarWidth.expanded,
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowX: 'hidden',
    overflowY: 'auto',
    padding: vars.space.medium,
    background: vars.color.surface,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    '@media': {
      [tablet]: { display: 'flex' },
      [motionOk]: { transition: `width ${vars.duration.normal} ${vars.easing.standard}` },
    },
    selectors: {
      '&[data-state="collapsed"]': { width: sidebarWidth.collapsed },
    },
  }),
);

export const sidebarTop = style(
  inComponents({
    display: 'flex',
    justifyContent: 'flex-end',
    selectors: {
      '&[data-state="collapsed"]': { justifyContent: 'center' },
    },
  }),
);

export const navList = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

// Pushed to the bottom of the sidebar, where account actions such as Logout sit.
export const navFooter = style(
  inComponents({
    marginTop: 'auto',
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const navItem = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    minHeight: '2.75rem',
    paddingInline: vars.space.medium,
    border: 'none',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.medium,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '@media': {
      [motionOk]: { transition: `background-color ${vars.duration.fast} ${vars.easing.standard}` },
    },
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      // The active page differs by weight and an edge bar as well as colour (WCAG 1.4.1).
      '&[aria-current="page"]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        fontWeight: vars.font.weight.bold,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
      '&[data-collapsed]': { justifyContent: 'center', paddingInline: 0 },
    },
  }),
);

export const navIcon = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    fontSize: '1.25rem',
  }),
);

export const navLabel = style(
  inComponents({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const column = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 0',
    minWidth: 0,
  }),
);

export const topBar = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: '3.5rem',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [tablet]: { paddingInline: vars.space.xlarge } },
  }),
);

// The menu button only exists for narrow screens, where the sidebar is hidden.
export const menuButtonSlot = style(
  inComponents({
    display: 'flex',
    '@media': { [tablet]: { display: 'none' } },
  }),
);

export const topBarTitle = style(
  inComponents({
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const topBarEnd = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    marginInlineStart: 'auto',
  }),
);

export const main = style(
  inComponents({
    flex: '1 1 auto',
    minWidth: 0,
    padding: vars.space.large,
    // Focus lands here only from the skip link (tabindex -1); a ring round the whole page is noise.
    outline: 'none',
    '@media': { [tablet]: { padding: vars.space.xlarge } },
  }),
);

/** The dimmed page behind the menu overlay; no fade, the drawer appears at once. */
export const overlay = backdrop;

export const drawer = style(
  inComponents({
    position: 'fixed',
    top: 0,
    bottom: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    width: 'min(18rem, 85vw)',
    padding: vars.space.medium,
    overflowY: 'auto',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
  }),
);

export const drawerHeader = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    paddingInlineStart: vars.space.medium,
  }),
);

export const drawerTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const drawerNav = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    gap: vars.space.medium,
  }),
);

const progressSlide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** The thin bar across the top of the content while a page's code loads. */
export const progress = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    height: 3,
    overflow: 'hidden',
    background: vars.color.accentSoft,
    '::after': {
      content: '""',
      display: 'block',
      width: '40%',
      height: '100%',
      background: vars.color.accent,
    },
    '@media': {
      [motionOk]: {
        selectors: { '&::after': { animation: `${progressSlide} 1.1s ${vars.easing.standard} infinite` } },
      },
    },
  }),
);
