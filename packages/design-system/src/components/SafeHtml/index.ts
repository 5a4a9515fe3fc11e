export { SafeHtml, safeHtmlElements, type SafeHtmlElement, type SafeHtmlProps } from './SafeHtml';
export { createRichTextSanitizer, sanitizeHtml, type HtmlSanitizer } from './sanitizeHtml';
export {
  defaultVideoTitle,
  imageSrcPattern,
  isVideoEmbedUrl,
  linkHrefPattern,
  richTextAllowlist,
  richTextAttributes,
  richTextClassPattern,
  richTextIframeAttributes,
  richTextLinkRels,
  richTextLinkTargets,
  richTextTags,
  vimeoEmbedPattern,
  youtubeEmbedPattern,
  type RichTextAllowlist,
  type RichTextTag,
} from './richTextAllowlist';
export { richTextContent } from './richText.css';
