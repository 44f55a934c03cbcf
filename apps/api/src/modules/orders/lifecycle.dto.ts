import {
  ORDER_STATUS_WORDING,
  ledgerRupees,
  nextStatuses,
  toRupees,
  withinReturnWindow,
  type Order,
} from '@vastra/contracts';
import type { OrderLean } from './order.model';
import { payoutView } from './refund-payout';

type LifecycleFields = Pick<
  Order,
  | 'timeline'
  | 'shipment'
  | 'refund'
  | 'cancellation'
  | 'returnRequest'
  | 'deliveredAt'
  | 'expectedDelivery'
  | 'money'
  | 'invoice'
  | 'creditNotes'
  | 'canCancel'
  | 'canReturn'
>;

/**
 * The timeline as the back office reads it: every note, who took each staff step, and whether
 * its note is shown to the customer.
 */
export function staffTimeline(o: OrderLean): Order['timeline'] {
  return (o.timeline ?? []).map((t) => ({
    status: t.status,
    at: t.at.toISOString(),
    actor: t.actor,
    note: t.note ?? '',
    ...(t.actor === 'shop'
      ? { by: t.by ?? '', visibleToCustomer: t.visibleToCustomer === true }
      : {}),
  }));
}

/**
 * The timeline as the shopper reads it: states, and the notes meant for them. A staff step shows
 * its note only when staff made it visible to the customer, else the state's own words; staff
 * names are never included.
 */
function shopperTimeline(o: OrderLean): Order['timeline'] {
  return (o.timeline ?? []).map((t) => ({
    status: t.status,
    at: t.at.toISOString(),
    actor: t.actor,
    note:
      t.actor === 'shop'
        ? t.visibleToCustomer && t.note
          ? t.note
          : ORDER_STATUS_WORDING[t.status]
        : (t.note ?? ''),
  }));
}

/** A staff cancellation's note is the shop's own unless staff showed it to the customer. */
const cancellationNoteHidden = (o: OrderLean): boolean =>
  o.cancellation?.by === 'shop' &&
  !(o.timeline ?? []).some(
    (t) => t.status === 'Cancelled' && t.actor === 'shop' && t.visibleToCustomer,
  );

/**
 * The lifecycle part of an order answer, as the shopper may read it: timeline, courier, refund,
 * and what the shopper may do now.
 */
export function lifecycleFields(o: OrderLean, now = new Date()): LifecycleFields {
  const timeline = shopperTimeline(o);
  return {
    // Orders placed before timelines existed show their placement.
    timeline: timeline.length
      ? timeline
      : [
          {
            status: o.status,
            at: o.createdAt.toISOString(),
            actor: 'shopper',
            note: 'Order placed',
          },
        ],
    shipment: o.shipment
      ? {
          courier: o.shipment.courier,
          awb: o.shipment.awb,
          trackingUrl: o.shipment.trackingUrl ?? '',
          manual: o.shipment.manual === true,
        }
      : null,
    refund: o.refund
      ? {
          kind: o.refund.kind ?? null,
          amount: o.refund.amount,
          fee: o.refund.fee ?? 0,
          recovered: toRupees(o.refund.recovered ?? 0),
          delivery: toRupees(o.refund.delivery ?? 0),
          status: o.refund.status,
          refundId: o.refund.refundId ?? null,
          payout: payoutView(o.refund.payout),
        }
      : null,
    cancellation: o.cancellation
      ? {
          reason: o.cancellation.reason,
          note: cancellationNoteHidden(o) ? '' : (o.cancellation.note ?? ''),
          by: o.cancellation.by,
        }
      : null,
    returnRequest: o.returnRequest
      ? {
          reason: o.returnRequest.reason as NonNullable<Order['returnRequest']>['reason'],
          note: o.returnRequest.note ?? '',
          items: o.returnRequest.items.map((i) => ({
            itemId: String(i.itemId),
            quantity: i.quantity ?? 0,
          })),
          photos: o.returnRequest.photos ?? [],
          requestedAt: o.returnRequest.requestedAt.toISOString(),
        }
      : null,
    deliveredAt: o.deliveredAt ? o.deliveredAt.toISOString() : null,
    expectedDelivery: o.expectedDelivery?.from
      ? { from: o.expectedDelivery.from, to: o.expectedDelivery.to ?? o.expectedDelivery.from }
      : null,
    money: ledgerRupees(o),
    invoice: o.invoice
      ? { number: o.invoice.number, issuedAt: o.invoice.issuedAt.toISOString() }
      : null,
    creditNotes: (o.creditNotes ?? []).map((c) => ({
      number: c.number,
      issuedAt: c.issuedAt.toISOString(),
      kind: c.kind,
      amount: toRupees(c.amount),
    })),
    canCancel: nextStatuses(o.status, 'shopper').includes('Cancelled'),
    canReturn: o.status === 'Delivered' && withinReturnWindow(o.deliveredAt ?? null, now),
  };
}
