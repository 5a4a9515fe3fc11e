import { createElement, forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../../utils/cx';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'style'> & {
    /** The element to render; a div unless the content calls for another. */
    as?: ElementType;
    /** Extra class names, merged after the sprinkles. */
    className?: string;
    /** Content. */
    children?: ReactNode;
    /** Data attributes for tests and styling hooks. */
    [attribute: `data-${string}`]: string | undefined;
  };

/** The layout primitive: an element whose spacing, colour and flex props take token values only. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, children, ...props },
  ref,
) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, ref, className: cx(sprinkles(atoms as Sprinkles), className) }, children);
});
Box.displayName = 'Box';
