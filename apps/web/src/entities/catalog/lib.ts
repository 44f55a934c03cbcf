import { DEFAULT_BRAND, Msg, percentOff, unitPrice, type ProductSummary } from '@vastra/contracts';

/** What a card needs; lists, search, wishlist and influencer pages may send less than a full summary. */
export type CardProduct = Pick<ProductSummary, '_id'> &
  Partial<Omit<ProductSummary, '_id' | 'sizes' | 'brand'>> & {
    sizes?: string[] | string | null;
    brand?: { name?: string } | null;
  };

/** Sizes as a list: the API may send an array or one comma-separated string. */
export function sizesOf(p: Pick<CardProduct, 'sizes'>): string[] {
  const raw = p.sizes;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((s) => s.trim()).filter(Boolean);
}

export function productImage(p: Pick<CardProduct, 'images' | 'image'>): string | undefined {
  return p.images?.find(Boolean) ?? p.image ?? undefined;
}

export const productName = (p: Pick<CardProduct, 'name'>): string =>
  p.name?.trim() || Msg.noProductFoundName;
export const brandName = (p: Pick<CardProduct, 'brand'>): string =>
  p.brand?.name?.trim() || DEFAULT_BRAND;

/** Displayed price (contracts pricing rule), list price and rounded percent off. */
export function priceOf(p: Pick<CardProduct, 'price' | 'discount' | 'discountedPrice'>) {
  const priceable = {
    price: p.price ?? 0,
    discount: p.discount,
    discountedPrice: p.discountedPrice,
  };
  return {
    price: unitPrice(priceable),
    listPrice: priceable.price,
    percent: percentOff(priceable),
  };
}

/** Stock left in a size, when the product tracks it per size. */
export function sizeInStock(p: Pick<CardProduct, 'sizeStock'>, size: string): boolean {
  const row = p.sizeStock?.find((s) => s.size === size);
  return row ? row.stock > 0 : true;
}

export const isOutOfStock = (p: Pick<CardProduct, 'stock'>): boolean => (p.stock ?? 0) <= 0;
