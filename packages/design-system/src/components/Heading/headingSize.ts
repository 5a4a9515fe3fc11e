export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
/** Heading looks, largest first; the n-th is what level n looks like unless a size is given. */
export const headingSizes = ['xxxlarge', 'xxlarge', 'xlarge', 'large', 'medium', 'small'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** Whether a value is a level an HTML heading element exists for. */
export function isHeadingLevel(value: unknown): value is HeadingLevel {
  return headingLevels.includes(value as HeadingLevel);
}

/** The size a heading of this level has when none is asked for: h1 the largest, h6 the smallest. */
export function defaultHeadingSize(level: HeadingLevel): HeadingSize {
  return headingSizes[level - 1]!;
}
