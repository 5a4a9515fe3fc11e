import type { DiffBlock } from './diffDocuments';

/** The most unchanged blocks in a row that are always shown; a longer stretch is folded away. */
export const longestUnfoldedStretch = 3;

/**
 * How many unchanged blocks stay in view on each side of a change, so that an edit is read with the
 * sentence before and after it.
 */
export const contextAroundChanges = 1;

/** Consecutive blocks of a comparison, shown or folded away together; `start` is where they begin among all the blocks. */
export type DiffStretch = { folded: boolean; start: number; blocks: readonly DiffBlock[] };

/**
 * The blocks of a comparison as stretches to show and stretches to fold: every run of more than
 * `longestUnfoldedStretch` unchanged blocks is folded, except the block next to a change on each side.
 */
export function foldUnchanged(blocks: readonly DiffBlock[]): DiffStretch[] {
  const stretches: DiffStretch[] = [];
  const add = (folded: boolean, start: number, end: number) => {
    if (end > start) stretches.push({ folded, start, blocks: blocks.slice(start, end) });
  };
  let shownFrom = 0;
  let index = 0;
  while (index < blocks.length) {
    if (blocks[index]!.change !== 'same') {
      index += 1;
      continue;
    }
    let end = index;
    while (end < blocks.length && blocks[end]!.change === 'same') end += 1;
    if (end - index > longestUnfoldedStretch) {
      const foldFrom = index > 0 ? index + contextAroundChanges : index;
      const foldTo = end < blocks.length ? end - contextAroundChanges : end;
      add(false, shownFrom, foldFrom);
      add(true, foldFrom, foldTo);
      shownFrom = foldTo;
    }
    index = end;
  }
  add(false, shownFrom, blocks.length);
  return stretches;
}
