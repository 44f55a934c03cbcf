import { EditVersionSchema, VersionSeenSchema } from './edit-version';
import { z } from 'zod';
import { ObjectIdSchema, PaginationQuerySchema, successBody } from '../common';
import { pageOf } from './paging';

/**
 * Low stock: a size is low at the shop's threshold or fewer units (sold-out sizes included); a
 * product may set its own threshold instead. The low-stock page lists the low sizes by urgency:
 * sold out first, then the fewest units left.
 */

/** The shop's threshold until staff change it. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const MAX_LOW_STOCK_THRESHOLD = 1000;

export const LowStockMsg = {
  thresholdInvalid: `Please enter a whole number of units from 0 to ${MAX_LOW_STOCK_THRESHOLD}.`,
  thresholdSaved: (n: number) => `Sizes at ${n} or fewer units now count as low stock.`,
  productThresholdSaved: (name: string, n: number | null) =>
    n === null
      ? `${name} follows the shop's low-stock threshold again.`
      : `${name} is low at ${n} or fewer units.`,
  productNotFound: 'Product not found.',
} as const;

const threshold = z.coerce
  .number({ error: LowStockMsg.thresholdInvalid })
  .int({ error: LowStockMsg.thresholdInvalid })
  .min(0, { error: LowStockMsg.thresholdInvalid })
  .max(MAX_LOW_STOCK_THRESHOLD, { error: LowStockMsg.thresholdInvalid });

/** Which threshold applies to a product: its own when set, else the shop's. */
export const effectiveLowStockThreshold = (shop: number, own: number | null | undefined): number =>
  own ?? shop;

export const LowStockRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Null for a product sold without sizes (its total). */
  size: z.string().nullable(),
  stock: z.number().int(),
  /** The threshold that made it low (the product's own, or the shop's). */
  threshold: z.number().int(),
  ownThreshold: z.boolean(),
});
export type LowStockRow = z.infer<typeof LowStockRowSchema>;

export const LowStockQuerySchema = PaginationQuerySchema;
export type LowStockQuery = z.infer<typeof LowStockQuerySchema>;
export const LowStockResponseSchema = pageOf(LowStockRowSchema).extend({
  /** The shop's threshold. */
  threshold: z.number().int(),
  /** The threshold setting's edit version, sent back with a change (see `edit-version.ts`). */
  thresholdVersion: EditVersionSchema,
});
export type LowStockResponse = z.infer<typeof LowStockResponseSchema>;

export const LowStockThresholdBodySchema = z.object({ threshold, versionSeen: VersionSeenSchema });
export const LowStockThresholdResponseSchema = successBody({
  message: z.string(),
  threshold: z.number().int(),
  thresholdVersion: EditVersionSchema,
});

export const ProductThresholdParamsSchema = z.object({ id: ObjectIdSchema });
/** A product's own threshold; null goes back to the shop's. */
export const ProductThresholdBodySchema = z.object({ threshold: threshold.nullable() });
export const ProductThresholdResponseSchema = successBody({
  message: z.string(),
  threshold: z.number().int().nullable(),
});
