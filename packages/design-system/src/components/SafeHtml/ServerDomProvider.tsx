import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { WindowLike } from 'dompurify';
import { parseWithPageDom, type HtmlParser } from './parseHtml';
import { createRichTextSanitizer, sanitizeHtml, type HtmlSanitizer } from './sanitizeHtml';

type ServerDom = { sanitize: HtmlSanitizer; parseHtml: HtmlParser };

const ServerDomContext = createContext<ServerDom | null>(null);

// One sanitiser per window: a server renders many pages on the same jsdom window, and building
// DOMPurify's instance and hooks for each would cost every request.
const built = new WeakMap<WindowLike, ServerDom>();

function serverDomOf(window: WindowLike): ServerDom {
  let dom = built.get(window);
  if (!dom) {
    const parser = new window.DOMParser();
    dom = { sanitize: createRichTextSanitizer(window), parseHtml: (html) => parser.parseFromString(html, 'text/html') };
    built.set(window, dom);
  }
  return dom;
}

export type ServerDomProviderProps = {
  /** A DOM's window made on the server, such as `new JSDOM('').window`; never rendered into. */
  window: WindowLike;
  /** The page. */
  children?: ReactNode;
};

/**
 * Gives the components that read stored HTML a DOM to read it with where the page has none: on a
 * server. SafeHtml sanitises with it (the one allowlist of @chairside/rich-text, so the server's
 * markup is the browser's and hydration finds what it expects), RichTextEditor shows its content with
 * it until it hydrates, and DocumentDiff reads the two versions with it. Create the window in the
 * server's own entry (`new JSDOM('').window`), so jsdom is loaded on the server only. In the browser
 * leave it out: they use the page's DOM.
 */
export function ServerDomProvider({ window, children }: ServerDomProviderProps) {
  const dom = useMemo(() => serverDomOf(window), [window]);
  return <ServerDomContext.Provider value={dom}>{children}</ServerDomContext.Provider>;
}
ServerDomProvider.displayName = 'ServerDomProvider';

/** The sanitiser of the nearest ServerDomProvider, or the page's own. */
export function useSanitizer(): HtmlSanitizer {
  return useContext(ServerDomContext)?.sanitize ?? sanitizeHtml;
}

/** The HTML after the sanitiser of the nearest ServerDomProvider, or the page's own. */
export function useSanitized(html: string) {
  const sanitize = useSanitizer();
  return useMemo(() => sanitize(html), [sanitize, html]);
}

/** Reads HTML with the nearest ServerDomProvider's DOM, or the page's own. */
export function useHtmlParser(): HtmlParser {
  return useContext(ServerDomContext)?.parseHtml ?? parseWithPageDom;
}
