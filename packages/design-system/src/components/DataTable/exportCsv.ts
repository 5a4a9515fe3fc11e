import { downloadFile } from '../../utils/downloadFile';
import type { DataTableColumn } from './columns';
import { isMissing } from './sortRows';

/**
 * Cells a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, and a leading tab or carriage
 * return, which some read past) are written with a leading `'`, so an exported name such as
 * `=HYPERLINK(...)` stays text (CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;
/** A field with a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180). */
const needsQuotes = /[",\r\n]/;

/** A value as a CSV field: missing is empty, a date is ISO 8601 (no locale), anything else its text. */
function fieldText(value: unknown): string {
  if (isMissing(value)) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function field(value: unknown): string {
  let text = fieldText(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV text for a spreadsheet: RFC 4180 (a header row of the columns' headers, one record a
 * row, CRLF line ends, quoted fields where needed), preceded by a UTF-8 byte order mark so Excel reads
 * accents and emoji right. Each column's `value` is exported, as it is sorted and searched; a column
 * with none (buttons, say) is left out. Give the rows in the order wanted: the table's `visibleRows`
 * for what the search and sort show. Formula-like cells are neutralised with a leading `'`.
 */
export function exportCsv<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): string {
  const exported = columns.filter((column) => column.value !== undefined);
  const lines = [exported.map((column) => field(column.header)).join(',')];
  for (const row of rows) lines.push(exported.map((column) => field(column.value!(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers CSV text (from `exportCsv`) to the browser as a download named `fileName`. */
export const downloadCsv = (csv: string, fileName: string): void => downloadFile(fileName, csv, 'text/csv;charset=utf-8');
