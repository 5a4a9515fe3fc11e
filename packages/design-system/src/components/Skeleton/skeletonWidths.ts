export const skeletonShapes = ['line', 'block', 'card'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export const skeletonWidths = ['25%', '50%', '75%', '100%'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];
export const skeletonHeights = ['small', 'medium', 'large', 'xlarge'] as const;
export type SkeletonHeight = (typeof skeletonHeights)[number];

/**
 * The width of each of `count` placeholders. A given width applies to all of them; without one,
 * several lines end on a shorter line so they read as a paragraph, and anything else is full width.
 */
export function skeletonItemWidths(shape: Exclude<SkeletonShape, 'card'>, count: number, width?: SkeletonWidth): SkeletonWidth[] {
  const total = skeletonCount(count);
  if (width) return Array.from({ length: total }, () => width);
  const widths: SkeletonWidth[] = Array.from({ length: total }, () => '100%');
  if (shape === 'line' && total > 1) widths[total - 1] = '75%';
  return widths;
}

/** A count a caller may have computed, made a whole number of at least one. */
export function skeletonCount(count: number): number {
  return Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}
