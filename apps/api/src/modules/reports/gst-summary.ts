import { placeOfSupplyLabel } from '@vastra/contracts/admin/gst-states';
import {
  GST_CSV_COLUMNS,
  gstSummary,
  type GstDocumentRows,
  type GstQuery,
  type GstSummaryRow,
} from '@vastra/contracts/admin/sales';
import { shopInstant } from '@vastra/contracts';
import { creditNoteFiguresFor, invoiceFigures, supplyState } from '../orders/admin/invoice-pdf';
import { tableCsv } from '../../lib/csv';
import type { OrderLean } from '../orders/order.model';
import { ordersWithDocumentsBetween } from './reports.data';

const within = (at: Date | null | undefined, from: Date, to: Date) =>
  at != null && at.getTime() >= from.getTime() && at.getTime() <= to.getTime();

/** The invoices and credit notes issued between `from` and `to`, as the summary adds them. */
async function documents(
  orders: readonly OrderLean[],
  from: Date,
  to: Date,
): Promise<{ docs: GstDocumentRows[]; invoices: number; creditNotes: number }> {
  const docs: GstDocumentRows[] = [];
  let invoices = 0;
  let creditNotes = 0;
  for (const o of orders) {
    const place = placeOfSupplyLabel(await supplyState(o));
    if (o.invoice && within(o.invoice.issuedAt, from, to)) {
      invoices += 1;
      docs.push({ placeOfSupply: place, sign: 1, rows: (await invoiceFigures(o)).rows });
    }
    for (const note of o.creditNotes ?? [])
      if (within(note.issuedAt, from, to)) {
        creditNotes += 1;
        docs.push({
          placeOfSupply: place,
          sign: -1,
          rows: (await creditNoteFiguresFor(o, note)).rows,
        });
      }
  }
  return { docs, invoices, creditNotes };
}

/** The GST summary of a range of India days: invoices less credit notes, by place and rate. */
export async function gstReport(
  q: GstQuery,
): Promise<{ rows: GstSummaryRow[]; invoices: number; creditNotes: number }> {
  const from = shopInstant(q.from);
  const to = shopInstant(q.to, { end: true });
  const { docs, invoices, creditNotes } = await documents(
    await ordersWithDocumentsBetween(from, to),
    from,
    to,
  );
  return { rows: gstSummary(docs), invoices, creditNotes };
}

/** The tax the summary's rows add up to (rupees, to the paisa). */
export const gstCollected = (rows: readonly GstSummaryRow[]): number =>
  Math.round(rows.reduce((a, r) => a + Math.round((r.cgst + r.sgst + r.igst) * 100), 0)) / 100;

export const gstCsv = (rows: readonly GstSummaryRow[]): string => tableCsv(GST_CSV_COLUMNS, rows);
