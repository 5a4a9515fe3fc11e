import { describe, expect, it, vi } from 'vitest';
import { allSelected, defaultSelectionLabels, pageSelectionState, rowsSelectionState, selectRange, setIds, togglePage } from './selection';

const ids = (set: ReadonlySet<string>) => [...set].toSorted();
const page = ['a', 'b', 'c', 'd', 'e'];

describe('pageSelectionState', () => {
  it('is none, some or all of the page, whatever is selected elsewhere', () => {
    expect(pageSelectionState(page, new Set(['x', 'y']))).toBe('none');
    expect(pageSelectionState(page, new Set(['b', 'x']))).toBe('some');
    expect(pageSelectionState(page, new Set([...page, 'x']))).toBe('all');
  });

  it('is none for an empty page', () => {
    expect(pageSelectionState([], new Set(['x']))).toBe('none');
  });
});

describe('rowsSelectionState', () => {
  const rows = page.map((id) => ({ id }));

  it('answers as pageSelectionState does, from the rows', () => {
    for (const selected of [new Set<string>(), new Set(['x']), new Set(['b', 'x']), new Set(['e']), new Set(page)]) {
      expect(rowsSelectionState(rows, (row) => row.id, selected)).toBe(pageSelectionState(page, selected));
    }
  });

  it('reads no id while nothing is selected, and stops once the page is partly selected', () => {
    const idOf = vi.fn<(row: { id: string }) => string>((row) => row.id);
    expect(rowsSelectionState(rows, idOf, new Set())).toBe('none');
    expect(idOf).not.toHaveBeenCalled();
    expect(rowsSelectionState(rows, idOf, new Set(['b']))).toBe('some');
    expect(idOf).toHaveBeenCalledTimes(2);
  });
});

describe('setIds', () => {
  it('adds or removes the ids given and leaves the others', () => {
    expect(ids(setIds(new Set(['x']), ['a', 'b'], true))).toEqual(['a', 'b', 'x']);
    expect(ids(setIds(new Set(['a', 'b', 'x']), ['a', 'c'], false))).toEqual(['b', 'x']);
  });

  it('returns the same set when nothing changes, and never changes the one given', () => {
    const selected = new Set(['a']);
    expect(setIds(selected, ['a'], true)).toBe(selected);
    expect(setIds(selected, ['b'], false)).toBe(selected);
    setIds(selected, ['b'], true);
    expect(ids(selected)).toEqual(['a']);
  });
});

describe('togglePage', () => {
  it('selects the whole page when none or some of it is, keeping rows of other pages', () => {
    expect(ids(togglePage(new Set(['x']), page))).toEqual([...page, 'x']);
    expect(ids(togglePage(new Set(['c', 'x']), page))).toEqual([...page, 'x']);
  });

  it('clears only the page when all of it is selected', () => {
    expect(ids(togglePage(new Set([...page, 'x', 'y']), page))).toEqual(['x', 'y']);
  });
});

describe('selectRange', () => {
  it('gives every row from the anchor to the target the new state, in either direction', () => {
    expect(ids(selectRange(new Set(), page, 'b', 'd', true))).toEqual(['b', 'c', 'd']);
    expect(ids(selectRange(new Set(['x']), page, 'e', 'b', true))).toEqual(['b', 'c', 'd', 'e', 'x']);
  });

  it('clears the range when the target is being cleared, leaving rows outside it', () => {
    expect(ids(selectRange(new Set(page), page, 'b', 'd', false))).toEqual(['a', 'e']);
  });

  it('changes only the target without an anchor on the page', () => {
    expect(ids(selectRange(new Set(), page, null, 'c', true))).toEqual(['c']);
    expect(ids(selectRange(new Set(['a']), page, 'gone', 'c', true))).toEqual(['a', 'c']);
  });

  it('follows the order shown, not the order of the ids', () => {
    expect(ids(selectRange(new Set(), ['e', 'a', 'd', 'b'], 'a', 'b', true))).toEqual(['a', 'b', 'd']);
  });
});

describe('allSelected', () => {
  it('is true when every id is selected, and for none', () => {
    expect(allSelected(['a', 'b'], new Set(['a', 'b', 'x']))).toBe(true);
    expect(allSelected(['a', 'b'], new Set(['a']))).toBe(false);
    expect(allSelected([], new Set())).toBe(true);
  });
});

describe('defaultSelectionLabels', () => {
  it('counts with thousands separators', () => {
    expect(defaultSelectionLabels.selectedCount(1250)).toBe('1,250 selected');
    expect(defaultSelectionLabels.selectAllMatching(48)).toBe('Select all 48 matching');
    expect(defaultSelectionLabels.selectRow('Ann Lee')).toBe('Select Ann Lee');
  });
});
