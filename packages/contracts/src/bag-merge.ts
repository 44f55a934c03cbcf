import { z } from 'zod';
import { CartSchema, MAX_BAG_LINES } from './commerce';
import { ObjectIdSchema, successBody } from './common';
import { MAX_LINE_QUANTITY } from './pricing';

/**
 * A line of a visitor's bag, as the device keeps it until they sign in: the product, its size and
 * how many. Never a price: the server prices every line.
 */
export const VisitorBagLineSchema = z.object({
  productId: ObjectIdSchema,
  size: z.string().trim().min(1).max(10).nullable().optional(),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(1, { error: 'Quantity must be at least 1.' })
    .max(MAX_LINE_QUANTITY, { error: `You can add at most ${MAX_LINE_QUANTITY} of an item.` }),
});
export type VisitorBagLine = z.infer<typeof VisitorBagLineSchema>;

/** `POST /api/cart/merge`: the visitor's bag, added line by line to the account's bag. */
export const BagMergeBodySchema = z.object({
  lines: z
    .array(VisitorBagLineSchema)
    .min(1, { error: 'There is nothing to add.' })
    .max(MAX_BAG_LINES, { error: `A bag holds at most ${MAX_BAG_LINES} lines.` }),
});
export type BagMergeBody = z.infer<typeof BagMergeBodySchema>;

/** A line that could not be added in full: how many were asked for, how many went in, and why. */
export const BagMergeShortfallSchema = z.object({
  productId: z.string(),
  size: z.string().nullable(),
  requested: z.number().int(),
  added: z.number().int(),
  message: z.string(),
});
export type BagMergeShortfall = z.infer<typeof BagMergeShortfallSchema>;

export const BagMergeResponseSchema = successBody({
  cart: CartSchema,
  /** Lines added in part (capped by stock or the per-line limit) or not at all. */
  shortfalls: z.array(BagMergeShortfallSchema),
});
export type BagMergeResponse = z.infer<typeof BagMergeResponseSchema>;
