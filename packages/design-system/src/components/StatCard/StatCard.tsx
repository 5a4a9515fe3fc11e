import { Card } from '../Card';
import type { HeadingLevel } from '../Heading';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Stack } from '../Stack';
import { cx } from '../../utils/cx';
import {
  body,
  card,
  line as lineClass,
  linePlaceholder,
  linePlaceholders,
  lineValue,
  titlePlaceholder,
  total as totalClass,
  totalPlaceholder,
} from './StatCard.css';

/** One figure under the total: the value is shown before the label, as in '12 New This Month'. */
export type StatLine = {
  /** What the figure counts: 'New This Month', 'Subscribed', 'Free'. */
  label: string;
  /** The count; numbers get the reader's thousands separators. */
  value: number | string | null | undefined;
};

export type StatCardProps = {
  /** What the card counts, such as 'Professionals'; it names the card for assistive technology. */
  title: string;
  /** The large number. */
  total?: number | string | null;
  /** Smaller figures under the total. */
  lines?: readonly StatLine[];
  /** Show placeholders in place of the figures; the title stays. */
  loading?: boolean;
  /** What screen readers hear while loading; 'Loading {title}' unless given. */
  loadingLabel?: string;
  /** How many line placeholders to show while loading; as many as `lines` unless given. */
  skeletonLines?: number;
  /** What a missing figure shows. */
  fallback?: string;
  /** The outline level of the title's heading. */
  titleLevel?: HeadingLevel;
  /** Extra class names, merged last. */
  className?: string;
};

const formatFigure = (value: number | string | null | undefined, fallback: string) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString() : fallback;
  return value === null || value === undefined || value.trim() === '' ? fallback : value;
};

function Placeholders({ lineCount }: { lineCount: number }) {
  return (
    <>
      <div className={totalPlaceholder} aria-hidden="true">
        <Skeleton shape="block" height="small" width="50%" />
      </div>
      <div className={linePlaceholders} aria-hidden="true">
        {Array.from({ length: Math.max(0, Math.floor(lineCount)) }, (_, index) => (
          <div key={index} className={linePlaceholder}>
            <Skeleton shape="line" width={index % 2 === 0 ? '75%' : '50%'} />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * A dashboard figure: a title, a large total and a few smaller counts, as an article named by its
 * title. While `loading`, placeholders of the same height stand in for the figures so nothing moves
 * when they arrive.
 */
export function StatCard({
  title,
  total,
  lines = [],
  loading = false,
  loadingLabel,
  skeletonLines,
  fallback = 'N/A',
  titleLevel = 2,
  className,
}: StatCardProps) {
  if (import.meta.env.DEV && !title?.trim()) throw new Error('StatCard: a title is required; it names the card.');

  return (
    <Card as="article" title={title} titleLevel={titleLevel} aria-busy={loading || undefined} className={cx(card, className)}>
      {loading ? (
        <SkeletonGroup label={loadingLabel ?? `Loading ${title}`} className={body}>
          <Placeholders lineCount={skeletonLines ?? lines.length} />
        </SkeletonGroup>
      ) : (
        <div className={body}>
          <p className={totalClass}>{formatFigure(total, fallback)}</p>
          {lines.length > 0 ? (
            <Stack as="ul" space="xxsmall">
              {lines.map((item) => (
                <span key={item.label} className={lineClass}>
                  <span className={lineValue}>{formatFigure(item.value, fallback)}</span> {item.label}
                </span>
              ))}
            </Stack>
          ) : null}
        </div>
      )}
    </Card>
  );
}

export type StatCardSkeletonProps = {
  /** How many line placeholders under the total. */
  lines?: number;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * A whole StatCard's shape, title included, for when not even the titles are known yet. Like
 * Skeleton it is hidden from assistive technology: put the cards in one SkeletonGroup.
 */
function StatCardSkeleton({ lines = 1, className }: StatCardSkeletonProps) {
  return (
    <Card aria-hidden="true" className={cx(card, className)}>
      <div className={titlePlaceholder}>
        <Skeleton shape="line" width="50%" />
      </div>
      <div className={body}>
        <Placeholders lineCount={lines} />
      </div>
    </Card>
  );
}
StatCardSkeleton.displayName = 'StatCard.Skeleton';

StatCard.Skeleton = StatCardSkeleton;
StatCard.displayName = 'StatCard';
