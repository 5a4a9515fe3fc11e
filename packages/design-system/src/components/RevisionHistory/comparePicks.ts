// Which revisions are picked for a comparison, as plain functions so each rule is tested on its own.

/** A revision picked to compare: its id, handed to `onCompare`, and its number, which orders and names the pair. */
export type PickedRevision = { id: number; number: number };

/** How many revisions a comparison takes. */
export const picksPerComparison = 2;

/**
 * The picks after a checkbox is ticked (`picked` true) or cleared. They are kept by id, not by row, so
 * a pick on one page is still there on the next. A third tick is refused: the list is full.
 */
export function togglePick(picks: readonly PickedRevision[], revision: PickedRevision, picked: boolean): PickedRevision[] {
  const others = picks.filter((pick) => pick.id !== revision.id);
  if (!picked || others.length >= picksPerComparison) return others;
  return [...others, { id: revision.id, number: revision.number }];
}

/** Whether no further revision can be picked. */
export const picksFull = (picks: readonly PickedRevision[]) => picks.length >= picksPerComparison;

/** The two picks, older first by revision number (whatever order they were ticked in); null until there are two. */
export function olderThenNewer(picks: readonly PickedRevision[]): readonly [PickedRevision, PickedRevision] | null {
  const [first, second] = picks;
  if (picks.length !== picksPerComparison || !first || !second) return null;
  return first.number < second.number ? [first, second] : [second, first];
}
