/**
 * Text sorts in the table's collation: case and accents ignored, digit runs compared as numbers
 * ('Suite 9' before 'Suite 10'). English rules, so the order is the same on every machine.
 */
export const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const firstPrintable = 0x20;
const lastPrintable = 0x7e;
// Ranks are written as code units from here up, clear of the ASCII digits used inside number runs.
const rankBase = 0x100;

/**
 * The primary rank of every printable ASCII character in `textCollator`, found by sorting them with
 * the collator itself (so the table follows ICU rather than a hand-written order). 'a' and 'A' share
 * a rank; punctuation and spaces have ranks of their own, as the collator does not ignore them.
 */
const ranks: Uint16Array = (() => {
  const table = new Uint16Array(lastPrintable + 1);
  const characters: string[] = [];
  for (let code = firstPrintable; code <= lastPrintable; code += 1) characters.push(String.fromCharCode(code));
  characters.sort(textCollator.compare);
  let rank = 0;
  characters.forEach((character, index) => {
    if (index > 0 && textCollator.compare(characters[index - 1]!, character) !== 0) rank += 1;
    table[character.charCodeAt(0)] = rankBase + rank;
  });
  return table;
})();

// Every number run starts with the rank of '0': numbers sort after punctuation and before letters.
const numberMark = ranks[0x30]!;
const maxRunLength = 0xf000 - rankBase;
// Keys are written into this buffer and read out with one String.fromCharCode call, several times
// faster than adding a character at a time; a key is never longer than twice its text.
let buffer = new Uint16Array(256);

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** Where the run of digits starting at `from` ends. */
function digitRunEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** The first position of a digit run after its leading zeros ('007' is compared as '7'). */
function skipZeros(text: string, from: number, end: number): number {
  let start = from;
  while (start < end && text.charCodeAt(start) === 0x30) start += 1;
  return start;
}

/**
 * A string whose plain `<` order equals `textCollator.compare` order, for printable ASCII text; null
 * for anything else (accents, other scripts, control characters), which then sorts with the collator.
 *
 * Why: `Intl.Collator#compare` costs about eight times a plain string comparison, and a sort makes
 * n log n of them; 100,000 names would take most of a second. Keys are built once per row instead.
 * A run of digits becomes the number mark, its length without leading zeros, then its digits, so
 * longer numbers sort after shorter ones and '01' equals '1', as numeric collation has it.
 */
export function collationKey(text: string): string | null {
  const length = text.length;
  if (buffer.length < 2 * length + 2) buffer = new Uint16Array(2 * length + 2);
  let size = 0;
  let index = 0;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code < firstPrintable || code > lastPrintable) return null;
    if (isDigit(code)) {
      const end = digitRunEnd(text, index);
      const start = skipZeros(text, index, end);
      buffer[size++] = numberMark;
      buffer[size++] = rankBase + Math.min(end - start, maxRunLength);
      for (let digit = start; digit < end; digit += 1) buffer[size++] = text.charCodeAt(digit);
      index = end;
    } else {
      buffer[size++] = ranks[code]!;
      index += 1;
    }
  }
  // Spread limits on the argument count would bite on very long texts; those go in chunks.
  if (size <= 4096) return String.fromCharCode.apply(null, buffer.subarray(0, size) as unknown as number[]);
  let key = '';
  for (let from = 0; from < size; from += 4096) {
    key += String.fromCharCode.apply(null, buffer.subarray(from, Math.min(size, from + 4096)) as unknown as number[]);
  }
  return key;
}

// Key characters renumbered small for packing: 0 ends a key, ranks 1..95 (rank order), a digit run's
// length 1..96 (its length plus one) and its digits 1..10. A length is only ever compared with a
// length and a digit with a digit (they follow equal characters), so the kinds may share numbers.
const packedAlphabet = 97;
const packedRanks = Uint8Array.from(ranks, (rank) => (rank === 0 ? 0 : rank - rankBase + 1));
let codeArena = new Uint8Array(1 << 16);

/** Collation keys packed into one byte array: key `i` is `codes[starts[i]]` up to `codes[ends[i]]`. */
export interface PackedCollationKeys {
  codes: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
  /** How many texts there were (indexes run below it). */
  count: number;
}

/**
 * The collation keys of `texts` at `present`, written once into one byte array (no strings built), in
 * the order `collationKey` defines; kept by a sorter to sort the same texts again. Null when a text is
 * not printable ASCII or holds a digit run of over 95 digits, for the caller to sort another way.
 */
export function packCollationKeys(texts: readonly string[], present: readonly number[]): PackedCollationKeys | null {
  const starts = new Int32Array(texts.length);
  const ends = new Int32Array(texts.length);
  let size = 0;
  for (const index of present) {
    const text = texts[index]!;
    const length = text.length;
    if (codeArena.length < size + 2 * length + 2) {
      const larger = new Uint8Array(Math.max(codeArena.length * 2, size + 2 * length + 2));
      larger.set(codeArena.subarray(0, size));
      codeArena = larger;
    }
    starts[index] = size;
    let position = 0;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code < firstPrintable || code > lastPrintable) return null;
      if (isDigit(code)) {
        const end = digitRunEnd(text, position);
        const start = skipZeros(text, position, end);
        if (end - start + 1 >= packedAlphabet) return null;
        codeArena[size++] = packedRanks[0x30]!;
        codeArena[size++] = end - start + 1;
        for (let digit = start; digit < end; digit += 1) codeArena[size++] = text.charCodeAt(digit) - 0x2f;
        position = end;
      } else {
        codeArena[size++] = packedRanks[code]!;
        position += 1;
      }
    }
    ends[index] = size;
  }
  // The arena is reused by the next packing; the keys get a copy of their own.
  return { codes: codeArena.slice(0, size), starts, ends, count: texts.length };
}

/** Whether the packed keys of texts `a` and `b` are equal, so the collator would find the texts equal. */
export function samePackedKeys({ codes, starts, ends }: PackedCollationKeys, a: number, b: number): boolean {
  const length = ends[a]! - starts[a]!;
  if (length !== ends[b]! - starts[b]!) return false;
  const left = starts[a]!;
  const right = starts[b]!;
  for (let offset = 0; offset < length; offset += 1) if (codes[left + offset] !== codes[right + offset]) return false;
  return true;
}

// Ranges this small are finished by comparing the rest of their keys directly: a typed-array sort per
// tied handful of rows (names repeat) cost more in set-up than the comparisons themselves.
const smallRange = 24;

/**
 * Sorts `order[start..end)` by the keys' characters from `offset` on (the ones before are equal), equal
 * keys in index order, by insertion: few rows, and most of them already differ at `offset`.
 */
function insertionSortTail(
  order: number[],
  start: number,
  end: number,
  offset: number,
  { codes, starts, ends }: PackedCollationKeys,
) {
  const compare = (a: number, b: number) => {
    let left = starts[a]! + offset;
    let right = starts[b]! + offset;
    const leftEnd = ends[a]!;
    const rightEnd = ends[b]!;
    while (left < leftEnd && right < rightEnd) {
      const difference = codes[left]! - codes[right]!;
      if (difference !== 0) return difference;
      left += 1;
      right += 1;
    }
    // A key that ends first sorts first; whole keys equal keep index order.
    const lengths = leftEnd - left - (rightEnd - right);
    return lengths !== 0 ? lengths : a - b;
  };
  for (let slot = start + 1; slot < end; slot += 1) {
    const index = order[slot]!;
    let to = slot;
    while (to > start && compare(order[to - 1]!, index) > 0) {
      order[to] = order[to - 1]!;
      to -= 1;
    }
    order[to] = index;
  }
}

/**
 * The indexes `present` of the packed texts in `textCollator` order, equal texts in index order (a
 * sorter ranks them from it, and sorts in either direction from the ranks).
 *
 * Why: even plain `<` on keys costs a comparator call per comparison, n log n of them. Instead, each
 * row's next few key characters are packed with its index into one float, and a Float64Array is
 * sorted natively (no JavaScript comparator). Rows whose packed characters tie are sorted again on
 * their next characters, and so on, until their keys end: a most-significant-digit radix sort whose
 * digits are several characters wide. Ties of whole keys keep index order, as the index is packed
 * last.
 */
export function sortPackedTexts(packedKeys: PackedCollationKeys, present: readonly number[]): number[] {
  const { codes, starts, ends, count } = packedKeys;
  // The index goes in the low bits below a power of two, so reading it back is exact float arithmetic;
  // as many characters as fit above it below 2^53.
  let indexSpan = 1;
  while (indexSpan < count) indexSpan *= 2;
  let width = 1;
  while (packedAlphabet ** (width + 1) * indexSpan <= 2 ** 53) width += 1;
  const order = present.slice();
  const packed = new Float64Array(order.length);
  // Ranges of `order` still to sort, as start, end, offset (the key position they are tied up to).
  const pending = [0, order.length, 0];
  while (pending.length > 0) {
    const offset = pending.pop()!;
    const end = pending.pop()!;
    const start = pending.pop()!;
    if (end - start <= smallRange) {
      insertionSortTail(order, start, end, offset, packedKeys);
      continue;
    }
    const next = offset + width;
    for (let slot = start; slot < end; slot += 1) {
      const index = order[slot]!;
      const from = starts[index]! + offset;
      const to = ends[index]!;
      let prefix = 0;
      for (let position = from; position < from + width; position += 1) prefix = prefix * packedAlphabet + (position < to ? codes[position]! : 0);
      packed[slot] = prefix * indexSpan + index;
    }
    packed.subarray(start, end).sort();
    // Read the indexes back; a run of equal packed characters whose keys go on is sorted again.
    let runStart = start;
    let runPrefix = -1;
    let runGoesOn = false;
    for (let slot = start; slot <= end; slot += 1) {
      let prefix = -2;
      if (slot < end) {
        prefix = Math.floor(packed[slot]! / indexSpan);
        order[slot] = packed[slot]! - prefix * indexSpan;
      }
      if (prefix !== runPrefix) {
        if (runGoesOn && slot - runStart > 1) pending.push(runStart, slot, next);
        runStart = slot;
        runPrefix = prefix;
        runGoesOn = false;
      }
      if (slot < end && ends[order[slot]!]! - starts[order[slot]!]! > next) runGoesOn = true;
    }
  }
  return order;
}
