import type { Response } from 'express';
import { stringify as stringifyStream } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
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

/**
 * A CSV download streamed row by row (the header, then each row as the source yields it; text
 * cells made spreadsheet-safe), so a large export never sits in memory. A failing source ends the
 * stream with its error.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringifyStream({ record_delimiter: 'windows' });
  async function* records() {
    yield [...header];
    for await (const row of rows)
      yield row.map((v) => (typeof v === 'string' ? spreadsheetSafe(v) : v));
  }
  return pipeline(Readable.from(records()), csv, () => {});
}

/** Rupees as a CSV cell: 2 decimals, no symbol or grouping (`1999.00`). */
export const rupeesCell = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);

/** Headers of a CSV download named `<name>-<YYYY-MM-DD>.csv` (today in UTC). */
export function csvDownload(res: Response, name: string): void {
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  res.setHeader('Cache-Control', 'private, no-store');
}
