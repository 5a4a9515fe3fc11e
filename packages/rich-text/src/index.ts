export * from './allowlist.ts';
export { createRichTextSanitizer, type HtmlSanitizer } from './sanitizer.ts';
