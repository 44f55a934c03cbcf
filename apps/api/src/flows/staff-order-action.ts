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
  attachShipment,
  orderJobs,
  applyTransition,
  type LifecycleDeps,
} from '../modules/orders';
import { recordAudit, type StaffActor } from '../modules/staff';

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

/**
 * A staff action on an order (confirm, hand to courier, cancel …), as one flow:
 * 1. handing over an order without a shipment books one with the courier first (outside the
 *    transaction: a courier is not a database); a courier that cannot book answers 503, nothing
 *    changed;
 * 2. one transaction moves the order through the lifecycle table (actor `shop`; an illegal move
 *    is refused, 409), records the booking on it and the audit entry, so an audit exists exactly
 *    for a committed change;
 * 3. if step 2 fails or is refused, or another booking won, step 1's booking is cancelled at the
 *    courier (compensation), never left orphaned;
 * 4. after the commit: the refund and the jobs the move recorded (e-mail, courier cancellation).
 */
export async function staffOrderAction(
  deps: StaffOrderActionDeps,
  orderId: string,
  body: OrderTransitionBody,
  staff: { actor: StaffActor; name: string },
): Promise<StaffTransitionResult> {
  const info = STAFF_ACTION_INFO[body.action];
  const current = await loadOrder(orderId);

  let booked: BookedShipment | null = null;
  if (body.action === 'ship' && current.status === 'Processing' && !current.shipment) {
    booked = await deps.courier.createShipment(current).catch((err: unknown) => {
      deps.logger.error({ err, orderId }, 'courier booking failed');
      throw AppError.unavailable(AdminOrderMsg.noCourier);
    });
  }

  let bookingUsed = false;
  const note = `${info.label} (${staff.name})${body.note ? `: ${body.note}` : ''}`;
  let moved;
  try {
    moved = await applyTransition(deps, {
      orderId,
      to: info.to,
      actor: 'shop',
      note,
      set:
        body.action === 'cancel'
          ? { cancellation: { reason: 'Cancelled by the shop', note: body.note, by: 'shop' } }
          : undefined,
      within: async (order, session) => {
        bookingUsed = booked
          ? await attachShipment(order._id, { ...booked, bookedAt: new Date() }, session)
          : false;
        await recordAudit(
          staff.actor,
          {
            action: `order.${body.action}`,
            entity: { type: 'order', id: orderId, label: `Order ${orderId}` },
            before: { status: current.status },
            after: {
              status: order.status,
              refund: order.refund ?? null,
              ...(bookingUsed && booked ? { awb: booked.awb } : {}),
              ...(body.note ? { note: body.note } : {}),
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
