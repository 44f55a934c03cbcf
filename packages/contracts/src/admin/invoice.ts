import { shareOut } from '../ledger';
import { toPaise, toRupees } from '../pricing';

export { shareOut };

/**
 * The GST figures of a tax invoice, computed from an order's prices (which include GST, as
 * Indian retail prices do). Pure: the API prints them, tests check them.
 *
 * Rules:
 * - Apparel is taxed by the value of each piece: 5 % when a piece sells for at most ₹2,500, 18 %
 *   above (the clothing slabs in force since 22 September 2025).
 * - A coupon's discount lowers the taxable value: it is shared among the lines in proportion to
 *   their value (to the paisa, remainders to the largest lines), and the slab is chosen on the
 *   piece's price after its share.
 * - Delivery is part of the same supply, so it is taxed at the highest rate among the goods.
 * - The tax inside a GST-inclusive amount A at rate r is A − round(A × 100 / (100 + r)).
 * - A sale within the seller's state is CGST + SGST (half each, the odd paisa to SGST); a sale to
 *   another state is IGST.
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

const sameState = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

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

export function gstInvoice(input: InvoiceInput): GstInvoice {
  const interState = !sameState(input.buyerState, input.sellerState);
  const grosses = input.items.map((i) => toPaise(i.price) * i.quantity);
  const shares = shareOut(toPaise(input.couponDiscount), grosses);
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
  if (input.delivery > 0) {
    const rate = Math.max(GST_RATE_LOW, ...rows.map((r) => r.rate));
    rows.push(row('Delivery', DELIVERY_SAC, 1, toPaise(input.delivery), 0, rate, interState));
  }
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
