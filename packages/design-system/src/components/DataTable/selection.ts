// Row selection as plain functions over sets of row ids, so each rule is tested without a table.
// Every function returns a new set, or the one given when nothing changes, so a caller holding the
// selection in React state re-renders only on a real change.
import type { ReactNode } from 'react';

/** Words of the selection's controls; a table takes any of them in `selection.labels`. */
export type DataTableSelectionLabels = {
  /** The name of the bar above the table that shows the count and the selection's buttons. */
  bar: string;
  /** The count in the bar, announced politely as it changes: '3 selected'. */
  selectedCount: (count: number) => string;
  /** The header checkbox, which selects or clears the rows of the page shown. */
  selectPage: string;
  /** A row's checkbox, from the row's name: 'Select Ann Lee'. */
  selectRow: (name: string) => string;
  /** The button that selects every row the search matches, on every page: 'Select all 48 matching'. */
  selectAllMatching: (count: number) => string;
  /** The button that clears the selection. */
  clear: string;
};

const count = (value: number) => value.toLocaleString('en-US');

export const defaultSelectionLabels: DataTableSelectionLabels = {
  bar: 'Selection',
  selectedCount: (selected) => `${count(selected)} selected`,
  selectPage: 'Select all rows on this page',
  selectRow: (name) => `Select ${name}`,
  selectAllMatching: (matching) => `Select all ${count(matching)} matching`,
  clear: 'Clear selection',
};

/**
 * Row selection: a checkbox per row (Shift+click selects the range from the row last clicked), one in
 * the header for the page shown ('mixed' when some are), 'Select all N matching' for every row the
 * search matches, and a bar with the count, Clear and the app's buttons. Held by the app (`selectedIds`
 * with `onSelectedIdsChange`) or by the table (`defaultSelectedIds`, changes still reported).
 */
export type DataTableSelection<Row> = {
  /** Ids (String(getRowId(row))) of the selected rows, which may include rows not on this page; given, the app holds the selection. */
  selectedIds?: ReadonlySet<string>;
  /** The ids selected at first when the table holds the selection (no `selectedIds`). */
  defaultSelectedIds?: ReadonlySet<string>;
  /** Called with the whole new selection after every change. */
  onSelectedIdsChange?: (next: ReadonlySet<string>) => void;
  /** The row's name for its checkbox label: 'Select {name}'. */
  rowLabel: (row: Row) => string;
  /** How many rows match the search over every page when the server pages the table; defaults to the table's own filtered row count. */
  matchingCount?: number;
  /** Selects every matching row; given only when the app can (it fetches the ids of a server-paged table). Client tables without it select every filtered row themselves. */
  onSelectAllMatching?: () => void;
  /** The toolbar's buttons (Suspend, Unsuspend, Delete), shown while something is selected. */
  actions?: ReactNode;
  /** Words; defaults in English. */
  labels?: Partial<DataTableSelectionLabels>;
};

/** How much of a page is selected, for its header checkbox: none, some (mixed) or all. */
export type PageSelectionState = 'none' | 'some' | 'all';

export function pageSelectionState(pageIds: readonly string[], selected: ReadonlySet<string>): PageSelectionState {
  return rowsSelectionState(pageIds, String, selected);
}

/**
 * `pageSelectionState` of rows, reading each row's id (`String(idOf(row))`) only as far as needed: it
 * stops at the first selected and unselected pair ('some'), and reads none while nothing is selected.
 * Why: the ids of 100,000 rows are as many new strings, made on every sort and keystroke otherwise.
 */
export function rowsSelectionState<Row>(rows: readonly Row[], idOf: (row: Row) => string | number, selected: ReadonlySet<string>): PageSelectionState {
  if (selected.size === 0) return 'none';
  let chosen = 0;
  let skipped = 0;
  for (const row of rows) {
    if (selected.has(String(idOf(row)))) chosen += 1;
    else skipped += 1;
    if (chosen > 0 && skipped > 0) return 'some';
  }
  return chosen === 0 ? 'none' : 'all';
}

/** `selected` with every id of `ids` added (`on`) or taken out; the same set when that changes nothing. */
export function setIds(selected: ReadonlySet<string>, ids: Iterable<string>, on: boolean): ReadonlySet<string> {
  let next: Set<string> | null = null;
  for (const id of ids) {
    if (selected.has(id) === on) continue;
    next ??= new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
  }
  return next ?? selected;
}

/**
 * What the header checkbox does: a page wholly selected is cleared, any other is wholly selected.
 * Only the page's ids change; rows selected on other pages stay selected.
 */
export function togglePage(selected: ReadonlySet<string>, pageIds: readonly string[]): ReadonlySet<string> {
  return setIds(selected, pageIds, pageSelectionState(pageIds, selected) !== 'all');
}

/**
 * What Shift+click on a row's checkbox does: every row from `anchorId` (the row last clicked) to
 * `targetId`, both included, in the order shown, takes the state the target is switched to. Without
 * an anchor in `orderedIds` (none yet, or on another page) only the target changes.
 */
export function selectRange(
  selected: ReadonlySet<string>,
  orderedIds: readonly string[],
  anchorId: string | null,
  targetId: string,
  on: boolean,
): ReadonlySet<string> {
  const to = orderedIds.indexOf(targetId);
  const from = anchorId === null ? -1 : orderedIds.indexOf(anchorId);
  if (to === -1 || from === -1) return setIds(selected, [targetId], on);
  return setIds(selected, orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1), on);
}

/** Whether every id of `ids` is selected (true for none). */
export function allSelected(ids: readonly string[], selected: ReadonlySet<string>): boolean {
  return ids.every((id) => selected.has(id));
}
