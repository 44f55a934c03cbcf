import type { ProductDetail } from '@vastra/contracts';
import type { CardProduct } from '@/entities/catalog/lib';

/**
 * Recently viewed products, kept on this device only (localStorage): the last 12 product pages
 * opened, newest first, each once, as much of the product as its card needs (prices and stock as
 * they were when it was viewed; the product page shows them fresh).
 */
export const RECENTLY_VIEWED_KEY = 'vastra-recently-viewed';
const RECENTLY_VIEWED_MAX = 12;

type Stored = CardProduct & { _id: string; name: string };

function isStored(v: unknown): v is Stored {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Stored)._id === 'string' &&
    typeof (v as Stored).name === 'string'
  );
}

/** The list as stored; nothing (not an error) when storage is empty, unreadable or tampered with. */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'> = localStorage): Stored[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isStored).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The card's part of a product page's product. */
function cardOf(p: ProductDetail): Stored {
  return {
    _id: p._id,
    name: p.name,
    images: p.images.slice(0, 1),
    price: p.price,
    discount: p.discount,
    discountedPrice: p.discountedPrice,
    stock: p.stock,
    sizes: p.sizes,
    sizeStock: p.sizeStock,
    ratings: p.ratings,
    reviewCount: p.reviewCount,
    brand: { name: p.brand?.name ?? '' },
  };
}

/** Puts a viewed product first (once), keeping the newest 12; storage failures are ignored. */
export function rememberViewed(
  p: ProductDetail,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const list = [cardOf(p), ...readRecentlyViewed(storage).filter((s) => s._id !== p._id)];
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Private mode or a full storage: the row simply stays as it was.
  }
}
