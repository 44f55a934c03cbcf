import { formatINR } from './pricing';

/**
 * The order lifecycle's policy figures and messages, in a file without schemas: the product page
 * evaluates it at load without zod (`lifecycle.ts` has the schemas and re-exports these).
 */

/** Returns are accepted within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;
/**
 * A return request carries at most this many photos, each through the review photo pipeline
 * (same size cap, types and re-encoding), sent as repeated `image` multipart fields.
 */
export const RETURN_MAX_PHOTOS = 3;

export const LifecycleMsg = {
  cancelled: 'Your order has been cancelled.',
  returnRequested: 'Your return request has been received.',
  cannotCancel: 'This order can no longer be cancelled: it has already shipped.',
  /** The shop's returns promise, wherever it is made (the empty bag…): the policy's window. */
  easyReturns: `Easy ${RETURN_WINDOW_DAYS}-day returns on everything you buy.`,
  returnWindowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order's window has closed.`,
  notDelivered: 'A return can be requested once the order has been delivered.',
  unknownItem: 'One of the chosen items is not part of this order.',
  tooManyUnits: 'You cannot return more units than you ordered.',
  tooManyPhotos: `You can attach at most ${RETURN_MAX_PHOTOS} photos to a return.`,
  chooseItems: 'Please choose the items to return.',
  refused: (from: string, to: string) =>
    `An order that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`,
  /** The cancel dialog's line: what cancelling refunds (rupees) and the fee kept. */
  refundLine: (q: { refund: number; fee: number }, method: 'Online' | 'COD') =>
    method === 'COD'
      ? 'Nothing was paid for this cash on delivery order, so there is nothing to refund.'
      : q.fee > 0
        ? `You will be refunded ${formatINR(q.refund)} (the order value less the 10% cancellation fee of ${formatINR(q.fee)}, since we have already started processing your order) within 5 business days.`
        : `You will be refunded ${formatINR(q.refund)} in full within 5 business days.`,
  /** The return dialog's and the return e-mail's sentences (rupees), from the ledger's `returnQuote`. */
  returnRefund: (refund: number) => `You will be refunded ${formatINR(refund)}.`,
  returnOfferWithdrawn: (code: string, recovered: number) =>
    `${code ? `Coupon ${code}` : 'Your coupon'}: the offer no longer applies to the items you keep, so ${formatINR(recovered)} of its discount is taken from this refund.`,
  returnDeliveryRefunded: (delivery: number) =>
    `You are returning every item, so the delivery charge of ${formatINR(delivery)} is refunded too.`,
  returnPaidOnline:
    'It goes back to your original payment method within 5 business days of our receiving the items.',
  returnPaidCod:
    'As this order was paid in cash on delivery, the refund is paid to a bank account or UPI ID you give us after the return is received.',
  reviewNotDelivered: 'You can review this product once your order has been delivered.',
  webhookSignature: 'Invalid courier webhook signature.',
  webhookUnconfigured: 'Courier webhooks are not configured.',
} as const;
