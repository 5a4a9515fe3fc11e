import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { components, inComponents } from '../../styles/layers.css';
import { backdrop, centredPanel, dialogActions, fadeInOnMount, panelWidth } from '../private/dialog.css';

/** The writing area's height; the component sets it from its `height` prop. */
export const frameHeight = createVar();

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

// Quill's "snow" look: a bordered toolbar sitting on a bordered writing area, the two one box.
export const toolbar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: vars.space.xsmall,
    border: `1px solid ${vars.color.borderStrong}`,
    borderStartStartRadius: vars.radius.medium,
    borderStartEndRadius: vars.radius.medium,
    background: vars.color.surface,
  }),
);

export const group = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall }));

export const separator = style(
  inComponents({
    alignSelf: 'stretch',
    width: '1px',
    marginInline: vars.space.xsmall,
    marginBlock: vars.space.xsmall,
    background: vars.color.border,
  }),
);

/** On a toggle button: the pressed state is shown by fill and colour, not colour alone. */
export const toggle = style(
  inComponents({
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        borderColor: vars.color.accent,
      },
      '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.accentSoft },
    },
  }),
);

export const selectTrigger = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    minHeight: '2rem',
    paddingInline: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    },
  }),
  variants: {
    // Wide enough for the longest option, so the toolbar does not shift as the selection moves.
    width: {
      block: inComponents({ minWidth: '7.5rem' }),
      font: inComponents({ minWidth: '7.5rem' }),
      size: inComponents({ minWidth: '5.5rem' }),
    },
  },
});

export const selectChevron = style(inComponents({ display: 'inline-flex', color: vars.color.textMuted }));

export const selectContent = style(
  inComponents({
    zIndex: vars.zIndex.popover,
    minWidth: 'var(--radix-select-trigger-width)',
    padding: vars.space.xsmall,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.medium,
  }),
);

export const selectItem = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.small,
    cursor: 'default',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
      '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    },
  }),
);

export const selectIndicator = style(inComponents({ display: 'inline-flex', marginInlineStart: 'auto' }));

export const frame = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    overflow: 'auto',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    selectors: {
      '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  }),
  variants: {
    withToolbar: {
      true: inComponents({ borderTop: 0, borderStartStartRadius: 0, borderStartEndRadius: 0 }),
      false: {},
    },
    fixedHeight: {
      true: inComponents({ height: frameHeight }),
      false: {},
    },
  },
});

/** Tiptap's wrapper around the ProseMirror element: passes the frame's height down. */
export const contentWrapper = style(inComponents({ flexGrow: 1, display: 'flex', flexDirection: 'column' }));

/** The ProseMirror element: fills the frame so a click anywhere in it places the caret. */
export const content = style(
  inComponents({
    position: 'relative',
    flexGrow: 1,
    padding: vars.space.large,
    outline: 'none',
    // ProseMirror's own rules, written here instead of injected at run time so a strict
    // style-src Content Security Policy has nothing to block.
    whiteSpace: 'break-spaces',
    wordWrap: 'break-word',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
  }),
);

const inContent = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${content} ${selector}`, { '@layer': { [components]: rule } });

inContent('[contenteditable="false"]', { whiteSpace: 'normal' });
inContent('img.ProseMirror-separator', { display: 'inline', border: 'none', margin: 0, width: 0, height: 0 });
inContent('.ProseMirror-selectednode', { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' });
inContent('.ProseMirror-gapcursor', { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 });
inContent('.ProseMirror-hideselection *::selection', { background: 'transparent' });
inContent('.ProseMirror-hideselection *', { caretColor: 'transparent' });
globalStyle(`${content}.ProseMirror-focused .ProseMirror-gapcursor`, { '@layer': { [components]: { display: 'block' } } });

const blink = keyframes({ to: { visibility: 'hidden' } });
inContent('.ProseMirror-gapcursor::after', {
  content: '""',
  display: 'block',
  position: 'absolute',
  top: '-2px',
  width: vars.space.large,
  borderTop: `1px solid ${vars.color.text}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${blink} 1.1s steps(2, start) infinite` },
  },
});
// A frame inside the editor would swallow the click meant to select the video node.
inContent('iframe', { pointerEvents: 'none' });

export const overlay = style([backdrop, fadeInOnMount]);

export const dialog = style([
  centredPanel,
  fadeInOnMount,
  inComponents({
    gap: vars.space.large,
    width: panelWidth('32rem'),
    overflow: 'auto',
    padding: vars.space.xlarge,
  }),
]);

export const dialogTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const dialogDescription = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.textMuted,
  }),
);

export const dialogForm = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.large }));

export { dialogActions };

/** Pushes the destructive "Remove link" to the start of the action row. */
export const dialogSecondaryAction = style(inComponents({ marginInlineEnd: 'auto' }));
