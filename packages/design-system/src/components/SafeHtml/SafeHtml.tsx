import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { richTextContent } from './richText.css';
import { useSanitized } from './ServerDomProvider';

/** The elements SafeHtml can render as. */
export const safeHtmlElements = ['div', 'article', 'section'] as const;
export type SafeHtmlElement = (typeof safeHtmlElements)[number];

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'children' | 'dangerouslySetInnerHTML'> & {
  /** Stored rich text (a policy, the terms); it is sanitised before it reaches the page. */
  html: string;
  /** The element to render: an article for a whole document, a section for part of a page. */
  as?: SafeHtmlElement;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * Shows stored rich text with the editor's typography, after passing it through `sanitizeHtml`, the
 * allowlist the server applies on save: stored HTML is sanitised again on display in case it was
 * written by something other than this server. On a server, wrap the page in `ServerDomProvider`.
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml(
  { html, as: Element = 'div', className, ...props },
  ref,
) {
  if (import.meta.env.DEV && typeof html !== 'string') {
    throw new Error(`SafeHtml: \`html\` must be a string, got ${html === null ? 'null' : typeof html}.`);
  }
  const clean = useSanitized(html);
  return createElement(Element, {
    ...props,
    ref,
    className: cx(richTextContent, className),
    // oxlint-disable-next-line react/no-danger -- the HTML has just been through sanitizeHtml's allowlist.
    dangerouslySetInnerHTML: { __html: clean },
  });
});
SafeHtml.displayName = 'SafeHtml';
