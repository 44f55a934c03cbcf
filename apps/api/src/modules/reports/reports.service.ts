import {
  SALES_CSV_COLUMNS,
  salesRows,
  salesTotals,
  type SalesQuery,
  type SalesRow,
} from '@vastra/contracts/admin/sales';
import { shopInstant } from '@vastra/contracts';
import { tableCsv } from '../../lib/csv';
import { ordersActiveBetween } from '../orders';

/** The sales report: every period of the range with its figures, and the totals. */
export async function salesReport(q: SalesQuery): Promise<{ rows: SalesRow[]; totals: SalesRow }> {
  const from = shopInstant(q.from);
  const to = shopInstant(q.to, { end: true });
  const orders = await ordersActiveBetween(from, to);
  const rows = salesRows(orders, { from: q.from, to: q.to, by: q.by });
  return { rows, totals: salesTotals(rows) };
}

export const salesCsv = (report: { rows: SalesRow[]; totals: SalesRow }): string =>
  tableCsv(SALES_CSV_COLUMNS, [...report.rows, report.totals]);
