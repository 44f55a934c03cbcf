import {
  checkoutTotals,
  couponShares,
  DEFAULT_BRAND,
  DEFAULT_COUNTRY,
  Msg,
  toPaise,
  unitPrice,
  type Order,
  type PlaceOrderBody,
} from '@vastra/contracts';
import { expectedDeliveryRange } from '@vastra/contracts/delivery-estimate';
import { Types } from 'mongoose';
import { AppError } from '../lib/app-error';
import { queuedOn } from '../lib/in-process-queue';
import { inTransaction } from '../lib/transaction';
import { shippingAddress } from '../modules/addresses';
import { removeOrderedLines, bagCouponCode, couponUsedByOrder } from '../modules/cart';
import {
  couponForOrder,
  redeemForOrder,
  type OrderCouponPlan,
  COUPON_REFUSED,
  COUPON_UNKNOWN,
} from '../modules/coupons';
import {
  linkPaymentToOrder,
  PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_MESSAGE,
  UNUSED_PAYMENT_NOTE,
  usablePayment,
} from '../modules/payments';
import {
  assertSameRequest,
  requestFingerprint,
  assertCodWithinLimits,
  type OrderLean,
  buildLines,
  lineKey,
  reserveStock,
  findOrderByKey,
  findOrderByPayment,
  hasOrdered,
  insertOrder,
  toDtos,
  toOrderDto,
  type OrderContext,
  orderJobs,
  recordPlacementJobs,
  issueTaxDocuments,
  placedTimeline,
} from '../modules/orders';
import { reviewedProducts } from '../modules/reviews';
import { runRecorded } from '../lib/jobs/jobs';
import type { Mailer } from '../lib/mailer';
import { isDuplicateKey } from '../lib/mongo-errors';
import { oid } from '../lib/ids';
import { assertCodAllowed } from '../modules/users';

/** Same products, sizes and quantities (a retry of the same checkout). */
function sameLines(order: OrderLean, body: PlaceOrderBody): boolean {
  const a = new Map<string, number>();
  for (const i of order.items)
    a.set(lineKey(String(i.productId), (i.size ?? '').toLowerCase()), i.quantity);
  const b = new Map<string, number>();
  for (const p of body.products) {
    const k = lineKey(p.productId.toLowerCase(), (p.size ?? '').toLowerCase());
    b.set(k, (b.get(k) ?? 0) + p.quantity);
  }
  if (a.size !== b.size) return false;
  for (const [k, q] of a) if (b.get(k) !== q) return false;
  return true;
}

/** An earlier order this request repeats (same Idempotency-Key, or same paid gateway order), if any. */
async function previousOrder(
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<OrderLean | null> {
  if (idempotencyKey) {
    const byKey = await findOrderByKey(oid(userId), idempotencyKey);
    if (byKey) assertSameRequest(byKey, body);
    if (byKey) return byKey;
  }
  if (body.paymentMethod === 'Online' && body.razorpay_order_id) {
    const byPayment = await findOrderByPayment(body.razorpay_order_id);
    if (byPayment) {
      if (String(byPayment.user) === userId && sameLines(byPayment, body)) return byPayment;
      throw AppError.conflict(
        'This payment has already been used for another order.',
        'PAYMENT_ALREADY_USED',
      );
    }
  }
  return null;
}

/**
 * An Online order is paid before it is placed: a sold-out or coupon refusal says what happens to
 * the money.
 */
function withRefundNote(body: PlaceOrderBody, err: unknown): unknown {
  const refusals = ['OUT_OF_STOCK', COUPON_REFUSED, COUPON_UNKNOWN];
  if (body.paymentMethod === 'Online' && err instanceof AppError && refusals.includes(err.code))
    return new AppError(409, `${err.message} ${UNUSED_PAYMENT_NOTE}`, err.code);
  return err;
}

export interface PlacedOrder {
  order: Order;
  /** False when an earlier identical request's order is answered again. */
  created: boolean;
}

/**
 * Places an order (a flow over addresses, catalogue lines, coupons, payments, the bag and orders):
 * server prices (contracts pricing, checkout delivery reading), address
 * snapshot, COD by pincode, Online only with this user's verified payment of exactly this total.
 * Then ONE transaction takes the stock of every line, counts the coupon's use, inserts the order,
 * links the payment to it and removes the ordered lines (and the used code) from the bag: a
 * refusal at any step changes nothing, and concurrent orders cannot refuse each other for stock or
 * coupon uses that exist (the driver retries a transaction that met a write conflict).
 */
/** What placing needs: the order context, and the mailer and shop inbox for its e-mails. */
export interface PlaceOrderDeps extends OrderContext {
  mailer?: Mailer;
  shopInbox?: string;
}

export async function placeOrder(
  ctx: PlaceOrderDeps,
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<PlacedOrder> {
  const earlier = await previousOrder(userId, body, idempotencyKey);
  if (earlier)
    return {
      order: (await toDtos(userId, [earlier], reviewedProducts))[0] as Order,
      created: false,
    };

  const address = await shippingAddress(userId, body.addressId);

  const lines = await buildLines(body).catch((err: unknown) => {
    throw withRefundNote(body, err);
  });
  // Coupons hook: the code is checked again on these lines; one that stopped applying fails the order.
  const code = body.couponCode ?? (await bagCouponCode(userId));
  const coupon: OrderCouponPlan | null = await couponForOrder(userId, code, lines, {
    hasOrdered,
  }).catch((err: unknown) => {
    throw withRefundNote(body, err);
  });
  const totals = checkoutTotals(
    lines.map((l) => ({
      unitPrice: unitPrice(l.product),
      mrp: l.product.price,
      quantity: l.quantity,
    })),
    coupon?.discount ?? 0,
  );

  let paymentRecordId: Types.ObjectId | null = null;
  const check = await ctx.pincode.check(address.zipcode);
  if (!check.serviceable) throw AppError.conflict(Msg.pincodeNotServiceable, 'NOT_SERVICEABLE');
  if (body.paymentMethod === 'COD') {
    await assertCodAllowed(userId);
    if (!check.cod) {
      throw AppError.conflict(
        `Cash on delivery is not available for pincode ${address.zipcode}. Please pay online.`,
        'COD_UNAVAILABLE',
      );
    }
    await assertCodWithinLimits(userId, lines, totals.total); // stock-hoarding caps (order-limits.ts)
  } else {
    const payment = await usablePayment(
      ctx.gateway,
      userId,
      {
        razorpay_order_id: body.razorpay_order_id ?? '',
        razorpay_payment_id: body.razorpay_payment_id,
        razorpay_signature: body.razorpay_signature,
      },
      toPaise(totals.total),
    );
    paymentRecordId = payment._id;
  }

  // Each line's share of the coupon, to the paisa: what the line cost, what a return of it refunds
  // and what the invoice shows (the contracts' ledger).
  const shares = couponShares(
    lines.map((l, n) => ({
      id: String(n),
      unitPaise: toPaise(unitPrice(l.product)),
      quantity: l.quantity,
      covered: coupon?.covered[n] ?? false,
    })),
    toPaise(totals.couponDiscount),
  );
  const orderId = new Types.ObjectId();
  const order = {
    _id: orderId,
    user: oid(userId),
    items: lines.map((l, n) => ({
      productId: l.product._id,
      couponShare: shares[n] ?? 0,
      name: l.product.name,
      price: unitPrice(l.product),
      mrp: l.product.price,
      quantity: l.quantity,
      size: l.size,
      image: l.product.images?.[0] ?? '',
      brand: l.product.brand?.name || DEFAULT_BRAND,
    })),
    subtotal: totals.subtotal,
    couponDiscount: totals.couponDiscount,
    coupon: coupon?.snapshot ?? null,
    delivery: totals.delivery,
    total: totals.total,
    status: body.paymentMethod === 'COD' ? ('Pending' as const) : ('Processing' as const),
    timeline: placedTimeline(body.paymentMethod),
    paymentMethod: body.paymentMethod,
    paymentId: body.paymentMethod === 'Online' ? (body.razorpay_order_id ?? null) : null,
    addressSnapshot: {
      name: address.name ?? '',
      address: address.address,
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      country: address.country ?? DEFAULT_COUNTRY,
      landmark: address.landmark ?? '',
      phone: address.phone,
    },
    idempotencyKey,
    idempotencyFingerprint: idempotencyKey ? requestFingerprint(body) : null,
    expectedDelivery: expectedDeliveryRange(new Date(), check.eta),
  };

  // Orders in this process that write the same stock or coupon count wait for each other rather
  // than meet in write conflicts and run their transactions again (in-process-queue.ts).
  const contended = [
    ...lines.map((l) => `stock:${String(l.product._id)}`),
    ...(coupon ? [`coupon:${String(coupon.couponId)}`] : []),
    // An online order takes the next invoice number: one counter every such order writes.
    ...(body.paymentMethod === 'Online' ? ['invoice-series'] : []),
  ];
  let saved: OrderLean;
  let jobs: (Types.ObjectId | null)[] = [];
  try {
    saved = await queuedOn(contended, () =>
      inTransaction(async (session) => {
        // The shopper's own writes first: nobody else writes these documents, so they never meet a
        // concurrent order. A refusal below aborts them with everything else.
        const placed = await insertOrder(order, session);
        // The refund sweep may have claimed this payment since it was checked: nothing is placed.
        if (paymentRecordId && !(await linkPaymentToOrder(paymentRecordId, orderId, session)))
          throw AppError.conflict(PAYMENT_REFUNDED_MESSAGE, PAYMENT_REFUNDED);
        await removeOrderedLines(
          userId,
          lines.map((l) => ({ productId: String(l.product._id), size: l.size })),
          session,
        );
        await couponUsedByOrder(coupon, userId, session); // Coupons hook: the bag drops the code.
        // Then the writes every concurrent order competes for (a coupon's use count, the stock of a
        // size), last, right before the commit: a concurrent order touching the same document
        // between this write and the commit meets a write conflict and is retried from the start,
        // so the shorter that stretch, the fewer orders redo their work under a rush on one size.
        // Coupons hook: checked again as the transaction sees it, then its use counted (total and
        // per shopper). A use-limit refusal aborts the transaction (409, not retried).
        if (coupon)
          await couponForOrder(userId, coupon.code, lines, {
            hasOrdered,
            session,
            exceptOrder: orderId,
          });
        await redeemForOrder(coupon, userId, orderId, session);
        await reserveStock(lines, session);
        // The shopper's confirmation and the shop's alert, sent once this commits.
        jobs = await recordPlacementJobs(String(orderId), session);
        // An online order is confirmed by its payment: its invoice is numbered here, last.
        return issueTaxDocuments(placed, new Date(), session);
      }),
    );
  } catch (err) {
    if (isDuplicateKey(err)) {
      // A concurrent identical request won the race: answer its order (or refuse a reused payment).
      const winner = await previousOrder(userId, body, idempotencyKey);
      if (winner)
        return {
          order: (await toDtos(userId, [winner], reviewedProducts))[0] as Order,
          created: false,
        };
      throw AppError.conflict('This order was already placed.', 'DUPLICATE_ORDER');
    }
    throw withRefundNote(body, err);
  }
  // Not awaited: the shopper's answer does not wait for the mail server (the jobs are recorded;
  // one that fails here is retried by the worker). Without a mailer the worker sends them.
  if (ctx.mailer)
    void runRecorded(jobs, orderJobs({ mailer: ctx.mailer, shopInbox: ctx.shopInbox }), ctx.logger);
  return { order: toOrderDto(saved, new Set()), created: true };
}
