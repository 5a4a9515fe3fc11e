import { Extension, Mark, Node, type AnyExtension } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Image } from '@tiptap/extension-image';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
// Subpaths, not the packages' index: Tiptap's builds mark nothing pure, so an index import keeps every
// extension of the package (task lists, placeholders, character counts...).
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { defaultVideoTitle, isVideoEmbedUrl, linkHrefPattern } from '../SafeHtml/richTextAllowlist';

/** Fonts of the toolbar; `sans` is the default and writes no class. */
export const richTextFonts = ['sans', 'serif', 'monospace'] as const;
export type RichTextFont = (typeof richTextFonts)[number];

/** Sizes of the toolbar; `normal` is the default and writes no class. */
export const richTextSizes = ['small', 'normal', 'large', 'huge'] as const;
export type RichTextSize = (typeof richTextSizes)[number];

/** Paragraph indents run from 0 (none) to this many steps, as Quill's did. */
export const maxIndent = 8;

const fontClasses = richTextFonts.filter((font) => font !== 'sans');
const sizeClasses = richTextSizes.filter((size) => size !== 'normal');

/** The value of the first `prefix-value` class the element carries, if the value is one of `values`. */
function classValue(element: HTMLElement, prefix: string, values: readonly string[]): string | null {
  for (const name of Array.from(element.classList)) {
    if (name.startsWith(prefix) && values.includes(name.slice(prefix.length))) return name.slice(prefix.length);
  }
  return null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    font: {
      /** Sets the font of the selection; the default font removes the mark. */
      setFont: (font: RichTextFont) => ReturnType;
    };
    size: {
      /** Sets the text size of the selection; the normal size removes the mark. */
      setSize: (size: RichTextSize) => ReturnType;
    };
    indent: {
      /** Nests a list item one level deeper, or indents paragraphs and headings one step. */
      indent: () => ReturnType;
      /** Lifts a list item one level out, or outdents paragraphs and headings one step. */
      outdent: () => ReturnType;
      /** Removes every paragraph indent in the selection. */
      clearIndent: () => ReturnType;
    };
    video: {
      /** Inserts a YouTube or Vimeo player; any other address is refused. */
      setVideo: (attributes: { src: string; title?: string | null }) => ReturnType;
    };
  }
}

/**
 * Fonts are classes (`ql-font-serif`), not inline styles, so the sanitiser can drop every style
 * attribute and content written with Quill keeps its look.
 */
export const Font = Mark.create({
  name: 'font',
  addAttributes() {
    return {
      font: {
        default: null,
        parseHTML: (element) => classValue(element, 'ql-font-', fontClasses),
        renderHTML: (attributes) => (attributes.font ? { class: `ql-font-${String(attributes.font)}` } : {}),
      },
    };
  },
  parseHTML() {
    // Not consuming, so one span with both a font and a size class gives both marks.
    return [{ tag: 'span', consuming: false, getAttrs: (element) => (classValue(element, 'ql-font-', fontClasses) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setFont:
        (font) =>
        ({ commands }) =>
          font === 'sans' ? commands.unsetMark(this.name) : commands.setMark(this.name, { font }),
    };
  },
});

/** Text sizes as classes (`ql-size-large`), for the same reason as fonts. */
export const Size = Mark.create({
  name: 'size',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => classValue(element, 'ql-size-', sizeClasses),
        renderHTML: (attributes) => (attributes.size ? { class: `ql-size-${String(attributes.size)}` } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', consuming: false, getAttrs: (element) => (classValue(element, 'ql-size-', sizeClasses) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setSize:
        (size) =>
        ({ commands }) =>
          size === 'normal' ? commands.unsetMark(this.name) : commands.setMark(this.name, { size }),
    };
  },
});

const indentable = new Set(['paragraph', 'heading']);
const indentLevels = Array.from({ length: maxIndent }, (_, index) => String(index + 1));

/** Changes the indent of every paragraph and heading in the selection that is not in a list. */
function shiftIndent(tr: Transaction, change: (indent: number) => number, dispatch: unknown): boolean {
  const { from, to } = tr.selection;
  let changed = false;
  tr.doc.nodesBetween(from, to, (node, pos, parent) => {
    // List items nest instead; a class indent inside one would fight the list's own nesting.
    if (parent?.type.name === 'listItem') return false;
    if (!indentable.has(node.type.name)) return true;
    const current = Number(node.attrs.indent) || 0;
    const next = Math.min(maxIndent, Math.max(0, change(current)));
    if (next !== current) {
      changed = true;
      if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
    }
    return false;
  });
  return changed;
}

/** Paragraph and heading indents as `ql-indent-N` classes; list items nest instead. */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: [...indentable],
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => Number(classValue(element, 'ql-indent-', indentLevels) ?? 0),
            renderHTML: (attributes) => (attributes.indent > 0 ? { class: `ql-indent-${String(attributes.indent)}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      indent:
        () =>
        ({ editor, commands, tr, dispatch }) =>
          editor.isActive('listItem') ? commands.sinkListItem('listItem') : shiftIndent(tr, (indent) => indent + 1, dispatch),
      outdent:
        () =>
        ({ editor, commands, tr, dispatch }) =>
          editor.isActive('listItem') ? commands.liftListItem('listItem') : shiftIndent(tr, (indent) => indent - 1, dispatch),
      clearIndent:
        () =>
        ({ tr, dispatch }) =>
          shiftIndent(tr, () => 0, dispatch),
    };
  },
});

/**
 * An embedded YouTube or Vimeo player, written as Quill wrote it (`<iframe class="ql-video">`). Only
 * player addresses that pass the sanitiser's rule are parsed or inserted.
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => element.getAttribute('src')?.trim() ?? null },
      title: { default: null, parseHTML: (element) => element.getAttribute('title')?.trim() || null },
    };
  },
  parseHTML() {
    return [{ tag: 'iframe', getAttrs: (element) => (isVideoEmbedUrl(element.getAttribute('src')?.trim() ?? '') ? null : false) }];
  },
  renderHTML({ node }) {
    const src = String(node.attrs.src);
    return [
      'iframe',
      {
        src,
        class: 'ql-video',
        frameborder: '0',
        allowfullscreen: 'true',
        title: typeof node.attrs.title === 'string' && node.attrs.title ? node.attrs.title : defaultVideoTitle(src),
      },
    ];
  },
  addCommands() {
    return {
      setVideo:
        ({ src, title = null }) =>
        ({ commands }) =>
          isVideoEmbedUrl(src) && commands.insertContent({ type: this.name, attrs: { src, title } }),
    };
  },
});

/**
 * Everything the editor can write, and nothing the sanitiser would drop. These are StarterKit's
 * extensions less the ones the toolbar and the allowlist leave out (inline code, code blocks,
 * horizontal rules) and the trailing node, which appends an empty paragraph to every document that
 * ends in a heading, list or video, which would then be stored; the gap cursor already lets the caret
 * reach the end. Listing them rather than configuring StarterKit keeps the unused ones out of the
 * bundle.
 */
export function createRichTextExtensions(): AnyExtension[] {
  // StarterKit's order, so keymaps and parse rules take precedence as they did inside it.
  return [
    Bold,
    Blockquote,
    BulletList,
    Document,
    Dropcursor,
    Gapcursor,
    HardBreak,
    Heading.configure({ levels: [1, 2, 3] }),
    UndoRedo,
    Italic,
    ListItem,
    ListKeymap,
    Link.configure({
      openOnClick: false,
      // Autolinking makes the link mark inclusive, so text typed after a link would join it.
      autolink: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => linkHrefPattern.test(url.trim()),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
    }),
    OrderedList,
    Paragraph,
    Strike,
    Text,
    Underline,
    Image.configure({ inline: false, allowBase64: false }),
    Font,
    Size,
    Indent,
    Video,
  ];
}
