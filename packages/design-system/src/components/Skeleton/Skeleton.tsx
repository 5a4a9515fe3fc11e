import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Card } from '../Card';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { group, skeleton } from './Skeleton.css';
import { skeletonCount, skeletonItemWidths, type SkeletonHeight, type SkeletonShape, type SkeletonWidth } from './skeletonWidths';

export {
  skeletonHeights,
  skeletonShapes,
  skeletonWidths,
  type SkeletonHeight,
  type SkeletonShape,
  type SkeletonWidth,
} from './skeletonWidths';

export type SkeletonProps = {
  /** A line of text, a block (an image, a chart, a number) or a whole card with title, figure and lines. */
  shape?: SkeletonShape;
  /** Width of a line or block as a share of its container; several lines end on a shorter one unless set. */
  width?: SkeletonWidth;
  /** Height of a block. */
  height?: SkeletonHeight;
  /** How many to show, stacked; for example the rows of a list. */
  count?: number;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology: put
 * skeletons inside a `SkeletonGroup`, which announces what is loading.
 */
export function Skeleton({ shape = 'line', width, height = 'medium', count = 1, className }: SkeletonProps) {
  if (shape === 'card') {
    const total = skeletonCount(count);
    const cards = Array.from({ length: total }, (_, index) => (
      <Card key={index} aria-hidden="true" className={total === 1 ? className : undefined}>
        <div className={skeleton({ shape: 'line', width: '50%' })} />
        <div className={skeleton({ shape: 'block', height: 'small', width: '25%' })} />
        <Stack space="small">
          <div className={skeleton({ shape: 'line', width: '100%' })} />
          <div className={skeleton({ shape: 'line', width: '75%' })} />
        </Stack>
      </Card>
    ));
    if (total === 1) return cards[0];
    return (
      <Stack space="large" aria-hidden="true" className={className}>
        {cards}
      </Stack>
    );
  }

  const widths = skeletonItemWidths(shape, count, width);
  const single = widths.length === 1;
  const items = widths.map((itemWidth, index) => (
    <div
      key={index}
      aria-hidden="true"
      className={cx(skeleton({ shape, width: itemWidth, height: shape === 'block' ? height : undefined }), single && className)}
    />
  ));
  if (single) return items[0];
  return (
    <Stack space={shape === 'line' ? 'small' : 'medium'} aria-hidden="true" className={className}>
      {items}
    </Stack>
  );
}
Skeleton.displayName = 'Skeleton';

export type SkeletonGroupProps = {
  /** What is loading, announced to screen readers: 'Loading professionals'. */
  label: string;
  /** The skeletons, laid out like the content they stand in for. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * The accessible loading state around skeletons: a status region named by `label`, marked busy,
 * with the label read out and the placeholders hidden.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const labelId = useId();
  if (import.meta.env.DEV && !label?.trim()) throw new Error('SkeletonGroup: a label saying what is loading is required.');
  return (
    // A status role takes its name only from aria-label(ledby), not from its content, hence the id.
    <div role="status" aria-busy="true" aria-labelledby={labelId} className={cx(group, className)}>
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
SkeletonGroup.displayName = 'SkeletonGroup';
