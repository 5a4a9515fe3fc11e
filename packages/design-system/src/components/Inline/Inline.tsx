import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';
import { flattenChildren, itemKey } from '../Stack/flattenChildren';
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
export type InlineSpace = NonNullable<Sprinkles['gap']>;

export type InlineProps = Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'style' | 'className' | 'children'> & {
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
  /** Extra class names, merged last. */
  className?: string;
  /** The items, left to right, wrapping onto new lines when they run out of room. */
  children?: ReactNode;
};

/** Children side by side in a wrapping row with even, token-sized gaps. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'small', align = 'left', alignY = 'center', collapseBelow, as = 'div', className, children, ...props },
  ref,
) {
  const isList = as === 'ul' || as === 'ol';
  const items = flattenChildren(children);
  return (
    <Box
      {...props}
      ref={ref}
      as={as}
      // Safari drops list semantics once list-style is removed; the explicit role keeps them (and the reset keys on it).
      role={isList ? 'list' : props.role}
      display="flex"
      flexWrap="wrap"
      gap={space}
      {...inlineLayout({ align, alignY, collapseBelow })}
      className={className}
    >
      {isList ? items.map((item, index) => <li key={itemKey(item, index)}>{item}</li>) : items}
    </Box>
  );
});
Inline.displayName = 'Inline';
