import {
  COUPON_DISCOUNT_TYPES,
  DEFAULT_COUNTRY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '@vastra/contracts';
import mongoose, {
  Schema,
  type HydratedDocument,
  type InferSchemaType,
  type Types,
} from 'mongoose';

/**
 * Orders. Prices are the server's, copied at purchase time (rupees, 2 decimals); the address is
 * a snapshot (the saved address may later change). `paymentId` is the Payment record's
 * `gatewayOrderId` (the Razorpay order id) for Online orders, null for COD.
 */
export { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '@vastra/contracts';

const orderItemSchema = new Schema({
  productId: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
  name: { type: String, required: true },
  /** Unit price paid, rupees. */
  price: { type: Number, required: true, min: 0 },
  /** List price at purchase, rupees. */
  mrp: { type: Number, required: true, min: 0 },
  quantity: { type: Number, required: true, min: 1 },
  size: { type: String, default: null },
  image: { type: String, default: '' },
  brand: { type: String, default: '' },
});

const addressSnapshotSchema = new Schema(
  {
    name: { type: String, default: '' },
    address: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    zipcode: { type: String, required: true },
    country: { type: String, default: DEFAULT_COUNTRY },
    landmark: { type: String, default: '' },
    phone: { type: String, default: '' },
  },
  { _id: false },
);

/** The coupon an order used: code, discount and the rules it was priced with. */
const orderCouponSchema = new Schema(
  {
    code: { type: String, required: true },
    discount: { type: Number, required: true, min: 0 },
    discountType: { type: String, enum: COUPON_DISCOUNT_TYPES, required: true },
    discountValue: { type: Number, required: true, min: 0 },
    maxDiscount: { type: Number, default: null },
    minOrderValue: { type: Number, default: 0 },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    items: { type: [orderItemSchema], required: true },
    subtotal: { type: Number, required: true, min: 0 },
    /** Whole rupees the coupon took off the subtotal. */
    couponDiscount: { type: Number, default: 0, min: 0 },
    coupon: { type: orderCouponSchema, default: null },
    delivery: { type: Number, required: true, min: 0 },
    total: { type: Number, required: true, min: 0 },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    paymentMethod: { type: String, enum: PAYMENT_METHODS, required: true },
    /** The gateway order id this order was paid with (Online), else null. */
    paymentId: { type: String, default: null },
    addressSnapshot: { type: addressSnapshotSchema, required: true },
    /** The client's Idempotency-Key header, when sent. */
    idempotencyKey: { type: String, default: null },
    /** SHA-256 of the request that placed the order under that key (see idempotency.ts). */
    idempotencyFingerprint: { type: String, default: null },
  },
  { timestamps: true },
);

// History (newest first) and ownership lookups.
orderSchema.index({ user: 1, createdAt: -1 });
// hasPurchased / review eligibility.
orderSchema.index({ user: 1, 'items.productId': 1 });
// One order per idempotency key per user, and one order per paid gateway order.
orderSchema.index(
  { user: 1, idempotencyKey: 1 },
  { unique: true, partialFilterExpression: { idempotencyKey: { $type: 'string' } } },
);
orderSchema.index(
  { paymentId: 1 },
  { unique: true, partialFilterExpression: { paymentId: { $type: 'string' } } },
);

export type Order = InferSchemaType<typeof orderSchema>;
export type OrderDoc = HydratedDocument<Order>;
export type OrderLean = Order & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const OrderModel = mongoose.model('Order', orderSchema);
