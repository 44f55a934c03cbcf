import {
  CourierWebhookBodySchema,
  courierSteps,
  LifecycleMsg,
  type DeliveryStatus,
} from '@vastra/contracts';

import { AppError } from '../lib/app-error';
import { verifyHmac } from '../modules/payments';
import {
  findOrderByAwb,
  ordersInTransit,
  ordersToBook,
  ordersWaiting,
  recordShipment,
  type OrderLean,
  retryPendingRefunds,
  applyTransition,
  type LifecycleDeps,
} from '../modules/orders';
import {
  type Courier,
  forgetCourierEvent,
  recordCourierEvent,
  xpressbeesStatus,
} from '../modules/fulfilment';

export interface FulfilmentDeps extends LifecycleDeps {
  courier: Courier;
  /** A cash-on-delivery order is confirmed automatically this long after it is placed. */
  autoConfirmMs: number;
  /** With the simulated courier, a return is approved, then received, this long after the step before. */
  returnStepMs: number;
}

/** Refused transitions (409) are expected on this path: the order moved on meanwhile. */
const isRefusal = (err: unknown) => err instanceof AppError && err.status === 409;

/**
 * Brings an order along the delivery path to where the courier says it is, one allowed
 * transition at a time (a courier may skip "Out for delivery"). Never moves it backwards: a late
 * "shipped" after "delivered" changes nothing. A cancellation that won a race is left alone.
 * Answers whether anything changed.
 */
export async function applyCourierStatus(
  deps: LifecycleDeps,
  order: OrderLean,
  target: DeliveryStatus,
  note: string,
  at?: Date,
): Promise<boolean> {
  let changed = false;
  for (const to of courierSteps(order.status, target)) {
    try {
      const res = await applyTransition(deps, {
        orderId: order._id,
        to,
        actor: 'courier',
        note,
        at,
      });
      changed ||= res.applied;
    } catch (err) {
      if (isRefusal(err)) return changed;
      throw err;
    }
  }
  return changed;
}

export interface FulfilmentSweep {
  confirmed: number;
  booked: number;
  moved: number;
  returns: number;
  refunded: number;
  failed: number;
}

/**
 * One pass of the fulfilment loop, which the API runs on a timer and tests call with their own
 * `now`: confirms cash-on-delivery orders after `autoConfirmMs` (until staff confirm orders),
 * books a shipment for every order confirmed automatically (staff hand over the ones they
 * confirmed), polls the courier for every order on its way,
 * approves and receives returns when the simulated courier runs (never those of an order staff
 * shipped with their own courier), and retries pending refunds.
 * Every state change goes through `applyTransition`, as webhook updates do.
 */
export async function runFulfilmentSweep(
  deps: FulfilmentDeps,
  now = new Date(),
  limit = 50,
): Promise<FulfilmentSweep> {
  const sweep: FulfilmentSweep = {
    confirmed: 0,
    booked: 0,
    moved: 0,
    returns: 0,
    refunded: 0,
    failed: 0,
  };
  const attempt = async (what: string, order: OrderLean, fn: () => Promise<boolean>) => {
    try {
      return await fn();
    } catch (err) {
      if (isRefusal(err)) return false;
      sweep.failed += 1;
      deps.logger.warn({ err, orderId: String(order._id) }, `fulfilment: ${what} failed`);
      return false;
    }
  };
  const move = (
    order: OrderLean,
    to: 'Processing' | 'Return approved' | 'Returned',
    note: string,
  ) =>
    attempt(to, order, async () => {
      const actor = to === 'Returned' ? 'courier' : 'system';
      return (await applyTransition(deps, { orderId: order._id, to, actor, note, at: now }))
        .applied;
    });

  const confirmBefore = new Date(now.getTime() - deps.autoConfirmMs);
  for (const o of await ordersWaiting('Pending', confirmBefore, limit, { paymentMethod: 'COD' }))
    if (await move(o, 'Processing', 'Confirmed automatically')) sweep.confirmed += 1;

  for (const o of await ordersToBook(now, limit)) {
    const booked = await attempt('booking', o, async () => {
      const s = await deps.courier.createShipment(o);
      return s ? recordShipment(o._id, { ...s, bookedAt: now }, { whileIn: 'Processing' }) : false;
    });
    if (booked) sweep.booked += 1;
  }

  for (const o of await ordersInTransit(limit)) {
    const moved = await attempt('tracking', o, async () => {
      if (!o.shipment) return false;
      const status = await deps.courier.track(
        { awb: o.shipment.awb, bookedAt: o.shipment.bookedAt },
        now,
      );
      return status
        ? applyCourierStatus(deps, o, status, `${o.shipment.courier}: ${status}`, now)
        : false;
    });
    if (moved) sweep.moved += 1;
  }

  if (deps.courier.autoReturns) {
    // Not the returns of orders staff shipped with their own courier: those are theirs to handle.
    const courierShipped = { 'shipment.manual': { $ne: true } };
    const stepBefore = new Date(now.getTime() - deps.returnStepMs);
    for (const o of await ordersWaiting('Return requested', stepBefore, limit, courierShipped))
      if (await move(o, 'Return approved', 'Return approved automatically')) sweep.returns += 1;
    for (const o of await ordersWaiting('Return approved', stepBefore, limit, courierShipped))
      if (await move(o, 'Returned', 'Return picked up and received')) sweep.returns += 1;
  }

  sweep.refunded = await retryPendingRefunds(deps).catch((err: unknown) => {
    deps.logger.warn({ err }, 'fulfilment: refund retries failed');
    return 0;
  });
  return sweep;
}

export type CourierWebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * A courier status update: HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET in
 * `X-Courier-Signature` (constant-time), de-duplicated by event id, applied through the same
 * transitions as the polling sweep (so it is out-of-order safe).
 */
export async function handleCourierWebhook(
  deps: LifecycleDeps,
  input: { rawBody: Buffer | undefined; signature: string | undefined; secret: string | undefined },
): Promise<CourierWebhookOutcome> {
  if (!input.secret) throw AppError.unavailable(LifecycleMsg.webhookUnconfigured);
  if (
    !input.rawBody ||
    !input.signature ||
    !verifyHmac(input.secret, input.rawBody, input.signature)
  )
    throw AppError.unauthorized(LifecycleMsg.webhookSignature, 'INVALID_SIGNATURE');
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw AppError.badRequest('Malformed webhook body.');
  }
  const parsed = CourierWebhookBodySchema.safeParse(json);
  if (!parsed.success) throw AppError.badRequest('Malformed webhook body.');
  const event = parsed.data;
  if ((await recordCourierEvent(event)) === 'duplicate') return 'duplicate';
  try {
    const target = xpressbeesStatus(event.status);
    const order = target ? await findOrderByAwb(event.awb) : null;
    if (!target || !order) return 'ignored';
    const at = event.at && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : undefined;
    const changed = await applyCourierStatus(
      deps,
      order,
      target,
      `${order.shipment?.courier ?? 'Courier'}: ${event.status}`,
      at,
    );
    return changed ? 'processed' : 'ignored';
  } catch (err) {
    // Let the courier retry: forget the event so the retry is not taken for a duplicate.
    await forgetCourierEvent(event.id);
    throw err;
  }
}
