import { useCallback, useDeferredValue, useMemo, type RefObject } from 'react';
import { useControllable } from '../private/useControllable';
import { defaultMissingText, displayValue, type DataTableColumn, type DataTableMode, type DataTableSort } from './columns';
import { buildSearchTexts, matchesTerms, queryTerms, searchTexts } from './filterRows';
import { cachedSorter, isMissing, sortIndicesBySorters, type Sorter } from './sortRows';
import { pressSort, resolveSorts, sortsFromSignature, sortsSignature } from './sortState';
import { useVirtualViewport } from './useVirtualViewport';
import { virtualWindow, type VirtualWindow } from './virtualWindow';

/** Up to this many rows a search filters in the same render as the keystroke (see useDataTable). */
const immediateSearchLimit = 100_000;

export type UseDataTableOptions<Row> = {
  /** The rows: all of them (client-side pages, or none), or the current page's (server-side pages). */
  rows: readonly Row[];
  /** The columns, in order; keep the array stable (useMemo) so sorting, search texts and rows are reused. */
  columns: readonly DataTableColumn<Row>[];
  /** Who sorts and searches: the table (`client`) or the caller's server (`server`: rows shown as given). */
  mode?: DataTableMode;
  /**
   * The sort by one column (controlled); null for the given order. A caller that holds one key gets
   * one: Shift+click then sorts by the column alone, as a plain click does. Use `sorts` for several.
   */
  sort?: DataTableSort | null;
  /** The first sort by one column when uncontrolled, such as joining date, newest first. */
  defaultSort?: DataTableSort | null;
  /** Called with the first key of the new sort after every header press. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * The sort keys in order, the first deciding most (controlled); empty for the given order. Instead of
   * `sort`: Shift+click on a header adds its column as the next key, or turns it the other way.
   */
  sorts?: readonly DataTableSort[];
  /** The first sort keys when uncontrolled; instead of `defaultSort`. */
  defaultSorts?: readonly DataTableSort[];
  /** Called with the whole new list of keys after every header press. */
  onSortsChange?: (sorts: readonly DataTableSort[]) => void;
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

const noKey = () => undefined;

/**
 * A row's search text: what each searchable column shows (or its `searchValue`), missing values as
 * `missingText`, joined by a character no query contains so no word spans two columns. Written as a
 * loop: it runs once per row, 100,000 times for a long list.
 */
function searchTextOf<Row>(columns: readonly DataTableColumn<Row>[], missingText: string): (row: Row) => string {
  const searched = columns.filter((column) => column.searchable !== false && (column.searchValue || column.value));
  return (row) => {
    let text = '';
    for (let index = 0; index < searched.length; index += 1) {
      const column = searched[index]!;
      if (index > 0) text += '\u0000';
      if (column.searchValue) {
        text += column.searchValue(row);
      } else {
        const value = column.value!(row);
        text += isMissing(value) ? missingText : displayValue(value);
      }
    }
    return text;
  };
}

/** The kept sorter of `rows` by `column`'s sort key. */
const columnSorter = <Row,>(rows: readonly Row[], column: DataTableColumn<Row>): Sorter =>
  cachedSorter(rows, column, column.sortValue ?? column.value ?? noKey, column.compare);

/** Which rows of the current page a body renders now, and the spacers that stand in for the others. */
export type DataTableVirtualBody = VirtualWindow & {
  /** Whether only the rows in view are rendered (the page is longer than `virtualizeThreshold`). */
  enabled: boolean;
  /** The fixed height of each row while enabled, in pixels. */
  rowHeight: number;
  /**
   * Names the sort, search and page the rows come from. When it changes the rows in view are a new
   * selection, which a body may draw in the elements of the rows that left (see DataTableBody).
   */
  view: string;
};

export type DataTableState<Row> = {
  /** The first key of the sort in force; null for the given order. */
  sort: DataTableSort | null;
  /** The keys of the sort in force, in order (the caller's when controlled), each naming a sortable column once. */
  sorts: readonly DataTableSort[];
  /**
   * What a press on a column's header does (see `pressSort`): sorts by the column alone, or with `add`
   * (Shift held) adds it as the next key or turns it the other way. Returns the new keys.
   */
  toggleSort: (column: DataTableColumn<Row>, add?: boolean) => readonly DataTableSort[];
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
  /**
   * Builds some of the rows' search texts now rather than on the first keystroke, while `hasTime()`
   * says so (for an idle moment); true once all are built. Stable per rows and columns.
   */
  prepareSearch: (hasTime: () => boolean) => boolean;
  /**
   * Ranks the rows by the sortable columns now rather than on the first press of each header, a column
   * at a time while `hasTime()` says so (for an idle moment, at least one column a call); true once all
   * are ranked. Stable per rows and columns.
   */
  prepareSorts: (hasTime: () => boolean) => boolean;
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
  sorts: sortsProp,
  defaultSorts,
  onSortsChange,
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
    if (sortsProp !== undefined && sortProp !== undefined) throw new Error('DataTable: give `sorts` (several keys) or `sort` (one), not both.');
    if (defaultSorts !== undefined && defaultSort !== null) throw new Error('DataTable: give `defaultSorts` or `defaultSort`, not both.');
  }

  // One list of keys whichever props hold it; a caller's single `sort` is a list of one.
  const singleKey = sortsProp === undefined && sortProp !== undefined;
  const controlledSorts = sortsProp ?? (sortProp === undefined ? undefined : sortProp ? [sortProp] : []);
  const [givenSorts, setSorts] = useControllable<readonly DataTableSort[]>(
    controlledSorts,
    defaultSorts ?? (defaultSort ? [defaultSort] : []),
    (next) => {
      onSortsChange?.(next);
      if (next[0]) onSortChange?.(next[0]);
    },
  );
  // A caller may build its list anew on every render (from the URL, say): the keys count, not the
  // array, so a search or a page change never sorts again.
  const signature = sortsSignature(givenSorts);
  const sortKeys = useMemo(() => resolveSorts(sortsFromSignature(signature), columns), [signature, columns]);
  const sorts = useMemo(() => sortKeys.map(({ column, direction }) => ({ columnId: column.id, direction })), [sortKeys]);
  const [search, setOwnSearch] = useControllable(searchProp, defaultSearch, onSearchChange);
  const [page, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  // Up to 100,000 rows a keystroke filters in the same render as the box (about 2 ms of matching at
  // 10,000 and no task over 50 ms at 100,000, measured in the browser bench). A deferred filter waited
  // for a later render, after the app's own work on the keystroke, and showed its rows frames later
  // (10k: 42 ms from key to rows, against 22-35 ms in the same render). Beyond that, the box updates at
  // once and the filtering may lag.
  // Only a list over the limit hands the deferred value the search: below it the value goes unused,
  // and the render that brought it up to date (the table once more after every keystroke, queued
  // right behind the paint) was wasted.
  const lags = rows.length > immediateSearchLimit;
  const laggingSearch = useDeferredValue(lags ? search : '');
  const deferredSearch = lags ? laggingSearch : search;
  const ordersRows = mode === 'client';

  // Row order as indexes into `rows`, kept across keystrokes: a search filters it, never re-sorts. Each
  // column's sorter is kept per rows array, so flipping, switching back or adding a column reuses the
  // keys and ranks it made.
  const order = useMemo(() => {
    if (!ordersRows || sortKeys.length === 0) return null;
    const keyed = sortKeys.map(({ column, direction }) => ({ sorter: columnSorter(rows, column), direction }));
    return sortIndicesBySorters(rows.length, keyed);
  }, [ordersRows, rows, sortKeys]);

  // What the search reads in a row; a new function (new columns, new fallback) builds new texts.
  const textOf = useMemo(() => searchTextOf(columns, missingText), [columns, missingText]);
  // Builds the search texts ahead of the first keystroke (DataTable calls it when the browser is idle),
  // so typing on 100,000 rows does not start with building them.
  const prepareSearch = useCallback((hasTime: () => boolean) => !ordersRows || buildSearchTexts(rows, textOf, hasTime), [ordersRows, rows, textOf]);
  // Ranks the sortable columns ahead of their first header press, likewise: ranking 10,000 names took
  // 15-30 ms of the first press on their header, 100,000 about 55 ms. A column already ranked costs nothing.
  const prepareSorts = useCallback(
    (hasTime: () => boolean) => {
      if (!ordersRows) return true;
      const sortable = columns.filter((column) => column.sortable);
      for (let index = 0; index < sortable.length; index += 1) {
        if (index > 0 && !hasTime()) return false;
        columnSorter(rows, sortable[index]!).ranks();
      }
      return true;
    },
    [ordersRows, rows, columns],
  );

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

  const toggleSort = (column: DataTableColumn<Row>, add = false) => {
    const next = pressSort(sorts, column, add && !singleKey);
    setSorts(next);
    return next;
  };

  return {
    sort: sorts[0] ?? null,
    sorts,
    toggleSort,
    search,
    setSearch,
    page: currentPage,
    pageCount,
    setPage,
    visibleRows,
    pageRows,
    // A server that searched sends no rows for a search that matched none: that is no match, not an empty list.
    emptyReason: rows.length === 0 ? (mode === 'server' && queryTerms(search).length > 0 ? 'noMatches' : 'empty') : visibleRows.length === 0 ? 'noMatches' : null,
    virtual: { ...rendered, enabled: virtual, rowHeight, view: `${signature}\u0000${deferredSearch}\u0000${currentPage}` },
    scrollRef,
    bodyRef,
    onScroll,
    prepareSearch,
    prepareSorts,
  };
}
