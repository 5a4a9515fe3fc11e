import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './columns';
import { hideableColumns, parseStoredHidden, setColumnHidden } from './columnVisibility';

type Row = { name: string };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', hideable: false },
  { id: 'city', header: 'City' },
  { id: 'joined', header: 'Joined' },
];

describe('column visibility', () => {
  it('offers every column but those marked not hideable', () => {
    expect(hideableColumns(columns).map((column) => column.id)).toEqual(['city', 'joined']);
  });

  it('hides and shows a column, and gives the same list back when nothing changes', () => {
    const hidden = setColumnHidden(columns, [], 'city', false);
    expect(hidden).toEqual(['city']);
    expect(setColumnHidden(columns, hidden, 'city', false)).toBe(hidden);
    expect(setColumnHidden(columns, hidden, 'city', true)).toEqual([]);
    const none: string[] = [];
    expect(setColumnHidden(columns, none, 'joined', true)).toBe(none);
  });

  it('never hides the last column shown', () => {
    const hidden = ['name', 'city'];
    expect(setColumnHidden(columns, hidden, 'joined', false)).toBe(hidden);
  });

  it('reads a stored list of ids, and nothing from a value that is not one', () => {
    expect(parseStoredHidden('["city"]')).toEqual(['city']);
    expect(parseStoredHidden(null)).toBeUndefined();
    expect(parseStoredHidden('{oops')).toBeUndefined();
    expect(parseStoredHidden('[1,2]')).toBeUndefined();
    expect(parseStoredHidden('"city"')).toBeUndefined();
  });
});
