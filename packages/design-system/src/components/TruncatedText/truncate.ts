/** What a shortened text ends with. One character (U+2026), so it takes no extra room in the count. */
export const ellipsis = '\u2026';

/** The characters the SPEC limits feedback and support texts to (section 9). */
export const defaultTruncateLimit = 150;

export type Truncation = {
  /** The text to show: the whole text, or its beginning followed by the ellipsis. */
  text: string;
  /** Whether anything was cut off, which is when a Show More toggle is needed. */
  truncated: boolean;
};

// Intl.Segmenter is in every browser and Node version we support; the code-point split is only a
// fallback for older runtimes, and it still never splits a surrogate pair.
const graphemeSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The user-perceived characters of a text: an emoji with its skin tone or a ZWJ family counts as one. */
export function characters(text: string): string[] {
  if (graphemeSegmenter) return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

/** How far back from the limit a space may be and still be used as the cutting point. */
export function wordBoundaryWindow(limit: number): number {
  return Math.min(20, Math.floor(limit / 3));
}

const isSpace = (character: string | undefined) => character !== undefined && /^\s+$/u.test(character);

// Punctuation that reads badly right before an ellipsis ("word,…"); sentence ends are kept.
const trailingJunk = /[\s,;:]+$/u;

/**
 * Shortens a text to at most `limit` characters (grapheme clusters, so emoji and accented letters are
 * never split) plus an ellipsis, when it is longer than the limit.
 *
 * The rule:
 * - White space at either end does not count: a text is cut only if its visible part is over the limit.
 * - If a space lies within `wordBoundaryWindow(limit)` characters before the limit (20 for the usual
 *   150), the cut is made there so no word is broken; otherwise the text is cut at exactly the limit
 *   (one very long word or URL).
 * - White space and the commas, semicolons and colons left at the end of the cut are dropped before
 *   the ellipsis is added.
 */
export function truncate(text: string, limit: number = defaultTruncateLimit): Truncation {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`truncate: limit must be a whole number of at least 1, got ${String(limit)}.`);
  }
  const all = characters(text.trim());
  if (all.length <= limit) return { text, truncated: false };

  let end = limit;
  // The character just past the limit being a space means the limit already falls between words.
  if (!isSpace(all[limit])) {
    const earliest = limit - wordBoundaryWindow(limit);
    for (let index = limit - 1; index >= earliest && index > 0; index -= 1) {
      if (isSpace(all[index])) {
        end = index;
        break;
      }
    }
  }

  let head = all.slice(0, end).join('').replace(trailingJunk, '');
  // Only possible when the kept part is nothing but commas and the like: fall back to a hard cut.
  if (head === '') head = all.slice(0, limit).join('');
  return { text: head + ellipsis, truncated: true };
}
