import { LRUCache } from 'lru-cache';
import { Types } from 'mongoose';
import { catalogueVersion, othersCatalogueWrites, productChanges } from './catalogue-version';
import { ProductModel } from './product.model';
import { COMMERCE_PRODUCT_FIELDS, type ProductLean } from './product-stock';

/**
 * The products a bag or wishlist shows (their commerce fields), kept in this process so reading a
 * shopper's bag costs one query for their lines instead of two. This is shared catalogue data, not
 * a shopper's answer: a shopper's own lines, quantities and coupon are always read fresh.
 *
 * How fresh a kept product is:
 * - a write to products made in this process (an order's stock, the back office) drops the
 *   products it names as it is made, or every kept product when it cannot name them;
 * - another process's catalogue write (the catalogue signal, about a second) drops them all;
 * - a product read while any catalogue write was in flight is not kept, and none is kept longer
 *   than `TTL_MS`: a stock write inside a transaction is reported when it is made, before it
 *   commits, so a read between the two still sees the old stock; the short expiry bounds that.
 * The bag is not a reservation: placing an order re-reads stock and price inside its transaction,
 * so a bag showing a stock a second old never sells what is not there.
 */
const TTL_MS = 2_000;
const MAX_PRODUCTS = 5_000;

const kept = new LRUCache<string, ProductLean>({ max: MAX_PRODUCTS, ttl: TTL_MS });
let othersSeen = othersCatalogueWrites();

productChanges.onRecord((ids) => {
  if (ids === 'all') kept.clear();
  else for (const id of ids) kept.delete(id);
});

/**
 * The listed-or-not products among `ids` that exist, by id string, with `COMMERCE_PRODUCT_FIELDS`.
 * Ids of products that no longer exist are absent from the answer.
 */
export async function commerceProducts(
  ids: readonly (string | Types.ObjectId)[],
): Promise<Map<string, ProductLean>> {
  if (othersSeen !== othersCatalogueWrites()) {
    othersSeen = othersCatalogueWrites();
    kept.clear();
  }
  const found = new Map<string, ProductLean>();
  const missing: (string | Types.ObjectId)[] = [];
  for (const id of ids) {
    const key = String(id);
    if (found.has(key)) continue;
    const hit = kept.get(key);
    if (hit) found.set(key, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const version = catalogueVersion();
  const others = othersCatalogueWrites();
  const read = await readCommerceProducts(missing);
  // Kept only when no catalogue write (here or reported from elsewhere) overlapped the read.
  const keep = version === catalogueVersion() && others === othersCatalogueWrites();
  for (const [key, product] of read) {
    found.set(key, product);
    if (keep) kept.set(key, product);
  }
  return found;
}

/**
 * The products among `ids` that exist, read from the database now (never from the copy), by id
 * string: for what money or stock is decided on (an order's lines, a payment's amount).
 */
export async function readCommerceProducts(
  ids: readonly (string | Types.ObjectId)[],
): Promise<Map<string, ProductLean>> {
  const read = await ProductModel.find(
    { _id: { $in: ids.map((id) => (typeof id === 'string' ? new Types.ObjectId(id) : id)) } },
    COMMERCE_PRODUCT_FIELDS,
  ).lean<ProductLean[]>();
  return new Map(read.map((p) => [String(p._id), p]));
}

/** One product (see `commerceProducts`); null when it does not exist. */
export async function commerceProduct(id: string | Types.ObjectId): Promise<ProductLean | null> {
  return (await commerceProducts([id])).get(String(id)) ?? null;
}

/** Forgets every kept product (tests that write products behind Mongoose's back). */
export function forgetCommerceProducts(): void {
  kept.clear();
}
