// A rich-text document read as the blocks a person reads, in order, each as its words: what
// diffDocuments compares. Only the text counts; bold, italics, fonts and sizes are not read.

import { parseWithPageDom, type HtmlParser } from '../SafeHtml/parseHtml';

// Node's type numbers, the same in every DOM: a server's jsdom window has no global Node to read them from.
const elementNode = 1;
const textNode = 3;

/** The kinds of block a document is read as. */
export const diffBlockKinds = ['heading', 'paragraph', 'list-item', 'quote'] as const;
export type DiffBlockKind = (typeof diffBlockKinds)[number];

/** One block of a document: its kind, a heading's level, and its words in order. */
export type TextBlock = { kind: DiffBlockKind; level?: number; words: string[] };

/** What bare text inside an element becomes: a list item's text is part of the item, and so on. */
type Context = { kind: DiffBlockKind; level?: number };

const headingLevels: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

// Elements that hold text as a block of their own. Only `p` comes from the editor; the others may
// come from HTML pasted before the editor's allowlist existed.
const blockElements = new Set(['p', 'div', 'pre', 'section', 'article', 'header', 'footer', 'figure', 'figcaption']);

// Never text a reader sees, whatever the sanitiser let through.
const skippedElements = new Set(['script', 'style', 'template', 'noscript', 'head']);

/** One token for what a link, an image or a video points at, so a changed target is a changed word. */
const linkToken = (href: string) => `(link: ${href})`;
const imageToken = (alt: string) => `(image: ${alt})`;
const videoToken = (src: string) => `(video: ${src})`;

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Collects blocks while the tree is walked: text is gathered until a block ends, then split into words. */
class BlockReader {
  readonly blocks: TextBlock[] = [];
  private current: (TextBlock & { pending: string }) | null = null;

  /** Starts a block, ending the one before. */
  start(context: Context) {
    this.finish();
    this.current = { ...context, words: [], pending: '' };
  }

  /** Whether a block has been started and has nothing in it yet, so a paragraph inside it may fill it. */
  isFreshBlock(context: Context) {
    return this.current !== null && this.current.kind === context.kind && this.current.words.length === 0 && !this.current.pending.trim();
  }

  /** Ends the block being read; a block without words (an empty paragraph, a lone line break) is dropped. */
  finish() {
    const block = this.current;
    if (!block) return;
    this.flush();
    this.current = null;
    if (block.words.length === 0) return;
    this.blocks.push(block.level === undefined ? { kind: block.kind, words: block.words } : { kind: block.kind, level: block.level, words: block.words });
  }

  /** Text as it stands in the document; whitespace between blocks starts nothing. */
  text(text: string, context: Context) {
    if (!this.current) {
      if (!text.trim()) return;
      this.start(context);
    }
    this.current!.pending += text;
  }

  /** A token that is one word whatever its spaces: where a link goes, what an image shows. */
  token(token: string, context: Context) {
    if (!this.current) this.start(context);
    this.flush();
    this.current!.words.push(token);
  }

  /**
   * Text is split only once a run of it ends, so words that run across inline elements stay whole
   * (`<strong>Account</strong>s` is the word 'Accounts'). The split takes any whitespace, no-break
   * spaces included, so spacing alone never differs.
   */
  private flush() {
    const block = this.current!;
    for (const word of block.pending.split(/\s+/)) if (word) block.words.push(word);
    block.pending = '';
  }
}

function visit(node: Node, context: Context, reader: BlockReader) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === textNode) {
      reader.text(child.nodeValue ?? '', context);
      continue;
    }
    if (child.nodeType !== elementNode) continue;
    const element = child as Element;
    const tag = element.localName;
    const level = headingLevels[tag];
    if (level !== undefined) {
      const heading: Context = { kind: 'heading', level };
      reader.start(heading);
      visit(element, heading, reader);
      reader.finish();
    } else if (tag === 'li') {
      const item: Context = { kind: 'list-item' };
      reader.start(item);
      visit(element, item, reader);
      reader.finish();
    } else if (tag === 'ul' || tag === 'ol') {
      // Items are read without their numbers: one item more must not renumber every item after it.
      reader.finish();
      visit(element, context, reader);
      reader.finish();
    } else if (tag === 'blockquote') {
      reader.finish();
      visit(element, { kind: 'quote' }, reader);
      reader.finish();
    } else if (blockElements.has(tag)) {
      // The editor wraps a list item's text in a paragraph: that paragraph is the item, not a block of its own.
      const inside: Context = context.kind === 'heading' ? context : { kind: context.kind === 'list-item' || context.kind === 'quote' ? context.kind : 'paragraph' };
      if (!reader.isFreshBlock(inside)) reader.start(inside);
      visit(element, inside, reader);
      reader.finish();
    } else if (tag === 'a') {
      visit(element, context, reader);
      const href = squeeze(element.getAttribute('href') ?? '');
      if (href) reader.token(linkToken(href), context);
    } else if (tag === 'img') {
      const alt = squeeze(element.getAttribute('alt') ?? '') || squeeze(element.getAttribute('src') ?? '');
      reader.token(imageToken(alt), context);
    } else if (tag === 'iframe' || tag === 'video') {
      reader.token(videoToken(squeeze(element.getAttribute('src') ?? '')), context);
    } else if (tag === 'br') {
      reader.text(' ', context);
    } else if (!skippedElements.has(tag)) {
      visit(element, context, reader);
    }
  }
}

/**
 * The blocks of a rich-text document in reading order: headings with their level, paragraphs, list
 * items (a nested item is a block of its own) and quotes. Entities are decoded (`&amp;` is '&',
 * `&nbsp;` a space); a link adds a word naming its target after its text, an image its alt text
 * and a video its address.
 */
export function documentBlocks(html: string, parseHtml: HtmlParser = parseWithPageDom): TextBlock[] {
  // Parsed, never rendered: nothing in the document loads or runs.
  const document = parseHtml(html);
  const reader = new BlockReader();
  visit(document.body, { kind: 'paragraph' }, reader);
  reader.finish();
  return reader.blocks;
}
