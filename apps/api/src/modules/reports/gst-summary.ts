import { placeOfSupplyLabel } from '@vastra/contracts/admin/gst-states';
import {
  GST_CSV_COLUMNS,
  gstSummary,
  type GstDocumentRows,
  type GstQuery,
  type GstSummaryRow,
} from '@vastra/contracts/admin/sales';
import { shopInstant } from '@vastra/contracts';
import { creditNoteFiguresFor, invoiceFigures, supplyState, type OrderLean } from '../orders';
import { tableCsv } from '../../lib/csv';
import { ordersWithDocumentsBetween } from '../orders';

const within = (at: Date | null | undefined, from: Date, to: Date) =>
  at != null && at.getTime() >= from.getTime() && at.getTime() <= to.getTime();

export interface GstSummary {
  rows: GstSummaryRow[];
  invoices: number;
  creditNotes: number;
}

/**
 * The GST summary of the invoices and credit notes among `orders` issued between `from` and
 * `to`: invoices added, credit notes taken off, by place of supply and rate.
 */
export async function gstSummaryOf(
  orders: readonly OrderLean[],
  from: Date,
  to: Date,
): Promise<GstSummary> {
  const docs: GstDocumentRows[] = [];
  let invoices = 0;
  let creditNotes = 0;
  for (const o of orders) {
    const invoiced = o.invoice != null && within(o.invoice.issuedAt, from, to);
    const notes = (o.creditNotes ?? []).filter((n) => within(n.issuedAt, from, to));
    if (!invoiced && notes.length === 0) continue;
    const place = placeOfSupplyLabel(await supplyState(o));
    if (invoiced) {
      invoices += 1;
      docs.push({ placeOfSupply: place, sign: 1, rows: (await invoiceFigures(o)).rows });
    }
    for (const note of notes) {
      creditNotes += 1;
      docs.push({
        placeOfSupply: place,
        sign: -1,
        rows: (await creditNoteFiguresFor(o, note)).rows,
      });
    }
  }
  return { rows: gstSummary(docs), invoices, creditNotes };
}

/** The GST summary of a range of India days. */
export async function gstReport(q: GstQuery): Promise<GstSummary> {
  const from = shopInstant(q.from);
  const to = shopInstant(q.to, { end: true });
  return gstSummaryOf(await ordersWithDocumentsBetween(from, to), from, to);
}

/** The tax the summary's rows add up to (rupees, to the paisa). */
export const gstCollected = (rows: readonly GstSummaryRow[]): number =>
  Math.round(rows.reduce((a, r) => a + Math.round((r.cgst + r.sgst + r.igst) * 100), 0)) / 100;

export const gstCsv = (rows: readonly GstSummaryRow[]): string => tableCsv(GST_CSV_COLUMNS, rows);
