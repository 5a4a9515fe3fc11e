import { describe, expect, it, vi } from 'vitest';
import { ids, rows, type Row } from './DataTable.testData';
import { cachedSorter, createSorter, defaultComparator, isMissing, sortIndices, sortIndicesBy, sortIndicesBySorters, sortRows, sortRowsBy, type SortDirection } from './sortRows';

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

// The reference for one key of a sort over several: missing last in both directions, then the
// default comparator signed by the direction.
function compareKey(a: unknown, b: unknown, sign: number): number {
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  return sign * defaultComparator(a, b);
}

describe('sortRowsBy (several keys, the first deciding most)', () => {
  type Visit = { id: number; city: string | null; day: number | null; paid: boolean | null };
  const visits: Visit[] = [
    { id: 1, city: 'Boston', day: 3, paid: true },
    { id: 2, city: 'atlanta', day: 1, paid: false },
    { id: 3, city: 'Boston', day: 1, paid: null },
    { id: 4, city: null, day: 2, paid: true },
    { id: 5, city: 'Atlanta', day: null, paid: true },
    { id: 6, city: 'Boston', day: 3, paid: false },
    { id: 7, city: ' ', day: 1, paid: false },
    { id: 8, city: 'atlanta', day: 1, paid: true },
  ];
  const visitIds = (list: readonly Visit[]) => list.map((visit) => visit.id);
  const city = (visit: Visit) => visit.city;
  const day = (visit: Visit) => visit.day;

  it('orders by the second key within ties of the first, in each key its own direction', () => {
    expect(visitIds(sortRowsBy(visits, [{ keyOf: city, direction: 'ascending' }, { keyOf: day, direction: 'ascending' }]))).toEqual([2, 8, 5, 3, 1, 6, 7, 4]);
    expect(visitIds(sortRowsBy(visits, [{ keyOf: city, direction: 'ascending' }, { keyOf: day, direction: 'descending' }]))).toEqual([2, 8, 5, 1, 6, 3, 4, 7]);
    expect(visitIds(sortRowsBy(visits, [{ keyOf: city, direction: 'descending' }, { keyOf: day, direction: 'descending' }]))).toEqual([1, 6, 3, 2, 8, 5, 4, 7]);
  });

  it('is stable: rows tied on every key keep their original order, in every direction', () => {
    // 'atlanta' and 'Atlanta' are the same city to the collator; rows 2 and 8 tie on both keys, as do 1 and 6.
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = visitIds(sortRowsBy(visits, [{ keyOf: city, direction }, { keyOf: day, direction }]));
      expect(sorted.indexOf(2)).toBeLessThan(sorted.indexOf(8));
      expect(sorted.indexOf(1)).toBeLessThan(sorted.indexOf(6));
    }
  });

  it('puts a missing first key last overall, and a missing later key last within its group, in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = visitIds(sortRowsBy(visits, [{ keyOf: city, direction }, { keyOf: day, direction }]));
      // The blank and the null city last, ordered between them by the day, the next key.
      expect(sorted.slice(-2)).toEqual(direction === 'ascending' ? [7, 4] : [4, 7]);
      // Atlanta's visit with no day last among Atlanta's.
      expect(sorted[direction === 'ascending' ? 2 : 5]).toBe(5);
    }
  });

  it('sorts mixed kinds, booleans and a caller comparator as one key does', () => {
    const mixed = [
      { id: 1, key: 'b' as unknown, rank: 2 },
      { id: 2, key: 10, rank: 1 },
      { id: 3, key: 'a', rank: 1 },
      { id: 4, key: 10, rank: 2 },
      { id: 5, key: 5, rank: 1 },
    ];
    const byKeyThenRank = sortRowsBy(mixed, [
      { keyOf: (row) => row.key, direction: 'ascending' },
      { keyOf: (row) => row.rank, direction: 'descending' },
    ]);
    // Numbers by value (5 before 10) and before text; the two 10s by rank, highest first.
    expect(byKeyThenRank.map((row) => row.id)).toEqual([5, 4, 2, 3, 1]);
    const paidFirst = sortRowsBy(visits, [
      { keyOf: (visit) => visit.paid, direction: 'descending' },
      { keyOf: city, direction: 'ascending', compare: (a, b) => String(a).length - String(b).length },
    ]);
    // Paid first, unknown last; within each, shorter city names first ('Boston' before 'Atlanta'), no city last.
    expect(visitIds(paidFirst)).toEqual([1, 5, 8, 4, 6, 2, 7, 3]);
  });

  it('keeps the original order without keys', () => {
    expect(sortIndicesBy(visits, [])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  // Plain ASCII words take the packed collation keys; an accent sends the column to the collator.
  it.each([
    { kind: 'plain ASCII', words: ['Ann', 'ann', 'Bo', 'Zoe', 'zoe', 'Suite 9', 'Suite 10', 'Suite 010', '', null] },
    { kind: 'accented', words: ['Ann', 'ann', 'Bo', 'Zoë', 'zoe', 'Suite 9', 'Suite 10', '', null] },
  ])('agrees with comparing key by key on random rows ($kind text), in every combination of directions', ({ words }) => {
    const next = seededRandom(9);
    const list = Array.from({ length: 3000 }, (_, id) => ({
      id,
      word: words[Math.floor(next() * words.length)]!,
      number: next() < 0.1 ? null : Math.floor(next() * 20),
      date: next() < 0.1 ? null : new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 10))),
    }));
    const keyOfs = [(row: (typeof list)[number]) => row.word, (row: (typeof list)[number]) => row.number, (row: (typeof list)[number]) => row.date];
    for (const mask of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const directions = [0, 1, 2].map((bit) => ((mask >> bit) & 1 ? 'descending' : 'ascending') as SortDirection);
      const reference = list
        .toSorted((a, b) => {
          for (const [key, keyOf] of keyOfs.entries()) {
            const result = compareKey(keyOf(a), keyOf(b), directions[key] === 'descending' ? -1 : 1);
            if (result !== 0) return result;
          }
          return a.id - b.id;
        })
        .map((row) => row.id);
      const keys = keyOfs.map((keyOf, key) => ({ keyOf, direction: directions[key]! }));
      expect(sortRowsBy(list, keys).map((row) => row.id), `${directions.join(', ')}`).toEqual(reference);
    }
  });
});

/** `rows` sorted afresh by joining time, then name. */
const byJoinedThenName = (directions: readonly SortDirection[]) =>
  sortIndicesBy(rows, [
    { keyOf: (row) => row.joined, direction: directions[0]! },
    { keyOf: (row) => row.name, direction: directions[1]! },
  ]);

describe('sorters combined (ranks kept per column)', () => {
  it('ranks equal keys together and missing keys -1', () => {
    const names = ['bob', 'Ann', null, 'ann', ' ', 'Bob 2'];
    expect(createSorter(names, (name) => name).ranks()).toEqual({ ranks: Int32Array.from([1, 0, -1, 0, -1, 2]), distinct: 3 });
    // The same ranks whichever direction sorted first.
    const sorter = createSorter(names, (name) => name);
    sorter.indices('descending');
    expect(sorter.ranks().ranks).toEqual(Int32Array.from([1, 0, -1, 0, -1, 2]));
  });

  it('reads each key once however often and in whatever combination the columns sort', () => {
    const nameOf = vi.fn<(row: Row) => string | null>((row) => row.name);
    const joinedOf = vi.fn<(row: Row) => number | null>((row) => row.joined);
    const byName = createSorter(rows, nameOf);
    const byJoined = createSorter(rows, joinedOf);
    for (const directions of [
      ['descending', 'ascending'],
      ['ascending', 'ascending'],
      ['descending', 'descending'],
    ] as const) {
      const combined = sortIndicesBySorters(rows.length, [
        { sorter: byJoined, direction: directions[0] },
        { sorter: byName, direction: directions[1] },
      ]);
      expect(combined).toEqual(byJoinedThenName(directions));
    }
    expect(byName.indices('descending')).toEqual(sortIndices(rows, (row) => row.name, 'descending'));
    expect(nameOf).toHaveBeenCalledTimes(rows.length);
    expect(joinedOf).toHaveBeenCalledTimes(rows.length);
  });

  it('keeps one sorter per rows array and column (cachedSorter)', () => {
    const column = {};
    const local = [...rows];
    const keyOf = vi.fn<(row: Row) => string | null>((row) => row.name);
    const first = cachedSorter(local, column, keyOf);
    expect(cachedSorter(local, column, keyOf)).toBe(first);
    expect(cachedSorter(local, {}, keyOf)).not.toBe(first);
    expect(cachedSorter([...local], column, keyOf)).not.toBe(first);
  });
});
