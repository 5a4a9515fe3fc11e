import { forwardRef, type ReactNode } from 'react';
import { FlowBox, type FlowHtmlProps, type FlowSpace } from '../private/FlowBox';
import { stackAlignItems, type StackAlign } from './alignment';

export { stackAlignments, type StackAlign } from './alignment';

export const stackElements = ['div', 'ul', 'ol', 'section', 'article', 'nav', 'form', 'header', 'footer', 'aside'] as const;
export type StackElement = (typeof stackElements)[number];
/** A space token, or one per breakpoint such as `{ mobile: 'small', tablet: 'large' }`. */
export type StackSpace = FlowSpace;

export type StackProps = FlowHtmlProps & {
  /** Gap between the children, from the space scale; may vary by breakpoint. */
  space?: StackSpace;
  /** Horizontal placement of the children; stretch makes each as wide as the stack. */
  align?: StackAlign;
  /** The element to render; with ul or ol every child is wrapped in an <li>. */
  as?: StackElement;
  /** The items, top to bottom. */
  children?: ReactNode;
};

/** Children in a vertical flow with even, token-sized gaps between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 'medium', align = 'stretch', as = 'div', ...props },
  ref,
) {
  const layout = { flexDirection: 'column', alignItems: stackAlignItems(align), gap: space } as const;
  return <FlowBox {...props} ref={ref} as={as} layout={layout} />;
});
Stack.displayName = 'Stack';
