export type VirtualWindowInput = {
  /** How many rows there are in all. */
  count: number;
  /** The fixed height of one row, in pixels. */
  rowHeight: number;
  /** How far the body is scrolled past its first row, in pixels. */
  scrollTop: number;
  /** The visible height of the scroll container, in pixels. */
  viewportHeight: number;
  /** Extra rows rendered above and below the visible ones, so fast scrolling shows no blank band. */
  overscan: number;
};

export type VirtualWindow = {
  /** Index of the first rendered row. */
  start: number;
  /** Index after the last rendered row. */
  end: number;
  /** Pixels of the rows left out above, for the top spacer. */
  before: number;
  /** Pixels of the rows left out below, for the bottom spacer. */
  after: number;
};

/** Which rows of a fixed-height list to render for a scroll position. */
export function virtualWindow({ count, rowHeight, scrollTop, viewportHeight, overscan }: VirtualWindowInput): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const top = Math.max(0, scrollTop);
  const firstVisible = Math.min(count - 1, Math.floor(top / rowHeight));
  const lastVisible = Math.min(count, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight));
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(count, Math.max(lastVisible, firstVisible + 1) + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
