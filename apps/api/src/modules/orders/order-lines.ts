import { MAX_LINE_QUANTITY, type PlaceOrderBody } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import type { ClientSession } from '../../lib/transaction';
import {
  readCommerceProducts,
  outOfStock,
  resolveSize,
  sizeLabel,
  type ProductLean,
  isUnlisted,
  stockForSize,
} from '../catalog';
import { stockLeft, takeStock } from '../catalog';

/** An order's lines: the request's products reloaded and merged, and their stock taken. */

export interface Line {
  product: ProductLean;
  size: string | null;
  quantity: number;
}

export const lineKey = (productId: string, size: string | null) => `${productId}|${size ?? ''}`;

/** Reloads every product, resolves sizes and merges repeated lines; checks stock up front. */
export async function buildLines(body: PlaceOrderBody): Promise<Line[]> {
  const ids = [...new Set(body.products.map((p) => p.productId.toLowerCase()))];
  const byId = await readCommerceProducts(ids);
  const merged = new Map<string, Line>();
  for (const req of body.products) {
    const product = byId.get(req.productId.toLowerCase());
    // A product hidden or archived in the back office can no longer be bought.
    if (!product || isUnlisted(product))
      throw AppError.conflict(
        'A product in your bag is no longer available. Please review your bag.',
        'PRODUCT_UNAVAILABLE',
      );
    const size = resolveSize(product, req.size);
    const key = lineKey(String(product._id), size);
    const line = merged.get(key) ?? { product, size, quantity: 0 };
    line.quantity += req.quantity;
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw AppError.badRequest(
        `You can order at most ${MAX_LINE_QUANTITY} of ${product.name}${sizeLabel(size)}.`,
      );
    }
    merged.set(key, line);
  }
  const lines = [...merged.values()];
  for (const l of lines) {
    const left = stockForSize(l.product, l.size);
    if (l.quantity > left) throw outOfStock(l.product, l.size, left);
  }
  return lines;
}

/**
 * Takes every line's stock inside `session`'s transaction. The first line without enough left
 * → 409 naming it and what is left (as the transaction sees it); the throw aborts the
 * transaction, so the lines taken before it are not taken either.
 */
export async function reserveStock(lines: Line[], session: ClientSession): Promise<void> {
  for (const l of lines) {
    if (!(await takeStock(l, session)))
      throw outOfStock(l.product, l.size, await stockLeft(l, session));
  }
}
