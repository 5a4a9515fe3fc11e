import { describe, expect, it } from 'vitest';
import type { DiffBlock } from './diffDocuments';
import { foldUnchanged } from './foldUnchanged';

/** Blocks from a pattern: `s` unchanged, `c` changed, `a` added, `r` removed. */
function blocksOf(pattern: string): DiffBlock[] {
  const changes = { s: 'same', c: 'changed', a: 'added', r: 'removed' } as const;
  return [...pattern].map((letter, index) => ({
    kind: 'paragraph',
    change: changes[letter as keyof typeof changes],
    parts: [{ text: `Block ${index}`, change: letter === 's' ? 'same' : letter === 'r' ? 'removed' : 'added' }],
  }));
}

/** The stretches written as the pattern again, folded ones in brackets. */
function folds(pattern: string) {
  return foldUnchanged(blocksOf(pattern))
    .map((stretch) => {
      const letters = pattern.slice(stretch.start, stretch.start + stretch.blocks.length);
      return stretch.folded ? `[${letters}]` : letters;
    })
    .join('|');
}

describe('foldUnchanged', () => {
  it('shows up to three unchanged blocks in a row', () => {
    expect(folds('sssasss')).toBe('sssasss');
    expect(folds('csssr')).toBe('csssr');
    expect(folds('')).toBe('');
  });

  it('folds a longer stretch, keeping the block next to each change', () => {
    expect(folds('cssssr')).toBe('cs|[ss]|sr');
    expect(folds('assssssssa')).toBe('as|[ssssss]|sa');
  });

  it('folds up to the start or the end of the document, where there is no change to keep in view', () => {
    expect(folds('ssssssc')).toBe('[sssss]|sc');
    expect(folds('rssss')).toBe('rs|[sss]');
    expect(folds('ssss')).toBe('[ssss]');
  });

  it('keeps each stretch’s place among all the blocks and hands back the blocks themselves', () => {
    const blocks = blocksOf('cssssssa');
    const stretches = foldUnchanged(blocks);
    expect(stretches.map((stretch) => stretch.start)).toEqual([0, 2, 6]);
    expect(stretches.flatMap((stretch) => stretch.blocks)).toEqual(blocks);
  });
});
