export {
  DataTable,
  dataTableColumnAligns,
  dataTableColumnWidths,
  dataTableModes,
  sortDirections,
  type DataTableColumn,
  type DataTableColumnAlign,
  type DataTableColumnsMenu,
  type DataTableColumnWidth,
  type DataTableMode,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSelectionLabels,
  type DataTableSort,
  type DataTableSortLabels,
  type SortComparator,
  type SortDirection,
} from './DataTable';
export { useDataTable, type DataTableState, type DataTableVirtualBody, type UseDataTableOptions } from './useDataTable';
export { filterRows, foldText, searchTexts } from './filterRows';
export { downloadCsv, exportCsv } from './exportCsv';
export {
  createSorter,
  defaultComparator,
  isMissing,
  sortIndices,
  sortIndicesBy,
  sortRows,
  sortRowsBy,
  type SortKey,
  type SortRanks,
  type Sorter,
} from './sortRows';
