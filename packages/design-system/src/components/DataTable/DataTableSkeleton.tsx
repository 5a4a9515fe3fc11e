import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './DataTable.css';

export type DataTableSkeletonProps = {
  /** What is loading, announced to screen readers. */
  label: string;
  /** How many placeholder rows to draw. */
  rows: number;
  /** How many cells each row has. */
  columnCount: number;
  /** The header row, drawn as the real table will draw it, so nothing moves when the rows arrive. */
  header: ReactNode;
};

/** The table while its rows load: a named, busy status around a placeholder table of skeleton cells. */
export function DataTableSkeleton({ label, rows, columnCount, header }: DataTableSkeletonProps) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.scroller}>
        {/* The placeholder table is hidden: the status region's label says what is loading. */}
        <table className={styles.table} aria-hidden="true">
          <thead>{header}</thead>
          <tbody>
            {Array.from({ length: Math.max(1, Math.floor(rows)) }, (_row, rowIndex) => (
              <tr key={rowIndex}>
                {Array.from({ length: columnCount }, (_cell, cellIndex) => (
                  <td key={cellIndex} className={cx(styles.cell(), styles.skeletonCell)}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SkeletonGroup>
  );
}
