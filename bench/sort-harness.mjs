// Bundled by bench/browser.mjs (esbuild, IIFE) and evaluated in a blank Chromium page: sorts the
// same rows on the same column with the DataTable's sorter and with @tanstack/table-core's
// default sorting, timing both with performance.now().
import { constructTable, createColumnHelper, createSortedRowModel, rowSortingFeature, sortFns, tableFeatures } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { readAccountList } from '../packages/api-contract/src/accountReaders';
import { toTableRows } from '../packages/admin-app/src/data/accountRows';
import { createSorter } from '../packages/design-system/src/components/DataTable/sortRows';
import { median } from './lib.mjs';

/** The list's rows, made from the answer's items exactly as the professionals list makes them. */
export const toRows = (items) => toTableRows(readAccountList('professional', items).rows);

/** The name column's sort key, as the list's column gives it (`value`, no `sortValue`). */
const keyOf = (row) => row.name;

/**
 * Times `runs` sorts of `rows` by the name column with each implementation, alternating ascending
 * and descending (so neither side can return a cached answer), after two untimed warm-up sorts each.
 */
export function compareSorts(rows, runs) {
  // TanStack's default: the full built-in sortFns registry and sortFn 'auto', which picks 'text'
  // or 'alphanumeric' from the first rows' values, as v8 did out of the box.
  const features = tableFeatures({
    coreReactivityFeature: storeReactivityBindings(),
    rowSortingFeature,
    sortedRowModel: createSortedRowModel(),
    sortFns,
  });
  const helper = createColumnHelper();
  const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);
  const table = constructTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  // The core row model (one Row object per data item) is built before timing, just as our rows exist
  // before the DataTable sorts them.
  table.getCoreRowModel();
  const tanstackSort = (desc) => {
    table.setSorting([{ id: 'name', desc }]);
    return table.getSortedRowModel().rows;
  };
  // Ours as the DataTable sorts: one sorter per rows and column, made before timing as tanstack's table
  // is; both make their keys or values on the first sort (a warm-up) and keep them for the next.
  const sorter = createSorter(rows, keyOf);
  const ourSort = (desc) => sorter.indices(desc ? 'descending' : 'ascending').map((index) => rows[index]);

  const times = { ours: [], tanstack: [] };
  for (let index = -2; index < runs; index += 1) {
    const desc = index % 2 !== 0;
    // Which goes first alternates too, so neither always runs on a heap the other just filled.
    const order = index % 4 < 2 ? ['ours', 'tanstack'] : ['tanstack', 'ours'];
    for (const name of order) {
      const started = performance.now();
      if (name === 'ours') ourSort(desc);
      else tanstackSort(desc);
      const elapsed = performance.now() - started;
      if (index >= 0) times[name].push(elapsed);
    }
  }

  // Same order? Both are stable, so ties (many people share a name) keep the input order in both.
  const ourIds = ourSort(false).map((row) => row.id);
  const theirIds = tanstackSort(false).map((row) => row.original.id);
  let differences = 0;
  for (let index = 0; index < ourIds.length; index += 1) if (ourIds[index] !== theirIds[index]) differences += 1;
  return { ours: median(times.ours), tanstack: median(times.tanstack), differences, oursAll: times.ours, tanstackAll: times.tanstack };
}
