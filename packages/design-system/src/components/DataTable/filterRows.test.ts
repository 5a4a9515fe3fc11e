import { describe, expect, it, vi } from 'vitest';
import { ids, rows, type Row } from './DataTable.testData';
import { buildSearchTexts, filterRows, foldText, matchesTerms, queryTerms, searchTexts } from './filterRows';

const textOf = (row: Row) => `${row.name ?? ''} ${row.joined ?? ''}`;
const nameText = (row: Row) => row.name ?? '';

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

  it('keys the texts by the text function when no key is given', () => {
    const local = [...rows];
    const byName = vi.fn<(row: Row) => string>((row) => row.name ?? '');
    filterRows(local, 'a', byName);
    filterRows(local, 'ad', byName);
    expect(byName).toHaveBeenCalledTimes(local.length);
    // Another function reads other fields, so it builds its own texts rather than reusing the names.
    expect(ids(filterRows(local, '300', (row) => String(row.joined)))).toEqual([1, 3, 7]);
  });

  it('searches across fields: a query may match any column', () => {
    expect(ids(filterRows(rows, '200', textOf))).toEqual([5, 6]);
    expect(ids(filterRows(rows, 'chloe', textOf))).toEqual([4]);
  });

  it('keeps the texts lowercase without accents and splits queries on whitespace', () => {
    expect(searchTexts([{ id: 1, name: 'ÉLAN Studio', joined: null }], (row) => row.name ?? '')).toEqual(['elan studio']);
    expect(queryTerms('  Suite   Ten ')).toEqual(['suite', 'ten']);
  });

  it('finds accented text with or without its accents, and only where the letters match', () => {
    const named = ['Zoë Brooks', 'Élan Spa', 'Zoe Diaz', 'Ångström Hair', 'Zola'].map((name, index) => ({ id: index + 1, name, joined: null }));
    expect(ids(filterRows(named, 'zoe', nameText))).toEqual([1, 3]);
    expect(ids(filterRows(named, 'ZOË', nameText))).toEqual([1, 3]);
    expect(ids(filterRows(named, 'elan', nameText))).toEqual([2]);
    expect(ids(filterRows(named, 'angstrom', nameText))).toEqual([4]);
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
  });
});

describe('buildSearchTexts', () => {
  const many = Array.from({ length: 2500 }, (_, index) => ({ id: index, name: `Row ${index}`, joined: null }));

  it('makes a slice of texts at a time while there is time, and searchTexts finishes them without making any twice', () => {
    const local = [...many];
    const spy = vi.fn<(row: Row) => string>(textOf);
    // No time at all still makes one slice, so a table whose browser is never idle gets there.
    expect(buildSearchTexts(local, spy, () => false)).toBe(false);
    const first = spy.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(local.length);
    expect(searchTexts(local, spy)).toEqual(many.map((row) => textOf(row).toLowerCase()));
    expect(spy).toHaveBeenCalledTimes(local.length);
    expect(buildSearchTexts(local, spy, () => false)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(local.length);
  });

  it('goes on while there is time, leaving nothing for the first search to make', () => {
    const local = [...many];
    const spy = vi.fn<(row: Row) => string>(textOf);
    expect(buildSearchTexts(local, spy, () => true)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(local.length);
    expect(ids(filterRows(local, 'row 2499', spy))).toEqual([2499]);
    expect(spy).toHaveBeenCalledTimes(local.length);
  });
});

describe('matchesTerms', () => {
  it('needs every term somewhere in the text', () => {
    expect(matchesTerms('ava okafor atlanta', ['ava', 'atl'])).toBe(true);
    expect(matchesTerms('ava okafor atlanta', ['ava', 'boston'])).toBe(false);
    expect(matchesTerms('anything', [])).toBe(true);
  });
});
