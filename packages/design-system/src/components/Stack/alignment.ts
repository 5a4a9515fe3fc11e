export const stackAlignments = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const crossAxis = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

/** The flex cross-axis value that puts a vertical stack's children at the left, centre or right. */
export function stackAlignItems(align: StackAlign): (typeof crossAxis)[StackAlign] {
  return crossAxis[align];
}
