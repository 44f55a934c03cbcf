import { formatINR, RefundPayoutMsg, returnRefundLines, toRupees } from '@vastra/contracts';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import { mailContact } from '../users';
import type { OrderLean } from './order.model';
import type { LifecycleDeps } from './lifecycle-deps';

/**
 * A received return's money in the sentences the return dialog showed (the amount, the offer
 * recovered on kept items, delivery back, how it is paid); once the gateway has refunded it,
 * `refunded` (with its reference) replaces the promise.
 */
function returnLines(order: OrderLean, refunded: string | null): string[] {
  const r = order.refund;
  if (!r || r.amount <= 0) return [];
  const lines = returnRefundLines(
    {
      refund: r.amount,
      recovered: toRupees(r.recovered ?? 0),
      delivery: toRupees(r.delivery ?? 0),
    },
    order.coupon?.code,
    order.paymentMethod,
  );
  return r.status === 'refunded' && refunded ? [refunded, ...lines.slice(1, -1)] : lines;
}

/** The e-mail a shopper gets when their order reaches a state that concerns them (null: none). */
export function lifecycleEmail(name: string, order: OrderLean) {
  const ref = String(order._id).slice(-8).toUpperCase();
  const refund = order.refund;
  const refundLine =
    refund && refund.amount > 0
      ? refund.status === 'refunded'
        ? `We have refunded ${formatINR(refund.amount)}${refund.fee > 0 ? ` (less the 10% cancellation fee of ${formatINR(refund.fee)})` : ''} (refund ${refund.refundId ?? ''}). It reaches your bank or card in 5–10 business days, plus 3–5 days for your bank to show it.`
        : refund.status === 'bank-transfer'
          ? `We will transfer ${formatINR(refund.amount)} to the bank account you share with us within 5–10 business days.`
          : `We are refunding ${formatINR(refund.amount)}${refund.fee > 0 ? ` (less the 10% cancellation fee of ${formatINR(refund.fee)})` : ''} to your original payment method within 5 business days.`
      : null;
  let subject: string;
  let body: string[];
  switch (order.status) {
    case 'Shipped':
      subject = `Your ${SHOP_NAME} order ${ref} has shipped`;
      body = [
        order.shipment
          ? `Your order is on its way with ${order.shipment.courier} (AWB ${order.shipment.awb}).`
          : 'Your order is on its way.',
        ...(order.shipment?.trackingUrl ? [`Track it here: ${order.shipment.trackingUrl}`] : []),
      ];
      break;
    case 'Delivery failed':
      subject = `We could not deliver your ${SHOP_NAME} order ${ref}`;
      body = [
        'Our courier could not deliver your order.',
        'We will try again, or contact you if we cannot. Please keep your phone reachable.',
      ];
      break;
    case 'RTO initiated':
      subject = `Your ${SHOP_NAME} order ${ref} is being returned to us`;
      body = [
        'Your parcel could not be delivered and is on its way back to us.',
        'Once it reaches us we cancel the order and refund anything you paid.',
      ];
      break;
    case 'Delivered':
      subject = `Your ${SHOP_NAME} order ${ref} has been delivered`;
      body = [
        'Your order has been delivered. We hope you love it!',
        'Not the right fit? You can request a return within 7 days from Your Orders.',
      ];
      break;
    case 'Cancelled':
      subject = `Your ${SHOP_NAME} order ${ref} has been cancelled`;
      body = [
        'Your order has been cancelled.',
        refundLine ?? 'Nothing was paid for this order, so there is nothing to refund.',
      ];
      break;
    case 'Return approved':
      subject = `Your ${SHOP_NAME} return for order ${ref} is approved`;
      body = [
        'Your return is approved. Our courier partner will pick the items up from your address.',
        'Please keep them unworn, in their original packaging with all tags attached.',
      ];
      break;
    case 'Returned':
      subject = `We have received your ${SHOP_NAME} return for order ${ref}`;
      body = [
        'We have received and checked your returned items.',
        ...returnLines(order, refundLine),
        // Cash on delivery: the refund waits for the account it is paid to.
        ...(refund?.status === 'bank-transfer' && !refund.payout
          ? [RefundPayoutMsg.askByMail]
          : []),
      ];
      break;
    default:
      return null;
  }
  const hello = `Hello ${name},`;
  const text = [hello, '', ...body, '', `— ${SHOP_NAME}`].join('\n');
  const html = emailHtml([hello, ...body].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'));
  return { subject, text, html };
}

/** Sends the shopper the e-mail for the order's current state, if it has one. */
export async function sendLifecycleEmail(
  deps: Pick<LifecycleDeps, 'mailer'>,
  order: OrderLean,
): Promise<void> {
  const user = await mailContact(order.user);
  if (!user) return;
  const mail = lifecycleEmail(user.name, order);
  if (mail) await deps.mailer.send({ to: user.email, ...mail });
}
