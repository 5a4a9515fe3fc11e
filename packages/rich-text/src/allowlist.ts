/**
 * What stored rich text (the privacy policy, the terms) may contain: exactly what the editor can
 * produce, plus the Quill-era spellings (b, i, strike, h4-h6, ql-indent on list items) that older
 * stored content uses. The API server cleans every save to this list and the design system's SafeHtml
 * cleans every display to it, both through `createRichTextSanitizer` in this package.
 */

/** YouTube's player address for one video id (11 characters of the URL-safe base64 alphabet). */
export const youtubeEmbedPattern = /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/;

/** Vimeo's player address for one numeric video id, with the hash that unlisted videos need. */
export const vimeoEmbedPattern = /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(?:\?h=[0-9a-f]{1,32})?$/;

/** Links open web pages or write an email; nothing else (no javascript:, data:, file:, tel:). */
export const linkHrefPattern = /^(?:https?:\/\/|mailto:)/i;

/**
 * Images load over http or https, or from a path on this site. `//host` and `/\host` are refused:
 * browsers read both as another host.
 */
export const imageSrcPattern = /^(?:https?:\/\/|\/(?![/\\]))/i;

/** Every class the editor writes: fonts, sizes, paragraph indents and the video frame. */
export const richTextClassPattern = /^ql-(?:font-(?:serif|monospace)|size-(?:small|large|huge)|indent-[1-8]|video)$/;

export const richTextTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'blockquote',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'iframe',
  'span',
] as const;
export type RichTextTag = (typeof richTextTags)[number];

/** Attributes allowed per tag; `*` applies to every allowed tag. */
export const richTextAttributes = {
  '*': ['class'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  iframe: ['src', 'allowfullscreen', 'frameborder', 'title'],
} as const satisfies Partial<Record<RichTextTag | '*', readonly string[]>>;

/** The only link target kept; links that open a new tab always get `rel="noopener noreferrer"`. */
export const richTextLinkTargets = ['_blank'] as const;
/** rel tokens kept on links; anything else is dropped. */
export const richTextLinkRels = ['noopener', 'noreferrer', 'nofollow'] as const;

/** Attributes every video frame gets whatever the input said. */
export const richTextIframeAttributes = { frameborder: '0', allowfullscreen: 'true' } as const;

/** The whole allowlist in one object, for readers that want it as data. */
export const richTextAllowlist = {
  tags: richTextTags,
  attributes: richTextAttributes,
  classPattern: richTextClassPattern,
  urls: {
    link: linkHrefPattern,
    image: imageSrcPattern,
    iframe: [youtubeEmbedPattern, vimeoEmbedPattern],
  },
  linkTargets: richTextLinkTargets,
  linkRels: richTextLinkRels,
  iframeAttributes: richTextIframeAttributes,
} as const;
export type RichTextAllowlist = typeof richTextAllowlist;

export const isVideoEmbedUrl = (url: string) => youtubeEmbedPattern.test(url) || vimeoEmbedPattern.test(url);

/**
 * The title a video frame gets when the stored HTML has none: a frame without a title is unnamed to
 * screen readers (WCAG 4.1.2).
 */
export const defaultVideoTitle = (src: string): string => (vimeoEmbedPattern.test(src) ? 'Vimeo video' : 'YouTube video');
