export { ServerDomProvider, type ServerDomProviderProps } from './ServerDomProvider';
export type { HtmlParser } from './parseHtml';
export { SafeHtml, safeHtmlElements, type SafeHtmlElement, type SafeHtmlProps } from './SafeHtml';
export { createRichTextSanitizer, sanitizeHtml, type HtmlSanitizer } from './sanitizeHtml';
export * from './richTextAllowlist';
export { richTextContent } from './richText.css';
