import {
  cancellationQuote,
  canTransition,
  hasArrived,
  LifecycleMsg,
  Msg,
  orderMoney,
  returnQuote,
  toRupees,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
} from '@vastra/contracts';
import type { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { runRecorded } from '../../lib/jobs/jobs';
import { inTransaction, type ClientSession } from '../../lib/transaction';
import { releaseCouponUse } from '../coupons';
import { putBackStock } from '../catalog';
import { findOrderFor, moveOrder, type TimelineEntryInput } from './lifecycle.data';
import type { LifecycleDeps } from './lifecycle-deps';
import { orderJobs, recordOrderJobs } from './order-jobs';
import type { OrderLean } from './order.model';
import { settleOrderRefund } from './order-refunds';
import { taxDocumentsOnMove } from './tax-documents';

export type { LifecycleDeps };

export interface TransitionRequest {
  orderId: Types.ObjectId | string;
  to: OrderStatus;
  actor: OrderActor;
  note: string;
  /** Only this shopper's own order (anybody else's → 404). */
  userId?: string;
  /** Only from these states (a staff action narrower than the table, e.g. cancel before shipping). */
  onlyFrom?: readonly OrderStatus[];
  /** Staff steps: who took it, and whether the note is shown to the customer. */
  by?: string;
  visibleToCustomer?: boolean;
  /** Fields set with the state (the cancellation, the return request). */
  set?: Record<string, unknown>;
  at?: Date;
  /**
   * More writes in the same transaction once the move is applied (a flow's own records: the
   * courier booking, the audit entry), so they commit with it or not at all. Not called for a
   * replay. May run more than once (a retried transaction): write only through `session`.
   */
  within?: (moved: OrderLean, session: ClientSession) => Promise<void>;
}

export interface TransitionResult {
  order: OrderLean;
  /** False for a replay: the order was already in the requested state (nothing was done again). */
  applied: boolean;
  from: OrderStatus;
  /** The jobs the change recorded (run right after the commit). */
  jobs?: (Types.ObjectId | null)[];
}

/** The timeline an order starts with: placed (and, for an online order, paid, hence confirmed). */
export function placedTimeline(method: PaymentMethod, at = new Date()): TimelineEntryInput[] {
  const placed = {
    status: 'Pending' as const,
    at,
    actor: 'shopper' as const,
    note: 'Order placed',
  };
  if (method === 'COD') return [{ ...placed, note: 'Order placed (cash on delivery)' }];
  return [
    placed,
    { status: 'Processing', at, actor: 'system', note: 'Payment received; order confirmed' },
  ];
}

function refused(from: OrderStatus, to: OrderStatus, actor: OrderActor): AppError {
  if (to === 'Cancelled' && actor === 'shopper')
    return AppError.conflict(LifecycleMsg.cannotCancel, 'TRANSITION_REFUSED');
  if (to === 'Return requested' && actor === 'shopper' && !hasArrived(from))
    return AppError.conflict(LifecycleMsg.notDelivered, 'TRANSITION_REFUSED');
  return AppError.conflict(LifecycleMsg.refused(from, to), 'TRANSITION_REFUSED');
}

/**
 * The refund a transition creates, priced by the ledger: a cancellation (the fee only once the shop
 * has processed the order) or a received return (what the returned units cost after their coupon
 * share, less the offer recovered on kept items, delivery back when everything returns), never
 * more than what is left of what was captured.
 */
export function refundFor(order: OrderLean, to: OrderStatus, actor: OrderActor) {
  const money = orderMoney(order);
  if (to === 'Cancelled') {
    const q = cancellationQuote(money, actor);
    if (q.refundPaise <= 0) return null;
    return {
      kind: 'cancellation' as const,
      amount: toRupees(q.refundPaise),
      fee: toRupees(q.feePaise),
      status: 'pending' as const,
    };
  }
  if (to === 'Returned' && order.returnRequest) {
    const q = returnQuote(
      money,
      order.returnRequest.items.map((r) => ({
        itemId: String(r.itemId),
        quantity: r.quantity ?? 0,
      })),
    );
    if (q.refundPaise <= 0) return null;
    return {
      kind: 'return' as const,
      amount: toRupees(q.refundPaise),
      fee: 0,
      lines: q.lines.map((l) => ({ itemId: l.id, quantity: l.quantity, paid: l.paidPaise })),
      recovered: q.recoveredPaise,
      delivery: q.deliveryPaise,
      // Cash on delivery is refunded by hand to an account or UPI ID the shopper gives the shop.
      status: order.paymentMethod === 'COD' ? ('bank-transfer' as const) : ('pending' as const),
    };
  }
  return null;
}

/**
 * Everything a cancelled order gives back, inside the cancelling transaction: every line's units
 * to its size's stock, and the coupon's use (so the shopper, and the coupon's total limit, get it
 * back).
 */
export async function releaseOrderResources(
  order: OrderLean,
  session: ClientSession,
): Promise<Types.ObjectId | null> {
  const restock = await putBackStock(
    order.items.map((i) => ({
      productId: i.productId,
      size: i.size ?? null,
      quantity: i.quantity,
    })),
    session,
  );
  await releaseCouponUse(order._id, session);
  return restock;
}

/** A received return puts the returned units back on the shelf. */
async function restockReturn(
  order: OrderLean,
  session: ClientSession,
): Promise<Types.ObjectId | null> {
  const byId = new Map(order.items.map((i) => [String(i._id), i]));
  return putBackStock(
    (order.returnRequest?.items ?? []).flatMap((r) => {
      const item = byId.get(String(r.itemId));
      if (!item) return [];
      const quantity = Math.min(r.quantity ?? 0, item.quantity);
      return [{ productId: item.productId, size: item.size ?? null, quantity }];
    }),
    session,
  );
}

/**
 * The one way an order changes state. Inside one transaction: reads the order, answers a replay
 * (already in the requested state) without doing anything again, refuses a transition the
 * contracts' table does not allow to this actor (409, nothing applied), else moves the order only
 * if it is still in the state it was read in, records the timeline entry, the refund owed, and
 * gives stock back (cancellation, received return). Two racing transitions (a cancel and a
 * "shipped") conflict on the order document: the driver retries the loser, which then reads the
 * winner's state and is refused. The e-mail and the courier's cancellation are recorded as jobs in
 * the same transaction. After commit: the refund through the gateway, then those jobs.
 */
export async function applyTransition(
  deps: LifecycleDeps,
  req: TransitionRequest,
): Promise<TransitionResult> {
  const result = await inTransaction(async (session): Promise<TransitionResult> => {
    const order = await findOrderFor(req.orderId, req.userId, session);
    if (!order) throw AppError.notFound(Msg.orderNotFound);
    const from = order.status;
    if (from === req.to) return { order, applied: false, from };
    if (!canTransition(from, req.to, req.actor) || (req.onlyFrom && !req.onlyFrom.includes(from)))
      throw refused(from, req.to, req.actor);

    const at = req.at ?? new Date();
    const refund = refundFor(order, req.to, req.actor);
    const set: Record<string, unknown> = { ...req.set };
    if (refund) set.refund = refund;
    if (req.to === 'Delivered') set.deliveredAt = at;
    const entry = {
      status: req.to,
      at,
      actor: req.actor,
      note: req.note,
      ...(req.by ? { by: req.by, visibleToCustomer: req.visibleToCustomer === true } : {}),
    };
    const moved = await moveOrder(order._id, from, entry, set, session);
    if (!moved) throw refused(from, req.to, req.actor);
    const restock =
      req.to === 'Cancelled'
        ? await releaseOrderResources(order, session)
        : req.to === 'Returned'
          ? await restockReturn(moved, session)
          : null;
    // The invoice of a confirmation, the credit note of a cancellation or return (tax-documents.ts).
    const documented = await taxDocumentsOnMove(moved, at, session);
    if (req.within) await req.within(documented, session);
    const jobs = [...(await recordOrderJobs(documented, session)), restock];
    return { order: documented, applied: true, from, jobs };
  });
  if (!result.applied) return result;

  const log = { orderId: String(result.order._id), from: result.from, to: result.order.status };
  deps.logger.info({ ...log, actor: req.actor }, 'order transition');
  let order = result.order;
  if (order.refund?.status === 'pending')
    order =
      (await settleOrderRefund(deps, order._id).catch((err: unknown) => {
        deps.logger.error({ ...log, err }, 'order refund failed; the fulfilment sweep retries it');
        return null;
      })) ?? order;
  // The courier's cancellation and the e-mail, recorded with the change: run now, or retried.
  await runRecorded(result.jobs ?? [], { ...deps.otherJobs, ...orderJobs(deps) }, deps.logger);
  return { order, applied: true, from: result.from };
}
