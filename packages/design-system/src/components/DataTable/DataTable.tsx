import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { ErrorMessage } from '../ErrorMessage';
import { Pagination } from '../Pagination';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { TextField } from '../TextField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './DataTable.css';
import { matchesTerms, queryTerms, searchTexts } from './filterRows';
import { createSorter, isMissing, type SortComparator, type SortDirection } from './sortRows';
import { useControllable } from './useControllable';
import { virtualWindow } from './virtualWindow';

export { sortDirections, type SortComparator, type SortDirection } from './sortRows';

/** Where a column's header and cells sit: numbers and dates often read better at the end. */
export const dataTableColumnAligns = ['start', 'center', 'end'] as const;
export type DataTableColumnAlign = (typeof dataTableColumnAligns)[number];

/** How wide a column asks to be; `auto` takes what its content needs. */
export const dataTableColumnWidths = ['auto', 'small', 'medium', 'large'] as const;
export type DataTableColumnWidth = (typeof dataTableColumnWidths)[number];

/**
 * Who orders and searches the rows: `client` sorts and filters the rows given (all of them, or the
 * current server page's); `server` shows the rows exactly as given and only reports sort, search and
 * page changes, for a caller whose server sorts, searches and pages.
 */
export const dataTableModes = ['client', 'server'] as const;
export type DataTableMode = (typeof dataTableModes)[number];

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
  /** Whether the search box looks at this column's value (default: yes, when it has one). */
  searchable?: boolean;
  /** The text the search looks at, when it differs from `value`. */
  searchValue?: (row: Row) => string;
  /** Where the header and cells sit. */
  align?: DataTableColumnAlign;
  /** How wide the column asks to be. */
  width?: DataTableColumnWidth;
};

export type DataTableProps<Row> = {
  /** The rows: all of them (client-side pages, or none), or the current page's (server-side pages). */
  rows: readonly Row[];
  /** The columns, in order; keep the array stable (useMemo) so sorting, search texts and rows are reused. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable key for each row. */
  getRowId: (row: Row) => string | number;
  /** Names the table: 'Professionals'. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The name of the scrolling region around the table; the caption when missing. */
  regionLabel?: string;
  /** Who sorts and searches: the table (`client`) or the caller's server (`server`: rows shown as given). */
  mode?: DataTableMode;
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
  /** The current page, ONE-based (controlled); a caller with a zero-based page state adds 1. */
  page?: number;
  /** The first page when uncontrolled, one-based. */
  defaultPage?: number;
  /** Called with the one-based page the user chose. */
  onPageChange?: (page: number) => void;
  /** Rows per page when the table pages the rows itself; without it (and without `totalPages`) all rows show. */
  pageSize?: number;
  /** The number of pages on the server: the rows are the current page's. */
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
  /** Offers a 'Try again' button beside the error, for a failure that may pass (the server was away). */
  onRetry?: () => void;
  /** What to say when there are no rows at all. */
  emptyText?: ReactNode;
  /** What to say when the search matches no row. */
  noMatchesText?: ReactNode;
  /** Shown for a missing value. */
  missingText?: string;
  /** Extra controls at the end of each row, in a last column; keep the function stable (useCallback). */
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

/** The header row is row 1 for `aria-rowindex`, so the body's first row is 2. */
export const firstBodyRowIndex = 2;

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
            {missing ? <span className={styles.missing}>{missingText}</span> : column.cell ? column.cell(row) : display(value)}
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

/**
 * Follows the scroll container for the virtualiser. Only the index of the first row in view is state,
 * so a scroll within one row's height re-renders nothing.
 */
function useVirtualViewport(enabled: boolean, rowHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [firstRow, setFirstRow] = useState(0);
  const [height, setHeight] = useState(600);
  const onScroll = useCallback(() => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    // The caption and header sit above the body inside the scroller; scrolling starts at the body.
    const bodyTop = body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setFirstRow(Math.max(0, Math.floor((scroller.scrollTop - bodyTop) / rowHeight)));
  }, [rowHeight]);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!enabled || !scroller) return;
    const measure = () => setHeight(scroller.clientHeight || 600);
    measure();
    onScroll();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    return () => observer?.disconnect();
  }, [enabled, onScroll]);
  return { scrollRef, bodyRef, scrollTop: firstRow * rowHeight, height, onScroll: enabled ? onScroll : undefined };
}

/**
 * A sortable, searchable, paged table with loading, empty and error states. Sort, search and page
 * can each be controlled (so an app can keep them in the URL) or left to the table. Missing values
 * show as `missingText` and sort last in both directions. Long pages are virtualised: only rows in
 * view are in the DOM, with `aria-rowcount`/`aria-rowindex` telling assistive technology the whole.
 * Pages are one-based everywhere (`page`, `defaultPage`, `onPageChange`).
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  caption,
  hideCaption = false,
  regionLabel,
  mode = 'client',
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
  onRetry,
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
    if (mode === 'server' && pageSize !== undefined) {
      throw new Error("DataTable: mode 'server' shows rows as given; page them on the server and pass `totalPages`, not `pageSize`.");
    }
  }

  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, onSortChange as ((next: DataTableSort | null) => void) | undefined);
  const [search, setSearch] = useControllable(searchProp, defaultSearch, onSearchChange);
  const [page, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  // Typing stays responsive on 10,000 rows: the box updates at once, the filtering may lag a frame.
  const deferredSearch = useDeferredValue(search);
  const ordersRows = mode === 'client';

  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId && column.sortable) : undefined;
  const sortDirection = sort?.direction ?? 'ascending';
  // One sorter per rows and column: flipping the direction reuses the keys it made.
  const sorter = useMemo(() => {
    if (!ordersRows || !sortColumn) return null;
    const keyOf = sortColumn.sortValue ?? sortColumn.value ?? (() => undefined);
    return createSorter(rows, keyOf, sortColumn.compare);
  }, [ordersRows, rows, sortColumn]);
  // Row order as indexes into `rows`, kept across keystrokes: a search filters it, never re-sorts.
  const order = useMemo(() => sorter?.indices(sortDirection) ?? null, [sorter, sortDirection]);

  // What the search reads in a row; a new function (new columns, new fallback) builds new texts.
  const textOf = useMemo(() => {
    const searched = columns.filter((column) => column.searchable !== false && (column.searchValue || column.value));
    return (row: Row) =>
      searched
        .map((column) => {
          if (column.searchValue) return column.searchValue(row);
          const value = column.value?.(row);
          return isMissing(value) ? missingText : display(value);
        })
        .join('\u0000');
  }, [columns, missingText]);

  const visibleRows = useMemo(() => {
    const terms = ordersRows ? queryTerms(deferredSearch) : [];
    if (terms.length === 0) return order ? order.map((index) => rows[index]!) : rows;
    const texts = searchTexts(rows, textOf);
    const kept: Row[] = [];
    if (order) {
      for (const index of order) if (matchesTerms(texts[index]!, terms)) kept.push(rows[index]!);
    } else {
      rows.forEach((row, index) => {
        if (matchesTerms(texts[index]!, terms)) kept.push(row);
      });
    }
    return kept;
  }, [ordersRows, order, rows, deferredSearch, textOf]);

  const clientPages = pageSize ? Math.max(1, Math.ceil(visibleRows.length / pageSize)) : 1;
  const pageCount = serverPages !== undefined ? Math.max(1, Math.floor(serverPages)) : clientPages;
  const currentPage = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const offset = pageSize ? (currentPage - 1) * pageSize : 0;
  const pageRows = useMemo(() => (pageSize ? visibleRows.slice(offset, offset + pageSize) : visibleRows), [visibleRows, pageSize, offset]);

  const virtual = !loading && pageRows.length > virtualizeThreshold;
  const { scrollRef, bodyRef, scrollTop, height: viewportHeight, onScroll } = useVirtualViewport(virtual, rowHeight);
  const rendered = virtual
    ? virtualWindow({ count: pageRows.length, rowHeight, scrollTop, viewportHeight, overscan })
    : { start: 0, end: pageRows.length, before: 0, after: 0 };

  const columnCount = columns.length + (rowActions ? 1 : 0);

  const changeSearch = (next: string) => {
    setSearch(next);
    // Page 3 of the old results means nothing for a new query, unless it only filters a server's page.
    if (currentPage !== 1 && (pageSize || mode === 'server')) setPage(1);
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

  const failed = error !== undefined && error !== null && error !== false;
  const bodyMessage = rows.length === 0 ? emptyText : visibleRows.length === 0 ? noMatchesText : null;
  const bodyRowCount = bodyMessage !== null ? 1 : pageRows.length;

  const headerRow = (interactive: boolean) => (
    <tr aria-rowindex={interactive ? 1 : undefined}>
      {columns.map((column) => {
        const active = interactive && column.sortable && sort?.columnId === column.id;
        return (
          <th
            key={column.id}
            scope="col"
            className={styles.headerCell({ align: column.align, width: column.width })}
            aria-sort={active ? sort.direction : interactive && column.sortable ? 'none' : undefined}
          >
            {interactive && column.sortable ? (
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
        <th scope="col" className={styles.headerCell()}>
          {rowActionsHeader}
        </th>
      ) : null}
    </tr>
  );

  let content: ReactNode;
  if (failed) {
    content = <ErrorMessage onRetry={onRetry}>{error}</ErrorMessage>;
  } else if (loading) {
    content = (
      <SkeletonGroup label={loadingLabel}>
        <div className={styles.scroller}>
          {/* The placeholder table is hidden: the status region's label says what is loading. */}
          <table className={styles.table} aria-hidden="true">
            <thead>{headerRow(false)}</thead>
            <tbody>
              {Array.from({ length: Math.max(1, Math.floor(loadingRows)) }, (_row, rowIndex) => (
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
  } else {
    content = (
      <div
        ref={scrollRef}
        role="region"
        aria-label={regionLabel ?? caption}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll a table wider or longer than the screen (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={0}
        className={cx(styles.scroller, virtual && styles.virtualScroller, focusRing)}
        onScroll={onScroll}
      >
        <table
          className={styles.table}
          aria-rowcount={bodyRowCount + 1}
          style={virtual ? assignInlineVars({ [styles.rowHeightVar]: `${rowHeight}px` }) : undefined}
        >
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>{headerRow(true)}</thead>
          <tbody ref={bodyRef}>
            {bodyMessage !== null ? (
              <tr aria-rowindex={firstBodyRowIndex}>
                <td colSpan={columnCount} className={styles.message}>
                  {bodyMessage}
                </td>
              </tr>
            ) : null}
            {rendered.before > 0 ? <SpacerRow columns={columnCount} height={rendered.before} /> : null}
            {pageRows.slice(rendered.start, rendered.end).map((row, index) => (
              <BodyRow
                key={getRowId(row)}
                row={row}
                columns={columns}
                ariaRowIndex={rendered.start + index + firstBodyRowIndex}
                virtual={virtual}
                missingText={missingText}
                rowActions={rowActions}
              />
            ))}
            {rendered.after > 0 ? <SpacerRow columns={columnCount} height={rendered.after} /> : null}
          </tbody>
        </table>
      </div>
    );
  }

  // The search box and the page buttons keep their place in the tree through loading, so a reader
  // typing a query or pressing Next keeps focus while a server answers.
  return (
    <div className={cx(styles.root, className)}>
      {searchable && !failed ? (
        <TextField
          className={styles.toolbar}
          type="search"
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
      ) : null}
      {content}
      {pageCount > 1 && !failed ? (
        <Pagination page={currentPage} totalPages={pageCount} onPageChange={setPage} label={paginationLabel ?? `${caption} pages`} />
      ) : null}
    </div>
  );
}
DataTable.displayName = 'DataTable';
