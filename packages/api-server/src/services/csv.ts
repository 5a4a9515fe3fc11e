/*
 * RFC 4180 text: fields separated by commas, records by CRLF, a field quoted when it holds a comma, a
 * quote or a line break, its quotes doubled. A cell a spreadsheet would read as a formula (starting with
 * =, +, - or @, or with the tab or carriage return OWASP adds to that list) gets a leading ' so it is
 * shown as text and never run.
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One cell: null is empty, a would-be formula is defused, then quoted if it must be. */
export const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A header row and the records, each line ended by CRLF. */
export const toCsv = (header: readonly string[], records: readonly (readonly (string | number | null | undefined)[])[]): string =>
  [header, ...records].map((record) => `${record.map(csvCell).join(',')}\r\n`).join('');
