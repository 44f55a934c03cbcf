import { stringify } from 'csv-stringify/sync';

/** A text cell a spreadsheet would read as a formula (= + - @, a tab or CR first) gets an apostrophe. */
export const spreadsheetSafe = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/**
 * A table as CSV: the header row, then a row per record in the columns' order (RFC 4180 quoting by
 * csv-stringify, CRLF line ends); text cells are made spreadsheet-safe.
 */
export function tableCsv<Row>(
  columns: readonly { key: keyof Row; header: string }[],
  rows: readonly Row[],
): string {
  const cell = (value: unknown) => (typeof value === 'string' ? spreadsheetSafe(value) : value);
  return stringify(
    [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => cell(r[c.key])))],
    { record_delimiter: 'windows' },
  );
}
