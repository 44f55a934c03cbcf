import { shareOut } from '../ledger';
import { toPaise, toRupees } from '../pricing';
import { sameGstState } from './gst-states';

/**
 * The GST figures of a tax invoice, computed from an order's prices (which include GST, as
 * Indian retail prices do). Pure: the API prints them, tests check them.
 *
 * Rules:
 * - Apparel is taxed by the value of each piece: 5 % when a piece sells for at most ₹2,500, 18 %
 *   above (the clothing slabs in force since 22 September 2025).
 * - A coupon's discount lowers the taxable value: each line carries the share the ledger gave it
 *   when the order was placed (orders placed before shares were kept share it among all lines in
 *   proportion to their value, to the paisa), and the slab is chosen on the piece's price after
 *   its share. The invoice's total is therefore what the order was charged.
 * - Delivery is part of the same supply, so it is taxed at the highest rate among the goods.
 * - The tax inside a GST-inclusive amount A at rate r is A − round(A × 100 / (100 + r)).
 * - A sale within the seller's state is CGST + SGST (half each, the odd paisa to SGST); a sale to
 *   another state is IGST. The buyer's state is the place of supply (the delivery address's).
 * - A credit note takes back part or all of an invoice at the invoice's rates (`creditNoteFigures`).
 */

export const GST_PIECE_THRESHOLD = 2500;
export const GST_RATE_LOW = 5;
export const GST_RATE_HIGH = 18;
/** HSN chapter of apparel (articles of apparel, not knitted), printed on every goods line. */
export const APPAREL_HSN = '6211';
/** SAC of courier services, printed on the delivery line. */
export const DELIVERY_SAC = '996812';

export function gstRateForPiece(rupees: number): number {
  return rupees <= GST_PIECE_THRESHOLD ? GST_RATE_LOW : GST_RATE_HIGH;
}

export interface InvoiceOrderLine {
  name: string;
  size: string | null;
  /** Unit price paid (GST included), rupees. */
  price: number;
  quantity: number;
  /** The line's share of the coupon discount, paise (the ledger's); null on older orders. */
  couponShare?: number | null;
}

export interface InvoiceInput {
  items: readonly InvoiceOrderLine[];
  couponDiscount: number;
  delivery: number;
  total: number;
  /** The delivery address's state and the seller's. */
  buyerState: string;
  sellerState: string;
}

/** One invoice row; every amount in rupees. */
export interface InvoiceRow {
  description: string;
  hsn: string;
  quantity: number;
  /** Unit price before the coupon, GST included. */
  unitPrice: number;
  /** The row's share of the coupon discount. */
  discount: number;
  taxable: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus tax: what the row costs. */
  total: number;
}

export interface GstInvoice {
  rows: InvoiceRow[];
  interState: boolean;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

function row(
  description: string,
  hsn: string,
  quantity: number,
  unitPaise: number,
  discountPaise: number,
  rate: number,
  interState: boolean,
): InvoiceRow {
  const gross = unitPaise * quantity - discountPaise;
  const taxable = Math.round((gross * 100) / (100 + rate));
  const tax = gross - taxable;
  const cgst = interState ? 0 : Math.floor(tax / 2);
  const sgst = interState ? 0 : tax - cgst;
  return {
    description,
    hsn,
    quantity,
    unitPrice: toRupees(unitPaise),
    discount: toRupees(discountPaise),
    taxable: toRupees(taxable),
    rate,
    cgst: toRupees(cgst),
    sgst: toRupees(sgst),
    igst: toRupees(interState ? tax : 0),
    total: toRupees(gross),
  };
}

/** Each line's coupon share, paise: the ledger's when every line kept one, else shared out. */
function lineShares(input: InvoiceInput, grosses: readonly number[]): number[] {
  const kept = input.items.map((i) => i.couponShare);
  if (kept.every((c): c is number => c != null)) return kept.map((c) => Math.round(c));
  return shareOut(toPaise(input.couponDiscount), grosses);
}

function totalled(rows: InvoiceRow[], interState: boolean): GstInvoice {
  const sum = (pick: (r: InvoiceRow) => number) =>
    toRupees(rows.reduce((a, r) => a + toPaise(pick(r)), 0));
  return {
    rows,
    interState,
    taxable: sum((r) => r.taxable),
    cgst: sum((r) => r.cgst),
    sgst: sum((r) => r.sgst),
    igst: sum((r) => r.igst),
    total: sum((r) => r.total),
  };
}

export function gstInvoice(input: InvoiceInput): GstInvoice {
  const interState = !sameGstState(input.buyerState, input.sellerState);
  const grosses = input.items.map((i) => toPaise(i.price) * i.quantity);
  const shares = lineShares(input, grosses);
  const rows = input.items.map((item, idx) => {
    const share = shares[idx] ?? 0;
    const piece = ((grosses[idx] ?? 0) - share) / item.quantity;
    const description = item.size ? `${item.name} (size ${item.size})` : item.name;
    return row(
      description,
      APPAREL_HSN,
      item.quantity,
      toPaise(item.price),
      share,
      gstRateForPiece(toRupees(piece)),
      interState,
    );
  });
  if (input.delivery > 0) rows.push(deliveryRow(toPaise(input.delivery), rows, interState));
  return totalled(rows, interState);
}

/** Delivery is taxed at the highest rate among the goods. */
function deliveryRow(paise: number, goods: readonly InvoiceRow[], interState: boolean) {
  const rate = Math.max(GST_RATE_LOW, ...goods.map((r) => r.rate));
  return row('Delivery', DELIVERY_SAC, 1, paise, 0, rate, interState);
}

export interface CreditNoteInput {
  /** The invoice the note credits: the order's lines, coupon shares, delivery and states. */
  invoice: InvoiceInput;
  kind: 'cancellation' | 'return';
  /** The credit note's value, paise: its rows total exactly this. */
  amountPaise: number;
  /** A return's lines: the invoice line (index), units, and what they cost after the coupon. */
  returned?: readonly { line: number; quantity: number; paidPaise: number }[];
  /** The coupon benefit a return recovered from the refund, paise. */
  recoveredPaise?: number;
  /** The delivery a return refunded, paise. */
  deliveryPaise?: number;
}

/**
 * The GST figures of a credit note, at the rates of the invoice it credits. A cancellation credits
 * every row of the invoice, scaled so the rows total the note's value (all of it, or what is left
 * once a cancellation fee is kept). A return credits the returned lines at what they cost after
 * their coupon share, less the recovered coupon benefit shared over them by value, plus delivery
 * when it was refunded; should that differ from the note's value (a refund capped by what was
 * left to refund), the rows are scaled to it. Every amount is shared to the paisa.
 */
export function creditNoteFigures(input: CreditNoteInput): GstInvoice {
  const inv = gstInvoice(input.invoice);
  const goods = inv.rows.slice(0, input.invoice.items.length);
  interface Basis {
    row: InvoiceRow;
    quantity: number;
    gross: number;
  }
  let basis: Basis[];
  if (input.kind === 'cancellation') {
    basis = inv.rows.map((r) => ({ row: r, quantity: r.quantity, gross: toPaise(r.total) }));
  } else {
    const returned = (input.returned ?? []).filter((r) => goods[r.line] && r.quantity > 0);
    const recovered = shareOut(
      input.recoveredPaise ?? 0,
      returned.map((r) => r.paidPaise),
    );
    basis = returned.map((r, n) => ({
      row: goods[r.line] as InvoiceRow,
      quantity: r.quantity,
      gross: r.paidPaise - (recovered[n] ?? 0),
    }));
    const delivery = input.deliveryPaise ?? 0;
    if (delivery > 0)
      basis.push({
        row: deliveryRow(delivery, goods, inv.interState),
        quantity: 1,
        gross: delivery,
      });
  }
  const amount = Math.max(0, Math.round(input.amountPaise));
  const sum = basis.reduce((a, b) => a + b.gross, 0);
  const grosses =
    sum === amount
      ? basis.map((b) => b.gross)
      : shareOut(
          amount,
          basis.map((b) => b.gross),
        );
  const rows = basis.map((b, i) => {
    const unit = toPaise(b.row.unitPrice);
    const gross = grosses[i] ?? 0;
    return row(
      b.row.description,
      b.row.hsn,
      b.quantity,
      unit,
      unit * b.quantity - gross,
      b.row.rate,
      inv.interState,
    );
  });
  return totalled(rows, inv.interState);
}
