import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import {
  defaultVideoTitle,
  imageSrcPattern,
  isVideoEmbedUrl,
  linkHrefPattern,
  richTextAttributes,
  richTextClassPattern,
  richTextIframeAttributes,
  richTextLinkRels,
  richTextLinkTargets,
  richTextTags,
} from './richTextAllowlist';

/** Turns untrusted HTML into HTML that holds only what the rich-text allowlist permits. */
export type HtmlSanitizer = (html: string) => string;

const attributesByTag: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(richTextAttributes).map(([tag, names]) => [tag, new Set<string>(names)]),
);
const everyAttribute = [...new Set(Object.values(richTextAttributes).flat())];
const isAllowedAttribute = (tag: string, name: string) =>
  Boolean(attributesByTag.get('*')?.has(name) || attributesByTag.get(tag)?.has(name));

const purifyConfig: Config = {
  ALLOWED_TAGS: [...richTextTags],
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

const detach = (node: Node) => node.parentNode?.removeChild(node);

/**
 * Builds a sanitiser on the given window: the browser's, or a jsdom window on a server (DOMPurify
 * needs a real DOM parser; happy-dom lets `<script>` through). Each sanitiser has its own DOMPurify
 * instance, so its hooks never leak into other users of DOMPurify.
 */
export function createRichTextSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  // Without a usable DOM, DOMPurify returns its input untouched; failing closed is the only safe answer.
  if (!purify.isSupported) throw new Error('createRichTextSanitizer: DOMPurify is not supported by this window.');

  // A frame is only ever a YouTube or Vimeo player; anything else goes before its attributes are read.
  purify.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName !== 'iframe') return;
    const src = (node as Element).getAttribute('src')?.trim() ?? '';
    if (!isVideoEmbedUrl(src)) detach(node);
  });

  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (!isAllowedAttribute(tag, event.attrName)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'class') {
      // Formatting lives in these classes, so the sanitiser can drop every style attribute.
      const kept = [...new Set(event.attrValue.split(/\s+/).filter((name) => richTextClassPattern.test(name)))];
      if (kept.length === 0) event.keepAttr = false;
      else event.attrValue = kept.join(' ');
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const link = node as Element;
      const href = link.getAttribute('href');
      if (href !== null && !linkHrefPattern.test(href)) link.removeAttribute('href');
      const target = link.getAttribute('target');
      if (!link.hasAttribute('href') || (target !== null && !(richTextLinkTargets as readonly string[]).includes(target))) {
        link.removeAttribute('target');
      }
      const rels = new Set(
        (link.getAttribute('rel') ?? '')
          .toLowerCase()
          .split(/\s+/)
          .filter((token) => (richTextLinkRels as readonly string[]).includes(token)),
      );
      // A page opened in a new tab must not get a handle on this one (reverse tabnabbing).
      if (link.getAttribute('target') === '_blank') {
        rels.add('noopener');
        rels.add('noreferrer');
      }
      if (rels.size > 0 && link.hasAttribute('href')) link.setAttribute('rel', [...rels].join(' '));
      else link.removeAttribute('rel');
    } else if (node.nodeName === 'IMG') {
      const src = (node as Element).getAttribute('src');
      // DOMPurify itself lets data: images through; the allowlist does not.
      if (src === null || !imageSrcPattern.test(src)) detach(node);
    } else if (node.nodeName === 'IFRAME') {
      const frame = node as Element;
      for (const [name, value] of Object.entries(richTextIframeAttributes)) frame.setAttribute(name, value);
      if (!frame.getAttribute('title')?.trim()) frame.setAttribute('title', defaultVideoTitle(frame.getAttribute('src') ?? ''));
      // An iframe's children are raw text that is written back out unescaped; dropping them leaves
      // nothing for a later parse in another context to read as markup.
      while (frame.firstChild) frame.removeChild(frame.firstChild);
    }
  });

  return (html: string) => purify.sanitize(html, purifyConfig);
}

let shared: HtmlSanitizer | undefined;

/**
 * Sanitises stored rich text to the allowlist of `richTextAllowlist` with the page's own DOM. Pure:
 * the same input always gives the same output. Throws where there is no DOM (use
 * `createRichTextSanitizer` with a jsdom window there).
 */
export function sanitizeHtml(html: string): string {
  if (!shared) {
    if (typeof window === 'undefined') {
      throw new Error('sanitizeHtml needs a DOM; on a server use createRichTextSanitizer(new JSDOM("").window).');
    }
    shared = createRichTextSanitizer(window);
  }
  return shared(html);
}
