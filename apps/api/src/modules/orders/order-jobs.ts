import { ORDER_STATUSES, type OrderStatus } from '@vastra/contracts';
import type { Types } from 'mongoose';
import { recordJob, type JobTable } from '../../lib/jobs/jobs';
import type { ClientSession } from '../../lib/transaction';
import { findOrderFor } from './lifecycle.data';
import { lifecycleEmail, sendLifecycleEmail } from './lifecycle-emails';
import type { OrderLean } from './order.model';
import { newOrderAlertEmail, orderPlacedEmail } from './placement-emails';
import { sendRefundPaidEmail } from './refund-payout';
import { staffAlertRecipient, staffToAlert } from '../staff';
import { mailContact } from '../users';
import type { LifecycleDeps } from './lifecycle-deps';

/**
 * The e-mails a new order sets off, recorded in the placing transaction: the shopper's
 * confirmation, the shop's new-order alert, and one alert to each active staff member who turned
 * new-order e-mails on.
 */
export async function recordPlacementJobs(
  orderId: string,
  session: ClientSession,
): Promise<(Types.ObjectId | null)[]> {
  const ids = [
    await recordJob(session, 'order.placed-mail', { key: `order.placed-mail:${orderId}`, orderId }),
    await recordJob(session, 'order.new-order-alert', {
      key: `order.new-order-alert:${orderId}`,
      orderId,
    }),
  ];
  for (const staff of await staffToAlert('newOrders', session))
    ids.push(
      await recordJob(session, 'order.staff-alert', {
        key: `order.staff-alert:${orderId}:${staff.id}`,
        orderId,
        staffId: staff.id,
      }),
    );
  return ids;
}

/**
 * What an order's change sets off outside the database, recorded in the same transaction as the
 * change (so it happens at least once, and never for a change that rolled back): the shopper's
 * e-mail for the new state, and the courier's cancellation of a shipment it booked. The timeline's
 * length names the change, so a replay records nothing new.
 */
export async function recordOrderJobs(
  order: OrderLean,
  session: ClientSession,
): Promise<(Types.ObjectId | null)[]> {
  const orderId = String(order._id);
  const change = `${orderId}:${order.timeline.length}`;
  const ids: (Types.ObjectId | null)[] = [];
  // A parcel back from a return to sender needs no cancelling, nor one staff booked themselves.
  const returnedToSender = order.timeline.some((t) => t.status === 'RTO initiated');
  if (
    order.status === 'Cancelled' &&
    order.shipment?.awb &&
    !order.shipment.manual &&
    !returnedToSender
  )
    ids.push(
      await recordJob(session, 'order.cancel-shipment', {
        key: `order.cancel-shipment:${change}`,
        orderId,
        awb: order.shipment.awb,
      }),
    );
  if (lifecycleEmail('', order))
    ids.push(
      await recordJob(session, 'order.mail', {
        key: `order.mail:${change}`,
        orderId,
        status: order.status,
      }),
    );
  return ids;
}

/** The new-order alert's mail for an order, naming its customer. */
async function newOrderAlert(order: OrderLean) {
  const user = await mailContact(order.user);
  return newOrderAlertEmail(order, user ? `${user.name} <${user.email}>` : String(order.user));
}

function isStatus(s: unknown): s is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(s);
}

/**
 * The order jobs' handlers. The e-mail is written for the state it was recorded for, with the
 * order's money as it is when it goes (a refund settled meanwhile is reported as refunded).
 * Without a courier client (`cancelShipment`) the cancellation is left to a process that has one.
 */
export function orderJobs(
  deps: Pick<LifecycleDeps, 'mailer' | 'cancelShipment'> & { shopInbox?: string },
): JobTable {
  const table: JobTable = {
    'order.mail': async (d) => {
      const order = await findOrderFor(String(d.orderId), undefined);
      if (!order || !isStatus(d.status)) return;
      await sendLifecycleEmail(deps, { ...order, status: d.status });
    },
  };
  table['order.placed-mail'] = async (d) => {
    const order = await findOrderFor(String(d.orderId), undefined);
    if (!order) return;
    const user = await mailContact(order.user);
    if (user) await deps.mailer.send({ to: user.email, ...orderPlacedEmail(user.name, order) });
  };
  // Not sent to an account deactivated, or an alert turned off, since the order was placed.
  table['order.staff-alert'] = async (d) => {
    const [order, staff] = await Promise.all([
      findOrderFor(String(d.orderId), undefined),
      staffAlertRecipient(String(d.staffId), 'newOrders'),
    ]);
    if (!order || !staff) return;
    await deps.mailer.send({ to: staff.email, ...(await newOrderAlert(order)) });
  };
  const inbox = deps.shopInbox;
  if (inbox)
    table['order.new-order-alert'] = async (d) => {
      const order = await findOrderFor(String(d.orderId), undefined);
      if (order) await deps.mailer.send({ to: inbox, ...(await newOrderAlert(order)) });
    };
  table['order.refund-paid-mail'] = async (d) => {
    const order = await findOrderFor(String(d.orderId), undefined);
    if (order) await sendRefundPaidEmail(deps, order);
  };
  const cancel = deps.cancelShipment;
  if (cancel) table['order.cancel-shipment'] = async (d) => cancel(String(d.awb));
  return table;
}
