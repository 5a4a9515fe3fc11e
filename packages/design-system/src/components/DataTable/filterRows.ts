// The lowercase search text of each row, kept per rows array (and per text function or key) so typing
// a query does no string building: only `includes` checks over text made once. A WeakMap lets the
// texts go when the rows array does.
const textCache = new WeakMap<readonly unknown[], Map<unknown, string[]>>();
// A long-lived rows array searched through ever new text functions keeps only the latest few.
const textsPerRows = 4;

/**
 * The lowercase search text of every row of `rows`, computed once per rows array and `cacheKey`
 * (the `textOf` function itself when no key is given).
 */
export function searchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string, cacheKey?: unknown): string[] {
  const key = cacheKey ?? textOf;
  let byKey = textCache.get(rows);
  if (!byKey) {
    byKey = new Map();
    textCache.set(rows, byKey);
  }
  let texts = byKey.get(key);
  if (!texts) {
    texts = rows.map((row) => textOf(row).toLowerCase());
    if (byKey.size >= textsPerRows) byKey.delete(byKey.keys().next().value);
    byKey.set(key, texts);
  }
  return texts;
}

/** The words of a query, lowercase; a blank query has none. */
export const queryTerms = (query: string): string[] => query.toLowerCase().split(/\s+/).filter((term) => term !== '');

/** Whether a lowercase text contains every term. */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/**
 * The rows whose text contains every word of `query` (case-insensitive), in their order. A blank
 * query returns `rows` itself. Texts are built once per rows array and `cacheKey` (by default the
 * `textOf` function, so pass a stable one, or a key naming what it reads, such as the columns' ids).
 */
export function filterRows<Row>(rows: readonly Row[], query: string, textOf: (row: Row) => string, cacheKey?: unknown): readonly Row[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return rows;
  const texts = searchTexts(rows, textOf, cacheKey);
  return rows.filter((_, index) => matchesTerms(texts[index] ?? '', terms));
}
