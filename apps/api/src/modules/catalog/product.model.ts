import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { watchCatalogueWrites } from './catalogue-version';

/**
 * Products. Stock is tracked per size in `inventory`; `stock` is kept equal to their sum by every
 * writer (seed, orders). Money in rupees as plain numbers (never Decimal128).
 * Fields the bag, orders and reviews rely on: name, images, price, discount, discountedPrice,
 * inventory[{size, stock}], stock, brand.name, ratings, reviewCount. Extend freely; don't rename.
 */
const inventorySchema = new Schema(
  { size: { type: String, required: true }, stock: { type: Number, required: true, min: 0 } },
  { _id: false },
);

const productSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    description: { type: String, default: '' },
    images: { type: [String], default: [] },
    brand: { name: { type: String, default: '' } },
    material: { type: String, default: '' },
    colors: { type: [String], default: [] },
    tags: { type: [String], default: [] },
    category: { type: Schema.Types.ObjectId, ref: 'Category', required: true },
    categoryName: { type: String, default: '' },
    categorySlug: { type: String, default: '' },
    subcategory: { type: Schema.Types.ObjectId, default: null },
    subcategoryName: { type: String, default: '' },
    subcategorySlug: { type: String, default: '' },
    /** Garment kind (shirt, kurta, saree…): drives the illustration and the size chart. */
    garment: { type: String, default: '' },
    /** List price (MRP), rupees. */
    price: { type: Number, required: true, min: 0 },
    /** ≤ 1: fraction off; > 1: amount off in rupees (how the catalogue data states discounts). */
    discount: { type: Number, default: 0, min: 0 },
    /** Counts only when 0 < discountedPrice < price. */
    discountedPrice: { type: Number, default: 0 },
    memberPrice: { type: Number, default: null },
    inventory: { type: [inventorySchema], default: [] },
    stock: { type: Number, default: 0 },
    /** Bumped by each save of the back office's product form: a stale form's save is refused. */
    editVersion: { type: Number, default: 0 },
    /** This product's own low-stock threshold (units); null follows the shop's. */
    lowStockThreshold: { type: Number, default: null, min: 0 },
    ratings: { type: Number, default: 0 },
    reviewCount: { type: Number, default: 0 },
    /** How many visible reviews said it runs small, true to size or large (kept with `ratings`). */
    fit: {
      small: { type: Number, default: 0 },
      true: { type: Number, default: 0 },
      large: { type: Number, default: 0 },
    },
    trending: { type: Boolean, default: false },
    specifications: {
      fitType: String,
      pattern: String,
      sleeveType: String,
      neckType: String,
      occasion: String,
      countryOfOrigin: String,
    },
    careInstructions: { type: [String], default: [] },
    shippingInfo: { type: String, default: '' },
    returns: { type: String, default: '' },
    collectionName: { type: String, default: '' },
    offers: { type: [String], default: [] },
    /**
     * `active` products are on the storefront; `draft` (created in the back office, not yet
     * published), `hidden` and `archived` ones are not (the back office keeps them, so their
     * orders keep their history). Absent on older documents: active.
     */
    status: { type: String, enum: ['draft', 'active', 'hidden', 'archived'], default: 'active' },
    /** Lower-cased words over name, brand, tags, category, subcategory and colours, for search. */
    searchTerms: { type: [String], default: [] },
  },
  { timestamps: true },
);

// One index per query the API makes (`pnpm --filter @vastra/api explain` lists them; the API's
// tests fail when a query has none). Writes on every order change `stock`, `inventory.stock` and
// `updatedAt` only, so only the indexes holding those are rewritten then.
productSchema.index({ slug: 1 }, { unique: true });
// The storefront's listings end with `_id, status`: the `_id` tie-break of their sort, then the
// "not hidden or archived" `$nin` tested on the keys (counts read no document).
productSchema.index({ category: 1, createdAt: -1, _id: -1, status: 1 }); // category listing
// Subcategory listing.
productSchema.index({ category: 1, subcategory: 1, createdAt: -1, _id: -1, status: 1 });
productSchema.index({ trending: 1, createdAt: -1, _id: -1, status: 1 }); // trending
// Trending, sort=popular.
productSchema.index({ trending: 1, ratings: -1, reviewCount: -1, _id: -1, status: 1 });
// Latest / all products; the back office's list by date (status, a `$ne`/`$nin`, tested on the keys).
productSchema.index({ createdAt: -1, _id: -1, status: 1 });
productSchema.index({ ratings: -1, reviewCount: -1, _id: -1, status: 1 }); // sort=popular
// Search index: products written by other processes (a range); the back office's list by last edit.
productSchema.index({ updatedAt: 1, _id: 1, status: 1 });
productSchema.index({ searchTerms: 1 }); // search's database path: vocabulary (distinct) and $in per word
productSchema.index({ 'inventory.size': 1 }); // filters/sizes (distinct)
productSchema.index({ colors: 1 }); // filters/colors (distinct)
productSchema.index({ lowStockThreshold: -1 }); // low stock: the highest own threshold
productSchema.index({ status: 1 }); // are any products unlisted? (listing counts); back-office status filter
// The back office's list sorted by name, price or stock (both ways), and filtered by subcategory alone.
productSchema.index({ name: 1, _id: 1, status: 1 });
productSchema.index({ price: 1, _id: 1, status: 1 });
// Also "out of stock" (stock ≤ 0) and the dashboard's low-stock products without sizes.
productSchema.index({ stock: 1, _id: 1, status: 1 });
productSchema.index({ subcategory: 1, createdAt: -1 });
// Low stock: a size at or below a threshold (the dashboard; the back office's "low" filter, whose
// count cannot stop early as a walk along `stock` would). One
// multikey index: an order rewrites only the key of the size it sold. A maintained "lowest size
// stock" field would save that index but has to be recomputed by every stock writer (orders,
// cancellations, returns, the editor, the stock CSV) in the same atomic update.
productSchema.index({ 'inventory.stock': 1 });

// Any write drops cached catalogue answers (response-cache.ts) and tells the search index which
// products to re-read before its next answer (search-memory.ts).
watchCatalogueWrites(productSchema, { products: true });

/**
 * Drafts, hidden and archived products are off the storefront (listings, search, product page,
 * similar products, sitemap, feed, bag and wishlist adds).
 */
export const UNLISTED_STATUSES = ['draft', 'hidden', 'archived'] as const;
export const isUnlisted = (p: { status?: string | null }): boolean =>
  (UNLISTED_STATUSES as readonly (string | null | undefined)[]).includes(p.status);
/** The storefront's filter: products not drafts, hidden or archived (older documents have no status). */
export const LISTED = { status: { $nin: [...UNLISTED_STATUSES] } } as const;

export type Product = InferSchemaType<typeof productSchema>;
export const ProductModel = mongoose.model('Product', productSchema);
