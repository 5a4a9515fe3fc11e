import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn, DataTableSort } from './columns';
import { useDataTable, type UseDataTableOptions } from './useDataTable';

// The hook on its own, as a caller drawing rows another way uses it; DataTable.test.tsx covers the
// same rules through the component.

type City = { id: number; name: string; people: number | null };

const cities: City[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `City ${String.fromCharCode(76 - index)}`,
  people: index % 4 === 0 ? null : index * 10,
}));

const columns: DataTableColumn<City>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
  { id: 'people', header: 'People', value: (row) => row.people, sortable: true, firstSortDirection: 'descending' },
];

function setUp<Row = City>(options: Partial<UseDataTableOptions<Row>> = {}) {
  return renderHook((props: UseDataTableOptions<Row>) => useDataTable(props), {
    initialProps: { rows: cities, columns, ...options } as unknown as UseDataTableOptions<Row>,
  });
}

// Towns in two regions, with ties in each, for sorts over two columns.
type Town = { id: number; region: string; people: number | null };
const towns: Town[] = [
  { id: 1, region: 'North', people: 20 },
  { id: 2, region: 'South', people: 5 },
  { id: 3, region: 'North', people: 30 },
  { id: 4, region: 'South', people: 50 },
  { id: 5, region: 'North', people: null },
  { id: 6, region: 'South', people: null },
];
const townColumns: DataTableColumn<Town>[] = [
  { id: 'region', header: 'Region', value: (town) => town.region, sortable: true },
  { id: 'people', header: 'People', value: (town) => town.people, sortable: true, firstSortDirection: 'descending' },
];

describe('useDataTable', () => {
  it('sorts by a column in its first direction, flips on the next toggle, and keeps missing values last', () => {
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    const { result } = setUp({ onSortChange });
    act(() => result.current.toggleSort(columns[1]!));
    expect(result.current.sort).toEqual({ columnId: 'people', direction: 'descending' });
    expect(result.current.visibleRows.map((row) => row.people).slice(0, 2)).toEqual([110, 100]);
    expect(result.current.visibleRows.at(-1)?.people).toBeNull();
    act(() => result.current.toggleSort(columns[1]!));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'people', direction: 'ascending' });
    expect(result.current.visibleRows.at(-1)?.people).toBeNull();
  });

  it('adds a key with add (Shift), orders by both, and reports the list and its first key', () => {
    const onSortsChange = vi.fn<(sorts: readonly DataTableSort[]) => void>();
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    const { result } = setUp({ rows: towns, columns: townColumns, onSortsChange, onSortChange });
    act(() => result.current.toggleSort(townColumns[0]!));
    act(() => result.current.toggleSort(townColumns[1]!, true));
    const both = [
      { columnId: 'region', direction: 'ascending' },
      { columnId: 'people', direction: 'descending' },
    ];
    expect(onSortsChange).toHaveBeenLastCalledWith(both);
    expect(onSortChange).toHaveBeenLastCalledWith(both[0]);
    expect(result.current.sorts).toEqual(both);
    expect(result.current.sort).toEqual(both[0]);
    expect(result.current.visibleRows.map((town) => town.id)).toEqual([3, 1, 5, 4, 2, 6]);
    // A plain press goes back to one key.
    let returned: readonly DataTableSort[] = [];
    act(() => {
      returned = result.current.toggleSort(townColumns[1]!);
    });
    expect(returned).toEqual([{ columnId: 'people', direction: 'descending' }]);
    expect(result.current.sorts).toEqual(returned);
  });

  it('with a controlled single `sort`, treats Shift as a plain press: the caller holds one key', () => {
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    const onSortsChange = vi.fn<(sorts: readonly DataTableSort[]) => void>();
    const { result } = setUp({ rows: towns, columns: townColumns, sort: { columnId: 'region', direction: 'ascending' }, onSortChange, onSortsChange });
    act(() => result.current.toggleSort(townColumns[1]!, true));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'people', direction: 'descending' });
    expect(onSortsChange).toHaveBeenLastCalledWith([{ columnId: 'people', direction: 'descending' }]);
    // Controlled: the given sort stays until the caller changes it.
    expect(result.current.sorts).toEqual([{ columnId: 'region', direction: 'ascending' }]);
  });

  it('follows controlled `sorts`, skipping keys without a sortable column, and does not sort again for an equal new list', () => {
    const sorts = [
      { columnId: 'gone', direction: 'ascending' },
      { columnId: 'region', direction: 'descending' },
      { columnId: 'people', direction: 'ascending' },
    ] as const;
    const { result, rerender } = setUp({ rows: towns, columns: townColumns, sorts });
    expect(result.current.sorts).toEqual(sorts.slice(1));
    expect(result.current.visibleRows.map((town) => town.id)).toEqual([2, 4, 6, 1, 3, 5]);
    const shown = result.current.visibleRows;
    rerender({ rows: towns, columns: townColumns, sorts: sorts.map((key) => ({ ...key })), defaultSearch: 'x' });
    expect(result.current.visibleRows).toBe(shown);
  });

  it('pages the rows one-based and goes back to the first page on a new search', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    const { result } = setUp({ pageSize: 5, defaultPage: 3, onPageChange });
    expect(result.current.pageCount).toBe(3);
    expect(result.current.page).toBe(3);
    expect(result.current.pageRows).toHaveLength(2);
    act(() => result.current.setSearch('city'));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(result.current.page).toBe(1);
  });

  it('finds missing values by their text and says why no row shows', () => {
    const { result, rerender } = setUp({ defaultSearch: 'n/a' });
    expect(result.current.visibleRows.map((row) => row.id)).toEqual([1, 5, 9]);
    act(() => result.current.setSearch('nowhere'));
    expect(result.current.emptyReason).toBe('noMatches');
    rerender({ rows: [], columns });
    expect(result.current.emptyReason).toBe('empty');
    // A server that searched and sent nothing found no match; without a search its list is empty.
    rerender({ rows: [], columns, mode: 'server' });
    expect(result.current.emptyReason).toBe('noMatches');
    act(() => result.current.setSearch(' '));
    expect(result.current.emptyReason).toBe('empty');
  });

  it('ranks the sortable columns ahead, a column a call while there is time, so a header press reads no row', () => {
    const name = vi.fn<(row: City) => string>((row) => row.name);
    const people = vi.fn<(row: City) => number | null>((row) => row.people);
    const counted: DataTableColumn<City>[] = [
      { ...columns[0]!, value: name },
      { ...columns[1]!, value: people },
      { id: 'id', header: 'Id', value: (row) => row.id },
    ];
    const { result } = setUp({ columns: counted });
    // Out of time: one column all the same, so every idle moment gets somewhere.
    expect(result.current.prepareSorts(() => false)).toBe(false);
    expect(name).toHaveBeenCalledTimes(cities.length);
    expect(people).not.toHaveBeenCalled();
    expect(result.current.prepareSorts(() => true)).toBe(true);
    expect(people).toHaveBeenCalledTimes(cities.length);
    act(() => result.current.toggleSort(counted[1]!));
    act(() => result.current.toggleSort(counted[0]!));
    expect(result.current.visibleRows[0]?.name).toBe('City A');
    expect(name).toHaveBeenCalledTimes(cities.length);
    expect(people).toHaveBeenCalledTimes(cities.length);
  });

  it('renders a whole page below the threshold and a window of it above', () => {
    const { result, rerender } = setUp();
    expect(result.current.virtual).toMatchObject({ enabled: false, start: 0, end: 12, before: 0, after: 0 });
    rerender({ rows: cities, columns, virtualizeThreshold: 4, rowHeight: 100, overscan: 1 });
    // Nothing is laid out here: the view falls back to 600 px, six rows of 100 px, plus one below.
    expect(result.current.virtual).toMatchObject({ enabled: true, rowHeight: 100, start: 0, end: 7, before: 0, after: 500 });
  });
});
