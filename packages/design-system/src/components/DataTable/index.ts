export {
  DataTable,
  dataTableColumnAligns,
  dataTableColumnWidths,
  dataTableModes,
  sortDirections,
  type DataTableColumn,
  type DataTableColumnAlign,
  type DataTableColumnWidth,
  type DataTableMode,
  type DataTableProps,
  type DataTableSort,
  type SortComparator,
  type SortDirection,
} from './DataTable';
export { filterRows, searchTexts } from './filterRows';
export { createSorter, defaultComparator, isMissing, sortIndices, sortRows, type Sorter } from './sortRows';
