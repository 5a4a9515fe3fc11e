import { collationKey, sortTextsByCollation, textCollator } from './collationKey';

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

/**
 * The indexes of `rows` in sorted order. Each row's key is computed once (not once per comparison,
 * which matters for 10,000 rows with date parsing); equal keys keep their original order in both
 * directions; missing keys go last in both directions, in their original order, so flipping the
 * direction never brings 'N/A' rows to the top. Without `compare`, numbers, dates, booleans and
 * plain-ASCII text are turned into keys compared with `<`, which is several times faster than a
 * collator on 100,000 rows and gives the same order.
 */
export function sortIndices<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => unknown,
  direction: SortDirection,
  compare?: SortComparator,
): number[] {
  const sign = direction === 'descending' ? -1 : 1;
  const keys: unknown[] = [];
  const present: number[] = [];
  const missing: number[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const key = keyOf(rows[index]!);
    keys.push(key);
    if (isMissing(key)) missing.push(index);
    else present.push(index);
  }
  const allText = !compare && present.length > 1 && present.every((index) => typeof keys[index] === 'string');
  const sorted = allText ? sortTextsByCollation(keys as string[], present, sign === -1) : null;
  if (sorted) {
    for (const index of missing) sorted.push(index);
    return sorted;
  }
  if (!compare && toPrimitiveKeys(keys, present)) {
    const primitive = keys as (number | string)[];
    // Written out per direction: this comparison runs n log n times, so it stays free of calls.
    if (sign === 1) {
      present.sort((a, b) => (primitive[a]! < primitive[b]! ? -1 : primitive[a]! > primitive[b]! ? 1 : a - b));
    } else {
      present.sort((a, b) => (primitive[a]! > primitive[b]! ? -1 : primitive[a]! < primitive[b]! ? 1 : a - b));
    }
  } else {
    const comparator = compare ?? defaultComparator;
    present.sort((a, b) => sign * comparator(keys[a], keys[b]) || a - b);
  }
  for (const index of missing) present.push(index);
  return present;
}

/** A sorted copy of `rows`: stable, missing keys last in both directions (see `sortIndices`). */
export function sortRows<Row>(rows: readonly Row[], keyOf: (row: Row) => unknown, direction: SortDirection, compare?: SortComparator): Row[] {
  return sortIndices(rows, keyOf, direction, compare).map((index) => rows[index]!);
}
