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

// Numeric collation so 'Suite 9' sorts before 'Suite 10'; base sensitivity so case does not split names.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers and dates by value, booleans false first, everything else as text in the reader's collation. */
export const defaultComparator: SortComparator = (a, b) => {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
};

/**
 * A sorted copy of `rows`. Each row's key is computed once (not once per comparison, which matters
 * for 10,000 rows with date parsing); equal keys keep their original order in both directions, and
 * missing keys go last in both directions, so flipping the direction never brings 'N/A' rows to the top.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => unknown,
  direction: SortDirection,
  compare: SortComparator = defaultComparator,
): Row[] {
  const sign = direction === 'descending' ? -1 : 1;
  const decorated = rows.map((row, index) => {
    const key = keyOf(row);
    return { row, index, key, missing: isMissing(key) };
  });
  decorated.sort((a, b) => {
    if (a.missing || b.missing) {
      if (a.missing && b.missing) return a.index - b.index;
      return a.missing ? 1 : -1;
    }
    return sign * compare(a.key, b.key) || a.index - b.index;
  });
  return decorated.map((entry) => entry.row);
}
