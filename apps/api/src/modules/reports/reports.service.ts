import {
  SALES_CSV_COLUMNS,
  salesRows,
  salesTotals,
  type SalesQuery,
  type SalesRow,
} from '@vastra/contracts/admin/sales';
import { shopInstant } from '@vastra/contracts';
import { ordersActiveBetween } from './reports.data';

/** The sales report: every period of the range with its figures, and the totals. */
export async function salesReport(q: SalesQuery): Promise<{ rows: SalesRow[]; totals: SalesRow }> {
  const from = shopInstant(q.from);
  const to = shopInstant(q.to, { end: true });
  const orders = await ordersActiveBetween(from, to);
  const rows = salesRows(orders, { from: q.from, to: q.to, by: q.by });
  return { rows, totals: salesTotals(rows) };
}

/** A CSV cell: quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function salesCsv(report: { rows: SalesRow[]; totals: SalesRow }): string {
  const lines = [SALES_CSV_COLUMNS.map((c) => csvCell(c.header)).join(',')];
  for (const r of [...report.rows, report.totals])
    lines.push(SALES_CSV_COLUMNS.map((c) => csvCell(r[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
