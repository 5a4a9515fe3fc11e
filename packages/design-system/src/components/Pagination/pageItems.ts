/** One slot of a page list: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The slots to show for page `current` of `total` (one-based): always the first and last page, the
 * current one with `siblings` pages each side, and an ellipsis for each gap. A gap of a single page
 * shows that page instead, since an ellipsis would take the same room and hide it. The number of
 * slots is the same (2 * siblings + 5) wherever the current page is, so the controls do not jump.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const wing = Math.max(0, Math.floor(siblings));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const slots = 2 * wing + 5;
  if (last <= slots) return range(1, last);

  // Pages shown next to the first (or last) page before the ellipsis when the current page is near it.
  const edgeRun = 2 * wing + 3;
  if (page <= wing + 3) return [...range(1, edgeRun), 'end-ellipsis', last];
  if (page >= last - wing - 2) return [1, 'start-ellipsis', ...range(last - edgeRun + 1, last)];
  return [1, 'start-ellipsis', ...range(page - wing, page + wing), 'end-ellipsis', last];
}
