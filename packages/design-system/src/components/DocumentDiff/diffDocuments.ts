import { diffSequences } from './diffSequences';
import type { HtmlParser } from '../SafeHtml/parseHtml';
import { documentBlocks, type DiffBlockKind, type TextBlock } from './documentBlocks';

/** What became of a word: kept, added by the later document or removed from the earlier one. */
export type DiffPartChange = 'same' | 'added' | 'removed';

/** What became of a block: kept, added, removed, or kept with some of its words changed. */
export type DiffBlockChange = DiffPartChange | 'changed';

/** A run of words that all changed the same way, joined with single spaces. */
export type DiffPart = { text: string; change: DiffPartChange };

/** One block of the comparison, in reading order. */
export type DiffBlock = {
  kind: DiffBlockKind;
  /** A heading's level, 1 to 6. */
  level?: number;
  change: DiffBlockChange;
  /** The block's words in order; neighbouring parts always differ in `change`. */
  parts: DiffPart[];
};

/** Two documents compared: the blocks of both in reading order, and how many words each side has that the other lacks. */
export type DocumentDifference = { blocks: DiffBlock[]; added: number; removed: number };

/**
 * How alike two blocks must be for one to be shown as an edit of the other rather than one block
 * removed and another added: the share of their words they have in common (Dice's coefficient).
 * Below a half, marking words inside a block would mark most of it anyway and read worse.
 */
const pairingThreshold = 0.5;

/**
 * How many added blocks further on a removed block looks for its edited self. Bounded, so that a
 * rewrite with thousands of blocks on each side still takes time in proportion to its length.
 */
const pairingWindow = 8;

/** Gives every distinct value the same small number each time, so sequences compare as numbers. */
function interner() {
  const ids = new Map<string, number>();
  return (value: string) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size;
      ids.set(value, id);
    }
    return id;
  };
}

// Words never hold a line break (they are split on whitespace), so it cannot join two words into one.
const blockKey = (block: TextBlock) => `${block.kind}${block.level ?? ''}\n${block.words.join('\n')}`;

/** Adds a run of words to the parts, joining it to the last part when that changed the same way. */
function pushPart(parts: DiffPart[], words: readonly string[], change: DiffPartChange) {
  if (words.length === 0) return;
  const text = words.join(' ');
  const last = parts.at(-1);
  if (last?.change === change) last.text = `${last.text} ${text}`;
  else parts.push({ text, change });
}

const wholeBlock = (block: TextBlock, change: DiffPartChange): DiffBlock => ({
  kind: block.kind,
  ...(block.level === undefined ? {} : { level: block.level }),
  change,
  parts: [{ text: block.words.join(' '), change }],
});

/** The share of words two blocks have in common, counting a repeated word as often as both have it. */
function likeness(a: readonly string[], b: readonly string[]) {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(word, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/** The same sort of block: a heading moved to another level is a different block, shown as one removed and one added. */
const sameSort = (a: TextBlock, b: TextBlock) => a.kind === b.kind && a.level === b.level;

type Tally = { added: number; removed: number };

/** A block and its edit compared word by word, or null when they are too far apart to read as one. */
function editedBlock(before: TextBlock, after: TextBlock, wordId: (word: string) => number, tally: Tally): DiffBlock | null {
  if (!sameSort(before, after) || likeness(before.words, after.words) < pairingThreshold) return null;
  const hunks = diffSequences(before.words.map(wordId), after.words.map(wordId));
  if (!hunks) return null;
  const parts: DiffPart[] = [];
  for (const hunk of hunks) {
    if (hunk.same) {
      pushPart(parts, after.words.slice(hunk.bStart, hunk.bEnd), 'same');
      continue;
    }
    // Removed words before added ones, as a reader crosses out and then writes in.
    pushPart(parts, before.words.slice(hunk.aStart, hunk.aEnd), 'removed');
    pushPart(parts, after.words.slice(hunk.bStart, hunk.bEnd), 'added');
    tally.removed += hunk.aEnd - hunk.aStart;
    tally.added += hunk.bEnd - hunk.bStart;
  }
  const changed = parts.some((part) => part.change !== 'same');
  return { kind: after.kind, ...(after.level === undefined ? {} : { level: after.level }), change: changed ? 'changed' : 'same', parts };
}

/**
 * The blocks between two unchanged ones: each removed block is paired, in order, with the most alike
 * added block a little further on, and shown as its edit; the rest are whole blocks removed or added.
 */
function changedRun(removed: readonly TextBlock[], added: readonly TextBlock[], wordId: (word: string) => number, tally: Tally) {
  const blocks: DiffBlock[] = [];
  let next = 0;
  const addWhole = (block: TextBlock) => {
    blocks.push(wholeBlock(block, 'added'));
    tally.added += block.words.length;
  };
  for (const before of removed) {
    let best = -1;
    let bestLikeness = pairingThreshold;
    for (let index = next; index < Math.min(added.length, next + pairingWindow); index += 1) {
      const candidate = added[index]!;
      if (!sameSort(before, candidate)) continue;
      const score = likeness(before.words, candidate.words);
      if (score > bestLikeness || (best === -1 && score >= bestLikeness)) {
        best = index;
        bestLikeness = score;
      }
    }
    const edited = best === -1 ? null : editedBlock(before, added[best]!, wordId, tally);
    if (!edited) {
      blocks.push(wholeBlock(before, 'removed'));
      tally.removed += before.words.length;
      continue;
    }
    // Blocks added before the edited one come first, in the order the later document has them.
    added.slice(next, best).forEach(addWhole);
    blocks.push(edited);
    next = best + 1;
  }
  added.slice(next).forEach(addWhole);
  return blocks;
}

/**
 * Compares two rich-text documents (sanitised HTML) word by word in reading order. Blocks are matched
 * first, by kind and text, so a paragraph moved elsewhere is one block removed and one added and the
 * rest stays unchanged; then each removed block is compared word by word with the added block that
 * reads as its edit. Only the text is compared: a word made bold is the same word.
 *
 * `parseHtml` reads each version (the page's DOMParser unless given; a server passes its own).
 *
 * `added` and `removed` count words; a link's target, an image or a video counts as one word.
 */
export function diffDocuments(beforeHtml: string, afterHtml: string, parseHtml?: HtmlParser): DocumentDifference {
  const before = documentBlocks(beforeHtml, parseHtml);
  const after = documentBlocks(afterHtml, parseHtml);
  const blockId = interner();
  const wordId = interner();
  const beforeIds = before.map((block) => blockId(blockKey(block)));
  const afterIds = after.map((block) => blockId(blockKey(block)));
  // Past the edit budget the documents have little in common: everything between their common start
  // and end is taken as replaced, and the pairing below still finds the blocks that were only edited.
  const hunks = diffSequences(beforeIds, afterIds, { replaceWhenTooFar: true })!;
  const tally: Tally = { added: 0, removed: 0 };
  const blocks: DiffBlock[] = [];
  for (const hunk of hunks) {
    if (hunk.same) {
      for (const block of after.slice(hunk.bStart, hunk.bEnd)) blocks.push(wholeBlock(block, 'same'));
    } else {
      blocks.push(...changedRun(before.slice(hunk.aStart, hunk.aEnd), after.slice(hunk.bStart, hunk.bEnd), wordId, tally));
    }
  }
  return { blocks, ...tally };
}
