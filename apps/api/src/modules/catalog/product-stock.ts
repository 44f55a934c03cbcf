import { DEFAULT_BRAND, Msg, unitPrice, type CartItem } from '@vastra/contracts';
import type { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import type { Product } from './product.model';
import { stockForSize } from './product.dto';

/**
 * Reading a product for the bag, the wishlist and orders: its sizes, the stock of one size and
 * the price a shopper pays (always the contracts pricing module).
 */
export type ProductLean = Product & { _id: Types.ObjectId };

/** Fields the commerce modules read; project queries with this. */
export const COMMERCE_PRODUCT_FIELDS = {
  name: 1,
  images: 1,
  brand: 1,
  price: 1,
  discount: 1,
  discountedPrice: 1,
  inventory: 1,
  stock: 1,
  status: 1,
  // Coupons limited to categories/subcategories read these.
  category: 1,
  subcategory: 1,
} as const;

/** The product's sizes, in catalogue order. Empty for a one-size product tracked by `stock`. */
export function sizesOf(p: ProductLean): string[] {
  return (p.inventory ?? []).map((i) => i.size);
}

/** Sizes with stock left (the wishlist's availableSizes). */
export function availableSizes(p: ProductLean): string[] {
  const inv = p.inventory ?? [];
  if (inv.length === 0) return (p.stock ?? 0) > 0 ? ['Free Size'] : [];
  return inv.filter((i) => i.stock > 0).map((i) => i.size);
}

/**
 * The line's size for this product: the catalogue's spelling of the requested one; the only size
 * when there is one and none was asked for; null for a one-size product. Several sizes and none
 * chosen → 400 'Please select a size.'; an unknown size → 400.
 */
export function resolveSize(p: ProductLean, requested: string | null | undefined): string | null {
  const sizes = sizesOf(p);
  if (sizes.length === 0) return null;
  if (requested) {
    const match = sizes.find((s) => s.toLowerCase() === requested.trim().toLowerCase());
    if (!match) throw AppError.badRequest(`Size ${requested} is not available for ${p.name}.`);
    return match;
  }
  if (sizes.length === 1) return sizes[0] ?? null;
  throw AppError.badRequest(Msg.selectSize);
}

/** "M" → " (size M)", null → "", for messages naming what is left. */
export function sizeLabel(size: string | null): string {
  return size ? ` (size ${size})` : '';
}

/** 409 naming what is left of this product and size. */
export function outOfStock(p: ProductLean, size: string | null, left: number): AppError {
  const what = `${p.name}${sizeLabel(size)}`;
  return AppError.conflict(
    left <= 0 ? `${what} is out of stock.` : `Only ${left} left of ${what}.`,
    'OUT_OF_STOCK',
  );
}

/** The product as the bag shows it: list price, the price paid and the stock of this line's size. */
export function cartProductView(p: ProductLean, size: string | null): CartItem['product'] {
  return {
    _id: String(p._id),
    name: p.name,
    price: p.price,
    mrp: p.price,
    discountedPrice: unitPrice(p),
    images: p.images ?? [],
    brand: { name: p.brand?.name || DEFAULT_BRAND },
    stock: stockForSize(p, size),
    sizes: (p.inventory ?? []).map((i) => ({ size: i.size, stock: i.stock })),
  };
}
