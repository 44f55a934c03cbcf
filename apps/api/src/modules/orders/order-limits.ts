import {
  codRefusal,
  COD_ORDERS_PER_ADDRESS_PER_DAY,
  OrderLimits,
  type OpenCodHoldings,
  type OrderStatus,
} from '@vastra/contracts';
import type { Request, RequestHandler } from 'express';
import { Types } from 'mongoose';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { heldLimiter } from '../../lib/held-limiter';
import { queuedOn } from '../../lib/in-process-queue';
import { withLease } from '../../lib/lease';
import { limiter } from '../../lib/rate-limit';
import { OrderModel } from './order.model';

/**
 * Stock-hoarding limits on order placement (the rules and their figures are in
 * `@vastra/contracts` order-limits and docs/shop-rules.md). The placement path
 * calls two hooks: `orderPlacementLimits` (rate limits, mounted before the handler) and
 * `assertCodWithinLimits` (the per-account COD caps, checked before any stock is taken), and
 * runs each account's placements one at a time through `oneAtATime` (across every API process),
 * so concurrent COD orders of one account cannot all pass the caps together.
 */

const MINUTE = 60_000;

/** COD orders that still hold stock without having been paid: not yet delivered, not cancelled. */
const OPEN_STATUSES: OrderStatus[] = ['Pending', 'Processing', 'Shipped'];

export async function openCodHoldings(userId: string): Promise<OpenCodHoldings> {
  const user = new Types.ObjectId(userId);
  const [open, delivered] = await Promise.all([
    OrderModel.find(
      { user, paymentMethod: 'COD', status: { $in: OPEN_STATUSES } },
      { 'items.productId': 1, 'items.quantity': 1 },
    ).lean<{ items: { productId: Types.ObjectId; quantity: number }[] }[]>(),
    OrderModel.exists({ user, paymentMethod: 'COD', status: 'Delivered' }),
  ]);
  const unitsByProduct = new Map<string, number>();
  for (const o of open)
    for (const i of o.items) {
      const id = String(i.productId);
      unitsByProduct.set(id, (unitsByProduct.get(id) ?? 0) + i.quantity);
    }
  return { orders: open.length, unitsByProduct, established: Boolean(delivered) };
}

/** Hook: refuses (409, with the reason and "pay online") a COD order over the account's caps. */
export async function assertCodWithinLimits(
  userId: string,
  lines: readonly { product: { _id: unknown; name: string }; quantity: number }[],
  total: number,
): Promise<void> {
  const refusal = codRefusal(
    {
      total,
      lines: lines.map((l) => ({
        productId: String(l.product._id),
        name: l.product.name,
        quantity: l.quantity,
      })),
    },
    await openCodHoldings(userId),
  );
  if (refusal) throw AppError.conflict(refusal, 'COD_LIMIT');
}

/**
 * Runs one account's order placements one after another, so the COD caps are checked against
 * orders that have landed. Other accounts are not delayed. Across processes a MongoDB lease
 * (`withLease`) orders them; within one, they queue first (`queuedOn`), so callers in the same
 * process wait on each other without polling the lease.
 */
export function oneAtATime<T>(userId: string, fn: () => Promise<T>): Promise<T> {
  return queuedOn([`order-placement:${userId}`], () => withLease(`order-placement:${userId}`, fn));
}

const isCod = (req: Request) =>
  (req.body as { paymentMethod?: unknown } | undefined)?.paymentMethod === 'COD';

/** Hook: the placement rate limits (per account, per client address, COD per address per day). */
export function orderPlacementLimits(deps: AppDeps): RequestHandler[] {
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  return [
    limiter({
      counters: deps.counters,
      windowMs: OrderLimits.perAddress.windowMinutes * MINUTE,
      limit: OrderLimits.perAddress.limit,
      what: 'orders from your network',
      disabled,
    }),
    limiter({
      counters: deps.counters,
      windowMs: OrderLimits.perAccount.windowMinutes * MINUTE,
      limit: OrderLimits.perAccount.limit,
      what: 'orders from your account',
      key: (req) => `user:${req.user?.id ?? ''}`,
      disabled,
    }),
    // Only COD orders that were placed count: a refused one, and one whose process died before it
    // answered, do not use up the day's allowance.
    heldLimiter({
      counters: deps.counters,
      windowMs: 24 * 60 * MINUTE,
      limit: COD_ORDERS_PER_ADDRESS_PER_DAY,
      what: 'cash-on-delivery orders',
      message: (when) =>
        `Too many cash-on-delivery orders from your network today. Please pay online, or try again in ${when}.`,
      skip: (req) => !isCod(req),
      disabled,
    }),
  ];
}
