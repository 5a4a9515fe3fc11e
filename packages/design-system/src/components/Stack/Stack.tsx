import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';
import { stackAlignItems, type StackAlign } from './alignment';
import { flattenChildren, itemKey } from './flattenChildren';

export { stackAlignments, type StackAlign } from './alignment';

export const stackElements = ['div', 'ul', 'ol', 'section', 'article', 'nav', 'form', 'header', 'footer', 'aside'] as const;
export type StackElement = (typeof stackElements)[number];
/** A space token, or one per breakpoint such as `{ mobile: 'small', tablet: 'large' }`. */
export type StackSpace = NonNullable<Sprinkles['gap']>;

export type StackProps = Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'style' | 'className' | 'children'> & {
  /** Gap between the children, from the space scale; may vary by breakpoint. */
  space?: StackSpace;
  /** Horizontal placement of the children; stretch makes each as wide as the stack. */
  align?: StackAlign;
  /** The element to render; with ul or ol every child is wrapped in an <li>. */
  as?: StackElement;
  /** Extra class names, merged last. */
  className?: string;
  /** The items, top to bottom. */
  children?: ReactNode;
};

/** Children in a vertical flow with even, token-sized gaps between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 'medium', align = 'stretch', as = 'div', className, children, ...props },
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
      flexDirection="column"
      alignItems={stackAlignItems(align)}
      gap={space}
      className={className}
    >
      {isList ? items.map((item, index) => <li key={itemKey(item, index)}>{item}</li>) : items}
    </Box>
  );
});
Stack.displayName = 'Stack';
