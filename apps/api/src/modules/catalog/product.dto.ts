import {
  compareSizes,
  percentOff,
  unitPrice,
  type FitCounts,
  type NamedRef,
  type ProductDetail,
  type ProductSummary,
  type SizeStock,
} from '@vastra/contracts';

/**
 * The one mapper from a stored product to the wire (contracts `ProductSummarySchema` /
 * `ProductDetailSchema`). Cart, wishlist, orders and content import it; nobody else shapes
 * products for clients.
 *
 * Pricing: `price` and `mrp` are the stored list price; `discountedPrice` is the contracts'
 * `unitPrice` (the catalogue data's convention: a stored `discount` ≤ 1 is a fraction, > 1 an amount
 * off; a stored `discountedPrice` counts only when 0 < it < price); `discount` is `percentOff` — the
 * rounded WHOLE PERCENT the listing filters and badges use, not the stored fraction/amount.
 */

/** Anything with a string form: an ObjectId, a string id. */
interface IdLike {
  toString(): string;
}

/** The stored fields the mapper reads: a lean product document (`.lean()`) or a hydrated one. */
export interface ProductSource {
  _id: IdLike;
  name: string;
  slug?: string | null;
  description?: string | null;
  images?: readonly string[] | null;
  brand?: { name?: string | null } | null;
  material?: string | null;
  colors?: readonly string[] | null;
  tags?: readonly string[] | null;
  category?: IdLike | null;
  categoryName?: string | null;
  categorySlug?: string | null;
  subcategory?: IdLike | null;
  subcategoryName?: string | null;
  subcategorySlug?: string | null;
  price: number;
  discount?: number | null;
  discountedPrice?: number | null;
  memberPrice?: number | null;
  inventory?: readonly { size: string; stock: number }[] | null;
  stock?: number | null;
  ratings?: number | null;
  reviewCount?: number | null;
  garment?: string | null;
  fit?: { small?: number | null; true?: number | null; large?: number | null } | null;
  trending?: boolean | null;
  specifications?: {
    fitType?: string | null;
    pattern?: string | null;
    sleeveType?: string | null;
    neckType?: string | null;
    occasion?: string | null;
    countryOfOrigin?: string | null;
  } | null;
  careInstructions?: readonly string[] | null;
  shippingInfo?: string | null;
  returns?: string | null;
  collectionName?: string | null;
  offers?: readonly string[] | null;
  createdAt?: Date | string | null;
}

/**
 * Fields a summary needs: pass as a Mongoose projection to keep list queries small.
 * (`description`, `searchTerms` and the detail-only fields are left out.)
 */
export const PRODUCT_SUMMARY_FIELDS =
  '_id name slug images brand material colors category categoryName categorySlug subcategory subcategoryName subcategorySlug price discount discountedPrice inventory stock ratings reviewCount trending createdAt';

export const DEFAULT_BRAND = 'Vastra';
const DEFAULT_SHIPPING = 'Free delivery on orders of ₹999 or more. Delivered in 3-7 working days.';
const DEFAULT_RETURNS =
  'Easy 7-day returns and exchanges. Damaged items must be reported within 48 hours.';

export { compareSizes, sizeRank } from '@vastra/contracts';

/** Per-size stock in display order; negative stock reads as 0. */
export function sizeStockOf(p: Pick<ProductSource, 'inventory'>): SizeStock[] {
  return [...(p.inventory ?? [])]
    .map((i) => ({ size: i.size, stock: Math.max(0, Math.trunc(i.stock)) }))
    .sort((a, b) => compareSizes(a.size, b.size));
}

/** Total units: the sum over sizes when tracked per size, else the stored total. */
export function totalStock(p: Pick<ProductSource, 'inventory' | 'stock'>): number {
  const inv = p.inventory ?? [];
  if (inv.length > 0) return inv.reduce((sum, i) => sum + Math.max(0, Math.trunc(i.stock)), 0);
  return Math.max(0, Math.trunc(p.stock ?? 0));
}

/** Units left in one size (for a product without sizes, the total). */
export function stockForSize(
  p: Pick<ProductSource, 'inventory' | 'stock'>,
  size: string | null | undefined,
): number {
  const inv = p.inventory ?? [];
  if (inv.length === 0) return totalStock(p);
  const line = inv.find((i) => i.size === size);
  return line ? Math.max(0, Math.trunc(line.stock)) : 0;
}

function ref(
  id: IdLike | null | undefined,
  name: string | null | undefined,
  slug: string | null | undefined,
): NamedRef {
  const out: NamedRef = { _id: id ? id.toString() : '', name: name ?? '' };
  if (slug) out.slug = slug;
  return out;
}

function isoDate(d: Date | string | null | undefined): string {
  if (d instanceof Date) return d.toISOString();
  if (typeof d === 'string' && !Number.isNaN(Date.parse(d))) return new Date(d).toISOString();
  return new Date(0).toISOString();
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A product as listed, searched or carded. */
export function toProductSummary(p: ProductSource): ProductSummary {
  const images = [...(p.images ?? [])];
  const sizeStock = sizeStockOf(p);
  const priced = {
    price: p.price,
    discount: p.discount ?? 0,
    discountedPrice: p.discountedPrice ?? 0,
  };
  const out: ProductSummary = {
    _id: p._id.toString(),
    name: p.name,
    images,
    price: round2(p.price),
    mrp: round2(p.price),
    discount: percentOff(priced),
    discountedPrice: unitPrice(priced),
    stock: totalStock(p),
    sizes: sizeStock.map((s) => s.size),
    sizeStock,
    colors: [...(p.colors ?? [])],
    ratings: Math.round((p.ratings ?? 0) * 10) / 10,
    reviewCount: Math.max(0, Math.trunc(p.reviewCount ?? 0)),
    brand: { name: p.brand?.name || DEFAULT_BRAND },
    category: ref(p.category, p.categoryName, p.categorySlug),
    subcategory: p.subcategory ? ref(p.subcategory, p.subcategoryName, p.subcategorySlug) : null,
    trending: Boolean(p.trending),
    createdAt: isoDate(p.createdAt),
  };
  if (p.slug) out.slug = p.slug;
  if (images[0]) out.image = images[0];
  if (p.material) out.material = p.material;
  return out;
}

const count = (n: number | null | undefined): number => Math.max(0, Math.trunc(n ?? 0));

/** The reviewers' fit answers as stored (absent on products reviewed before they existed: 0). */
function fitCountsOf(fit: ProductSource['fit']): FitCounts {
  return { small: count(fit?.small), true: count(fit?.true), large: count(fit?.large) };
}

const SPEC_LABELS = [
  ['fitType', 'Fit'],
  ['pattern', 'Pattern'],
  ['sleeveType', 'Sleeve'],
  ['neckType', 'Neck'],
  ['occasion', 'Occasion'],
  ['countryOfOrigin', 'Country of Origin'],
] as const;

/** The full product for the product page. */
export function toProductDetail(p: ProductSource): ProductDetail {
  const summary = toProductSummary(p);
  const specs = p.specifications ?? {};
  const specifications: Record<string, string> = {};
  if (p.material) specifications.Material = p.material;
  for (const [key, label] of SPEC_LABELS) {
    const value = specs[key];
    if (value) specifications[label] = value;
  }
  const memberPrice =
    typeof p.memberPrice === 'number' &&
    p.memberPrice > 0 &&
    p.memberPrice < summary.discountedPrice
      ? round2(p.memberPrice)
      : null;
  const detail: ProductDetail = {
    ...summary,
    description: p.description ?? '',
    memberPrice,
    pricing: { mrp: summary.mrp, discountedPrice: summary.discountedPrice, memberPrice },
    tags: [...(p.tags ?? [])],
    specifications,
    careInstructions: [...(p.careInstructions ?? [])],
    shippingInfo: p.shippingInfo || DEFAULT_SHIPPING,
    returns: p.returns || DEFAULT_RETURNS,
    offers: [...(p.offers ?? [])],
    fit: fitCountsOf(p.fit),
  };
  if (p.garment) detail.garment = p.garment;
  for (const [key] of SPEC_LABELS) {
    const value = specs[key];
    if (value) detail[key] = value;
  }
  if (p.collectionName) detail.collection = p.collectionName;
  return detail;
}
