// The lowercase search text of each row, kept per rows array (and per set of searched columns) so
// typing a query does no string building: only `includes` checks over text made once. A WeakMap lets
// the texts go when the rows array does.
const textCache = new WeakMap<readonly object[] | readonly unknown[], Map<string, string[]>>();

/** The lowercase search text of every row of `rows`, computed once per rows array and `cacheKey`. */
export function searchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string, cacheKey = ''): string[] {
  let byKey = textCache.get(rows);
  if (!byKey) {
    byKey = new Map();
    textCache.set(rows, byKey);
  }
  let texts = byKey.get(cacheKey);
  if (!texts) {
    texts = rows.map((row) => textOf(row).toLowerCase());
    byKey.set(cacheKey, texts);
  }
  return texts;
}

/** The words of a query, lowercase; a blank query has none. */
export const queryTerms = (query: string): string[] => query.toLowerCase().split(/\s+/).filter((term) => term !== '');

/**
 * The rows whose text contains every word of `query` (case-insensitive), in their order. A blank
 * query returns `rows` itself. `cacheKey` names what `textOf` reads (for example the searched
 * columns' ids): texts are reused for the same rows array and key, so give a new key when `textOf`
 * changes what it reads.
 */
export function filterRows<Row>(rows: readonly Row[], query: string, textOf: (row: Row) => string, cacheKey = ''): readonly Row[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return rows;
  const texts = searchTexts(rows, textOf, cacheKey);
  return rows.filter((_, index) => {
    const text = texts[index] ?? '';
    return terms.every((term) => text.includes(term));
  });
}
