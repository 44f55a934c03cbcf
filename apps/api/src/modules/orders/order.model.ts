import {
  COUPON_DISCOUNT_TYPES,
  DEFAULT_COUNTRY,
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  REFUND_STATES,
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
  /**
   * This line's share of the coupon discount, integer paise (see the contracts' ledger). Null on
   * orders placed before shares were kept: the ledger then shares the discount over every line.
   */
  couponShare: { type: Number, default: null },
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

/** One transition as it happened: the state reached, when, who or what caused it, and why. */
const timelineEntrySchema = new Schema(
  {
    status: { type: String, enum: ORDER_STATUSES, required: true },
    at: { type: Date, required: true },
    actor: { type: String, enum: ORDER_ACTORS, required: true },
    note: { type: String, default: '' },
    /** The staff member who took the step (back office only, never in the shopper's answer). */
    by: { type: String, default: null },
    /** A staff note is private unless staff chose to show it to the customer. */
    visibleToCustomer: { type: Boolean, default: false },
  },
  { _id: false },
);

/** The courier booking: set once when the shipment is created (before it is handed over). */
const shipmentSchema = new Schema(
  {
    courier: { type: String, required: true },
    awb: { type: String, required: true },
    trackingUrl: { type: String, default: '' },
    bookedAt: { type: Date, required: true },
    /** Booked by staff with a courier of their own: never tracked nor cancelled through the API. */
    manual: { type: Boolean, default: false },
  },
  { _id: false },
);

/** A returned line as the refund priced it: units and what they cost after the coupon, paise. */
const refundLineSchema = new Schema(
  {
    itemId: { type: Schema.Types.ObjectId, required: true },
    quantity: { type: Number, required: true, min: 1 },
    paid: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

/**
 * Where a cash on delivery refund is paid by hand: a UPI ID, or a bank account kept as the least
 * needed to pay and show it (holder, IFSC, the number encrypted with the server's key, its last
 * four digits for display).
 */
const payoutSchema = new Schema(
  {
    method: { type: String, enum: ['upi', 'bank'], required: true },
    upiId: { type: String, default: null },
    holder: { type: String, default: null },
    ifsc: { type: String, default: null },
    accountLast4: { type: String, default: null },
    accountCipher: { type: String, default: null },
    providedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * The refund a cancellation or a received return owes; settled through the gateway after commit
 * (online payments) or paid by hand (cash on delivery). Amounts in rupees; the parts the return
 * rules priced (lines, coupon benefit recovered, delivery) in paise.
 */
const refundSchema = new Schema(
  {
    kind: { type: String, enum: ['cancellation', 'return'], default: null },
    amount: { type: Number, required: true, min: 0 },
    fee: { type: Number, default: 0 },
    lines: { type: [refundLineSchema], default: undefined },
    recovered: { type: Number, default: 0 },
    delivery: { type: Number, default: 0 },
    payout: { type: payoutSchema, default: null },
    /** The bank or UPI reference staff recorded when they paid a refund by hand. */
    paidReference: { type: String, default: null },
    status: { type: String, enum: REFUND_STATES, required: true },
    refundId: { type: String, default: null },
    /** Set while one process asks the gateway (so two never refund the same order). */
    claimedAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    refundedAt: { type: Date, default: null },
  },
  { _id: false },
);

const cancellationSchema = new Schema(
  {
    reason: { type: String, required: true },
    note: { type: String, default: '' },
    by: { type: String, enum: ORDER_ACTORS, required: true },
  },
  { _id: false },
);

const returnRequestSchema = new Schema(
  {
    reason: { type: String, required: true },
    note: { type: String, default: '' },
    items: {
      type: [
        new Schema(
          { itemId: { type: Schema.Types.ObjectId, required: true }, quantity: Number },
          { _id: false },
        ),
      ],
      default: [],
    },
    photos: { type: [String], default: [] },
    requestedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** A tax invoice's number in the financial year's series, and when it was issued. */
const invoiceSchema = new Schema(
  {
    number: { type: String, required: true },
    issuedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** A credit note: its own series, the value credited (paise) and why. */
const creditNoteSchema = new Schema(
  {
    number: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    kind: { type: String, enum: ['cancellation', 'return'], required: true },
    amount: { type: Number, required: true, min: 0 },
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
    /** The order number shoppers see: the id's last 8 hex digits, upper case (see `orderRef`). */
    ref: { type: String, default: null },
    /** Every transition, oldest first (the first is the placement). */
    timeline: { type: [timelineEntrySchema], default: [] },
    /** When the current status was reached (the courier sweep and auto-confirmation read it). */
    statusAt: { type: Date, default: () => new Date() },
    shipment: { type: shipmentSchema, default: null },
    refund: { type: refundSchema, default: null },
    cancellation: { type: cancellationSchema, default: null },
    returnRequest: { type: returnRequestSchema, default: null },
    deliveredAt: { type: Date, default: null },
    /** The delivery date range (India days) given at placement from the pincode's ETA. */
    expectedDelivery: {
      type: new Schema({ from: String, to: String }, { _id: false }),
      default: null,
    },
    /** The GST tax invoice, numbered once the order is confirmed (see tax-documents.ts). */
    invoice: { type: invoiceSchema, default: null },
    /** Credit notes against the invoice: one for each return or cancellation after it. */
    creditNotes: { type: [creditNoteSchema], default: [] },
  },
  { timestamps: true },
);

/** The order number shoppers see for an order id. */
export const orderRef = (id: Types.ObjectId | string): string => String(id).slice(-8).toUpperCase();

orderSchema.pre('validate', function setRef() {
  if (!this.ref) this.ref = orderRef(this._id);
});

// The back office's list: newest first, by state, by delivery pincode, by the address's phone, by
// payment mode; sorted by total (all, or one state); sorted by state (ties newest first).
orderSchema.index({ createdAt: -1 });
// Money reports: orders written since a day (every movement of money writes the order).
orderSchema.index({ updatedAt: 1 });
orderSchema.index({ status: 1, createdAt: -1, _id: -1 });
orderSchema.index({ paymentMethod: 1, createdAt: -1 });
orderSchema.index({ total: -1, _id: -1 });
orderSchema.index({ status: 1, total: -1, _id: -1 });
orderSchema.index({ 'addressSnapshot.zipcode': 1, createdAt: -1 });
orderSchema.index({ 'addressSnapshot.phone': 1, createdAt: -1 });
orderSchema.index({ ref: 1 });
// History (newest first) and ownership lookups.
orderSchema.index({ user: 1, createdAt: -1 });
// A customer's COD orders in some states (the COD caps checked at every COD placement).
orderSchema.index({ user: 1, paymentMethod: 1, status: 1 });
// hasPurchased / review eligibility.
orderSchema.index({ user: 1, 'items.productId': 1 });
orderSchema.index({ 'items.productId': 1 }); // back office: does any order hold this product?
// The fulfilment sweep (orders waiting in a state) and courier updates by AWB.
orderSchema.index({ status: 1, statusAt: 1 });
orderSchema.index(
  { 'shipment.awb': 1 },
  { partialFilterExpression: { 'shipment.awb': { $type: 'string' } } },
);
orderSchema.index(
  { 'refund.status': 1 },
  { partialFilterExpression: { 'refund.status': 'pending' } },
);
// One order per idempotency key per user, and one order per paid gateway order.
orderSchema.index(
  { user: 1, idempotencyKey: 1 },
  { unique: true, partialFilterExpression: { idempotencyKey: { $type: 'string' } } },
);
orderSchema.index(
  { 'invoice.number': 1 },
  { unique: true, partialFilterExpression: { 'invoice.number': { $type: 'string' } } },
);
// Refunds to pay by hand, the longest owed first (the back office's list and dashboard): one
// partial index per state (their keys differ, as two indexes on one key pattern may not).
orderSchema.index(
  { 'refund.status': 1, statusAt: 1 },
  { partialFilterExpression: { 'refund.status': 'bank-transfer' } },
);
orderSchema.index(
  { 'refund.status': 1, statusAt: 1, _id: 1 },
  { partialFilterExpression: { 'refund.status': 'failed' } },
);
orderSchema.index(
  { paymentId: 1 },
  { unique: true, partialFilterExpression: { paymentId: { $type: 'string' } } },
);

export type Order = InferSchemaType<typeof orderSchema>;
export type OrderDoc = HydratedDocument<Order>;
export type OrderLean = Order & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const OrderModel = mongoose.model('Order', orderSchema);
