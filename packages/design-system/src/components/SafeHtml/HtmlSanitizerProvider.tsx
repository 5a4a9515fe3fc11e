import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sanitizeHtml, type HtmlSanitizer } from './sanitizeHtml';

const SanitizerContext = createContext<HtmlSanitizer | null>(null);

/**
 * Gives the SafeHtml inside it a sanitiser, for rendering on a server, where there is no page DOM:
 * `createRichTextSanitizer(new JSDOM('').window)` in the server's own entry, so jsdom is loaded on the
 * server only. It keeps the allowlist of every other sanitiser here (one set-up, @chairside/rich-text),
 * so the server's markup is the browser's and hydration finds what it expects. In the browser, leave it
 * out: SafeHtml uses the page's DOM.
 */
export function HtmlSanitizerProvider({ sanitizer, children }: { sanitizer: HtmlSanitizer; children?: ReactNode }) {
  return <SanitizerContext.Provider value={sanitizer}>{children}</SanitizerContext.Provider>;
}

/** The HTML after the sanitiser of the nearest HtmlSanitizerProvider, or the page's own. */
export function useSanitized(html: string) {
  const sanitizer = useContext(SanitizerContext) ?? sanitizeHtml;
  return useMemo(() => sanitizer(html), [sanitizer, html]);
}

