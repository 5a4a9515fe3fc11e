import { describe, expect, it } from 'vitest';
import type { DataTableColumn, DataTableSort } from './columns';
import { defaultSortLabels, describeSorts, pressSort, resolveSorts, sortsFromSignature, sortsSignature } from './sortState';

type Row = { name: string; joined: number; status: string };

const name: DataTableColumn<Row> = { id: 'name', header: 'Name', value: (row) => row.name, sortable: true };
const joined: DataTableColumn<Row> = { id: 'joined', header: 'Joining Date', value: (row) => row.joined, sortable: true, firstSortDirection: 'descending' };
const status: DataTableColumn<Row> = { id: 'status', header: 'Status', value: (row) => row.status, sortable: true };
const notes: DataTableColumn<Row> = { id: 'notes', header: 'Notes', value: (row) => row.name };
const columns = [name, joined, status, notes];

const up = (columnId: string): DataTableSort => ({ columnId, direction: 'ascending' });
const down = (columnId: string): DataTableSort => ({ columnId, direction: 'descending' });

describe('pressSort: a plain press', () => {
  it('sorts by the column alone in its first direction', () => {
    expect(pressSort([], name, false)).toEqual([up('name')]);
    expect(pressSort([up('name')], joined, false)).toEqual([down('joined')]);
  });

  it('turns the first key the other way, and drops the others (back to one column)', () => {
    expect(pressSort([up('name')], name, false)).toEqual([down('name')]);
    expect(pressSort([down('name')], name, false)).toEqual([up('name')]);
    expect(pressSort([up('status'), down('joined')], status, false)).toEqual([down('status')]);
  });

  it('on a later key, sorts by it alone in its first direction', () => {
    expect(pressSort([up('status'), up('joined')], joined, false)).toEqual([down('joined')]);
    expect(pressSort([up('status'), down('joined')], name, false)).toEqual([up('name')]);
  });
});

describe('pressSort: a press with Shift', () => {
  it('adds a column not in the sort as the last key, in its first direction', () => {
    expect(pressSort([], status, true)).toEqual([up('status')]);
    expect(pressSort([up('status')], joined, true)).toEqual([up('status'), down('joined')]);
    expect(pressSort([up('status'), down('joined')], name, true)).toEqual([up('status'), down('joined'), up('name')]);
  });

  it('turns a column already in the sort the other way, where it stands', () => {
    expect(pressSort([up('status'), down('joined'), up('name')], joined, true)).toEqual([up('status'), up('joined'), up('name')]);
    expect(pressSort([up('status'), down('joined')], status, true)).toEqual([down('status'), down('joined')]);
    expect(pressSort([up('status')], status, true)).toEqual([down('status')]);
  });

  it('leaves the list it was given as it was', () => {
    const current = Object.freeze([up('status'), down('joined')]);
    pressSort(current, joined, true);
    pressSort(current, name, true);
    expect(current).toEqual([up('status'), down('joined')]);
  });
});

describe('resolveSorts', () => {
  it('keeps the keys that name a sortable column, in order, each column once', () => {
    const keys = resolveSorts([down('joined'), up('gone'), up('notes'), up('status'), up('joined')], columns);
    expect(keys.map(({ column, direction }) => [column.id, direction])).toEqual([
      ['joined', 'descending'],
      ['status', 'ascending'],
    ]);
  });
});

describe('sortsSignature', () => {
  it('is the same for equal lists and gives the list back', () => {
    const sorts = [up('status'), down('joined')];
    expect(sortsSignature(sorts)).toBe(sortsSignature([{ ...up('status') }, { ...down('joined') }]));
    expect(sortsSignature(sorts)).not.toBe(sortsSignature([up('status'), up('joined')]));
    expect(sortsSignature(sorts)).not.toBe(sortsSignature([down('joined'), up('status')]));
    expect(sortsFromSignature(sortsSignature(sorts))).toEqual(sorts);
    // Ids with the characters a signature is made of come back whole.
    const odd = [up('a","b'), down('[c]')];
    expect(sortsFromSignature(sortsSignature(odd))).toEqual(odd);
  });
});

describe('describeSorts', () => {
  it('names each key by its header and direction, in order', () => {
    expect(describeSorts([up('status'), down('joined')], columns, defaultSortLabels)).toBe('Sorted by Status ascending, then Joining Date descending.');
    expect(describeSorts([down('name')], columns, defaultSortLabels)).toBe('Sorted by Name descending.');
    expect(describeSorts([], columns, defaultSortLabels)).toBe('');
  });

  it('says where a key stands among several', () => {
    expect(defaultSortLabels.priority('ascending', 2, 3)).toBe('sorted ascending, priority 2 of 3');
  });
});
