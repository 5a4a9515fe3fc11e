import { createRequire } from 'node:module';
import { createRichTextSanitizer, type HtmlSanitizer } from '@chairside/rich-text';
import type { JSDOM as JsdomClass } from 'jsdom';

/*
 * Policy and terms HTML is cleaned on save by the same allowlist and DOMPurify hooks that the design
 * system's SafeHtml applies on display: both come from @chairside/rich-text.
 */

let instance: HtmlSanitizer | undefined;

/**
 * One sanitiser over one jsdom window for the whole process: building a window costs milliseconds.
 * jsdom itself is loaded on the first save, not at start: loading it takes over a second, and a
 * policy or terms save is the only thing that needs it (the server would otherwise start that much
 * later). It is CommonJS, so `require` loads it synchronously and the sanitiser stays synchronous.
 */
const sanitizer = (): HtmlSanitizer => {
  if (!instance) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomClass };
    instance = createRichTextSanitizer(new JSDOM('').window);
  }
  return instance;
};

/** The policy or terms HTML with everything outside the allowlist removed. */
export const sanitizePolicyHtml = (html: string): string => sanitizer()(html);

/** True when the HTML shows something: text, an image or a video. */
export const hasVisibleContent = (html: string): boolean =>
  /<(?:img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
