import { randomBytes } from 'node:crypto';
import {
  formatINR,
  Msg,
  type CreatePaymentOrderResponse,
  type RazorpayPayment,
  type SimulatorFailResponse,
  type SimulatorPayResponse,
} from '@vastra/contracts';
import { type Types, type ClientSession } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import type { Mailer } from '../../lib/mailer';
import type { JobTable } from '../../lib/jobs/jobs';
import type { Logger } from '../../lib/logger';
import { GatewayError, SimulatedGateway, type PaymentGateway } from './gateway';
import { shippingAddress } from '../addresses';
import type { PincodeService } from '../pincode';
import { mailContact } from '../users';
import { PaymentModel, type PaymentLean } from './payment.model';
import { oid } from '../../lib/ids';

export const PAYMENT_VERIFICATION_FAILED = 'PAYMENT_VERIFICATION_FAILED';
const verificationFailed = () =>
  new AppError(400, Msg.paymentVerificationFailed, PAYMENT_VERIFICATION_FAILED);

/** A unique receipt within Razorpay's 40-character limit. */
function newReceipt(): string {
  return `rcpt_${Date.now().toString(36)}_${randomBytes(8).toString('hex')}`;
}

/**
 * The delivery address a payment is for: the user's own (404 otherwise) at a pincode the courier
 * serves (409 `NOT_SERVICEABLE` otherwise, the check the order itself makes), so nothing is
 * charged for an order that would be refused.
 */
export async function assertDeliverable(
  pincode: PincodeService,
  userId: string,
  addressId: string,
): Promise<void> {
  const address = await shippingAddress(userId, addressId);
  const check = await pincode.check(address.zipcode);
  if (!check.serviceable) throw AppError.conflict(Msg.pincodeNotServiceable, 'NOT_SERVICEABLE');
}

/**
 * Creates a gateway order of `amount` paise for the user and stores it with the gateway order id.
 * The caller computes the amount on the server (the checkout flow: the bag's total); a client's
 * amount is never read.
 */
export async function createPaymentOrder(
  gateway: PaymentGateway,
  userId: string,
  amount: number,
  logger: Logger,
): Promise<Omit<CreatePaymentOrderResponse, 'success'>> {
  const receipt = newReceipt();
  let order;
  try {
    order = await gateway.createOrder({ amount, currency: 'INR', receipt, notes: { userId } });
  } catch (err) {
    logger.error(
      { err: err instanceof GatewayError ? err.detail : err, gateway: gateway.kind },
      'payment order creation failed',
    );
    throw AppError.unavailable(Msg.paymentInitFailed, 'UPSTREAM_UNAVAILABLE');
  }
  await PaymentModel.create({
    user: oid(userId),
    gateway: gateway.kind,
    gatewayOrderId: order.id,
    amount,
    currency: 'INR',
    receipt: order.receipt,
  });
  return {
    id: order.id,
    amount,
    currency: 'INR',
    keyId: gateway.keyId,
    receipt: order.receipt,
    simulated: gateway.kind === 'simulated',
  };
}

/**
 * Checks Checkout's signature for one of the user's gateway orders and marks it verified.
 * Unknown order, another user's order or a wrong signature → 400 'Payment verification failed'.
 */
export async function verifyPayment(
  gateway: PaymentGateway,
  userId: string,
  ids: RazorpayPayment,
): Promise<PaymentLean> {
  const payment = await PaymentModel.findOne({
    gatewayOrderId: ids.razorpay_order_id,
    user: oid(userId),
  }).lean<PaymentLean>();
  if (!payment || payment.gateway !== gateway.kind) throw verificationFailed();
  if (
    !gateway.verifyPaymentSignature(
      payment.gatewayOrderId,
      ids.razorpay_payment_id,
      ids.razorpay_signature,
    )
  ) {
    throw verificationFailed();
  }
  if (payment.status === 'created' || payment.status === 'failed') {
    await PaymentModel.updateOne(
      { _id: payment._id, status: { $in: ['created', 'failed'] } },
      {
        $set: {
          status: 'verified',
          gatewayPaymentId: ids.razorpay_payment_id,
          verifiedAt: new Date(),
        },
      },
    );
  }
  const fresh = await PaymentModel.findById(payment._id).lean<PaymentLean>();
  if (!fresh) throw verificationFailed();
  return fresh;
}

export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id?: string | undefined;
  razorpay_signature?: string | undefined;
}

/**
 * The payment an Online order is placed with: the user's own, verified (inline when Checkout's
 * ids and signature come with the order) or paid, and of exactly `amountPaise`.
 * Single use is enforced by the unique `paymentId` index on orders.
 */
export async function usablePayment(
  gateway: PaymentGateway,
  userId: string,
  proof: PaymentProof,
  amountPaise: number,
): Promise<PaymentLean> {
  let payment = await PaymentModel.findOne({
    gatewayOrderId: proof.razorpay_order_id,
    user: oid(userId),
  }).lean<PaymentLean>();
  if (!payment) throw verificationFailed();
  if (
    (payment.status === 'created' || payment.status === 'failed') &&
    proof.razorpay_payment_id &&
    proof.razorpay_signature
  ) {
    payment = await verifyPayment(gateway, userId, {
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: proof.razorpay_signature,
    });
  }
  if (payment.status === 'refunded' || payment.refundRequestedAt)
    throw AppError.conflict(PAYMENT_REFUNDED_MESSAGE, PAYMENT_REFUNDED);
  if (payment.status !== 'verified' && payment.status !== 'paid') throw verificationFailed();
  if (payment.amount !== amountPaise) {
    throw AppError.conflict(
      `The amount paid does not match this order’s total. Your bag may have changed; please review it and try again. ${UNUSED_PAYMENT_NOTE}`,
      'PAYMENT_AMOUNT_MISMATCH',
    );
  }
  return payment;
}

export const PAYMENT_REFUNDED = 'PAYMENT_REFUNDED';
export const PAYMENT_REFUNDED_MESSAGE =
  'This payment has been refunded because no order was placed with it in time. Please pay again.';
/** Said with a refusal (items sold out, bag changed) after the shopper has paid. */
export const UNUSED_PAYMENT_NOTE =
  'If no order uses your payment, it is refunded to you automatically within 30 minutes.';

/**
 * Records which order uses a payment, unless the refund sweep has claimed it first (the payment
 * document decides between the two). False: the order must not be placed. Pass the placing
 * transaction's `session` so the link commits with the order.
 */
export async function linkPaymentToOrder(
  paymentId: Types.ObjectId,
  orderId: Types.ObjectId,
  session?: ClientSession,
): Promise<boolean> {
  const res = await PaymentModel.updateOne(
    { _id: paymentId, order: null, refundRequestedAt: null },
    { $set: { order: orderId } },
    { session },
  );
  return res.modifiedCount === 1;
}

/** How long a verified or paid payment may wait for its order before it is refunded. */
export const UNUSED_PAYMENT_REFUND_AFTER_MS = 15 * 60_000;

/** The e-mail telling a shopper their unused payment is on its way back. */
export function refundEmail(name: string, amountPaise: number, refundId: string) {
  const amount = formatINR(amountPaise / 100);
  const subject = `Your ${SHOP_NAME} payment of ${amount} has been refunded`;
  const hello = `Hello ${name},`;
  const body = [
    `No order was placed with your payment of ${amount}, so we have refunded it in full (refund ${refundId}).`,
    'It reaches your bank or card in 5–10 business days, plus 3–5 days for your bank to show it.',
  ];
  const text = [hello, '', ...body, '', `— ${SHOP_NAME}`].join('\n');
  const html = emailHtml([hello, ...body].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'));
  return { subject, text, html };
}

/** The payment jobs: the e-mail telling a shopper an unused payment was refunded. */
export function paymentJobs(deps: { mailer: Mailer }): JobTable {
  return {
    'payment.refund-mail': async (d) => {
      const payment = await PaymentModel.findById(String(d.paymentId)).lean<PaymentLean>();
      if (!payment?.refundId) return;
      const user = await mailContact(payment.user);
      if (!user) return;
      await deps.mailer.send({
        to: user.email,
        ...refundEmail(user.name, payment.amount, payment.refundId),
      });
    },
  };
}

// ---------- Simulator (development and tests only) ----------

async function simulatedPayment(
  gateway: PaymentGateway,
  userId: string,
  orderId: string,
): Promise<{ sim: SimulatedGateway; payment: PaymentLean }> {
  if (!(gateway instanceof SimulatedGateway))
    throw AppError.notFound('The payment simulator is not available.');
  const payment = await PaymentModel.findOne({
    gatewayOrderId: orderId,
    user: oid(userId),
    gateway: 'simulated',
  }).lean<PaymentLean>();
  if (!payment) throw AppError.notFound('Payment not found.');
  return { sim: gateway, payment };
}

/** "Pays" a simulated order: answers what Checkout's success handler would receive. */
export async function simulatePay(
  gateway: PaymentGateway,
  userId: string,
  orderId: string,
): Promise<Omit<SimulatorPayResponse, 'success'>> {
  const { sim, payment } = await simulatedPayment(gateway, userId, orderId);
  if (payment.status === 'verified' || payment.status === 'paid')
    throw AppError.conflict('This payment has already been completed.');
  return sim.pay(payment.gatewayOrderId);
}

/** "Fails" a simulated order: marks it failed and answers what Checkout's failure callback would receive. */
export async function simulateFail(
  gateway: PaymentGateway,
  userId: string,
  orderId: string,
): Promise<Omit<SimulatorFailResponse, 'success'>> {
  const { payment } = await simulatedPayment(gateway, userId, orderId);
  if (payment.status === 'verified' || payment.status === 'paid')
    throw AppError.conflict('This payment has already been completed.');
  const paymentId = `pay_sim${randomBytes(6).toString('hex')}`;
  await PaymentModel.updateOne(
    { _id: payment._id, status: 'created' },
    { $set: { status: 'failed', failedAt: new Date() } },
  );
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment was declined by the bank (simulated).',
      reason: 'payment_failed',
      metadata: { order_id: payment.gatewayOrderId, payment_id: paymentId },
    },
  };
}
