import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { isEmptyContent } from '../Text/plainText';
import { badge } from './Badge.css';
import type { BadgeTone } from './badgeTone';

export { badgeTones, statusBadgeTone, yesNoTone, type BadgeTone } from './badgeTone';

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'color' | 'children'> & {
  /** Colour by meaning; the text must carry the meaning on its own (colour is only a second cue). */
  tone?: BadgeTone;
  /** Extra class names, merged last. */
  className?: string;
  /** The short label that states the status, such as 'Active' or 'Suspended'. */
  children: string | number;
};

/** A small status label, such as an account's 'Active' or 'Suspended'. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', className, children, ...props },
  ref,
) {
  // A coloured pill without words tells colour-blind and screen-reader users nothing (WCAG 1.4.1).
  if (import.meta.env.DEV && isEmptyContent(children))
    throw new Error('Badge: children must be the text of the status; colour alone cannot say it.');
  return (
    <span {...props} ref={ref} className={cx(badge({ tone }), className)}>
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
