import createDOMPurify, { type Config as PurifyConfig, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/*
 * The allowlist matches what the policy and terms editor produces: headings, paragraphs, bold, italic,
 * underline, strike, quotes, lists (indents as classes), links, images and video embeds. Anything
 * else, including every inline style and event handler, is removed on save.
 */

const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'span', 'div',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del',
  'blockquote', 'ol', 'ul', 'li', 'a', 'img', 'iframe',
];

const allowedAttributes = ['class', 'href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'allowfullscreen', 'frameborder'];

/** Fonts, sizes, indents and alignment travel as classes, the way the snow-style editor writes them. */
const allowedClass =
  /^ql-(?:font-(?:serif|monospace|sans-serif)|size-(?:small|large|huge)|indent-[1-8]|align-(?:center|right|justify)|video)$/;

const linkUrl = /^(?:https?:\/\/|mailto:)/i;
const imageUrl = /^https?:\/\//i;
/** Player URLs only: a YouTube or Vimeo page URL would be refused by the sites' own framing rules anyway. */
const videoUrl =
  /^https:\/\/(?:(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]{1,64}|player\.vimeo\.com\/video\/\d{1,20})(?:\?[\w=&%.-]*)?$/i;

const config: PurifyConfig = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  // DOMPurify tests every attribute value outside its URI-safe list against this pattern, so it must
  // also pass plain values (`_blank`, `0`); any value that names a scheme must name http(s) or mailto.
  // The hook below then holds links to http, https and mailto and images to http and https.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/** The part of a DOM element the hook touches; this package's lib has no DOM types. */
interface ElementLike {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}

const configure = (purify: DOMPurify) => {
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as ElementLike;
    if (typeof element.getAttribute !== 'function') return;
    const tag = element.tagName.toLowerCase();

    const classes = element.getAttribute('class');
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((name: string) => allowedClass.test(name));
      if (kept.length > 0) element.setAttribute('class', kept.join(' '));
      else element.removeAttribute('class');
    }

    if (tag === 'a') {
      const href = element.getAttribute('href');
      if (href !== null && !linkUrl.test(href.trim())) element.removeAttribute('href');
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer nofollow');
      else element.removeAttribute('target');
      if (element.getAttribute('target') === null) element.setAttribute('rel', 'nofollow');
    } else {
      element.removeAttribute('target');
      element.removeAttribute('rel');
    }

    if (tag === 'img') {
      // DOMPurify lets data: URIs through on images by default; the allowlist says http and https only.
      const src = element.getAttribute('src');
      if (src === null || !imageUrl.test(src.trim())) element.remove();
    } else if (tag === 'iframe') {
      const src = element.getAttribute('src');
      if (src === null || !videoUrl.test(src.trim())) {
        element.remove();
        return;
      }
      element.setAttribute('frameborder', '0');
      element.setAttribute('allowfullscreen', 'true');
      // Scripts must run for the player, but it gets no way to navigate or open windows from the page.
      element.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      element.setAttribute('class', 'ql-video');
    } else if (tag !== 'img') {
      for (const name of ['src', 'allowfullscreen', 'frameborder', 'width', 'height', 'alt']) element.removeAttribute(name);
    }
  });
  return purify;
};

let instance: DOMPurify | undefined;

/** One DOMPurify over one jsdom window for the whole process: building a window costs milliseconds. */
const purifier = (): DOMPurify => {
  instance ??= configure(createDOMPurify(new JSDOM('').window));
  return instance;
};

/** The policy or terms HTML with everything outside the allowlist removed. */
export const sanitizePolicyHtml = (html: string): string =>
  purifier().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as unknown as string;

/** True when the HTML shows something: text, an image or a video. */
export const hasVisibleContent = (html: string): boolean =>
  /<(?:img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
