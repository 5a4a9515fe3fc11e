import { createRequire } from 'node:module';
import createDOMPurify, { type Config as PurifyConfig, type DOMPurify } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';

/*
 * The allowlist is the one the admin app's editor and its SafeHtml view enforce: exactly what the
 * editor can write (headings, paragraphs, bold, italic, underline, strike, quotes, lists, fonts,
 * sizes and indents as classes, links, images, YouTube and Vimeo players) plus the Quill-era
 * spellings older stored content uses (b, i, strike, h4-h6). The server may not import front-end
 * code, so the list is written out again here; contract-tests/sanitizers.test.ts runs both sanitisers
 * over the same inputs and fails as soon as the two drift apart.
 */

const tags = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike',
  'blockquote', 'ol', 'ul', 'li', 'a', 'img', 'iframe', 'span',
] as const;

/** Attributes allowed per tag; `*` applies to every allowed tag. */
const attributes = {
  '*': ['class'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  iframe: ['src', 'allowfullscreen', 'frameborder', 'title'],
} as const;

/** Fonts, sizes, paragraph indents and the video frame travel as classes; every style attribute goes. */
const classPattern = /^ql-(?:font-(?:serif|monospace)|size-(?:small|large|huge)|indent-[1-8]|video)$/;

const linkHrefPattern = /^(?:https?:\/\/|mailto:)/i;
/** http, https, or a path on this site; `//host` and `/\host` are refused because browsers read both as another host. */
const imageSrcPattern = /^(?:https?:\/\/|\/(?![/\\]))/i;
/** Player addresses only, in the one form the editor writes; a watch page would be refused by the sites' framing rules anyway. */
const youtubeEmbedPattern = /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/;
const vimeoEmbedPattern = /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(?:\?h=[0-9a-f]{1,32})?$/;

const linkTargets = ['_blank'] as const;
const linkRels = ['noopener', 'noreferrer', 'nofollow'] as const;
const iframeAttributes = { frameborder: '0', allowfullscreen: 'true' } as const;

/** The whole allowlist as data, in the same shape as the design system's `richTextAllowlist`. */
export const policyHtmlAllowlist = {
  tags,
  attributes,
  classPattern,
  urls: { link: linkHrefPattern, image: imageSrcPattern, iframe: [youtubeEmbedPattern, vimeoEmbedPattern] },
  linkTargets,
  linkRels,
  iframeAttributes,
} as const;

const attributesByTag: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(attributes).map(([tag, names]) => [tag, new Set<string>(names)]),
);
const everyAttribute = [...new Set(Object.values(attributes).flat())];
const isAllowedAttribute = (tag: string, name: string) =>
  Boolean(attributesByTag.get('*')?.has(name) || attributesByTag.get(tag)?.has(name));
const isVideoEmbedUrl = (url: string) => youtubeEmbedPattern.test(url) || vimeoEmbedPattern.test(url);
/** A frame without a title is unnamed to screen readers (WCAG 4.1.2). */
const defaultVideoTitle = (src: string) => (vimeoEmbedPattern.test(src) ? 'Vimeo video' : 'YouTube video');

const config: PurifyConfig = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: everyAttribute,
  // DOMPurify checks every attribute that is not "URI safe" against ALLOWED_URI_REGEXP; these hold
  // keywords, not addresses, and the hooks below check their values instead.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'frameborder', 'allowfullscreen'],
  // The union of the per-tag rules, as a first gate; the hooks then apply the rule of each tag.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

/** The part of a DOM element the hooks touch; this package's lib has no DOM types. */
interface ElementLike {
  nodeName: string;
  firstChild: unknown;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  removeChild(child: unknown): void;
  remove(): void;
}

const configure = (purify: DOMPurify) => {
  // A frame is only ever a YouTube or Vimeo player; anything else goes before its attributes are read.
  purify.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName !== 'iframe') return;
    const frame = node as unknown as ElementLike;
    if (!isVideoEmbedUrl(frame.getAttribute('src')?.trim() ?? '')) frame.remove();
  });

  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = (node as unknown as ElementLike).nodeName.toLowerCase();
    if (!isAllowedAttribute(tag, event.attrName)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'class') {
      const kept = [...new Set(event.attrValue.split(/\s+/).filter((name) => classPattern.test(name)))];
      if (kept.length === 0) event.keepAttr = false;
      else event.attrValue = kept.join(' ');
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as ElementLike;
    if (element.nodeName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !linkHrefPattern.test(href)) element.removeAttribute('href');
      const target = element.getAttribute('target');
      if (!element.hasAttribute('href') || (target !== null && !(linkTargets as readonly string[]).includes(target))) {
        element.removeAttribute('target');
      }
      const rels = new Set(
        (element.getAttribute('rel') ?? '')
          .toLowerCase()
          .split(/\s+/)
          .filter((token) => (linkRels as readonly string[]).includes(token)),
      );
      // A page opened in a new tab must not get a handle on this one (reverse tabnabbing).
      if (element.getAttribute('target') === '_blank') {
        rels.add('noopener');
        rels.add('noreferrer');
      }
      if (rels.size > 0 && element.hasAttribute('href')) element.setAttribute('rel', [...rels].join(' '));
      else element.removeAttribute('rel');
    } else if (element.nodeName === 'IMG') {
      // DOMPurify itself lets data: images through; the allowlist does not.
      const src = element.getAttribute('src');
      if (src === null || !imageSrcPattern.test(src)) element.remove();
    } else if (element.nodeName === 'IFRAME') {
      for (const [name, value] of Object.entries(iframeAttributes)) element.setAttribute(name, value);
      if (!element.getAttribute('title')?.trim()) element.setAttribute('title', defaultVideoTitle(element.getAttribute('src') ?? ''));
      // An iframe's children are raw text written back out unescaped; dropping them leaves nothing
      // for a later parse in another context to read as markup.
      while (element.firstChild) element.removeChild(element.firstChild);
    }
  });
  return purify;
};

let instance: DOMPurify | undefined;

/**
 * One DOMPurify over one jsdom window for the whole process: building a window costs milliseconds.
 * jsdom itself is loaded on the first save, not at start: loading it takes over a second, and a
 * policy or terms save is the only thing that needs it (the server would otherwise start that much
 * later). It is CommonJS, so `require` loads it synchronously and the sanitiser stays synchronous.
 */
const purifier = (): DOMPurify => {
  if (!instance) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomClass };
    const purify = createDOMPurify(new JSDOM('').window);
    // Without a usable DOM, DOMPurify returns its input untouched; failing closed is the only safe answer.
    if (!purify.isSupported) throw new Error('sanitizePolicyHtml: DOMPurify is not supported by the jsdom window.');
    instance = configure(purify);
  }
  return instance;
};

/** The policy or terms HTML with everything outside the allowlist removed. */
export const sanitizePolicyHtml = (html: string): string => purifier().sanitize(html, config) as unknown as string;

/** True when the HTML shows something: text, an image or a video. */
export const hasVisibleContent = (html: string): boolean =>
  /<(?:img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
