import { COD_REFUSAL, shopDay, shopInstant } from '@vastra/contracts';
import {
  AdminOrderMsg,
  STAFF_ACTION_INFO,
  type OrderTransitionBody,
} from '@vastra/contracts/admin/orders';
import { AppError } from '../lib/app-error';
import { recordJob, runRecorded } from '../lib/jobs/jobs';
import type { BookedShipment, Courier } from '../modules/fulfilment';
import {
  getAdminOrder,
  loadOrder,
  type StaffTransitionResult,
  recordShipment,
  awbTaken,
  orderRef,
  type OrderLean,
  orderJobs,
  applyTransition,
  type LifecycleDeps,
} from '../modules/orders';
import { recordCodRefusal } from '../modules/users';
import { changedFields, recordAudit, type StaffActor } from '../modules/staff';

/** A staff action's request (the note private unless `visibleToCustomer`). */
type StaffActionBody = Omit<OrderTransitionBody, 'visibleToCustomer'> & {
  visibleToCustomer?: boolean;
};

export interface StaffOrderActionDeps extends LifecycleDeps {
  courier: Courier;
}

/**
 * Undoes a courier booking the hand-over did not use (its transaction failed or was refused, or
 * another booking got there first): cancelled at the courier now, or by a retried job.
 */
async function releaseBooking(
  deps: StaffOrderActionDeps,
  orderId: string,
  booked: BookedShipment,
): Promise<void> {
  try {
    await deps.courier.cancelShipment(booked.awb);
  } catch (err) {
    deps.logger.warn({ err, orderId, awb: booked.awb }, 'unused booking not cancelled; retrying');
    const job = await recordJob(null, 'order.cancel-shipment', {
      key: `order.cancel-shipment:unused:${booked.awb}`,
      orderId,
      awb: booked.awb,
    });
    const cancelShipment = (awb: string) => deps.courier.cancelShipment(awb);
    await runRecorded([job], orderJobs({ ...deps, cancelShipment }), deps.logger);
  }
}

/** The instant a "delivered on" day means: now when it is today (India), else noon that day. */
function deliveredAt(day: string | undefined, shippedAt: Date | undefined, now: Date): Date {
  if (!day) return now;
  if (day > shopDay(now)) throw AppError.badRequest(AdminOrderMsg.deliveredInFuture);
  const at = day === shopDay(now) ? now : new Date(shopInstant(day).getTime() + 12 * 3_600_000);
  if (Number.isNaN(at.getTime())) throw AppError.badRequest(AdminOrderMsg.dateInvalid);
  if (shippedAt && day < shopDay(shippedAt))
    throw AppError.badRequest(AdminOrderMsg.deliveredBeforeShipping);
  return at > now ? now : at;
}

/** The timeline note of a staff step: what went wrong (failed delivery, RTO), then their words. */
function stepNote(body: StaffActionBody): string {
  const problem = STAFF_ACTION_INFO[body.action].needsProblem ? body.problem : undefined;
  if (problem && body.note) return `${problem}: ${body.note}`;
  return problem ?? body.note;
}

/**
 * A staff action on an order (confirm, hand to courier, deliver, RTO, cancel …), as one flow:
 * 1. handing over an order without a shipment books one with the courier first (outside the
 *    transaction: a courier is not a database), unless staff give their own courier's name, AWB
 *    and tracking link; a courier that cannot book answers 503, nothing changed;
 * 2. one transaction moves the order through the lifecycle table (actor `shop`; an illegal move
 *    is refused, 409), records the shipment on it, a refused cash on delivery parcel on the
 *    customer, and the audit entry (only the fields that changed), so an audit exists exactly for
 *    a committed change;
 * 3. if step 2 fails or is refused, or another booking won, step 1's booking is cancelled at the
 *    courier (compensation), never left orphaned;
 * 4. after the commit: the refund and the jobs the move recorded (e-mail, courier cancellation).
 * The timeline keeps the staff member's name and note apart from the shopper's view: the note is
 * private unless `visibleToCustomer`.
 */
export async function staffOrderAction(
  deps: StaffOrderActionDeps,
  orderId: string,
  body: StaffActionBody,
  staff: { actor: StaffActor; name: string },
): Promise<StaffTransitionResult> {
  const info = STAFF_ACTION_INFO[body.action];
  const current = await loadOrder(orderId);
  const at =
    body.action === 'deliver'
      ? deliveredAt(body.deliveredOn, shippedAt(current), new Date())
      : undefined;

  let booked: BookedShipment | null = null;
  const manual = body.action === 'ship' ? body.shipment : undefined;
  if (body.action === 'ship' && !manual && current.status === 'Processing' && !current.shipment) {
    booked = await deps.courier.createShipment(current).catch((err: unknown) => {
      deps.logger.error({ err, orderId }, 'courier booking failed');
      throw AppError.unavailable(AdminOrderMsg.noCourier);
    });
  }

  let bookingUsed = false;
  const note = stepNote(body);
  let moved;
  try {
    moved = await applyTransition(deps, {
      orderId,
      to: info.to,
      onlyFrom: info.from,
      actor: 'shop',
      note,
      by: staff.name,
      visibleToCustomer: body.visibleToCustomer,
      at,
      set: cancellationOf(body, current),
      within: async (order, session) => {
        if (manual) {
          if (order.shipment)
            throw AppError.conflict(
              AdminOrderMsg.alreadyBooked(order.shipment.courier, order.shipment.awb),
            );
          if (await awbTaken(manual.awb, order._id, session))
            throw AppError.conflict(AdminOrderMsg.awbTaken);
          await recordShipment(
            order._id,
            { ...manual, bookedAt: order.statusAt ?? new Date(), manual: true },
            { session },
          );
        }
        bookingUsed = booked
          ? await recordShipment(order._id, { ...booked, bookedAt: new Date() }, { session })
          : false;
        if (body.action === 'rto' && body.problem === COD_REFUSAL && order.paymentMethod === 'COD')
          await recordCodRefusal(order.user, session);
        const shipment = manual ?? (bookingUsed ? booked : null);
        const change = changedFields(
          {
            status: current.status,
            shipment: current.shipment
              ? { courier: current.shipment.courier, awb: current.shipment.awb }
              : null,
            deliveredAt: current.deliveredAt ?? null,
            refund: current.refund ?? null,
          },
          {
            status: order.status,
            shipment: shipment
              ? { courier: shipment.courier, awb: shipment.awb }
              : current.shipment
                ? { courier: current.shipment.courier, awb: current.shipment.awb }
                : null,
            deliveredAt: order.deliveredAt ?? null,
            refund: order.refund ?? null,
          },
          ['status', 'shipment', 'deliveredAt', 'refund'],
        );
        await recordAudit(
          staff.actor,
          {
            action: `order.${body.action}`,
            entity: { type: 'order', id: orderId, label: `Order ${orderRef(orderId)}` },
            before: change?.before ?? null,
            after: {
              ...change?.after,
              ...(info.needsProblem && body.problem ? { problem: body.problem } : {}),
              ...(body.note
                ? { note: body.note, visibleToCustomer: body.visibleToCustomer === true }
                : {}),
            },
          },
          session,
        );
      },
    });
  } catch (err) {
    if (booked) await releaseBooking(deps, orderId, booked);
    throw err;
  }
  if (booked && !bookingUsed) await releaseBooking(deps, orderId, booked);
  return {
    order: await getAdminOrder(orderId),
    message: info.done,
    before: { status: current.status },
    after: { status: moved.order.status, refund: moved.order.refund ?? null },
  };
}

/** When the order was handed over (its shipment's booking, else its "Shipped" step). */
function shippedAt(o: OrderLean): Date | undefined {
  return o.timeline.find((t) => t.status === 'Shipped')?.at ?? o.shipment?.bookedAt ?? undefined;
}

/**
 * What a cancelling action records as the cancellation: the shop's own (a full refund), its note
 * kept for the back office; a parcel back from a return to sender is cancelled as returned.
 */
function cancellationOf(body: StaffActionBody, current: OrderLean) {
  if (body.action === 'cancel')
    return { cancellation: { reason: 'Cancelled by the shop', note: body.note, by: 'shop' } };
  if (body.action === 'rtoReceived') {
    const rto = [...current.timeline].reverse().find((t) => t.status === 'RTO initiated');
    return {
      cancellation: {
        reason: 'Returned to sender',
        note: body.note || (rto?.note ?? ''),
        by: 'shop',
      },
    };
  }
  return undefined;
}
