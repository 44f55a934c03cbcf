import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * One record per gateway order created for a user's checkout. Lifecycle:
 * created → verified (Checkout's signature checked) → paid (webhook: payment.captured / order.paid);
 * created → failed (webhook: payment.failed). A paid payment never goes back; an order may use a
 * verified or paid payment once (the unique `paymentId` index on orders enforces "once").
 */
export const PAYMENT_STATUSES = ['created', 'verified', 'paid', 'failed'] as const;
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
    /** The order that used this payment (informational; orders.paymentId is the guarantee). */
    order: { type: Schema.Types.ObjectId, ref: 'Order', default: null },
  },
  { timestamps: true },
);

paymentSchema.index({ gatewayOrderId: 1 }, { unique: true });
paymentSchema.index({ receipt: 1 }, { unique: true });
paymentSchema.index({ user: 1, createdAt: -1 });

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
