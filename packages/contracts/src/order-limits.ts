import { formatINR } from './pricing';

/**
 * Stock-hoarding rules. Cash-on-delivery orders reserve stock without any money changing hands,
 * so they are what an attacker uses to empty the shop; Online orders exist only once paid (the
 * payment is verified before the order is placed), so they are purchases, not holds.
 *
 * - Order placement is rate-limited per account and per client address (429 with Retry-After).
 * - An account may have at most `COD_MAX_OPEN_ORDERS` COD orders not yet delivered or cancelled,
 *   each worth at most `COD_MAX_ORDER_VALUE` rupees, and hold at most `COD_MAX_UNITS_PER_PRODUCT`
 *   units of any one product (all sizes together) across them.
 * - One client address may place at most `COD_ORDERS_PER_ADDRESS_PER_DAY` COD orders a day, so a
 *   handful of fresh accounts from one address cannot multiply the per-account caps.
 * - There is no e-mail or phone verification yet: instead of "COD for verified accounts only",
 *   every account starts with these tight caps. An account with a delivered COD order has proved
 *   it pays, and gets `COD_MAX_OPEN_ORDERS_ESTABLISHED` open orders (the value and unit caps stay).
 */
export const OrderLimits = {
  /** Order placement attempts per account, per window. */
  perAccount: { limit: 10, windowMinutes: 60 },
  /** Order placement attempts per client address, per window (offices and mobile networks share one). */
  perAddress: { limit: 30, windowMinutes: 60 },
} as const;

export const COD_MAX_OPEN_ORDERS = 3;
export const COD_MAX_OPEN_ORDERS_ESTABLISHED = 5;
/** Rupees. */
export const COD_MAX_ORDER_VALUE = 10_000;
export const COD_MAX_UNITS_PER_PRODUCT = 3;
export const COD_ORDERS_PER_ADDRESS_PER_DAY = 3;

export const OrderLimitMsg = {
  codValue: `Cash on delivery is available for orders up to ${formatINR(COD_MAX_ORDER_VALUE)}. Please pay online for this order.`,
  /** `open`: the account's real number of COD orders on the way; `max`: what it may have. */
  codOpenOrders: (open: number, max: number) =>
    `You already have ${open} cash-on-delivery ${open === 1 ? 'order' : 'orders'} on the way (at most ${max} at a time). Please pay online, or wait until one is delivered.`,
  codUnits: (name: string, left: number) =>
    left > 0
      ? `Cash on delivery is limited to ${COD_MAX_UNITS_PER_PRODUCT} units of ${name} at a time: you can add ${left} more. Please pay online for more.`
      : `Cash on delivery is limited to ${COD_MAX_UNITS_PER_PRODUCT} units of ${name} at a time, and your open orders already hold them. Please pay online for more.`,
} as const;

/** What one account already holds in COD orders not yet delivered or cancelled. */
export interface OpenCodHoldings {
  orders: number;
  /** Units per product id (all sizes). */
  unitsByProduct: ReadonlyMap<string, number>;
  /** Whether the account has had a COD order delivered (it has paid on delivery before). */
  established: boolean;
}

export interface CodRequest {
  total: number;
  lines: readonly { productId: string; name: string; quantity: number }[];
}

/** Why a COD order may not be placed, or null when it may. Pure: the API gathers the holdings. */
export function codRefusal(req: CodRequest, held: OpenCodHoldings): string | null {
  if (req.total > COD_MAX_ORDER_VALUE) return OrderLimitMsg.codValue;
  const maxOpen = held.established ? COD_MAX_OPEN_ORDERS_ESTABLISHED : COD_MAX_OPEN_ORDERS;
  if (held.orders >= maxOpen) return OrderLimitMsg.codOpenOrders(held.orders, maxOpen);
  const wanted = new Map<string, { name: string; units: number }>();
  for (const l of req.lines) {
    const w = wanted.get(l.productId) ?? { name: l.name, units: 0 };
    w.units += l.quantity;
    wanted.set(l.productId, w);
  }
  for (const [id, w] of wanted) {
    const already = held.unitsByProduct.get(id) ?? 0;
    if (already + w.units > COD_MAX_UNITS_PER_PRODUCT)
      return OrderLimitMsg.codUnits(w.name, Math.max(0, COD_MAX_UNITS_PER_PRODUCT - already));
  }
  return null;
}
