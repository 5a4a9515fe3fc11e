import { describe, expect, it } from 'vitest';
import { recycleRowKeys, type RowKeys } from './rowKeys';

/** The key each id ended up with. */
const keyOf = (window: RowKeys) => Object.fromEntries(window.ids.map((id, index) => [id, window.keys[index]]));

describe('recycleRowKeys', () => {
  const first = recycleRowKeys(null, ['a', 'b', 'c', 'd'], false);

  it('keeps every key when the same rows are rendered again', () => {
    for (const reuse of [false, true]) expect(recycleRowKeys(first, ['a', 'b', 'c', 'd'], reuse).keys).toEqual(first.keys);
  });

  it('keeps a row its key wherever it moves when the view stays, so its elements move with it', () => {
    expect(keyOf(recycleRowKeys(first, ['d', 'c', 'b', 'a'], false))).toEqual(keyOf(first));
  });

  it('keeps each place its key with a new sort, search or page, whatever row it now shows', () => {
    expect(recycleRowKeys(first, ['d', 'c', 'b', 'a'], true).keys).toEqual(first.keys);
    expect(recycleRowKeys(first, ['b', 'x', 'd', 'y'], true).keys).toEqual(first.keys);
    const longer = recycleRowKeys(first, ['w', 'x', 'y', 'z', 'v'], true);
    expect(longer.keys).toEqual([...first.keys, first.next]);
    expect(recycleRowKeys(longer, ['w', 'x'], true).keys).toEqual(first.keys.slice(0, 2));
  });

  it('gives fresh keys to rows that come in otherwise: a scroll, an account added or deleted', () => {
    const scrolled = recycleRowKeys(first, ['c', 'd', 'e', 'f'], false);
    expect(scrolled.keys).toEqual([keyOf(first).c, keyOf(first).d, first.next, first.next + 1]);
    // b's elements (a dialog's opener, say) go with it rather than to 'e'.
    const deleted = recycleRowKeys(first, ['a', 'c', 'd', 'e'], false);
    expect(deleted.keys).toEqual([keyOf(first).a, keyOf(first).c, keyOf(first).d, first.next]);
  });

  it('never gives two rows of a window the same key, over any run of windows', () => {
    let window = first;
    const windows: [string[], boolean][] = [
      [['e', 'f', 'g', 'h'], true],
      [['a', 'e', 'f', 'g'], false],
      [['f', 'g', 'a', 'i', 'j'], true],
      [['b', 'c', 'd', 'e', 'a'], false],
      [[], true],
      [['a', 'b'], true],
      [['c', 'a', 'd'], true],
    ];
    for (const [ids, reuse] of windows) {
      window = recycleRowKeys(window, ids, reuse);
      expect(new Set(window.keys).size).toBe(ids.length);
    }
  });
});
