import { getOrAdd } from './getOrAdd';

const beyondAscii = /[\u0080-\uffff]/;
const combiningMarks = /\p{M}/gu;

/**
 * Text as the search compares it: lowercase, accents dropped ('Zoë' is found by 'zoe' and by 'zoë').
 * Plain ASCII, most of a table's text, skips the Unicode decomposition, which costs far more than
 * the test that skips it.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return beyondAscii.test(lower) ? lower.normalize('NFD').replace(combiningMarks, '') : lower;
}

// The folded search text of each row, kept per rows array (and per text function or key) so typing
// a query does no string building: only `includes` checks over text made once. A WeakMap lets the
// texts go when the rows array does. `built` says how many are made: they may be made a slice at a
// time, in idle moments, before the first keystroke needs them.
type SearchTexts = { texts: string[]; built: number };
const textCache = new WeakMap<readonly unknown[], Map<unknown, SearchTexts>>();
// A long-lived rows array searched through ever new text functions keeps only the latest few.
const textsPerRows = 4;
// Rows made between two looks at the clock when building in slices.
const sliceRows = 1000;

function searchTextsEntry<Row>(rows: readonly Row[], key: unknown): SearchTexts {
  const byKey = getOrAdd(textCache, rows, () => new Map<unknown, SearchTexts>());
  return getOrAdd(byKey, key, () => {
    if (byKey.size >= textsPerRows) byKey.delete(byKey.keys().next().value);
    return { texts: [], built: 0 };
  });
}

/**
 * The search text of every row of `rows`, folded (see `foldText`), computed once per rows array and
 * `cacheKey` (the `textOf` function itself when no key is given).
 */
export function searchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string, cacheKey?: unknown): string[] {
  const entry = searchTextsEntry(rows, cacheKey ?? textOf);
  const { texts } = entry;
  for (let index = entry.built; index < rows.length; index += 1) texts.push(foldText(textOf(rows[index]!)));
  entry.built = rows.length;
  return texts;
}

/**
 * Makes more of the texts `searchTexts` would make, a slice of rows at a time while `hasTime()` says
 * there is time (always at least one slice); true once all are made. Why: on 100,000 rows the texts
 * take a long task to make, which an idle moment can take in slices without delaying a click.
 */
export function buildSearchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string, hasTime: () => boolean, cacheKey?: unknown): boolean {
  const entry = searchTextsEntry(rows, cacheKey ?? textOf);
  const { texts } = entry;
  do {
    const end = Math.min(rows.length, entry.built + sliceRows);
    for (let index = entry.built; index < end; index += 1) texts.push(foldText(textOf(rows[index]!)));
    entry.built = end;
  } while (entry.built < rows.length && hasTime());
  return entry.built === rows.length;
}

/** The words of a query, folded as the texts are; a blank query has none. */
export const queryTerms = (query: string): string[] => foldText(query).split(/\s+/).filter((term) => term !== '');

/** Whether a folded text contains every (folded) term. */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/**
 * The rows whose text contains every word of `query` (case and accents ignored), in their order. A blank
 * query returns `rows` itself. Texts are built once per rows array and `cacheKey` (by default the
 * `textOf` function, so pass a stable one, or a key naming what it reads, such as the columns' ids).
 */
export function filterRows<Row>(rows: readonly Row[], query: string, textOf: (row: Row) => string, cacheKey?: unknown): readonly Row[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return rows;
  const texts = searchTexts(rows, textOf, cacheKey);
  return rows.filter((_, index) => matchesTerms(texts[index] ?? '', terms));
}
