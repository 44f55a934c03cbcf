import { z } from 'zod';
import { ObjectIdSchema, successBody } from './common';
import { AppliedCouponSchema, CouponCodeSchema, OrderCouponSchema } from './coupons';
import { Msg } from './messages';
import { LifecycleFieldsSchema, ORDER_STATUSES } from './lifecycle';
import { MAX_LINE_QUANTITY } from './pricing';
import { PINCODE_PATTERN, PincodeMsg } from './pincode-rule';

/**
 * Commerce contracts: bag and wishlist (below), orders, payments and pincode.
 */

// ---------- Bag ----------
export const CartProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  mrp: z.number(),
  discountedPrice: z.number(),
  images: z.array(z.string()),
  brand: z.object({ name: z.string() }).optional(),
  /** Stock left in this line's size (or in total for a one-size product). */
  stock: z.number().int(),
  /** Every size of the product with its stock, in catalogue order (the bag's size choice). */
  sizes: z.array(z.object({ size: z.string(), stock: z.number().int() })).optional(),
});

export const CartItemSchema = z.object({
  _id: z.string(),
  quantity: z.number().int().min(1),
  size: z.string().nullable().optional(),
  product: CartProductSchema,
  /** Server-computed unit price (contracts pricing) and line total, rupees. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** Number of units in the bag (badge). */
  count: z.number().int(),
  subtotal: z.number(),
  /** Cart-screen reading: 99 at or below ₹999, free above (after the coupon); not in `total`. */
  shipping: z.number(),
  /** Subtotal − coupon discount. Delivery is added at checkout only. */
  total: z.number(),
  /** The coupon applied to the bag (kept server-side with it), or null. */
  coupon: AppliedCouponSchema.nullable().optional(),
  /** Set once, in the answer that dropped the applied coupon because it stopped applying. */
  couponNotice: z.string().optional(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = successBody({ cart: CartSchema, message: z.string().optional() });
export type CartResponse = z.infer<typeof CartResponseSchema>;

const quantity = z.coerce
  .number({ error: 'Quantity must be a number.' })
  .int({ error: 'Quantity must be a whole number.' })
  .min(1, { error: 'Quantity must be at least 1.' })
  .max(MAX_LINE_QUANTITY, { error: `You can add at most ${MAX_LINE_QUANTITY} of an item.` });

const size = z.string().trim().min(1).max(10);

export const AddToCartBodySchema = z.object({
  productId: ObjectIdSchema,
  quantity: quantity.default(1),
  size: size.optional().nullable(),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

const direction = z.enum(['increase', 'decrease'], { error: "Use 'increase' or 'decrease'." });

/** Both documented forms: {productId, quantity ±1, type, size?} or {itemId, action}. */
export const UpdateQuantityBodySchema = z.union([
  z.object({ itemId: ObjectIdSchema, action: direction }),
  z.object({
    productId: ObjectIdSchema,
    quantity: z.union([z.literal(1), z.literal(-1)]).optional(),
    type: direction,
    size: size.optional().nullable(),
  }),
]);
export type UpdateQuantityBody = z.infer<typeof UpdateQuantityBodySchema>;

export const CartRemoveParamsSchema = z.object({ id: ObjectIdSchema });

/** `PUT /api/cart/size`: move a bag line to another size (merged with a line already in it). */
export const ChangeLineSizeBodySchema = z.object({
  itemId: ObjectIdSchema,
  size: z.string({ error: Msg.selectSize }).trim().min(1, { error: Msg.selectSize }).max(10),
});
export type ChangeLineSizeBody = z.infer<typeof ChangeLineSizeBodySchema>;

// ---------- Wishlist ----------
export const WishlistItemSchema = z.object({
  /** The product id (a wishlist holds each product once). */
  _id: z.string(),
  product: z.object({ _id: z.string() }),
  name: z.string(),
  price: z.number(),
  mrp: z.number(),
  discountedPrice: z.number(),
  images: z.array(z.string()),
  brand: z.object({ name: z.string() }).optional(),
  /** Sizes with stock left. */
  availableSizes: z.array(z.string()),
  addedAt: z.string().optional(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistResponseSchema = successBody({
  wishlist: z.object({ products: z.array(WishlistItemSchema) }),
  message: z.string().optional(),
  /** 'info' when the product was already there. */
  status: z.enum(['added', 'exists', 'removed']).optional(),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

export const WishlistAddBodySchema = z.object({ productId: ObjectIdSchema });
export const WishlistParamsSchema = z.object({ productId: ObjectIdSchema });

// ---------- Orders ----------
export const PAYMENT_METHODS = ['Online', 'COD'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Payment method must be 'Online' or 'COD'.",
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Most distinct lines one order may hold. */
const MAX_ORDER_LINES = 50;

/**
 * Most distinct lines (product and size) one bag may hold: as many as one order, since a bag that
 * could not be checked out in one order is no use to a shopper, and it keeps every bag small.
 */
export const MAX_BAG_LINES = MAX_ORDER_LINES;

/** Razorpay ids as Checkout hands them to the browser (`order_…`, `pay_…`, hex signature). */
const gatewayId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, { error: 'Invalid payment reference.' });
const gatewaySignature = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[a-f\d]+$/i, { error: 'Invalid payment signature.' });

const RazorpayPaymentSchema = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: gatewaySignature,
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

export const OrderLineInputSchema = z.object({
  productId: ObjectIdSchema,
  size: size.optional().nullable(),
  quantity: quantity.default(1),
});

export const PlaceOrderBodySchema = z
  .object({
    products: z
      .array(OrderLineInputSchema, { error: Msg.cartEmpty })
      .min(1, { error: Msg.cartEmpty })
      .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} lines.` }),
    addressId: z
      .string({ error: Msg.selectAddress })
      .trim()
      .min(1, { error: Msg.selectAddress })
      .pipe(ObjectIdSchema),
    paymentMethod: PaymentMethodSchema.default('Online'),
    currency: z.literal('INR', { error: 'Only INR is supported.' }).default('INR'),
    razorpay_order_id: gatewayId.optional(),
    razorpay_payment_id: gatewayId.optional(),
    razorpay_signature: gatewaySignature.optional(),
    /** The coupon the shopper saw applied; the server re-checks it (absent: the bag's own). */
    couponCode: CouponCodeSchema.optional(),
  })
  .refine((b) => b.paymentMethod === 'COD' || Boolean(b.razorpay_order_id), {
    error: 'Payment details are missing for an online order.',
    path: ['razorpay_order_id'],
  });
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const AddressSnapshotSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  landmark: z.string(),
  phone: z.string(),
});

export const OrderItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** Unit price paid, rupees. */
  price: z.number(),
  mrp: z.number(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  image: z.string(),
  brand: z.string(),
  lineTotal: z.number(),
  hasReviewed: z.boolean(),
  /** This line's share of the coupon discount, integer paise (absent on older orders). */
  couponShare: z.number().int().nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  subtotal: z.number(),
  /** Whole rupees the coupon took off (0 without one). */
  couponDiscount: z.number().optional(),
  coupon: OrderCouponSchema.nullable().optional(),
  delivery: z.number(),
  total: z.number(),
  paymentMethod: PaymentMethodSchema,
  /** The Razorpay order id an Online order was paid with; null for COD. */
  paymentId: z.string().nullable(),
  items: z.array(OrderItemSchema),
  addressSnapshot: AddressSnapshotSchema,
  ...LifecycleFieldsSchema.shape,
});
export type Order = z.infer<typeof OrderSchema>;

export const PlaceOrderResponseSchema = successBody({ message: z.string(), order: OrderSchema });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;
export const OrdersResponseSchema = successBody({ orders: z.array(OrderSchema) });
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;
export const OrderDetailResponseSchema = successBody({ data: OrderSchema });
export const OrderIdParamsSchema = z.object({ id: ObjectIdSchema });
export const HasPurchasedQuerySchema = z.object({ productId: ObjectIdSchema });
export const HasPurchasedResponseSchema = successBody({
  hasPurchased: z.boolean(),
  /**
   * When the shopper bought the product but none of those orders has arrived yet (so it cannot be
   * reviewed): the newest such order and its state; otherwise null.
   */
  awaiting: z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) }).nullable(),
});
export type HasPurchasedResponse = z.infer<typeof HasPurchasedResponseSchema>;

/** `Idempotency-Key` request header: a client-chosen token for one checkout attempt. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, { error: 'Idempotency-Key must be 8 to 128 characters.' })
  .max(128, { error: 'Idempotency-Key must be 8 to 128 characters.' })
  .regex(/^[\w.:-]+$/, { error: 'Idempotency-Key may hold letters, digits and . _ : - only.' });

/** Answered (422) when an Idempotency-Key comes back with a different order than it first placed. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const IdempotencyMsg = {
  reused:
    'This checkout was already used for a different order (same Idempotency-Key, different items, address or payment). Please start the checkout again.',
} as const;

// ---------- Payments ----------
/**
 * POST /orders/razorpay-order prices the bag on the server: any client amount is ignored. The
 * delivery address, when given, must be the shopper's own and deliverable, so nothing is charged
 * for an order that would be refused.
 */
export const CreatePaymentOrderBodySchema = z.object({ addressId: ObjectIdSchema.optional() });
export const CreatePaymentOrderResponseSchema = successBody({
  /** Razorpay order id. */
  id: z.string(),
  /** Integer paise, as Razorpay Checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  receipt: z.string(),
  /** True when the local simulated gateway answered (development and tests only). */
  simulated: z.boolean(),
});
export type CreatePaymentOrderResponse = z.infer<typeof CreatePaymentOrderResponseSchema>;

export const VerifyPaymentBodySchema = RazorpayPaymentSchema;
export const VerifyPaymentResponseSchema = successBody({
  message: z.string(),
  verified: z.literal(true),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const SimulatorParamsSchema = z.object({ orderId: gatewayId });
/** What Razorpay Checkout's handler receives on success… */
export const SimulatorPayResponseSchema = successBody(RazorpayPaymentSchema.shape);
/** …and what its `payment.failed` callback receives. */
export const SimulatorFailResponseSchema = successBody({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type SimulatorPayResponse = z.infer<typeof SimulatorPayResponseSchema>;
export type SimulatorFailResponse = z.infer<typeof SimulatorFailResponseSchema>;

const entityId = z
  .object({
    id: z.string().optional(),
    order_id: z.string().nullish(),
    amount: z.coerce.number().optional(),
  })
  .loose();
/** The fields of a Razorpay webhook event the shop reads (the rest is kept as sent). */
export const RazorpayWebhookBodySchema = z
  .object({
    event: z.string(),
    payload: z
      .object({
        payment: z.object({ entity: entityId }).optional(),
        order: z.object({ entity: entityId }).optional(),
      })
      .loose()
      .default({}),
  })
  .loose();

export const WebhookResponseSchema = successBody({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});

// ---------- Pincode ----------
export const PincodeBodySchema = z.object({
  pincode: z.coerce
    .string({ error: PincodeMsg.invalid })
    .trim()
    .regex(PINCODE_PATTERN, { error: PincodeMsg.invalid }),
});

export const PincodeResultSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** Estimated delivery time in days; null when not serviceable. */
  eta: z.number().int().nullable(),
  /** Whether cash on delivery is offered there. */
  cod: z.boolean(),
  /** Who answered: the live courier API or the embedded dataset. */
  source: z.enum(['xpressbees', 'dataset']),
  city: z.string().optional(),
  state: z.string().optional(),
});
export type PincodeResult = z.infer<typeof PincodeResultSchema>;
export const PincodeResponseSchema = successBody({
  ...PincodeResultSchema.shape,
  message: z.string().optional(),
});
export type PincodeResponse = z.infer<typeof PincodeResponseSchema>;
