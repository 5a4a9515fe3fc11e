import { memo, useMemo, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { displayValue, type DataTableColumn } from './columns';
import * as styles from './DataTable.css';
import { recycleRowKeys, type RowKeys } from './rowKeys';
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
  /** Each column's cell class, in the columns' order (see DataTableBody). */
  cellClasses: readonly string[];
  ariaRowIndex: number;
  virtual: boolean;
  missingText: string;
  rowActions: ((row: Row) => ReactNode) | undefined;
  /** The row's id as the selection holds it; with the three below, gives the row a checkbox. */
  checkId?: string;
  /** The checkbox's accessible name: 'Select Ann Lee'. */
  checkLabel?: string;
  /** Whether the row is selected. */
  checkSelected?: boolean;
  /** Toggles the row, or with `range` the rows from the last one clicked; the same function for every row. */
  onToggle?: (id: string, range: boolean) => void;
};

// Space has its own meaning on these (typing, pressing, choosing); on anything else in a selectable
// row, such as the name link, it ticks the row's checkbox rather than scrolling the page.
const ownsSpace =
  'input, textarea, select, button, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"], [role="tab"], [role="combobox"], [role="textbox"], [role="slider"], [role="spinbutton"]';

/**
 * One body row. Memoised on its row object, its selected state and the table's stable props, so
 * scrolling a virtualised body, ticking one row or changing one row (a suspend) re-renders only the
 * rows that changed. In a virtualised body a new sort, search or page draws the rows that come into
 * view in the elements of those that left: see recycleRowKeys.
 */
const BodyRow = memo(function BodyRow<Row>({
  row,
  columns,
  cellClasses,
  ariaRowIndex,
  virtual,
  missingText,
  rowActions,
  checkId,
  checkLabel,
  checkSelected = false,
  onToggle,
}: BodyRowProps<Row>) {
  const selectable = onToggle !== undefined && checkId !== undefined && checkLabel !== undefined;
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
    if (!(event.target instanceof Element) || event.target.matches(ownsSpace)) return;
    event.preventDefault();
    onToggle?.(checkId!, event.shiftKey);
  };
  return (
    <tr
      className={styles.row}
      aria-rowindex={ariaRowIndex}
      data-virtual={virtual ? '' : undefined}
      data-selected={selectable && checkSelected ? '' : undefined}
      onKeyDown={selectable ? handleKeyDown : undefined}
    >
      {selectable ? (
        <td className={cx(styles.cell(), styles.selectCell, virtual && styles.virtualCell)}>
          <input
            type="checkbox"
            aria-label={checkLabel}
            checked={checkSelected}
            className={cx(styles.selectControl, focusRing)}
            // The click that changed it says whether Shift was held, which asks for a range.
            onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(checkId, (event.nativeEvent as Partial<globalThis.MouseEvent>).shiftKey === true)}
            // Shift+click would otherwise also select the page's text between the two rows; stopping
            // that stops the box taking focus too, so it is given focus here.
            onMouseDown={(event: MouseEvent<HTMLInputElement>) => {
              if (!event.shiftKey) return;
              event.preventDefault();
              event.currentTarget.focus();
            }}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const value = column.value?.(row);
        const missing = column.value !== undefined && isMissing(value);
        return (
          <td key={column.id} className={cellClasses[index]}>
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
  /** With selectable rows: the ids selected, each row's checkbox label and the one toggle they share. */
  selection?: BodySelection<Row>;
};

/** What the body needs to draw a checkbox in each row. */
export type BodySelection<Row> = {
  selectedIds: ReadonlySet<string>;
  /** The accessible name of a row's checkbox. */
  checkLabel: (row: Row) => string;
  /** Stable across renders, so memoised rows are not drawn again for it. */
  onToggle: (id: string, range: boolean) => void;
};

/**
 * The keys of a virtualised body's rows (see recycleRowKeys): a new sort, search or page (`view`)
 * redraws the rows in view in the elements already there. Null for a body that renders every row,
 * keyed by id. The last window is state, set while rendering when the window changes (React then
 * renders the body again at once, before its rows): a render React sets aside leaves nothing behind.
 */
function useRecycledKeys(enabled: boolean, ids: readonly string[], view: string): readonly number[] | null {
  const [last, setLast] = useState<{ keys: RowKeys; view: string } | null>(null);
  if (!enabled) {
    if (last !== null) setLast(null);
    return null;
  }
  if (last !== null && last.view === view && sameIds(last.keys.ids, ids)) return last.keys.keys;
  const keys = recycleRowKeys(last?.keys ?? null, ids, last !== null && last.view !== view);
  setLast({ keys, view });
  return keys.keys;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The table body: the rows of the window in view between two spacers when the page is virtualised,
 * every row of the page otherwise, and the message row when there is none. Rows are numbered from
 * the header row (`aria-rowindex`) whichever of them are rendered.
 */
export function DataTableBody<Row>({
  pageRows,
  columns,
  getRowId,
  missingText,
  rowActions,
  message,
  virtual,
  bodyRef,
  selection,
}: DataTableBodyProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const rendered = pageRows.slice(virtual.start, virtual.end);
  const ids = rendered.map((row) => String(getRowId(row)));
  const keys = useRecycledKeys(virtual.enabled, ids, virtual.view);
  // Made once per columns rather than for every cell drawn: a new sort draws every cell in view again.
  const cellClasses = useMemo(
    () => columns.map((column) => cx(styles.cell({ align: column.align }), virtual.enabled && styles.virtualCell)),
    [columns, virtual.enabled],
  );
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
      {rendered.map((row, index) => {
        const id = ids[index]!;
        return (
          <BodyRow
            key={keys ? keys[index] : id}
            row={row}
            columns={columns}
            cellClasses={cellClasses}
            ariaRowIndex={virtual.start + index + firstBodyRowIndex}
            virtual={virtual.enabled}
            missingText={missingText}
            rowActions={rowActions}
            // Plain values for the row's checkbox, so only the rows whose state changed are drawn again.
            checkId={selection ? id : undefined}
            checkLabel={selection?.checkLabel(row)}
            checkSelected={selection?.selectedIds.has(id)}
            onToggle={selection?.onToggle}
          />
        );
      })}
      {virtual.after > 0 ? <SpacerRow columns={columnCount} height={virtual.after} /> : null}
    </tbody>
  );
}
