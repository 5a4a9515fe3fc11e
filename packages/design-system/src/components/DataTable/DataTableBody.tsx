import { memo, type ReactElement, type ReactNode, type RefObject } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import { displayValue, type DataTableColumn } from './columns';
import * as styles from './DataTable.css';
import { isMissing } from './sortRows';
import type { DataTableVirtualBody } from './useDataTable';

/** The header row is row 1 for `aria-rowindex`, so the body's first row is 2. */
export const firstBodyRowIndex = 2;

/** Stands in for the rows a virtualised body leaves out, so the scrollbar reflects the whole list. */
function SpacerRow({ columns, height }: { columns: number; height: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacerRow}>
      <td colSpan={columns} className={styles.spacer} style={assignInlineVars({ [styles.spacerHeightVar]: `${height}px` })}>
        {/* Empty on purpose: hidden from assistive technology, it only takes up the left-out rows' height. */}
        <span />
      </td>
    </tr>
  );
}

type BodyRowProps<Row> = {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  ariaRowIndex: number;
  virtual: boolean;
  missingText: string;
  rowActions: ((row: Row) => ReactNode) | undefined;
};

/**
 * One body row. Memoised on its row object and the table's stable props, so scrolling a virtualised
 * body or changing one row (a suspend) re-renders only the rows that changed.
 */
const BodyRow = memo(function BodyRow<Row>({ row, columns, ariaRowIndex, virtual, missingText, rowActions }: BodyRowProps<Row>) {
  return (
    <tr className={styles.row} aria-rowindex={ariaRowIndex} data-virtual={virtual ? '' : undefined}>
      {columns.map((column) => {
        const value = column.value?.(row);
        const missing = column.value !== undefined && isMissing(value);
        return (
          <td key={column.id} className={cx(styles.cell({ align: column.align }), virtual && styles.virtualCell)}>
            {missing ? <span className={styles.missing}>{missingText}</span> : column.cell ? column.cell(row) : displayValue(value)}
          </td>
        );
      })}
      {rowActions ? (
        <td className={cx(styles.cell(), virtual && styles.virtualCell)}>
          <div className={styles.rowActions}>{rowActions(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

export type DataTableBodyProps<Row> = {
  /** The rows of the page shown. */
  pageRows: readonly Row[];
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable key for each row. */
  getRowId: (row: Row) => string | number;
  /** Shown for a missing value. */
  missingText: string;
  /** Extra controls at the end of each row, in a last column. */
  rowActions: ((row: Row) => ReactNode) | undefined;
  /** Said in one full-width cell when there is no row to show (no rows, no matches); null otherwise. */
  message: ReactNode;
  /** Which of the page's rows to render, from useDataTable. */
  virtual: DataTableVirtualBody;
  /** useDataTable's ref for the <tbody>. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
};

/**
 * The table body: the rows of the window in view between two spacers when the page is virtualised,
 * every row of the page otherwise, and the message row when there is none. Rows are numbered from
 * the header row (`aria-rowindex`) whichever of them are rendered.
 */
export function DataTableBody<Row>({ pageRows, columns, getRowId, missingText, rowActions, message, virtual, bodyRef }: DataTableBodyProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  return (
    <tbody ref={bodyRef}>
      {message !== null ? (
        <tr aria-rowindex={firstBodyRowIndex}>
          <td colSpan={columnCount} className={styles.message}>
            {message}
          </td>
        </tr>
      ) : null}
      {virtual.before > 0 ? <SpacerRow columns={columnCount} height={virtual.before} /> : null}
      {pageRows.slice(virtual.start, virtual.end).map((row, index) => (
        <BodyRow
          key={getRowId(row)}
          row={row}
          columns={columns}
          ariaRowIndex={virtual.start + index + firstBodyRowIndex}
          virtual={virtual.enabled}
          missingText={missingText}
          rowActions={rowActions}
        />
      ))}
      {virtual.after > 0 ? <SpacerRow columns={columnCount} height={virtual.after} /> : null}
    </tbody>
  );
}
