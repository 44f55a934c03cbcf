import { formatINR } from '@vastra/contracts';
import { expectedDeliveryText } from '@vastra/contracts/delivery-estimate';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import type { OrderLean } from './order.model';

const ref = (o: OrderLean) => String(o._id).slice(-8).toUpperCase();

function itemLines(o: OrderLean): string[] {
  return o.items.map(
    (i) =>
      `${i.quantity} × ${i.name}${i.size ? ` (size ${i.size})` : ''}: ${formatINR(i.price * i.quantity)}`,
  );
}

function moneyLines(o: OrderLean): string[] {
  return [
    ...(o.couponDiscount > 0
      ? [`Coupon ${o.coupon?.code ?? ''}: −${formatINR(o.couponDiscount)}`]
      : []),
    `Delivery: ${o.delivery > 0 ? formatINR(o.delivery) : 'Free'}`,
    `Total: ${formatINR(o.total)}${o.paymentMethod === 'COD' ? ', to pay on delivery' : ', paid online'}`,
  ];
}

function mail(subject: string, hello: string, body: string[]) {
  const text = [hello, '', ...body, '', `— ${SHOP_NAME}`].join('\n');
  const html = emailHtml([hello, ...body].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'));
  return { subject, text, html };
}

/** The shopper's confirmation that the order was placed: what, how much, where it goes. */
export function orderPlacedEmail(name: string, o: OrderLean) {
  const a = o.addressSnapshot;
  return mail(`Your ${SHOP_NAME} order ${ref(o)} is placed`, `Hello ${name},`, [
    o.paymentMethod === 'COD'
      ? 'Thank you for your order. Please keep the amount ready in cash or UPI when it arrives.'
      : 'Thank you for your order. Your payment is received and the order is confirmed.',
    ...itemLines(o),
    ...moneyLines(o),
    `Delivering to ${a?.name ?? ''}, ${a?.city ?? ''} ${a?.zipcode ?? ''}.`,
    ...(o.expectedDelivery?.from
      ? [
          `${expectedDeliveryText({ from: o.expectedDelivery.from, to: o.expectedDelivery.to ?? o.expectedDelivery.from })}.`,
        ]
      : []),
    'You can follow it, or cancel it before it ships, from Your Orders.',
  ]);
}

/** The shop's alert of a new order (to SHOP_INBOX). */
export function newOrderAlertEmail(o: OrderLean, customer: string) {
  return mail(
    `New order ${ref(o)}: ${formatINR(o.total)} (${o.paymentMethod === 'COD' ? 'cash on delivery' : 'paid online'})`,
    'A new order was placed.',
    [
      `Customer: ${customer}`,
      ...itemLines(o),
      ...moneyLines(o),
      `Ship to: ${o.addressSnapshot?.city ?? ''} ${o.addressSnapshot?.zipcode ?? ''}`,
      o.paymentMethod === 'COD'
        ? 'It is confirmed automatically unless staff confirm it first in the back office.'
        : 'It is confirmed; hand it to the courier from the back office.',
    ],
  );
}
