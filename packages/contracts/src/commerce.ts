import { z } from 'zod';
import { ObjectIdSchema, successBody } from './common';
import { MAX_LINE_QUANTITY } from './pricing';

/**
 * Commerce contracts: bag and wishlist (below), orders, payments and pincode (issue 6 extends).
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
  /** Cart-screen reading: 99 at or below ₹999, free above. */
  shipping: z.number(),
  total: z.number(),
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
