import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useControllable } from '../private/useControllable';
import {
  allSelected,
  defaultSelectionLabels,
  rowsSelectionState,
  selectRange,
  setIds,
  togglePage,
  type DataTableSelection,
  type DataTableSelectionLabels,
  type PageSelectionState,
} from './selection';

export type UseRowSelectionOptions<Row> = {
  /** The table's `selection` prop; without it the hook has nothing to do. */
  selection: DataTableSelection<Row> | undefined;
  getRowId: (row: Row) => string | number;
  /** The rows of the page shown, in the order shown. */
  pageRows: readonly Row[];
  /** The rows the search matches on every page, when the table holds them all (client rows, no server pages). */
  allMatchingRows: readonly Row[] | null;
};

export type RowSelectionState = {
  labels: DataTableSelectionLabels;
  selectedIds: ReadonlySet<string>;
  /** How much of the page shown is selected, for the header checkbox. */
  pageState: PageSelectionState;
  /** Whether the page shown has no rows, so the header checkbox has nothing to select. */
  pageEmpty: boolean;
  /** How many rows match the search over every page. */
  matchingCount: number;
  /** Whether to offer 'Select all {N} matching': some matching row is not selected and there is a way to select them. */
  offerAllMatching: boolean;
  /** A row's checkbox changed: toggles it, or with `range` the rows from the last one clicked. Stable, so memoised rows keep it. */
  toggleRow: (id: string, range: boolean) => void;
  /** The header checkbox changed. */
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

const noneSelected: ReadonlySet<string> = new Set();

const rowIds = <Row>(rows: readonly Row[], getRowId: (row: Row) => string | number) => rows.map((row) => String(getRowId(row)));

/** The selection's state and actions for DataTable; null when the table has no `selection`. */
export function useRowSelection<Row>({ selection, getRowId, pageRows, allMatchingRows }: UseRowSelectionOptions<Row>): RowSelectionState | null {
  const customLabels = selection?.labels;
  const labels = useMemo(() => ({ ...defaultSelectionLabels, ...customLabels }), [customLabels]);

  // Held by the app (`selectedIds` with `onSelectedIdsChange`) or here, from `defaultSelectedIds`.
  const [selectedIds, setSelectedIds] = useControllable(selection?.selectedIds, selection?.defaultSelectedIds ?? noneSelected, selection?.onSelectedIdsChange);

  // The row last clicked, where a Shift+click range starts.
  const anchor = useRef<string | null>(null);
  // The latest selection and page for the stable row callback, which memoised rows hold on to.
  const latest = useRef({ selectedIds, setSelectedIds, pageRows, getRowId });
  useLayoutEffect(() => {
    latest.current = { selectedIds, setSelectedIds, pageRows, getRowId };
  });

  const toggleRow = useCallback((id: string, range: boolean) => {
    const { selectedIds: current, setSelectedIds: set, pageRows: rows, getRowId: idOf } = latest.current;
    const on = !current.has(id);
    const next = range ? selectRange(current, rowIds(rows, idOf), anchor.current, id, on) : setIds(current, [id], on);
    anchor.current = id;
    if (next !== current) set(next);
  }, []);

  if (!selection) return null;
  const { onSelectAllMatching } = selection;
  const change = (next: ReadonlySet<string>) => {
    if (next !== selectedIds) setSelectedIds(next);
  };
  const matchingCount = selection.matchingCount ?? allMatchingRows?.length ?? pageRows.length;
  // A table holding every row knows whether all matching rows are selected; one paged by a server
  // only knows the count. Fewer ids selected than rows answer without making the rows' ids.
  const allMatchingSelected = allMatchingRows
    ? selectedIds.size >= allMatchingRows.length && allSelected(rowIds(allMatchingRows, getRowId), selectedIds)
    : selectedIds.size >= matchingCount;

  return {
    labels,
    selectedIds,
    pageState: rowsSelectionState(pageRows, getRowId, selectedIds),
    pageEmpty: pageRows.length === 0,
    matchingCount,
    offerAllMatching: (onSelectAllMatching !== undefined || allMatchingRows !== null) && !allMatchingSelected && matchingCount > selectedIds.size,
    toggleRow,
    togglePage: () => {
      anchor.current = null;
      change(togglePage(selectedIds, rowIds(pageRows, getRowId)));
    },
    selectAllMatching: () => {
      if (onSelectAllMatching) onSelectAllMatching();
      else if (allMatchingRows) change(setIds(selectedIds, rowIds(allMatchingRows, getRowId), true));
    },
    clear: () => {
      anchor.current = null;
      change(new Set());
    },
  };
}
