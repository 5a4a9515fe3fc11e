import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { ErrorMessage } from '../ErrorMessage';
import { Pagination } from '../Pagination';
import { TextField } from '../TextField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { defaultMissingText, type DataTableColumn } from './columns';
import { useColumnVisibility, type DataTableColumnsMenu } from './columnVisibility';
import * as styles from './DataTable.css';
import { DataTableBody } from './DataTableBody';
import { DataTableColumnsMenu as ColumnsMenu } from './DataTableColumnsMenu';
import { DataTableHeaderRow } from './DataTableHeader';
import { DataTableSelectionBar } from './DataTableSelectionBar';
import { DataTableSkeleton } from './DataTableSkeleton';
import type { DataTableSelection, PageSelectionState } from './selection';
import { defaultSortLabels, describeSorts, type DataTableSortLabels } from './sortState';
import { useDataTable, type UseDataTableOptions } from './useDataTable';
import { useRowSelection } from './useRowSelection';

export {
  dataTableColumnAligns,
  dataTableColumnWidths,
  dataTableModes,
  type DataTableColumn,
  type DataTableColumnAlign,
  type DataTableColumnWidth,
  type DataTableMode,
  type DataTableSort,
} from './columns';
export { firstBodyRowIndex } from './DataTableBody';
export { sortDirections, type SortComparator, type SortDirection } from './sortRows';
export type { DataTableSelection, DataTableSelectionLabels } from './selection';
export type { DataTableSortLabels } from './sortState';
export type { DataTableColumnsMenu } from './columnVisibility';

/** The state options (rows, columns, sort, search, page, virtual window) are useDataTable's. */
export type DataTableProps<Row> = UseDataTableOptions<Row> & {
  /** A stable key for each row. */
  getRowId: (row: Row) => string | number;
  /** Names the table: 'Professionals'. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The name of the scrolling region around the table; the caption when missing. */
  regionLabel?: string;
  /** Whether to show the search box. */
  searchable?: boolean;
  /** The search box's label. */
  searchLabel?: string;
  /** The search box's placeholder, such as 'Search 30 records...'. */
  searchPlaceholder?: string;
  /** The page navigation's name; '{caption} pages' when missing. */
  paginationLabel?: string;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** What is loading, announced to screen readers: 'Loading professionals'. */
  loadingLabel?: string;
  /** The error to show instead of the table, such as 'Error: Failed to fetch salons'; shown as an alert. */
  error?: ReactNode;
  /** Offers a 'Try again' button beside the error, for a failure that may pass (the server was away). */
  onRetry?: () => void;
  /** What to say when there are no rows at all. */
  emptyText?: ReactNode;
  /** What to say when the search matches no row. */
  noMatchesText?: ReactNode;
  /**
   * Extra controls at the end of each row, in a last column; keep the function stable (useCallback).
   * As with a column's `cell`, state held inside them may pass to another row in a virtualised body.
   */
  rowActions?: (row: Row) => ReactNode;
  /** The header of the row actions column. */
  rowActionsHeader?: string;
  /**
   * Makes rows selectable: a checkbox in a first column, one in its header for the page shown
   * (Shift+click selects a range, Space on a row's link ticks its box), and a bar above the table
   * with the count, 'Select all {N} matching', 'Clear selection' and the caller's actions.
   */
  selection?: DataTableSelection<Row>;
  /** Words for the sort: the announcement after a header press, and a key's place among several; defaults in English. */
  sortLabels?: Partial<DataTableSortLabels>;
  /** Extra class names, merged last. */
  className?: string;
  /**
   * Bounds the table's height (a CSS length: `'24rem'`, `'60vh'`): the rows scroll inside it under the
   * header, which stays in view. Without it a long table grows with its rows and the page scrolls
   * (a virtualised one is bounded at 70% of the viewport's height).
   */
  maxHeight?: string;
  /**
   * A Columns button in the toolbar that hides and shows columns (those not marked `hideable: false`),
   * remembered under `storageKey`; or held by the app with `hidden` and `onHiddenChange`.
   */
  columnsMenu?: DataTableColumnsMenu;
};

/**
 * A sortable, searchable, paged table with loading, empty and error states. Sort, search and page
 * can each be controlled (so an app can keep them in the URL) or left to the table. A header press
 * sorts by its column; Shift+click (Shift+Enter) adds the column as a further key, numbered in the
 * headers, and the new sort is announced. Missing values show as `missingText` and sort last in
 * both directions. Long pages are virtualised: only rows in view are in the DOM, with
 * `aria-rowcount`/`aria-rowindex` telling assistive technology the whole. Pages are one-based
 * everywhere (`page`, `defaultPage`, `onPageChange`). The state is `useDataTable`'s; this component
 * draws it.
 */
export function DataTable<Row>({
  getRowId,
  caption,
  hideCaption = false,
  regionLabel,
  searchable = true,
  searchLabel = 'Search',
  searchPlaceholder,
  paginationLabel,
  loadingRows = 10,
  loadingLabel = 'Loading',
  error,
  onRetry,
  emptyText = 'No records found.',
  noMatchesText = 'No records match your search.',
  rowActions,
  rowActionsHeader = 'Actions',
  selection,
  sortLabels,
  className,
  maxHeight,
  columnsMenu,
  ...options
}: DataTableProps<Row>) {
  if (import.meta.env.DEV && !caption?.trim()) throw new Error('DataTable: `caption` is required; it names the table.');

  const table = useDataTable(options);
  const { columns: allColumns, loading, missingText = defaultMissingText, mode = 'client', totalPages } = options;
  // What is drawn; sorting and search still know every column, so hiding one changes neither.
  const { hidden, visibleColumns: columns, setVisible } = useColumnVisibility(allColumns, columnsMenu);
  const { virtual, scrollRef, bodyRef, onScroll } = table;
  // Only a table holding every row can select every matching row itself.
  const holdsAllRows = mode === 'client' && totalPages === undefined;
  const rowSelection = useRowSelection({
    selection,
    getRowId,
    pageRows: table.pageRows,
    allMatchingRows: holdsAllRows ? table.visibleRows : null,
  });
  const pageCheckboxRef = useRef<HTMLInputElement>(null);
  const labels: DataTableSortLabels = { ...defaultSortLabels, ...sortLabels };
  // What the last header press did, in words; empty until one, so loading a table says nothing.
  const [sortAnnouncement, setSortAnnouncement] = useState('');
  const sortBy = (column: DataTableColumn<Row>, add: boolean) => {
    setSortAnnouncement(describeSorts(table.toggleSort(column, add), allColumns, labels));
  };

  // The first keystroke in the search box would otherwise build every row's search text first, and
  // the first press of a header rank every row by its column.
  const { prepareSearch, prepareSorts } = table;
  useEffect(
    () => inIdleSlices((hasTime) => (!searchable || prepareSearch(hasTime)) && hasTime() && prepareSorts(hasTime)),
    [searchable, prepareSearch, prepareSorts],
  );

  const columnCount = columns.length + (rowActions ? 1 : 0) + (rowSelection ? 1 : 0);
  const actionsHeader = rowActions ? rowActionsHeader : undefined;
  const failed = error !== undefined && error !== null && error !== false;
  const bodyMessage = table.emptyReason === 'empty' ? emptyText : table.emptyReason === 'noMatches' ? noMatchesText : null;
  const bodyRowCount = bodyMessage !== null ? 1 : table.pageRows.length;

  let content: ReactNode;
  if (failed) {
    content = <ErrorMessage onRetry={onRetry}>{error}</ErrorMessage>;
  } else if (loading) {
    content = (
      <DataTableSkeleton
        label={loadingLabel}
        rows={loadingRows}
        columnCount={columnCount}
        header={
          <DataTableHeaderRow
            columns={columns}
            sorts={table.sorts}
            labels={labels}
            actionsHeader={actionsHeader}
            selectHeader={
              rowSelection ? (
                <th scope="col" className={cx(styles.headerCell(), styles.selectCell)}>
                  <span className={visuallyHidden}>{rowSelection.labels.selectPage}</span>
                </th>
              ) : undefined
            }
          />
        }
      />
    );
  } else {
    content = (
      <div
        ref={scrollRef}
        role="region"
        aria-label={regionLabel ?? caption}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll a table wider or longer than the screen (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={0}
        className={cx(styles.scroller, virtual.enabled && styles.virtualScroller, focusRing)}
        style={maxHeight === undefined ? undefined : { maxHeight }}
        onScroll={onScroll}
      >
        <table
          className={styles.table}
          aria-rowcount={bodyRowCount + 1}
          style={virtual.enabled ? assignInlineVars({ [styles.rowHeightVar]: `${virtual.rowHeight}px` }) : undefined}
        >
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>
            <DataTableHeaderRow
              columns={columns}
              sorts={table.sorts}
              labels={labels}
              onSort={sortBy}
              actionsHeader={actionsHeader}
              selectHeader={
                rowSelection ? (
                  <th scope="col" className={cx(styles.headerCell(), styles.selectCell)}>
                    <PageCheckbox
                      checkboxRef={pageCheckboxRef}
                      state={rowSelection.pageState}
                      label={rowSelection.labels.selectPage}
                      disabled={rowSelection.pageEmpty}
                      onToggle={rowSelection.togglePage}
                    />
                  </th>
                ) : undefined
              }
            />
          </thead>
          <DataTableBody
            pageRows={table.pageRows}
            columns={columns}
            getRowId={getRowId}
            missingText={missingText}
            rowActions={rowActions}
            message={bodyMessage}
            virtual={virtual}
            bodyRef={bodyRef}
            selection={
              rowSelection && selection
                ? {
                    selectedIds: rowSelection.selectedIds,
                    checkLabel: (row) => rowSelection.labels.selectRow(selection.rowLabel(row)),
                    onToggle: rowSelection.toggleRow,
                  }
                : undefined
            }
          />
        </table>
      </div>
    );
  }

  // The search box and the page buttons keep their place in the tree through loading, so a reader
  // typing a query or pressing Next keeps focus while a server answers.
  const search =
    searchable && !failed ? (
      <TextField
        className={cx(styles.toolbar, (rowSelection || columnsMenu) && styles.searchBesideSelection)}
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={table.search}
        onChange={(event) => table.setSearch(event.target.value)}
      />
    ) : null;

  const columnsButton =
    columnsMenu && !failed ? (
      <ColumnsMenu columns={allColumns} hidden={hidden} onVisibleChange={setVisible} label={columnsMenu.label ?? 'Columns'} />
    ) : null;

  return (
    <div className={cx(styles.root, className)}>
      {(rowSelection || columnsButton) && !failed ? (
        <div className={styles.toolbarRow}>
          {search}
          {rowSelection ? (
            <DataTableSelectionBar
              state={rowSelection}
              actions={selection?.actions}
              focusAfterClear={() => pageCheckboxRef.current ?? scrollRef.current}
            />
          ) : null}
          {columnsButton}
        </div>
      ) : (
        search
      )}
      {content}
      {table.pageCount > 1 && !failed ? (
        <Pagination page={table.page} totalPages={table.pageCount} onPageChange={table.setPage} label={paginationLabel ?? `${caption} pages`} />
      ) : null}
      {/* Outside the table, so it is in place before a press and stays through a server's loading.
          aria-live without role="status": the selection count is the table's status, this only speaks. */}
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {sortAnnouncement}
      </div>
    </div>
  );
}
DataTable.displayName = 'DataTable';

/**
 * Runs `step` in the browser's idle moments (short timed slices where it cannot tell) until it says it
 * is done, telling it whether the moment has time left; returns the cancel.
 */
function inIdleSlices(step: (hasTime: () => boolean) => boolean): () => void {
  let cancel: (() => void) | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback((deadline) => {
        if (!step(() => deadline.timeRemaining() > 1)) schedule();
      });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(() => {
        const end = performance.now() + 8;
        if (!step(() => performance.now() < end)) schedule();
      }, 50);
      cancel = () => clearTimeout(id);
    }
  };
  schedule();
  return () => cancel?.();
}

type PageCheckboxProps = {
  checkboxRef: RefObject<HTMLInputElement | null>;
  /** How much of the page is selected: ticked for all, mixed for some. */
  state: PageSelectionState;
  label: string;
  disabled: boolean;
  onToggle: () => void;
};

/** The header checkbox: selects or clears the rows of the page shown, and shows 'mixed' for some. */
function PageCheckbox({ checkboxRef, state, label, disabled, onToggle }: PageCheckboxProps) {
  // 'Mixed' exists only as a DOM property; a click clears it, so it is set again after every render.
  useLayoutEffect(() => {
    if (checkboxRef.current) checkboxRef.current.indeterminate = state === 'some';
  });
  return (
    <input
      ref={checkboxRef}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
      className={cx(styles.selectControl, focusRing)}
    />
  );
}
