export { RichTextEditor, defaultEditorHeight, type RichTextEditorProps } from './RichTextEditor';
export { richTextBlockTypes, type RichTextBlockType } from './EditorToolbar';
export { insertKinds, type InsertKind } from './InsertDialog';
export { createRichTextExtensions, maxIndent, richTextFonts, richTextSizes, type RichTextFont, type RichTextSize } from './extensions';
export { checkImageUrl, checkLinkUrl, checkVideoUrl, toVideoEmbedUrl, urlMessages, type UrlCheck } from './urls';
