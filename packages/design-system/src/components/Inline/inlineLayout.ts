import type { Sprinkles } from '../../styles/sprinkles.css';

export const inlineAlignments = ['left', 'center', 'right', 'space-between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];
export const inlineCollapseBreakpoints = ['tablet', 'desktop'] as const;
export type InlineCollapseBelow = (typeof inlineCollapseBreakpoints)[number];

export type InlineLayout = Required<Pick<Sprinkles, 'flexDirection' | 'justifyContent' | 'alignItems'>>;

const mainAxis = { left: 'flex-start', center: 'center', right: 'flex-end', 'space-between': 'space-between' } as const;
const crossAxis = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;
// Stacked, the horizontal alignment moves to the cross axis; space-between has nothing to spread, so it reads left.
const collapsedCrossAxis = { left: 'flex-start', center: 'center', right: 'flex-end', 'space-between': 'flex-start' } as const;

/**
 * The flex atoms of an inline row. With `collapseBelow`, the row is a column on every breakpoint
 * narrower than the one named, and a row from it upwards (mobile-first, like the sprinkles).
 */
export function inlineLayout({
  align,
  alignY,
  collapseBelow,
}: {
  align: InlineAlign;
  alignY: InlineAlignY;
  collapseBelow?: InlineCollapseBelow | undefined;
}): InlineLayout {
  const row = { flexDirection: 'row', justifyContent: mainAxis[align], alignItems: crossAxis[alignY] } as const;
  if (!collapseBelow) return row;
  const column = { flexDirection: 'column', justifyContent: 'flex-start', alignItems: collapsedCrossAxis[align] } as const;
  const pick = <K extends keyof typeof row>(key: K) =>
    collapseBelow === 'tablet'
      ? { mobile: column[key], tablet: row[key] }
      : { mobile: column[key], tablet: column[key], desktop: row[key] };
  return { flexDirection: pick('flexDirection'), justifyContent: pick('justifyContent'), alignItems: pick('alignItems') };
}
