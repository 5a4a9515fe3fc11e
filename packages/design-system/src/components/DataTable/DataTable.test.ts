import { describe, expect, it, vi } from 'vitest';
import { filterRows, queryTerms, searchTexts } from './filterRows';
import { defaultComparator, isMissing, sortRows } from './sortRows';

type Row = { id: number; name: string | null; joined: number | null };
const rows: Row[] = [
  { id: 1, name: 'Bella', joined: 300 },
  { id: 2, name: null, joined: 100 },
  { id: 3, name: 'adam', joined: 300 },
  { id: 4, name: 'Chloe', joined: null },
  { id: 5, name: '  ', joined: 200 },
  { id: 6, name: 'Suite 10', joined: 200 },
  { id: 7, name: 'Suite 9', joined: 300 },
];
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('isMissing', () => {
  it('treats null, undefined, blank text, NaN and invalid dates as missing, and nothing else', () => {
    for (const value of [null, undefined, '', '   ', Number.NaN, new Date('nope')]) expect(isMissing(value)).toBe(true);
    for (const value of [0, false, 'N', new Date(0), []]) expect(isMissing(value)).toBe(false);
  });
});

describe('sortRows', () => {
  it('sorts text case-insensitively with numbers in numeric order, missing names last', () => {
    expect(ids(sortRows(rows, (row) => row.name, 'ascending'))).toEqual([3, 1, 4, 7, 6, 2, 5]);
  });

  it('keeps missing values last when descending too', () => {
    expect(ids(sortRows(rows, (row) => row.name, 'descending'))).toEqual([6, 7, 4, 1, 3, 2, 5]);
    expect(ids(sortRows(rows, (row) => row.joined, 'descending')).at(-1)).toBe(4);
    expect(ids(sortRows(rows, (row) => row.joined, 'ascending')).at(-1)).toBe(4);
  });

  it('is stable: equal keys keep their original order in both directions', () => {
    expect(ids(sortRows(rows, (row) => row.joined, 'descending'))).toEqual([1, 3, 7, 5, 6, 2, 4]);
    expect(ids(sortRows(rows, (row) => row.joined, 'ascending'))).toEqual([2, 5, 6, 1, 3, 7, 4]);
  });

  it('computes each key once per row, not once per comparison', () => {
    const keyOf = vi.fn<(row: Row) => number | null>((row) => row.joined);
    sortRows(rows, keyOf, 'ascending');
    expect(keyOf).toHaveBeenCalledTimes(rows.length);
  });

  it('uses a caller comparator for present keys only', () => {
    const byLength = vi.fn<(a: unknown, b: unknown) => number>((a, b) => String(a).length - String(b).length);
    const sorted = sortRows(rows, (row) => row.name, 'ascending', byLength);
    expect(ids(sorted)).toEqual([3, 1, 4, 7, 6, 2, 5]);
    for (const [a, b] of byLength.mock.calls) expect(isMissing(a) || isMissing(b)).toBe(false);
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortRows(rows, (row) => row.name, 'descending');
    expect(rows).toEqual(copy);
  });

  it('compares dates, numbers and booleans by value', () => {
    expect(defaultComparator(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBeGreaterThan(0);
    expect(defaultComparator(2, 10)).toBeLessThan(0);
    expect(defaultComparator(false, true)).toBeLessThan(0);
  });
});

const textOf = (row: Row) => `${row.name ?? ''} ${row.joined ?? ''}`;

describe('filterRows', () => {
  it('returns the same rows for a blank query', () => {
    expect(filterRows(rows, '   ', textOf)).toBe(rows);
  });

  it('matches case-insensitively anywhere in the text, every word required', () => {
    expect(ids(filterRows(rows, 'BEL', textOf))).toEqual([1]);
    expect(ids(filterRows(rows, 'suite 300', textOf))).toEqual([7]);
    expect(ids(filterRows(rows, 'nobody', textOf))).toEqual([]);
  });

  it('builds the search text once per rows array and key', () => {
    const local = [...rows];
    const spy = vi.fn<(row: Row) => string>(textOf);
    filterRows(local, 'a', spy, 'name+joined');
    filterRows(local, 'ab', spy, 'name+joined');
    filterRows(local, 'ad', spy, 'name+joined');
    expect(spy).toHaveBeenCalledTimes(local.length);
    // Another key (other columns searched) builds its own texts.
    filterRows(local, 'a', spy, 'name');
    expect(spy).toHaveBeenCalledTimes(local.length * 2);
    // A new rows array (new data) too.
    filterRows([...local], 'a', spy, 'name');
    expect(spy).toHaveBeenCalledTimes(local.length * 3);
  });

  it('lowercases the cached texts and splits queries on whitespace', () => {
    expect(searchTexts([{ id: 1, name: 'ÉLAN Studio', joined: null }], (row) => row.name ?? '')).toEqual(['élan studio']);
    expect(queryTerms('  Suite   Ten ')).toEqual(['suite', 'ten']);
  });
});
