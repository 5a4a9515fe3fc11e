/**
 * The rich-text allowlist (what stored policy and terms HTML may hold) comes from @chairside/rich-text,
 * the one module the API server cleans saves with too. The library build bundles that workspace
 * package, so these re-exports have their types written out in this package's own declarations and
 * the published package needs nothing unpublished.
 */
import * as richText from '@chairside/rich-text';

export const {
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
} = richText;
export type RichTextTag = (typeof richTextTags)[number];
export type RichTextAllowlist = typeof richTextAllowlist;
