import { collationKey, packCollationKeys, sortPackedTexts, textCollator, type PackedCollationKeys } from './collationKey';

export const sortDirections = ['ascending', 'descending'] as const;
/** The two directions, named as `aria-sort` names them. */
export type SortDirection = (typeof sortDirections)[number];

/** Compares two present (never missing) sort keys; negative when `a` comes first in ascending order. */
export type SortComparator = (a: unknown, b: unknown) => number;

/** Null, undefined, NaN, an invalid date and a blank string are missing values: shown as 'N/A', sorted last. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

/** Numbers and dates by value, booleans false first, everything else as text ('Suite 9' before 'Suite 10', case ignored). */
export const defaultComparator: SortComparator = (a, b) => {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return textCollator.compare(String(left), String(right));
};

/**
 * Turns the present keys (at `present`) into primitives that `<` orders as `defaultComparator`
 * would, in place; false when the keys are of mixed kinds or hold text the fast keys cannot express.
 */
function toPrimitiveKeys(keys: unknown[], present: readonly number[]): boolean {
  const converted: (number | string)[] = [];
  const first = present.length > 0 ? keys[present[0]!] : undefined;
  const asText = typeof first === 'string';
  for (const index of present) {
    const key = keys[index];
    let primitive: number | string | null = null;
    if (asText) primitive = typeof key === 'string' ? collationKey(key) : null;
    else if (typeof key === 'number') primitive = key;
    else if (key instanceof Date) primitive = key.getTime();
    else if (typeof key === 'boolean') primitive = Number(key);
    // Mixed kinds (a number among texts, an object) keep the general comparator.
    if (primitive === null) return false;
    converted.push(primitive);
  }
  present.forEach((index, position) => {
    keys[index] = converted[position];
  });
  return true;
}

/** Sorts one set of rows by one key, in either direction, as often as asked; see `createSorter`. */
export interface Sorter {
  /** The indexes of the rows in sorted order (a new array each time). */
  indices(direction: SortDirection): number[];
}

/**
 * A sorter for `rows` by `keyOf`: each row's key is computed once (not once per comparison, which
 * matters for 10,000 rows with date parsing) and, with the fast keys below, kept for the next sort, so
 * flipping the direction of a column does not build them again. The rows and their keys are read as
 * they are on the first sort: make a new sorter for new rows, as a table does when its data changes.
 *
 * Order: equal keys keep their original order in both directions; missing keys go last in both
 * directions, in their original order, so flipping the direction never brings 'N/A' rows to the top.
 * Without `compare`, numbers, dates, booleans and plain-ASCII text are turned into keys compared with
 * `<` (text through packed collation keys sorted natively), several times faster than a collator on
 * 100,000 rows and giving the same order.
 */
export function createSorter<Row>(rows: readonly Row[], keyOf: (row: Row) => unknown, compare?: SortComparator): Sorter {
  let prepared: { keys: unknown[]; present: number[]; missing: number[] } | undefined;
  // undefined: not tried yet; null: the keys cannot take that fast path.
  let packed: PackedCollationKeys | null | undefined;
  let primitive: (number | string)[] | null | undefined;

  const prepare = () => {
    if (prepared) return prepared;
    const keys: unknown[] = [];
    const present: number[] = [];
    const missing: number[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      const key = keyOf(rows[index]!);
      keys.push(key);
      if (isMissing(key)) missing.push(index);
      else present.push(index);
    }
    prepared = { keys, present, missing };
    return prepared;
  };

  return {
    indices(direction) {
      const { keys, present, missing } = prepare();
      const descending = direction === 'descending';
      if (!compare && packed === undefined) {
        const allText = present.length > 1 && present.every((index) => typeof keys[index] === 'string');
        packed = allText ? packCollationKeys(keys as string[], present) : null;
      }
      if (!compare && packed) {
        const sorted = sortPackedTexts(packed, present, descending);
        for (const index of missing) sorted.push(index);
        return sorted;
      }
      if (!compare && primitive === undefined) {
        const converted = keys.slice();
        primitive = toPrimitiveKeys(converted, present) ? (converted as (number | string)[]) : null;
      }
      const order = present.slice();
      if (!compare && primitive) {
        const values = primitive;
        // Written out per direction: this comparison runs n log n times, so it stays free of calls.
        if (!descending) {
          order.sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : a - b));
        } else {
          order.sort((a, b) => (values[a]! > values[b]! ? -1 : values[a]! < values[b]! ? 1 : a - b));
        }
      } else {
        const comparator = compare ?? defaultComparator;
        const sign = descending ? -1 : 1;
        order.sort((a, b) => sign * comparator(keys[a], keys[b]) || a - b);
      }
      for (const index of missing) order.push(index);
      return order;
    },
  };
}

/** The indexes of `rows` in sorted order, once (see `createSorter` for the order and for sorting again). */
export function sortIndices<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => unknown,
  direction: SortDirection,
  compare?: SortComparator,
): number[] {
  return createSorter(rows, keyOf, compare).indices(direction);
}

/** A sorted copy of `rows`: stable, missing keys last in both directions (see `sortIndices`). */
export function sortRows<Row>(rows: readonly Row[], keyOf: (row: Row) => unknown, direction: SortDirection, compare?: SortComparator): Row[] {
  return sortIndices(rows, keyOf, direction, compare).map((index) => rows[index]!);
}
