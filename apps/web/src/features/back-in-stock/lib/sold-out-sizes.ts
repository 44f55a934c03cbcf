import type { ProductDetail } from '@vastra/contracts';

/**
 * The sizes a shopper can ask to hear about: those with no stock left. A one-size product that is
 * sold out is the one size `null`. None: the product page shows no "Notify me".
 */
export function soldOutSizes(p: Pick<ProductDetail, 'sizeStock' | 'stock'>): (string | null)[] {
  if (p.sizeStock.length === 0) return (p.stock ?? 0) <= 0 ? [null] : [];
  return p.sizeStock.filter((s) => s.stock <= 0).map((s) => s.size);
}

/**
 * The "Notify me" box. Its minimum height fits the box as first drawn (heading, size choice, e-mail
 * and button), so the placeholder drawn while its code loads takes the same room.
 */
export const NOTIFY_BOX_CLASS = 'min-h-44 rounded-xl border border-line p-4 sm:p-5';
