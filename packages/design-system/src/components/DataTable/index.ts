export {
  DataTable,
  sortDirections,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortComparator,
  type SortDirection,
} from './DataTable';
export { filterRows, searchTexts } from './filterRows';
export { defaultComparator, isMissing, sortRows } from './sortRows';
