import { DEFAULT_BRAND, Msg, unitPrice, type WishlistItem } from '@vastra/contracts';
import { type Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import {
  commerceProduct,
  commerceProducts,
  availableSizes,
  isUnlisted,
  type ProductLean,
} from '../catalog';
import { WishlistItemModel, type WishlistEntryLean } from './wishlist.model';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { oid } from '../../lib/ids';

function toItem(entry: WishlistEntryLean, p: ProductLean): WishlistItem {
  return {
    _id: String(p._id),
    product: { _id: String(p._id) },
    name: p.name,
    price: p.price,
    mrp: p.price,
    discountedPrice: unitPrice(p),
    images: p.images ?? [],
    brand: { name: p.brand?.name || DEFAULT_BRAND },
    availableSizes: availableSizes(p),
    addedAt: entry.createdAt.toISOString(),
  };
}

/** Newest first; entries whose product no longer exists are dropped (and deleted). */
export async function getWishlist(userId: string): Promise<WishlistItem[]> {
  const entries = await WishlistItemModel.find({ user: oid(userId) })
    .sort({ createdAt: -1, _id: -1 })
    .lean<WishlistEntryLean[]>();
  if (entries.length === 0) return [];
  // Products from the commerce product cache: the entries are read fresh, the products they name
  // are shared catalogue data (cart/product-cache.ts).
  const byId = await commerceProducts(entries.map((e) => e.product));
  const items: WishlistItem[] = [];
  const orphans: Types.ObjectId[] = [];
  for (const entry of entries) {
    const p = byId.get(String(entry.product));
    if (p) items.push(toItem(entry, p));
    else orphans.push(entry._id);
  }
  if (orphans.length > 0)
    await WishlistItemModel.deleteMany({ user: oid(userId), _id: { $in: orphans } });
  return items;
}

/** Adds a product. Returns whether it was added or already there (no duplicate either way). */
export async function addToWishlist(
  userId: string,
  productId: string,
): Promise<'added' | 'exists'> {
  const exists = await commerceProduct(productId);
  // A draft, hidden or archived product answers as an unknown one does.
  if (!exists || isUnlisted(exists)) throw AppError.notFound(Msg.invalidProduct);
  try {
    await WishlistItemModel.create({ user: oid(userId), product: oid(productId) });
    return 'added';
  } catch (err) {
    if (isDuplicateKey(err)) return 'exists';
    throw err;
  }
}

export async function removeFromWishlist(userId: string, productId: string): Promise<void> {
  const res = await WishlistItemModel.deleteOne({ user: oid(userId), product: oid(productId) });
  if (res.deletedCount === 0) throw AppError.notFound('Item not found in your wishlist.');
}
