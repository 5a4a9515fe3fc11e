import { forwardRef, type ReactNode } from 'react';
import { FlowBox, type FlowHtmlProps, type FlowSpace } from '../private/FlowBox';
import { inlineLayout, type InlineAlign, type InlineAlignY, type InlineCollapseBelow } from './inlineLayout';

export {
  inlineAlignments,
  inlineCollapseBreakpoints,
  inlineVerticalAlignments,
  type InlineAlign,
  type InlineAlignY,
  type InlineCollapseBelow,
} from './inlineLayout';

export const inlineElements = ['div', 'span', 'ul', 'ol', 'nav', 'section', 'header', 'footer'] as const;
export type InlineElement = (typeof inlineElements)[number];
/** A space token, or one per breakpoint such as `{ mobile: 'small', tablet: 'large' }`. */
export type InlineSpace = FlowSpace;

export type InlineProps = FlowHtmlProps & {
  /** Gap between the children, across and between wrapped lines; may vary by breakpoint. */
  space?: InlineSpace;
  /** Horizontal placement; space-between pushes the first and last child to the edges. */
  align?: InlineAlign;
  /** Vertical placement of children of different heights; baseline lines up their text. */
  alignY?: InlineAlignY;
  /** Stack the children vertically on screens narrower than this breakpoint. */
  collapseBelow?: InlineCollapseBelow;
  /** The element to render; with ul or ol every child is wrapped in an <li>. */
  as?: InlineElement;
  /** The items, left to right, wrapping onto new lines when they run out of room. */
  children?: ReactNode;
};

/** Children side by side in a wrapping row with even, token-sized gaps. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'small', align = 'left', alignY = 'center', collapseBelow, as = 'div', ...props },
  ref,
) {
  const layout = { flexWrap: 'wrap', gap: space, ...inlineLayout({ align, alignY, collapseBelow }) } as const;
  return <FlowBox {...props} ref={ref} as={as} layout={layout} />;
});
Inline.displayName = 'Inline';
