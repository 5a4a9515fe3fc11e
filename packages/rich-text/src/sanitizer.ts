import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import * as allowed from './allowlist.ts';

/** Turns untrusted HTML into HTML that holds only what the rich-text allowlist permits. */
export type HtmlSanitizer = (html: string) => string;

const attributesByTag: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(allowed.richTextAttributes).map(([tag, names]) => [tag, new Set<string>(names)]),
);
const everyAttribute = [...new Set(Object.values(allowed.richTextAttributes).flat())];
const isAllowedAttribute = (tag: string, name: string) =>
  Boolean(attributesByTag.get('*')?.has(name) || attributesByTag.get(tag)?.has(name));

const purifyConfig: Config = {
  ALLOWED_TAGS: [...allowed.richTextTags],
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

/**
 * The part of a DOM element the hooks touch. This package is built without the DOM's types, so that
 * the server, which has none, type-checks it as it is; the browser's and jsdom's elements both fit.
 */
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
const asElement = (node: unknown) => node as ElementLike;

/** Keeps only the allowed link rel tokens; a link that opens a new tab always gets noopener and noreferrer. */
const cleanLink = (link: ElementLike) => {
  const href = link.getAttribute('href');
  if (href !== null && !allowed.linkHrefPattern.test(href)) link.removeAttribute('href');
  const target = link.getAttribute('target');
  if (!link.hasAttribute('href') || (target !== null && !(allowed.richTextLinkTargets as readonly string[]).includes(target))) {
    link.removeAttribute('target');
  }
  const rels = new Set(
    (link.getAttribute('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => (allowed.richTextLinkRels as readonly string[]).includes(token)),
  );
  // A page opened in a new tab must not get a handle on this one (reverse tabnabbing).
  if (link.getAttribute('target') === '_blank') {
    rels.add('noopener');
    rels.add('noreferrer');
  }
  if (rels.size > 0 && link.hasAttribute('href')) link.setAttribute('rel', [...rels].join(' '));
  else link.removeAttribute('rel');
};

const cleanFrame = (frame: ElementLike) => {
  for (const [name, value] of Object.entries(allowed.richTextIframeAttributes)) frame.setAttribute(name, value);
  if (!frame.getAttribute('title')?.trim()) frame.setAttribute('title', allowed.defaultVideoTitle(frame.getAttribute('src') ?? ''));
  // An iframe's children are raw text that is written back out unescaped; dropping them leaves
  // nothing for a later parse in another context to read as markup.
  while (frame.firstChild) frame.removeChild(frame.firstChild);
};

/**
 * Builds a sanitiser on the given window: the browser's, or a jsdom window on a server (DOMPurify
 * needs a real DOM parser; happy-dom lets `<script>` through). Each sanitiser has its own DOMPurify
 * instance, so its hooks never leak into other users of DOMPurify. Throws when DOMPurify cannot work
 * on the window: without a usable DOM it would return its input untouched, and failing closed is the
 * only safe answer.
 */
export function createRichTextSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('createRichTextSanitizer: DOMPurify is not supported by this window.');

  // A frame is only ever a YouTube or Vimeo player; anything else goes before its attributes are read.
  purify.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName !== 'iframe') return;
    const frame = asElement(node);
    if (!allowed.isVideoEmbedUrl(frame.getAttribute('src')?.trim() ?? '')) frame.remove();
  });

  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (!isAllowedAttribute(asElement(node).nodeName.toLowerCase(), event.attrName)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'class') {
      // Formatting lives in these classes, so the sanitiser can drop every style attribute.
      const kept = [...new Set(event.attrValue.split(/\s+/).filter((name) => allowed.richTextClassPattern.test(name)))];
      if (kept.length === 0) event.keepAttr = false;
      else event.attrValue = kept.join(' ');
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = asElement(node);
    if (element.nodeName === 'A') cleanLink(element);
    else if (element.nodeName === 'IFRAME') cleanFrame(element);
    else if (element.nodeName === 'IMG') {
      // DOMPurify itself lets data: images through; the allowlist does not.
      const src = element.getAttribute('src');
      if (src === null || !allowed.imageSrcPattern.test(src)) element.remove();
    }
  });

  return (html: string) => purify.sanitize(html, purifyConfig) as unknown as string;
}
