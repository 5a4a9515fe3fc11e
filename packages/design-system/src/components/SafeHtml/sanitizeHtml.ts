import { createRichTextSanitizer as createSanitizer } from '@chairside/rich-text';
import type { WindowLike } from 'dompurify';

/** Turns untrusted HTML into HTML that holds only what the rich-text allowlist permits. */
export type HtmlSanitizer = (html: string) => string;

/**
 * Builds a sanitiser on the given window: the browser's, or a jsdom window on a server (DOMPurify
 * needs a real DOM parser; happy-dom lets `<script>` through). The allowlist and the DOMPurify hooks
 * are the ones the API server cleans saves with (@chairside/rich-text). Each sanitiser has its own
 * DOMPurify instance, so its hooks never leak into other users of DOMPurify.
 */
export const createRichTextSanitizer: (window: WindowLike) => HtmlSanitizer = createSanitizer;

let shared: HtmlSanitizer | undefined;

/**
 * Sanitises stored rich text to the allowlist of `richTextAllowlist` with the page's own DOM. Pure:
 * the same input always gives the same output. Throws where there is no DOM (use
 * `createRichTextSanitizer` with a jsdom window there).
 */
export function sanitizeHtml(html: string): string {
  if (!shared) {
    if (typeof window === 'undefined') {
      throw new Error(
        'sanitizeHtml needs a DOM; on a server, wrap the page in <ServerDomProvider window={new JSDOM("").window}>.',
      );
    }
    shared = createRichTextSanitizer(window);
  }
  return shared(html);
}
