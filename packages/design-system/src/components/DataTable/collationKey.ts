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
    if (code >= 0x30 && code <= 0x39) {
      let end = index;
      while (end < length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
      let start = index;
      while (start < end && text.charCodeAt(start) === 0x30) start += 1;
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
