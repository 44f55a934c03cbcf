import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * One record per gateway order created for a user's checkout. Lifecycle:
 * created → verified (Checkout's signature checked) → paid (webhook: payment.captured / order.paid);
 * created → failed (webhook: payment.failed); verified/paid → refunded when no order used it within
 * `UNUSED_PAYMENT_REFUND_AFTER_MS` (its items sold out meanwhile, the bag changed, the tab closed:
 * `refundUnusedPayments`). An order may use a verified or paid payment once (the unique
 * `paymentId` index on orders enforces "once"); the payment document arbitrates between an order
 * linking it (`order`) and the refund claiming it (`refundRequestedAt`): whichever sets first wins.
 */
export const PAYMENT_STATUSES = ['created', 'verified', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const paymentSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    gateway: { type: String, enum: ['razorpay', 'simulated'], required: true },
    /** The gateway's order id (`order_…`). */
    gatewayOrderId: { type: String, required: true },
    /** The gateway's payment id (`pay_…`), once known. */
    gatewayPaymentId: { type: String, default: null },
    /** Integer paise. */
    amount: { type: Number, required: true, min: 1 },
    currency: { type: String, default: 'INR' },
    receipt: { type: String, required: true },
    status: { type: String, enum: PAYMENT_STATUSES, default: 'created' },
    verifiedAt: { type: Date, default: null },
    paidAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    /** The order that used this payment (set once, only while no refund is claimed). */
    order: { type: Schema.Types.ObjectId, ref: 'Order', default: null },
    /** Set when the refund sweep claims the payment; an order can no longer link it then. */
    refundRequestedAt: { type: Date, default: null },
    refundId: { type: String, default: null },
    refundedAt: { type: Date, default: null },
    refundAttempts: { type: Number, default: 0 },
  },
  { timestamps: true },
);

paymentSchema.index({ gatewayOrderId: 1 }, { unique: true });
paymentSchema.index({ receipt: 1 }, { unique: true });
paymentSchema.index({ user: 1, createdAt: -1 });
// The refund sweep: unused verified/paid payments, oldest first.
paymentSchema.index({ order: 1, status: 1, verifiedAt: 1 });

export type Payment = InferSchemaType<typeof paymentSchema>;
export type PaymentLean = Payment & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const PaymentModel = mongoose.model('Payment', paymentSchema);

/** Webhook events already handled, by the gateway's event id (de-duplication). */
const webhookEventSchema = new Schema(
  {
    eventId: { type: String, required: true },
    event: { type: String, required: true },
    gatewayOrderId: { type: String, default: null },
  },
  { timestamps: true },
);
webhookEventSchema.index({ eventId: 1 }, { unique: true });

export const WebhookEventModel = mongoose.model('WebhookEvent', webhookEventSchema);
