import { useDeferredValue, useMemo, type RefObject } from 'react';
import { useControllable } from '../private/useControllable';
import { defaultMissingText, displayValue, type DataTableColumn, type DataTableMode, type DataTableSort } from './columns';
import { matchesTerms, queryTerms, searchTexts } from './filterRows';
import { createSorter, isMissing, type SortDirection } from './sortRows';
import { useVirtualViewport } from './useVirtualViewport';
import { virtualWindow, type VirtualWindow } from './virtualWindow';

export type UseDataTableOptions<Row> = {
  /** The rows: all of them (client-side pages, or none), or the current page's (server-side pages). */
  rows: readonly Row[];
  /** The columns, in order; keep the array stable (useMemo) so sorting, search texts and rows are reused. */
  columns: readonly DataTableColumn<Row>[];
  /** Who sorts and searches: the table (`client`) or the caller's server (`server`: rows shown as given). */
  mode?: DataTableMode;
  /** The sort (controlled); null for the given order. */
  sort?: DataTableSort | null;
  /** The first sort when uncontrolled, such as joining date, newest first. */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort when a header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The search text (controlled). */
  search?: string;
  /** The first search text when uncontrolled. */
  defaultSearch?: string;
  /** Called on every change of the search text. */
  onSearchChange?: (search: string) => void;
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
  /** Show the skeleton instead of rows. */
  loading?: boolean;
  /** Shown for a missing value. */
  missingText?: string;
  /** Above this many rows on a page, only the rows in view are rendered. */
  virtualizeThreshold?: number;
  /** The fixed height of a row in a virtualised body, in pixels. */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the view in a virtualised body. */
  overscan?: number;
};

/** Which rows of the current page a body renders now, and the spacers that stand in for the others. */
export type DataTableVirtualBody = VirtualWindow & {
  /** Whether only the rows in view are rendered (the page is longer than `virtualizeThreshold`). */
  enabled: boolean;
  /** The fixed height of each row while enabled, in pixels. */
  rowHeight: number;
};

export type DataTableState<Row> = {
  /** The sort in force (the caller's when controlled); null for the given order. */
  sort: DataTableSort | null;
  /** What a press on a column's header does: sorts by it in its first direction, or flips its direction. */
  toggleSort: (column: DataTableColumn<Row>) => void;
  /** The search text (the caller's when controlled). */
  search: string;
  /** Changes the search, and goes back to the first page when the rows are paged. */
  setSearch: (search: string) => void;
  /** The page shown, one-based, between 1 and `pageCount`. */
  page: number;
  /** How many pages there are; 1 when nothing pages the rows. */
  pageCount: number;
  /** Goes to a one-based page. */
  setPage: (page: number) => void;
  /** The rows that match the search, in sort order, on every page. */
  visibleRows: readonly Row[];
  /** The rows of the page shown. */
  pageRows: readonly Row[];
  /** Why there is no row to show: none were given (`empty`), or the search matched none (`noMatches`). */
  emptyReason: 'empty' | 'noMatches' | null;
  /** The rows of the page to render now, for a body that renders only the rows in view. */
  virtual: DataTableVirtualBody;
  /** For the scrolling element around the table, whose scroll position picks the rows in view. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** For the table's <tbody>, which may start below a caption and header inside the scrolling element. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** For the scrolling element's onScroll; undefined when the body is not virtualised. */
  onScroll: (() => void) | undefined;
};

/**
 * The state of a data table without its rendering: sort, search and page (each controlled or left to
 * the hook), the rows they select, and the window of rows a long page renders. `DataTable` is this
 * hook plus its parts; call it directly to draw the same behaviour another way (cards, a list).
 * Missing values sort last in both directions; pages are one-based. A long page renders only the
 * rows in view (`virtual`), which needs `scrollRef`, `bodyRef` and `onScroll` on the elements they
 * name; a caller that draws every row passes `virtualizeThreshold: Infinity`.
 */
export function useDataTable<Row>({
  rows,
  columns,
  mode = 'client',
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize,
  totalPages: serverPages,
  loading = false,
  missingText = defaultMissingText,
  virtualizeThreshold = 200,
  rowHeight = 48,
  overscan = 8,
}: UseDataTableOptions<Row>): DataTableState<Row> {
  if (import.meta.env.DEV) {
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
  const [search, setOwnSearch] = useControllable(searchProp, defaultSearch, onSearchChange);
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
          return isMissing(value) ? missingText : displayValue(value);
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

  const setSearch = (next: string) => {
    setOwnSearch(next);
    // Page 3 of the old results means nothing for a new query, unless it only filters a server's page.
    if (currentPage !== 1 && (pageSize || mode === 'server')) setPage(1);
  };

  const toggleSort = (column: DataTableColumn<Row>) => {
    const direction: SortDirection =
      sort?.columnId === column.id
        ? sort.direction === 'ascending'
          ? 'descending'
          : 'ascending'
        : (column.firstSortDirection ?? 'ascending');
    setSort({ columnId: column.id, direction });
  };

  return {
    sort,
    toggleSort,
    search,
    setSearch,
    page: currentPage,
    pageCount,
    setPage,
    visibleRows,
    pageRows,
    emptyReason: rows.length === 0 ? 'empty' : visibleRows.length === 0 ? 'noMatches' : null,
    virtual: { ...rendered, enabled: virtual, rowHeight },
    scrollRef,
    bodyRef,
    onScroll,
  };
}
