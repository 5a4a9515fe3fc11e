import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { text } from './Text.css';
import { plainText } from './plainText';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['neutral', 'muted', 'accent', 'danger'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textElements = ['p', 'span', 'div', 'label', 'strong', 'em', 'small', 'time', 'dt', 'dd', 'figcaption'] as const;
export type TextElement = (typeof textElements)[number];

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'color'> & {
  /** Font size on the type scale. */
  size?: TextSize;
  /** Colour by meaning: muted for secondary details, danger for errors (never the only signal). */
  tone?: TextTone;
  /** Font weight. */
  weight?: TextWeight;
  /** The element to render: p for paragraphs, span inside other text, label for form labels, time for dates. */
  as?: TextElement;
  /** Keep to one line and end with an ellipsis; the full text stays in the DOM and in the title tooltip. */
  truncate?: boolean;
  /** For `as="label"`: the id of the control it names. */
  htmlFor?: string;
  /** For `as="time"`: the machine-readable date or time. */
  dateTime?: string;
  /** Extra class names, merged last. */
  className?: string;
  /** The text. */
  children?: ReactNode;
};

/** Body text on the type scale, in the theme's text colours. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size = 'medium', tone = 'neutral', weight = 'regular', as = 'p', truncate = false, title, className, children, ...props },
  ref,
) {
  // The clipped words remain readable by screen readers (they are still in the text), and the title
  // shows them to pointer users; an explicit title from the caller wins.
  const fullTitle = truncate ? (title ?? plainText(children)) : title;
  return createElement(
    as,
    { ...props, ref, title: fullTitle, className: cx(text({ size, tone, weight, truncate }), className) },
    children,
  );
});
Text.displayName = 'Text';
