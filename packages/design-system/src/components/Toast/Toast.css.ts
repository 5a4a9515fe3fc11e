import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

// Off the right edge, where the toasts sit and where a swipe throws them.
const offscreen = `translateX(calc(100% + ${vars.space.large}))`;
const slideIn = keyframes({ from: { transform: offscreen }, to: { transform: 'translateX(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: offscreen },
});

/** The list the toasts are rendered in: the top-right corner of the window. */
export const viewport = style(
  inComponents({
    position: 'fixed',
    top: 0,
    right: 0,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    width: 'min(24rem, 100vw)',
    maxHeight: '100vh',
    margin: 0,
    padding: vars.space.large,
    listStyle: 'none',
    // The list's padding must not swallow clicks meant for the page below; the toasts take them.
    pointerEvents: 'none',
  }),
);

export const toast = recipe({
  base: inComponents({
    display: 'grid',
    // The icon and the message, then a column each for an action (when there is one) and the close button.
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridAutoFlow: 'column',
    gridAutoColumns: 'auto',
    alignItems: 'center',
    columnGap: vars.space.small,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.snug,
    pointerEvents: 'auto',
    selectors: {
      // Follows the pointer while dragged; Radix sets the distance as a custom property.
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}` },
          '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
          '&[data-swipe="cancel"]': { transition: `transform ${vars.duration.normal} ${vars.easing.standard}` },
          '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ${vars.easing.exit}` },
        },
      },
    },
  }),
  variants: {
    tone: {
      success: inComponents({ background: vars.color.successSoft, color: vars.color.onSuccessSoft }),
      error: inComponents({ background: vars.color.dangerSoft, color: vars.color.onDangerSoft }),
    },
  },
  defaultVariants: { tone: 'success' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = style(inComponents({ display: 'inline-flex', fontSize: '1.25rem' }));

export const message = style(inComponents({ overflowWrap: 'break-word' }));
