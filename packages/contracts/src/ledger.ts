import {
  CANCELLATION_FEE_RATE,
  hasArrived,
  type OrderActor,
  type OrderStatus,
} from './order-status';
import { toPaise, toRupees } from './pricing';

/**
 * The money of one order: what was charged (each line at its unit price less its share of the
 * coupon, delivery), what was captured, what a cancellation or a return gives back, the fee kept,
 * and what the shop holds. Every amount here is integer paise. The API stores and pays from these
 * figures; the shopper's order page, the cancel and return dialogs, the back office, invoices,
 * credit notes and reports all read them: nothing else computes an order's money.
 *
 * The rules (the shop's Return & Cancellation policy, in plain words):
 * - A coupon's discount is shared among the lines it covers in proportion to their value, to the
 *   paisa (largest remainders first, ties to the larger line). Each line then costs its price less
 *   its share; the shares add up to the discount exactly.
 * - Cancelling refunds everything paid, except that once the shop has processed the order (staff
 *   confirmed it for packing, or a shipment was booked) a cancellation by the shopper keeps 10 % of
 *   the order value as a fee. Payment alone is not processing. Cash on delivery cancelled before
 *   delivery refunds nothing, since nothing was paid.
 * - A returned line refunds what was paid for it: its price less its coupon share (for part of a
 *   line, that share in proportion to the units). When the lines kept no longer meet the coupon's
 *   minimum, the offer no longer applies to the items kept: their coupon share is recovered from the
 *   refund (never below zero). Returning every unit refunds the whole order, delivery included.
 * - A refund never exceeds what was captured less what was already refunded.
 */

export interface MoneyLineInput {
  /** The order line's id. */
  id: string;
  /** Unit price charged before the coupon, paise. */
  unitPaise: number;
  quantity: number;
  /** Whether the coupon covers this line (its category or subcategory). */
  covered?: boolean;
}

/**
 * Splits `amount` paise over `weights` in proportion, to the paisa: each share is the floor of its
 * exact part, and the paise left go one each to the largest remainders (ties: larger weight, then
 * the earlier line). The shares always add up to `amount` when any weight is positive.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x), w: weights[i] ?? 0 }))
    .sort((a, b) => b.frac - a.frac || b.w - a.w || a.i - b.i);
  for (const o of order) {
    if (left <= 0) break;
    shares[o.i] = (shares[o.i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each line's share of a coupon discount: shared among the covered lines by value (all lines when
 * none is marked covered, as for orders that kept no coverage). Never more than a line's value.
 */
export function couponShares(lines: readonly MoneyLineInput[], discountPaise: number): number[] {
  const anyCovered = lines.some((l) => l.covered);
  const weights = lines.map((l) =>
    !anyCovered || l.covered ? Math.max(0, l.unitPaise) * Math.max(0, l.quantity) : 0,
  );
  const total = weights.reduce((a, b) => a + b, 0);
  return shareOut(Math.max(0, Math.min(Math.round(discountPaise), total)), weights);
}

/** One line of an order's money. */
export interface MoneyLine {
  id: string;
  unitPaise: number;
  quantity: number;
  /** This line's share of the coupon discount (for all its units). */
  couponSharePaise: number;
}

/** What a line costs after its coupon share. */
export const linePaidPaise = (l: MoneyLine): number =>
  l.unitPaise * l.quantity - l.couponSharePaise;

/** The share of a line's coupon discount that `units` of its units carry (all units: all of it). */
export function unitsShare(l: MoneyLine, units: number): number {
  const q = Math.max(0, Math.min(units, l.quantity));
  if (q >= l.quantity) return l.couponSharePaise;
  return Math.floor((l.couponSharePaise * q) / l.quantity);
}

export type RefundKind = 'cancellation' | 'return';
/** pending: to pay through the gateway; refunded: paid; failed: the gateway refused every try;
 * bank-transfer: cash on delivery, to pay by hand to the shopper's account. */
export type RefundStatus = 'pending' | 'refunded' | 'failed' | 'bank-transfer';

/** What an order's document says about its money, as the ledger reads it. */
export interface OrderMoneyInput {
  paymentMethod: 'Online' | 'COD';
  status: OrderStatus;
  lines: readonly MoneyLine[];
  deliveryPaise: number;
  /** The coupon's minimum bag subtotal (paise) when the order used one. */
  couponMinimumPaise: number | null;
  /** Staff confirmed the order for packing, or a shipment was booked. */
  processedByShop: boolean;
  /** The refund the order owes or paid, if any (an order has at most one). */
  refund: {
    kind: RefundKind;
    amountPaise: number;
    feePaise: number;
    status: RefundStatus;
  } | null;
}

/** What an order was charged: the lines after their shares, plus delivery. */
export function chargedPaise(o: Pick<OrderMoneyInput, 'lines' | 'deliveryPaise'>): number {
  return o.lines.reduce((a, l) => a + linePaidPaise(l), 0) + o.deliveryPaise;
}

/**
 * What the shop has received: an online order was paid before it was placed; cash on delivery is
 * collected when the parcel arrives.
 */
export function capturedPaise(
  o: Pick<OrderMoneyInput, 'paymentMethod' | 'status' | 'lines' | 'deliveryPaise'>,
): number {
  if (o.paymentMethod === 'Online') return chargedPaise(o);
  return hasArrived(o.status) ? chargedPaise(o) : 0;
}

/** Paise already paid back to the shopper. */
export const refundedPaise = (o: Pick<OrderMoneyInput, 'refund'>): number =>
  o.refund?.status === 'refunded' ? o.refund.amountPaise : 0;

/** Paise the shop owes the shopper and has not paid yet. */
export const owedPaise = (o: Pick<OrderMoneyInput, 'refund'>): number =>
  o.refund && o.refund.status !== 'refunded' ? o.refund.amountPaise : 0;

/** What a new refund may still take: captured, less what was refunded or is owed already. */
const refundablePaise = (
  o: Pick<OrderMoneyInput, 'paymentMethod' | 'status' | 'lines' | 'deliveryPaise' | 'refund'>,
): number => Math.max(0, capturedPaise(o) - refundedPaise(o) - owedPaise(o));

export interface CancellationQuote {
  /** Paise refunded to the original payment method. */
  refundPaise: number;
  /** Paise kept as the cancellation fee. */
  feePaise: number;
  /** Paise of the sale the cancellation takes back (the credit note's value). */
  reversedPaise: number;
}

/**
 * What cancelling refunds: everything captured, less the 10 % fee (of the order value) when the
 * shopper cancels an order the shop has already processed.
 */
export function cancellationQuote(
  o: Pick<
    OrderMoneyInput,
    'paymentMethod' | 'status' | 'lines' | 'deliveryPaise' | 'processedByShop' | 'refund'
  >,
  by: OrderActor,
): CancellationQuote {
  const charged = chargedPaise(o);
  const captured = capturedPaise(o);
  // Nothing is kept from an order that was never paid (cash on delivery before delivery).
  const fee =
    by === 'shopper' && o.processedByShop && captured > 0
      ? Math.round(charged * CANCELLATION_FEE_RATE)
      : 0;
  const available = refundablePaise(o);
  return {
    refundPaise: Math.min(available, charged - fee),
    feePaise: fee,
    reversedPaise: charged - fee,
  };
}

export interface ReturnedUnits {
  itemId: string;
  quantity: number;
}

export interface ReturnQuoteLine {
  id: string;
  quantity: number;
  /** What these units cost after their coupon share. */
  paidPaise: number;
}

export interface ReturnQuote {
  lines: ReturnQuoteLine[];
  /** Σ lines' paid amounts. */
  goodsPaise: number;
  /** The coupon benefit on the kept lines, recovered because the offer no longer applies to them. */
  recoveredPaise: number;
  /** Delivery refunded (only when every unit comes back). */
  deliveryPaise: number;
  /** What the return refunds: goods − recovered + delivery, within what is left to refund. */
  refundPaise: number;
  /** True when the kept items no longer meet the coupon's minimum. */
  offerWithdrawn: boolean;
  /** True when every unit of the order comes back. */
  fullReturn: boolean;
}

/** What returning `returned` units refunds (unknown items and extra units are ignored). */
export function returnQuote(
  o: Pick<
    OrderMoneyInput,
    'paymentMethod' | 'status' | 'lines' | 'deliveryPaise' | 'couponMinimumPaise' | 'refund'
  >,
  returned: readonly ReturnedUnits[],
): ReturnQuote {
  const wanted = new Map<string, number>();
  for (const r of returned)
    wanted.set(r.itemId, (wanted.get(r.itemId) ?? 0) + Math.max(0, r.quantity));
  const lines: ReturnQuoteLine[] = [];
  let keptValue = 0;
  let keptShares = 0;
  let allBack = true;
  for (const l of o.lines) {
    const q = Math.min(wanted.get(l.id) ?? 0, l.quantity);
    const share = unitsShare(l, q);
    if (q > 0) lines.push({ id: l.id, quantity: q, paidPaise: l.unitPaise * q - share });
    if (q < l.quantity) allBack = false;
    keptValue += l.unitPaise * (l.quantity - q);
    keptShares += l.couponSharePaise - share;
  }
  const goods = lines.reduce((a, l) => a + l.paidPaise, 0);
  const offerWithdrawn =
    lines.length > 0 &&
    !allBack &&
    o.couponMinimumPaise != null &&
    keptShares > 0 &&
    keptValue < o.couponMinimumPaise;
  const recovered = offerWithdrawn ? Math.min(keptShares, goods) : 0;
  const delivery = allBack && lines.length > 0 ? o.deliveryPaise : 0;
  const available = refundablePaise(o);
  return {
    lines,
    goodsPaise: goods,
    recoveredPaise: recovered,
    deliveryPaise: delivery,
    refundPaise: Math.max(0, Math.min(available, goods - recovered + delivery)),
    offerWithdrawn,
    fullReturn: allBack && lines.length > 0,
  };
}

/** An order's money at a glance. */
export interface OrderLedger {
  chargedPaise: number;
  capturedPaise: number;
  refundedPaise: number;
  owedPaise: number;
  feesKeptPaise: number;
  /** Of the sale, what a cancellation or return took back (credit notes total this). */
  reversedPaise: number;
  /** The sale that stands: charged − reversed (the fee of a cancelled order stays). */
  netSalePaise: number;
  /** What the shop keeps once every owed refund is paid: captured − refunded − owed. */
  heldPaise: number;
}

export function orderLedger(o: OrderMoneyInput): OrderLedger {
  const charged = chargedPaise(o);
  const captured = capturedPaise(o);
  const refunded = refundedPaise(o);
  const owed = owedPaise(o);
  const fees = o.refund?.kind === 'cancellation' ? o.refund.feePaise : 0;
  let reversed = 0;
  if (o.status === 'Cancelled') reversed = charged - fees;
  else if (o.refund?.kind === 'return') reversed = o.refund.amountPaise;
  return {
    chargedPaise: charged,
    capturedPaise: captured,
    refundedPaise: refunded,
    owedPaise: owed,
    feesKeptPaise: fees,
    reversedPaise: reversed,
    netSalePaise: charged - reversed,
    heldPaise: captured - refunded - owed,
  };
}

/** The fields of an order (its stored document or its API answer) the ledger reads. */
export interface OrderMoneyFields {
  paymentMethod: 'Online' | 'COD';
  status: OrderStatus;
  items: readonly {
    _id?: unknown;
    price: number;
    quantity: number;
    /** Paise; absent on orders placed before shares were kept (then shared over every line). */
    couponShare?: number | null;
  }[];
  couponDiscount?: number | null;
  delivery: number;
  coupon?: { minOrderValue?: number | null } | null;
  timeline?: readonly { status: string; actor: string }[] | null;
  shipment?: unknown;
  refund?: {
    kind?: RefundKind | null;
    amount: number;
    fee?: number | null;
    status: RefundStatus;
  } | null;
}

const paise = (rupees: number | null | undefined): number => toPaise(rupees ?? 0);

/** Whether staff processed the order: confirmed it themselves, or a shipment was booked. */
export function processedByShop(o: Pick<OrderMoneyFields, 'timeline' | 'shipment'>): boolean {
  if (o.shipment) return true;
  return (o.timeline ?? []).some((t) => t.status === 'Processing' && t.actor === 'shop');
}

/** An order as the ledger reads it (the same on the server and in the browser). */
export function orderMoney(o: OrderMoneyFields): OrderMoneyInput {
  const kept = o.items.every((i) => i.couponShare != null);
  const fallback = kept
    ? []
    : couponShares(
        o.items.map((i, n) => ({ id: String(n), unitPaise: paise(i.price), quantity: i.quantity })),
        paise(o.couponDiscount),
      );
  const refund = o.refund
    ? {
        kind: o.refund.kind ?? (o.status === 'Cancelled' ? 'cancellation' : 'return'),
        amountPaise: paise(o.refund.amount),
        feePaise: paise(o.refund.fee),
        status: o.refund.status,
      }
    : null;
  return {
    paymentMethod: o.paymentMethod,
    status: o.status,
    lines: o.items.map((i, n) => ({
      id: String(i._id ?? n),
      unitPaise: paise(i.price),
      quantity: i.quantity,
      couponSharePaise: kept ? (i.couponShare ?? 0) : (fallback[n] ?? 0),
    })),
    deliveryPaise: paise(o.delivery),
    couponMinimumPaise: o.coupon ? paise(o.coupon.minOrderValue) : null,
    processedByShop: processedByShop(o),
    refund,
  };
}

/** The ledger's figures an order answer carries (`money`), rupees. */
export interface LedgerRupees {
  charged: number;
  captured: number;
  refunded: number;
  owed: number;
  feesKept: number;
}

export function ledgerRupees(o: OrderMoneyFields): LedgerRupees {
  const l = orderLedger(orderMoney(o));
  return {
    charged: toRupees(l.chargedPaise),
    captured: toRupees(l.capturedPaise),
    refunded: toRupees(l.refundedPaise),
    owed: toRupees(l.owedPaise),
    feesKept: toRupees(l.feesKeptPaise),
  };
}
