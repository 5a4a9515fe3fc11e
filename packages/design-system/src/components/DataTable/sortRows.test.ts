import { describe, expect, it, vi } from 'vitest';
import { ids, rows, type Row } from './DataTable.testData';
import { createSorter, defaultComparator, isMissing, sortIndices, sortRows } from './sortRows';

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

  it('sorts dates by time, newest first when descending, with invalid dates last', () => {
    const dated = [
      { id: 1, at: new Date('2025-03-01') },
      { id: 2, at: new Date('not a date') },
      { id: 3, at: new Date('2024-12-24') },
      { id: 4, at: new Date('2025-08-09') },
    ];
    const order = (direction: 'ascending' | 'descending') => sortRows(dated, (row) => row.at, direction).map((row) => row.id);
    expect(order('descending')).toEqual([4, 1, 3, 2]);
    expect(order('ascending')).toEqual([3, 1, 4, 2]);
  });

  it('sorts booleans false first and mixed kinds with the general comparator', () => {
    const flags = [true, false, true, false].map((flag, id) => ({ id, flag }));
    expect(sortRows(flags, (row) => row.flag, 'ascending').map((row) => row.id)).toEqual([1, 3, 0, 2]);
    const mixed = [{ id: 1, key: 'b' as unknown }, { id: 2, key: 10 }, { id: 3, key: 'a' }, { id: 4, key: 9 }];
    expect(sortRows(mixed, (row) => row.key, 'ascending').map((row) => row.id)).toEqual([4, 2, 3, 1]);
  });

  it('falls back to the collator for accented text and agrees with it', () => {
    const names = ['Zoë', 'zoe', 'Élan', 'elan 2', 'Ana', 'ÉLAN 10'].map((name, id) => ({ id, name }));
    const fast = sortRows(names, (row) => row.name, 'ascending').map((row) => row.name);
    const reference = names.toSorted((a, b) => defaultComparator(a.name, b.name) || a.id - b.id).map((row) => row.name);
    expect(fast).toEqual(reference);
    expect(fast).toEqual(['Ana', 'Élan', 'elan 2', 'ÉLAN 10', 'Zoë', 'zoe']);
  });

  it('gives the same order as the collator on random ASCII text in both directions', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Letters in both cases, digit runs with leading zeros, spaces and every ASCII punctuation mark.
    const alphabet = 'aAbBzZ 09 10 007 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
    const texts = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
    ).filter((text) => text.trim() !== '');
    const list = texts.map((text, id) => ({ id, text }));
    for (const direction of ['ascending', 'descending'] as const) {
      const sign = direction === 'ascending' ? 1 : -1;
      const reference = list.toSorted((a, b) => sign * defaultComparator(a.text, b.text) || a.id - b.id).map((row) => row.id);
      expect(sortRows(list, (row) => row.text, direction).map((row) => row.id)).toEqual(reference);
    }
  });

  it('returns indexes with missing keys last in their original order (sortIndices)', () => {
    expect(sortIndices(rows, (row) => row.joined, 'descending')).toEqual([0, 2, 6, 4, 5, 1, 3]);
    expect(sortIndices([], () => 1, 'ascending')).toEqual([]);
  });

  it('passes the caller comparator the keys it returned, unconverted', () => {
    const seen: unknown[] = [];
    sortRows([{ at: new Date(1) }, { at: new Date(2) }], (row) => row.at, 'ascending', (a, b) => {
      seen.push(a, b);
      return (a as Date).getTime() - (b as Date).getTime();
    });
    expect(seen.every((key) => key instanceof Date)).toBe(true);
  });
});

// A small seeded generator, so a failure repeats.
const seededRandom = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('sortIndices on text without a comparator (packed keys sorted natively)', () => {
  const pieces = ['a', 'A', 'b', 'z', 'Z', ' ', '-', "'", '.', '0', '7', '9', '10', '007', 'Ann', 'anna', 'Suite '];
  const texts = (count: number, seed: number) => {
    const next = seededRandom(seed);
    return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join(''));
  };

  it('orders as the collator does, ties and missing values included, in both directions', () => {
    // Up to 24 rows are sorted by comparing whole keys; more go through the native radix passes first.
    for (const [count, seed] of [
      [12, 4],
      [24, 5],
      [50, 1],
      [2000, 2],
      [20_000, 3],
    ] as const) {
      const names = texts(count, seed);
      for (const direction of ['ascending', 'descending'] as const) {
        const withCollator = sortIndices(names, (name) => name, direction, defaultComparator);
        expect(sortIndices(names, (name) => name, direction)).toEqual(withCollator);
      }
    }
  });

  it('falls back to the comparator for a digit run too long to pack, in the same order', () => {
    const names = ['x' + '9'.repeat(120), 'x' + '1'.repeat(130), 'x5', 'a'];
    expect(sortIndices(names, (name) => name, 'ascending')).toEqual([3, 2, 0, 1]);
    expect(sortIndices(names, (name) => name, 'descending')).toEqual([1, 0, 2, 3]);
  });
});

describe('createSorter (one column of the same rows, sorted again and again)', () => {
  const values: { text: string | null; number: number | null; date: Date | null }[] = Array.from({ length: 300 }, (_, index) => ({
    text: index % 17 === 0 ? null : ['Suite ', 'ann', 'Ann', 'b-', 'Zoë '][index % 5]! + String((index * 7) % 23),
    number: index % 13 === 0 ? null : (index * 31) % 40,
    date: index % 11 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + ((index * 5) % 30))),
  }));
  const keyOfs = {
    'ASCII text': (row: (typeof values)[number]) => (row.text ? row.text.replace('ë', 'e') : row.text),
    'accented text': (row: (typeof values)[number]) => row.text,
    numbers: (row: (typeof values)[number]) => row.number,
    dates: (row: (typeof values)[number]) => row.date,
  };

  it('gives what a fresh sort gives, in every direction and every time, with or without a comparator', () => {
    for (const [kind, keyOf] of Object.entries(keyOfs)) {
      for (const compare of [undefined, (a: unknown, b: unknown) => -defaultComparator(a, b)]) {
        const sorter = createSorter(values, keyOf, compare);
        for (const direction of ['descending', 'ascending', 'descending', 'ascending'] as const) {
          expect(sorter.indices(direction), `${kind}, ${direction}`).toEqual(sortIndices(values, keyOf, direction, compare));
        }
      }
    }
  });

  it('computes the keys once for all its sorts, and gives a new array each time', () => {
    const keyOf = vi.fn<(row: Row) => string | null>((row) => row.name);
    const sorter = createSorter(rows, keyOf);
    const first = sorter.indices('ascending');
    first.reverse();
    // Changing an answer changes nothing the sorter kept.
    expect(sorter.indices('descending')).toEqual([5, 6, 3, 0, 2, 1, 4]);
    expect(sorter.indices('ascending')).toEqual([2, 0, 3, 6, 5, 1, 4]);
    expect(keyOf).toHaveBeenCalledTimes(rows.length);
  });
});
