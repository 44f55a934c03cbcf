import { CatalogueMsg } from '@vastra/contracts/admin/catalogue';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../lib/app-error';

/**
 * An uploaded CSV's rows, each with its line number, its cells by column name (the header's names
 * trimmed and lower-cased; cells trimmed). csv-parse reads the file (quotes, BOM, CRLF). An
 * unreadable or empty file, a header without the `required` columns, or more than `maxRows` rows
 * is a 400 with a message.
 */
export function readCsvRecords(
  csv: Buffer,
  { required, header, maxRows }: { required: readonly string[]; header: string; maxRows: number },
): { line: number; cells: Record<string, string> }[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names: string[]) => names.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
      max_record_size: 4096,
    });
  } catch {
    throw AppError.badRequest(CatalogueMsg.csvUnreadable);
  }
  if (records.length === 0) throw AppError.badRequest(CatalogueMsg.csvEmpty);
  const first = records[0]!.record;
  if (!required.every((c) => c in first)) throw AppError.badRequest(header);
  if (records.length > maxRows)
    throw AppError.badRequest(`The CSV file has more than ${maxRows} rows.`);
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}
