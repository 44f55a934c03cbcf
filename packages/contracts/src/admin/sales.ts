import { z } from 'zod';
import { orderLedger, orderMoney, type OrderMoneyFields } from '../ledger';
import { toPaise, toRupees } from '../pricing';
import { shopDay } from '../shop-time';

/**
 * The owner's and the accountant's figures, read from each order's ledger and dated by when the
 * money moved (India's calendar):
 * - placed: the order's day — orders, gross (what was charged), coupon discounts;
 * - reversed: the day it was cancelled or its return received — the sale taken back (a cancelled
 *   order's fee stays a sale), and the fee kept;
 * - net sales = gross − reversed;
 * - collected: money in (an online payment on the order's day, cash on delivery on the delivery
 *   day) less refunds paid (on the day they were paid): what the bank and the courier's remittance
 *   should show.
 */

export interface SalesOrder extends OrderMoneyFields {
  createdAt: Date | string;
  deliveredAt?: Date | string | null;
  timeline?: readonly { status: string; actor: string; at?: Date | string }[] | null;
  refund?: (NonNullable<OrderMoneyFields['refund']> & { refundedAt?: Date | string | null }) | null;
}

export type SalesEventKind = 'placed' | 'reversed' | 'captured' | 'refunded';

export interface SalesEvent {
  at: Date;
  kind: SalesEventKind;
  /** placed: charged; reversed: sale taken back; captured: money in; refunded: money out. */
  paise: number;
  /** placed: the coupon discount; reversed: the fee kept. */
  extraPaise: number;
}

const paise = (rupees: number | null | undefined) => toPaise(rupees ?? 0);

/** When the order reached `status` (its last timeline entry for it). */
function reachedAt(o: SalesOrder, status: string): Date | null {
  const hits = (o.timeline ?? []).filter((t) => t.status === status && t.at != null);
  const last = hits[hits.length - 1];
  return last?.at ? new Date(last.at) : null;
}

/** Every movement of an order's money, dated. */
export function salesEvents(o: SalesOrder): SalesEvent[] {
  const money = orderMoney(o);
  const ledger = orderLedger(money);
  const placedAt = new Date(o.createdAt);
  const events: SalesEvent[] = [
    {
      at: placedAt,
      kind: 'placed',
      paise: ledger.chargedPaise,
      extraPaise: paise(o.couponDiscount),
    },
  ];
  if (ledger.capturedPaise > 0) {
    const at =
      o.paymentMethod === 'Online'
        ? placedAt
        : new Date(o.deliveredAt ?? reachedAt(o, 'Delivered') ?? placedAt);
    events.push({ at, kind: 'captured', paise: ledger.capturedPaise, extraPaise: 0 });
  }
  if (ledger.reversedPaise > 0 || ledger.feesKeptPaise > 0) {
    const status = o.status === 'Cancelled' ? 'Cancelled' : 'Returned';
    const at = reachedAt(o, status) ?? placedAt;
    events.push({
      at,
      kind: 'reversed',
      paise: ledger.reversedPaise,
      extraPaise: ledger.feesKeptPaise,
    });
  }
  if (ledger.refundedPaise > 0) {
    const at = o.refund?.refundedAt ? new Date(o.refund.refundedAt) : placedAt;
    events.push({ at, kind: 'refunded', paise: ledger.refundedPaise, extraPaise: 0 });
  }
  return events;
}

export const SALES_GROUPINGS = ['day', 'month'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/** One period's figures, rupees. */
export const SalesRowSchema = z.object({
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  period: z.string(),
  orders: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  reversed: z.number(),
  feesKept: z.number(),
  net: z.number(),
  collected: z.number(),
  refunded: z.number(),
});
export type SalesRow = z.infer<typeof SalesRowSchema>;

const periodOf = (at: Date, by: SalesGrouping) =>
  by === 'day' ? shopDay(at) : shopDay(at).slice(0, 7);

/**
 * The figures of every period from `from` to `to` (inclusive, India's days), empty periods
 * included, from the orders' events.
 */
export function salesRows(
  orders: readonly SalesOrder[],
  range: { from: string; to: string; by: SalesGrouping },
): SalesRow[] {
  const slots = new Map<string, Omit<SalesRow, 'period'>>();
  const empty = () => ({
    orders: 0,
    gross: 0,
    discounts: 0,
    reversed: 0,
    feesKept: 0,
    net: 0,
    collected: 0,
    refunded: 0,
  });
  // Every day of the range, in order (noon UTC is the same India day).
  for (
    let d = new Date(`${range.from}T12:00:00Z`);
    shopDay(d) <= range.to;
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const p = periodOf(d, range.by);
    if (!slots.has(p)) slots.set(p, empty());
  }
  for (const o of orders)
    for (const e of salesEvents(o)) {
      const s = slots.get(periodOf(e.at, range.by));
      if (!s) continue;
      if (e.kind === 'placed') {
        s.orders += 1;
        s.gross += e.paise;
        s.discounts += e.extraPaise;
      } else if (e.kind === 'reversed') {
        s.reversed += e.paise;
        s.feesKept += e.extraPaise;
      } else if (e.kind === 'captured') s.collected += e.paise;
      else {
        s.collected -= e.paise;
        s.refunded += e.paise;
      }
    }
  return [...slots].map(([period, s]) => ({
    period,
    orders: s.orders,
    gross: toRupees(s.gross),
    discounts: toRupees(s.discounts),
    reversed: toRupees(s.reversed),
    feesKept: toRupees(s.feesKept),
    net: toRupees(s.gross - s.reversed),
    collected: toRupees(s.collected),
    refunded: toRupees(s.refunded),
  }));
}

/** The CSV's columns, in order, with their headers. */
export const SALES_CSV_COLUMNS: readonly { key: keyof SalesRow; header: string }[] = [
  { key: 'period', header: 'Period' },
  { key: 'orders', header: 'Orders' },
  { key: 'gross', header: 'Gross sales (INR)' },
  { key: 'discounts', header: 'Coupon discounts (INR)' },
  { key: 'reversed', header: 'Cancelled and returned (INR)' },
  { key: 'feesKept', header: 'Cancellation fees kept (INR)' },
  { key: 'net', header: 'Net sales (INR)' },
  { key: 'refunded', header: 'Refunds paid (INR)' },
  { key: 'collected', header: 'Collected less refunds (INR)' },
];

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A range of India days, at most 366 of them, first day first. */
const dayRange = z.object({
  from: z.string().regex(DAY_RE, { error: 'Please give the first day as YYYY-MM-DD.' }),
  to: z.string().regex(DAY_RE, { error: 'Please give the last day as YYYY-MM-DD.' }),
});
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const atMostAYear = (q: { from: string; to: string }) =>
  Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) <= 366 * 86_400_000;
const RANGE_REFUSALS = {
  order: 'The first day must not be after the last day.',
  length: 'A report covers at most 366 days.',
} as const;

export const SalesQuerySchema = dayRange
  .extend({ by: z.enum(SALES_GROUPINGS).default('day') })
  .refine(inOrder, { error: RANGE_REFUSALS.order })
  .refine(atMostAYear, { error: RANGE_REFUSALS.length });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

export const SalesReportResponseSchema = z.object({
  success: z.literal(true),
  rows: z.array(SalesRowSchema),
  totals: SalesRowSchema,
});
export type SalesReportResponse = z.infer<typeof SalesReportResponseSchema>;

/** The totals row of a report (period "Total"). */
export function salesTotals(rows: readonly SalesRow[]): SalesRow {
  const sum = (k: keyof Omit<SalesRow, 'period' | 'orders'>) =>
    toRupees(rows.reduce((a, r) => a + paise(r[k]), 0));
  return {
    period: 'Total',
    orders: rows.reduce((a, r) => a + r.orders, 0),
    gross: sum('gross'),
    discounts: sum('discounts'),
    reversed: sum('reversed'),
    feesKept: sum('feesKept'),
    net: sum('net'),
    collected: sum('collected'),
    refunded: sum('refunded'),
  };
}

// ---------- GST summary (B2C) ----------

/**
 * One line of the GST summary: the taxable value and tax of every invoice issued in the range,
 * less every credit note issued in it, for one place of supply and rate (rupees). Sales are to
 * consumers (B2C): what an accountant files as B2C supplies by place of supply and rate.
 */
export const GstSummaryRowSchema = z.object({
  /** The place of supply, as the documents print it ("Delhi (07)"). */
  placeOfSupply: z.string(),
  rate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** Taxable value plus tax. */
  total: z.number(),
});
export type GstSummaryRow = z.infer<typeof GstSummaryRowSchema>;

export const GST_CSV_COLUMNS: readonly { key: keyof GstSummaryRow; header: string }[] = [
  { key: 'placeOfSupply', header: 'Place of supply' },
  { key: 'rate', header: 'Rate (%)' },
  { key: 'taxable', header: 'Taxable value (INR)' },
  { key: 'cgst', header: 'CGST (INR)' },
  { key: 'sgst', header: 'SGST (INR)' },
  { key: 'igst', header: 'IGST (INR)' },
  { key: 'total', header: 'Value with tax (INR)' },
];

/** A document's rows as the summary adds them: `sign` 1 for an invoice, −1 for a credit note. */
export interface GstDocumentRows {
  placeOfSupply: string;
  sign: 1 | -1;
  rows: readonly {
    rate: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }[];
}

/** Adds documents up by place of supply and rate, to the paisa; sorted by place, then rate. */
export function gstSummary(docs: readonly GstDocumentRows[]): GstSummaryRow[] {
  const sums = new Map<string, { place: string; rate: number; v: number[] }>();
  for (const d of docs)
    for (const r of d.rows) {
      const key = `${d.placeOfSupply}|${r.rate}`;
      const slot = sums.get(key) ?? { place: d.placeOfSupply, rate: r.rate, v: [0, 0, 0, 0, 0] };
      [r.taxable, r.cgst, r.sgst, r.igst, r.total].forEach((x, i) => {
        slot.v[i] = (slot.v[i] ?? 0) + d.sign * paise(x);
      });
      sums.set(key, slot);
    }
  return [...sums.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map(({ place, rate, v }) => ({
      placeOfSupply: place,
      rate,
      taxable: toRupees(v[0] ?? 0),
      cgst: toRupees(v[1] ?? 0),
      sgst: toRupees(v[2] ?? 0),
      igst: toRupees(v[3] ?? 0),
      total: toRupees(v[4] ?? 0),
    }));
}

export const GstQuerySchema = dayRange
  .refine(inOrder, { error: RANGE_REFUSALS.order })
  .refine(atMostAYear, { error: RANGE_REFUSALS.length });
export type GstQuery = z.infer<typeof GstQuerySchema>;

export const GstSummaryResponseSchema = z.object({
  success: z.literal(true),
  rows: z.array(GstSummaryRowSchema),
  /** Documents counted: invoices and credit notes issued in the range. */
  invoices: z.number().int(),
  creditNotes: z.number().int(),
});
export type GstSummaryResponse = z.infer<typeof GstSummaryResponseSchema>;
