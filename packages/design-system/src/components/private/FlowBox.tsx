import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';
import { flattenChildren, itemKey } from '../Stack/flattenChildren';

/** The gap of a Stack or an Inline: a space token, or one per breakpoint. */
export type FlowSpace = NonNullable<Sprinkles['gap']>;

/** What Stack and Inline take besides their layout: HTML attributes but those the layout sets, and classes. */
export type FlowHtmlProps = Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'style' | 'className' | 'children'> & {
  /** Extra class names, merged last. */
  className?: string;
};

export type FlowBoxProps = FlowHtmlProps & {
  /** The element to render; with ul or ol every child is wrapped in an <li>. */
  as: ElementType;
  /** The flex atoms that set the direction, gaps and alignment. */
  layout: Sprinkles;
  /** The items, in order. */
  children?: ReactNode;
};

/**
 * The element under Stack and Inline: a flex Box of the children, with fragments opened and empty
 * values dropped so neither leaves a stray gap.
 */
export const FlowBox = forwardRef<HTMLElement, FlowBoxProps>(function FlowBox(
  { as, layout, className, children, ...props },
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
      {...layout}
      className={className}
    >
      {isList ? items.map((item, index) => <li key={itemKey(item, index)}>{item}</li>) : items}
    </Box>
  );
});
FlowBox.displayName = 'FlowBox';
