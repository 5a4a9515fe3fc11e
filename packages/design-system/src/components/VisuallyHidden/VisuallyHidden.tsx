import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = Omit<HTMLAttributes<HTMLSpanElement>, 'style'> & {
  /** Text read by screen readers but not shown. */
  children: ReactNode;
  /** Render as a div when the hidden content is block-level. */
  as?: 'span' | 'div';
};

/** Content for assistive technology only: a label, a live announcement, extra context. */
export function VisuallyHidden({ as: Element = 'span', className, children, ...props }: VisuallyHiddenProps) {
  return (
    <Element {...props} className={cx(visuallyHidden, className)}>
      {children}
    </Element>
  );
}
VisuallyHidden.displayName = 'VisuallyHidden';
