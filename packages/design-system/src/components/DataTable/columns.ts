import type { ReactNode } from 'react';
import type { SortComparator, SortDirection } from './sortRows';

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

/** One key of a table's sort: a column and its direction. A sort over several columns is a list of them, the first deciding most. */
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
  /**
   * Renders the cell (a link, a badge, buttons); not called when `value` is given and missing. In a
   * virtualised body a new sort, search or page draws the rows that come into view in the elements of
   * rows that left: state held inside a cell would pass to the new row, so key a stateful part by the
   * row's id.
   */
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
  /** Whether the Columns menu (`columnsMenu`) offers to hide it; default yes. A row's name should stay. */
  hideable?: boolean;
};

/** A present value as the table shows it, and so as the search finds it. */
export const displayValue = (value: unknown): string => (value instanceof Date ? value.toLocaleDateString() : String(value));

/** What a missing value shows (and is found by) unless the table is given another `missingText`. */
export const defaultMissingText = 'N/A';
