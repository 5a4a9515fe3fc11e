import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { isEmptyContent } from '../Text/plainText';
import { heading } from './Heading.css';
import { defaultHeadingSize, isHeadingLevel, type HeadingLevel, type HeadingSize } from './headingSize';

export { headingLevels, headingSizes, type HeadingLevel, type HeadingSize } from './headingSize';

export type HeadingProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'style' | 'color'> & {
  /** The heading's place in the document outline: 1 renders <h1>, 6 renders <h6>. */
  level: HeadingLevel;
  /** How large it looks, independent of the level; defaults to the size that goes with the level. */
  size?: HeadingSize;
  /** Extra class names, merged last. */
  className?: string;
  /** The heading text. */
  children: ReactNode;
};

/** A section heading: the level sets the outline screen readers navigate by, the size only the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, className, children, ...props },
  ref,
) {
  if (import.meta.env.DEV) {
    if (!isHeadingLevel(level)) throw new Error(`Heading: level must be 1 to 6, got ${String(level)}.`);
    // An empty heading is announced as just "heading", and a missing value from the data is the usual cause.
    if (isEmptyContent(children)) throw new Error('Heading: children must not be empty.');
  }
  return createElement(
    `h${level}`,
    { ...props, ref, className: cx(heading({ size: size ?? defaultHeadingSize(level) }), className) },
    children,
  );
});
Heading.displayName = 'Heading';
