import { createElement, forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, type HeadingLevel } from '../Heading';
import { card } from './Card.css';

export const cardElements = ['div', 'section', 'article'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardTones = ['default', 'muted'] as const;
export type CardTone = (typeof cardTones)[number];

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'title' | 'color'> & {
  /** The element to render: section for a titled part of a page, article for a self-contained item. */
  as?: CardElement;
  /** Raised surface (default) or a recessed, muted one. */
  tone?: CardTone;
  /** A heading at the top; it also names a section or article card for assistive technology. */
  title?: ReactNode;
  /** The outline level of the title's heading. */
  titleLevel?: HeadingLevel;
  /** Extra class names, merged last. */
  className?: string;
  /** The card's content. */
  children?: ReactNode;
};

/** A bordered, padded surface that groups related content, optionally under a title. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as = 'div', tone = 'default', title, titleLevel = 2, className, children, ...props },
  ref,
) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  // A named section becomes a region landmark, and a named article is announced by its title. A div
  // has no role that takes a name, so labelling it would be ignored (and axe reports it).
  const nameable = as === 'section' || as === 'article';
  const labelledBy = props['aria-labelledby'] ?? (hasTitle && nameable && !props['aria-label'] ? titleId : undefined);
  return createElement(
    as,
    { ...props, ref, 'aria-labelledby': labelledBy, className: cx(card({ tone }), className) },
    hasTitle ? (
      <Heading level={titleLevel} size="large" id={titleId}>
        {title}
      </Heading>
    ) : null,
    children,
  );
});
Card.displayName = 'Card';
