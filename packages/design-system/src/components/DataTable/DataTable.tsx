import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { ErrorMessage } from '../ErrorMessage';
import { Pagination } from '../Pagination';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { TextField } from '../TextField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './DataTable.css';
import { filterRows } from './filterRows';
import { isMissing, sortRows, type SortComparator, type SortDirection } from './sortRows';
import { useControllable } from './useControllable';
import { virtualWindow } from './virtualWindow';

export { sortDirections, type SortComparator, type SortDirection } from './sortRows';

/** The column a table is sorted by and the direction. */
export type DataTableSort = { columnId: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  /** Unique within the table; names the column in `sort` (and so in URLs). */
  id: string;
  /** The header text. */
  header: string;
  /** The cell's value: shown as text when there is no `cell`, searched, and sorted unless `sortValue` is given. Missing values show `missingText`. */
  value?: (row: Row) => unknown;
  /** The key to sort by when it differs from `value` (a timestamp for a formatted date). */
  sortValue?: (row: Row) => unknown;
  /** Orders two present sort keys; numbers, dates and text compare sensibly without it. */
  compare?: SortComparator;
  /** Renders the cell (a link, a badge, buttons); not called when `value` is given and missing. */
  cell?: (row: Row) => ReactNode;
  /** Whether the header is a sort button. */
  sortable?: boolean;
  /** The direction a first click on the header sorts in. */
  firstSortDirection?: SortDirection;
  /** Whether the search box looks at this column's value. */
  searchable?: boolean;
  /** The text the search looks at, when it differs from `value`. */
  searchValue?: (row: Row) => string;
};

export type DataTableProps<Row> = {
  /** The rows: all of them (client-side pages, or none), or the current page's (server-side pages). */
  rows: readonly Row[];
  /** The columns, in order; keep the array stable (useMemo) so sorting and search texts are reused. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable key for each row. */
  getRowId: (row: Row) => string | number;
  /** Names the table: 'Professionals'. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The name of the scrolling region around the table; the caption when missing. */
  regionLabel?: string;
  /** The sort (controlled); null for the given order. */
  sort?: DataTableSort | null;
  /** The first sort when uncontrolled, such as joining date, newest first. */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort when a header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Whether to show the search box. */
  searchable?: boolean;
  /** The search text (controlled). */
  search?: string;
  /** The first search text when uncontrolled. */
  defaultSearch?: string;
  /** Called on every change of the search text. */
  onSearchChange?: (search: string) => void;
  /** The search box's label. */
  searchLabel?: string;
  /** The search box's placeholder, such as 'Search 30 records...'. */
  searchPlaceholder?: string;
  /** The current page, one-based (controlled). */
  page?: number;
  /** The first page when uncontrolled, one-based. */
  defaultPage?: number;
  /** Called with the one-based page the user chose. */
  onPageChange?: (page: number) => void;
  /** Rows per page when the table pages the rows itself; without it (and without `totalPages`) all rows show. */
  pageSize?: number;
  /** The number of pages on the server: the rows are the current page's and are shown as given. */
  totalPages?: number;
  /** The page navigation's name; '{caption} pages' when missing. */
  paginationLabel?: string;
  /** Show the skeleton instead of rows. */
  loading?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** What is loading, announced to screen readers: 'Loading professionals'. */
  loadingLabel?: string;
  /** The error to show instead of the table, such as 'Error: Failed to fetch salons'; shown as an alert. */
  error?: ReactNode;
  /** What to say when there are no rows at all. */
  emptyText?: ReactNode;
  /** What to say when the search matches no row. */
  noMatchesText?: ReactNode;
  /** Shown for a missing value. */
  missingText?: string;
  /** Extra controls at the end of each row, in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** The header of the row actions column. */
  rowActionsHeader?: string;
  /** Above this many rows on a page, only the rows in view are rendered. */
  virtualizeThreshold?: number;
  /** The fixed height of a row in a virtualised body, in pixels. */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the view in a virtualised body. */
  overscan?: number;
  /** Extra class names, merged last. */
  className?: string;
};

const display = (value: unknown): string => (value instanceof Date ? value.toLocaleDateString() : String(value));

function SortArrow() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 19 V5 M6 11 L12 5 L18 11" />
    </svg>
  );
}

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

/** Keeps the scroll container's height and scroll position, for the virtualiser. */
function useScrollViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setHeight(element.clientHeight || 600);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [enabled]);
  return { ref, scrollTop, height, setScrollTop };
}

/**
 * A sortable, searchable, paged table with loading, empty and error states. Sort, search and page
 * can each be controlled (so an app can keep them in the URL) or left to the table. Missing values
 * show as `missingText` and sort last in both directions. Long pages are virtualised: only rows in
 * view are in the DOM, with `aria-rowcount`/`aria-rowindex` telling assistive technology the whole.
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  caption,
  hideCaption = false,
  regionLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  searchable = true,
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  searchLabel = 'Search',
  searchPlaceholder,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize,
  totalPages: serverPages,
  paginationLabel,
  loading = false,
  loadingRows = 10,
  loadingLabel = 'Loading',
  error,
  emptyText = 'No records found.',
  noMatchesText = 'No records match your search.',
  missingText = 'N/A',
  rowActions,
  rowActionsHeader = 'Actions',
  virtualizeThreshold = 200,
  rowHeight = 48,
  overscan = 8,
  className,
}: DataTableProps<Row>) {
  if (import.meta.env.DEV) {
    if (!caption?.trim()) throw new Error('DataTable: `caption` is required; it names the table.');
    const seen = new Set<string>();
    for (const column of columns) {
      if (seen.has(column.id)) throw new Error(`DataTable: column id '${column.id}' is used twice.`);
      seen.add(column.id);
      if (!column.value && !column.cell) throw new Error(`DataTable: column '${column.id}' needs \`value\` or \`cell\`.`);
    }
    if (pageSize !== undefined && serverPages !== undefined) {
      throw new Error('DataTable: give `pageSize` (pages made here) or `totalPages` (pages from the server), not both.');
    }
  }

  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, onSortChange as ((next: DataTableSort | null) => void) | undefined);
  const [search, setSearch] = useControllable(searchProp, defaultSearch, onSearchChange);
  const [page, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  // Typing stays responsive on 10,000 rows: the box updates at once, the filtering may lag a frame.
  const deferredSearch = useDeferredValue(search);

  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId && column.sortable) : undefined;
  const sorted = useMemo(() => {
    if (!sort || !sortColumn) return rows;
    const keyOf = sortColumn.sortValue ?? sortColumn.value ?? (() => undefined);
    return sortRows(rows, keyOf, sort.direction, sortColumn.compare);
  }, [rows, sort, sortColumn]);

  const searchColumns = useMemo(() => columns.filter((column) => column.searchable !== false && (column.searchValue || column.value)), [columns]);
  const searchKey = searchColumns.map((column) => column.id).join('\u0000');
  const filtered = useMemo(() => {
    const textOf = (row: Row) =>
      searchColumns
        .map((column) => {
          if (column.searchValue) return column.searchValue(row);
          const value = column.value?.(row);
          return isMissing(value) ? missingText : display(value);
        })
        .join('\u0000');
    return filterRows(sorted, deferredSearch, textOf, `${searchKey}\u0001${missingText}`);
  }, [sorted, deferredSearch, searchColumns, searchKey, missingText]);

  const clientPages = pageSize ? Math.max(1, Math.ceil(filtered.length / pageSize)) : 1;
  const pageCount = serverPages !== undefined ? Math.max(1, serverPages) : clientPages;
  const currentPage = Math.min(Math.max(1, page), pageCount);
  const offset = pageSize ? (currentPage - 1) * pageSize : 0;
  const pageRows = pageSize ? filtered.slice(offset, offset + pageSize) : filtered;

  const virtual = pageRows.length > virtualizeThreshold;
  const { ref: scrollRef, scrollTop, height: viewportHeight, setScrollTop } = useScrollViewport(virtual);
  const window = virtual
    ? virtualWindow({ count: pageRows.length, rowHeight, scrollTop, viewportHeight, overscan })
    : { start: 0, end: pageRows.length, before: 0, after: 0 };

  const columnCount = columns.length + (rowActions ? 1 : 0);
  const headers = [...columns.map((column) => ({ id: column.id, header: column.header })), ...(rowActions ? [{ id: '\u0000actions', header: rowActionsHeader }] : [])];

  const changeSearch = (next: string) => {
    setSearch(next);
    // Page 3 of the old results means nothing for a new query; pages from a server stay as they are.
    if (pageSize && currentPage !== 1) setPage(1);
  };

  const pressHeader = (column: DataTableColumn<Row>) => {
    const direction: SortDirection =
      sort?.columnId === column.id
        ? sort.direction === 'ascending'
          ? 'descending'
          : 'ascending'
        : (column.firstSortDirection ?? 'ascending');
    setSort({ columnId: column.id, direction });
  };

  const searchBox = searchable ? (
    <TextField
      className={styles.toolbar}
      type="search"
      label={searchLabel}
      placeholder={searchPlaceholder}
      value={search}
      onChange={(event) => changeSearch(event.target.value)}
    />
  ) : null;

  if (error !== undefined && error !== null && error !== false) {
    return (
      <div className={cx(styles.root, className)}>
        <ErrorMessage>{error}</ErrorMessage>
      </div>
    );
  }

  if (loading) {
    return (
      <div className={cx(styles.root, className)}>
        {searchBox}
        <SkeletonGroup label={loadingLabel}>
          <div className={styles.scroller}>
            <table className={styles.table} aria-hidden="true">
              <thead>
                <tr>
                  {headers.map((header) => (
                    <th key={header.id} scope="col" className={styles.headerCell}>
                      {header.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: Math.max(1, loadingRows) }, (_, rowIndex) => (
                  <tr key={rowIndex} data-skeleton-row="">
                    {headers.map((header) => (
                      <td key={header.id} className={styles.cell}>
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SkeletonGroup>
      </div>
    );
  }

  const bodyMessage = rows.length === 0 ? emptyText : filtered.length === 0 ? noMatchesText : null;

  return (
    <div className={cx(styles.root, className)}>
      {searchBox}
      <div
        ref={scrollRef}
        role="region"
        aria-label={regionLabel ?? caption}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll a table wider or longer than the screen (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={0}
        className={cx(styles.scroller, virtual && styles.virtualScroller, focusRing)}
        onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
      >
        <table
          className={styles.table}
          aria-rowcount={pageRows.length + 1}
          style={virtual ? assignInlineVars({ [styles.rowHeightVar]: `${rowHeight}px` }) : undefined}
        >
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => {
                const active = sort?.columnId === column.id && column.sortable;
                return (
                  <th key={column.id} scope="col" className={styles.headerCell} aria-sort={active ? sort.direction : undefined}>
                    {column.sortable ? (
                      <button type="button" className={cx(styles.sortButton, focusRing)} onClick={() => pressHeader(column)}>
                        {column.header}
                        <span className={styles.sortIndicator}>
                          <SortArrow />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className={styles.headerCell}>
                  {rowActionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {bodyMessage !== null ? (
              <tr aria-rowindex={2}>
                <td colSpan={columnCount} className={styles.message}>
                  {bodyMessage}
                </td>
              </tr>
            ) : null}
            {window.before > 0 ? <SpacerRow columns={columnCount} height={window.before} /> : null}
            {pageRows.slice(window.start, window.end).map((row, index) => (
              <tr key={getRowId(row)} className={styles.row} aria-rowindex={window.start + index + 2} data-virtual={virtual ? '' : undefined}>
                {columns.map((column) => {
                  const value = column.value?.(row);
                  const missing = column.value !== undefined && isMissing(value);
                  return (
                    <td key={column.id} className={cx(styles.cell, virtual && styles.virtualCell)}>
                      {missing ? <span className={styles.missing}>{missingText}</span> : column.cell ? column.cell(row) : display(value)}
                    </td>
                  );
                })}
                {rowActions ? (
                  <td className={cx(styles.cell, virtual && styles.virtualCell)}>
                    <div className={styles.rowActions}>{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
            {window.after > 0 ? <SpacerRow columns={columnCount} height={window.after} /> : null}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <Pagination page={currentPage} totalPages={pageCount} onPageChange={setPage} label={paginationLabel ?? `${caption} pages`} />
      ) : null}
    </div>
  );
}
DataTable.displayName = 'DataTable';
