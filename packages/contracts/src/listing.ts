import { percentOff, unitPrice } from './pricing';

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Sort key for size names: XS…XXL first, then waist sizes numerically, then anything else. */
export function sizeRank(size: string): number {
  const known = SIZE_ORDER.indexOf(size.toUpperCase());
  if (known >= 0) return known;
  const n = Number.parseInt(size, 10);
  return Number.isFinite(n) ? 100 + n : 1000;
}

export const compareSizes = (a: string, b: string): number =>
  sizeRank(a) - sizeRank(b) || a.localeCompare(b);

/**
 * Category listing rules. Sort and filters are applied
 * in the browser to the loaded products:
 *  - within a filter type the selected options combine with OR, across types with AND;
 *  - subcategory, size and colour matching ignores case;
 *  - price buckets use the displayed price (the pricing module's `unitPrice`), discount thresholds
 *    the rounded percent off (`percentOff`), rating thresholds the product's average rating.
 */

export const FILTER_KEYS = [
  'subcategory',
  'size',
  'color',
  'priceRange',
  'discount',
  'rating',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filters state: each key holds the list of selected values. */
export type ListingFilters = Record<FilterKey, string[]>;

export const emptyFilters = (): ListingFilters => ({
  subcategory: [],
  size: [],
  color: [],
  priceRange: [],
  discount: [],
  rating: [],
});

export interface PriceRange {
  id: string;
  label: string;
  /** Inclusive lower bound, rupees. */
  min: number;
  /** Exclusive upper bound, rupees (so 0–499 includes 499 and 499.50); null = no upper bound. */
  below: number | null;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { id: '0-499', label: '₹0 – ₹499', min: 0, below: 500 },
  { id: '500-999', label: '₹500 – ₹999', min: 500, below: 1000 },
  { id: '1000-1999', label: '₹1,000 – ₹1,999', min: 1000, below: 2000 },
  { id: '2000-2999', label: '₹2,000 – ₹2,999', min: 2000, below: 3000 },
  { id: '3000+', label: '₹3,000 and above', min: 3000, below: null },
];

export const DISCOUNT_THRESHOLDS = [10, 20, 30, 50] as const;
export const RATING_THRESHOLDS = [4, 3, 2] as const;

export const discountLabel = (t: number | string): string => `${t}% and above`;
export const ratingLabel = (t: number | string): string => `${t}★ & above`;

export const SORT_OPTIONS = [
  { id: 'popularity', label: 'Popularity' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'newest', label: 'Newest First' },
  { id: 'rating', label: 'Customer Rating' },
  { id: 'discount', label: 'Discount' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
export const DEFAULT_SORT: SortId = 'popularity';

export const isSortId = (value: unknown): value is SortId =>
  typeof value === 'string' && SORT_OPTIONS.some((o) => o.id === value);

/**
 * A product as the listing reads it. The API may answer in several shapes: subcategory as an object with
 * a name or a plain string; sizes and colours as arrays or comma-separated strings; `colors` or
 * `color`.
 */
export interface ListingProduct {
  price: number;
  discount?: number | null;
  discountedPrice?: number | null;
  ratings?: number | null;
  createdAt?: string | number | Date | null;
  subcategory?: { name?: string | null } | string | null;
  sizes?: readonly string[] | string | null;
  colors?: readonly string[] | string | null;
  color?: readonly string[] | string | null;
}

/** Splits an array-or-comma-string field into trimmed, non-empty values. */
export function listValues(value: readonly string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((s) => String(s).trim()).filter(Boolean);
}

export function subcategoryName(p: Pick<ListingProduct, 'subcategory'>): string {
  const s = p.subcategory;
  if (!s) return '';
  return (typeof s === 'string' ? s : (s.name ?? '')).trim();
}

export function productColors(p: Pick<ListingProduct, 'colors' | 'color'>): string[] {
  return [...listValues(p.colors), ...listValues(p.color)];
}

const lower = (s: string) => s.trim().toLowerCase();
const anyIgnoringCase = (have: string[], wanted: string[]): boolean => {
  const set = new Set(have.map(lower));
  return wanted.some((w) => set.has(lower(w)));
};

export function priceRangeById(id: string): PriceRange | undefined {
  return PRICE_RANGES.find((r) => r.id === id);
}

export function inPriceRange(price: number, range: PriceRange): boolean {
  return price >= range.min && (range.below === null || price < range.below);
}

const asNumber = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN;

/** One predicate per filter type; each returns true when any selected option matches (OR). */
const matchers: Record<FilterKey, (p: ListingProduct, selected: string[]) => boolean> = {
  subcategory: (p, sel) => anyIgnoringCase([subcategoryName(p)].filter(Boolean), sel),
  size: (p, sel) => anyIgnoringCase(listValues(p.sizes), sel),
  color: (p, sel) => anyIgnoringCase(productColors(p), sel),
  priceRange: (p, sel) => {
    const price = unitPrice(p);
    return sel.some((id) => {
      const range = priceRangeById(id);
      return range ? inPriceRange(price, range) : false;
    });
  },
  discount: (p, sel) => {
    const off = percentOff(p);
    return sel.some((t) => Number.isFinite(Number(t)) && off >= Number(t));
  },
  rating: (p, sel) => {
    const r = asNumber(p.ratings);
    return sel.some((t) => Number.isFinite(Number(t)) && r >= Number(t));
  },
};

/** Whether a product passes every filter type that has a selection (AND across types). */
export function matchesFilters(p: ListingProduct, filters: Partial<ListingFilters>): boolean {
  return FILTER_KEYS.every((key) => {
    const selected = filters[key] ?? [];
    return selected.length === 0 || matchers[key](p, selected);
  });
}

export function filterProducts<T extends ListingProduct>(
  products: readonly T[],
  filters: Partial<ListingFilters>,
): T[] {
  return products.filter((p) => matchesFilters(p, filters));
}

const time = (v: ListingProduct['createdAt']): number => {
  if (v === null || v === undefined) return Number.NEGATIVE_INFINITY;
  const t = new Date(v).getTime();
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};
const rating = (p: ListingProduct): number => {
  const r = asNumber(p.ratings);
  return Number.isNaN(r) ? Number.NEGATIVE_INFINITY : r;
};

const comparators: Record<
  Exclude<SortId, 'popularity'>,
  (a: ListingProduct, b: ListingProduct) => number
> = {
  'price-asc': (a, b) => unitPrice(a) - unitPrice(b),
  'price-desc': (a, b) => unitPrice(b) - unitPrice(a),
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
  rating: (a, b) => rating(b) - rating(a),
  discount: (a, b) => percentOff(b) - percentOff(a),
};

/** A new sorted array; popularity keeps the server's order. Ties keep their original order. */
export function sortProducts<T extends ListingProduct>(products: readonly T[], sort: SortId): T[] {
  if (sort === 'popularity') return [...products];
  const compare = comparators[sort];
  return products
    .map((p, i) => ({ p, i }))
    .sort((a, b) => compare(a.p, b.p) || a.i - b.i)
    .map((x) => x.p);
}

/** Filters, then sorts: what the listing grid shows. */
export function applyListing<T extends ListingProduct>(
  products: readonly T[],
  filters: Partial<ListingFilters>,
  sort: SortId = DEFAULT_SORT,
): T[] {
  return sortProducts(filterProducts(products, filters), sort);
}

/** Number of selected options across every filter type (for badges). */
export function activeFilterCount(filters: Partial<ListingFilters>): number {
  return FILTER_KEYS.reduce((n, k) => n + (filters[k]?.length ?? 0), 0);
}

/**
 * Normalises raw selections (from a URL, say): keeps only known price ranges, discount and rating
 * thresholds, trims and de-duplicates (case-insensitively for the text filters).
 */
export function normalizeFilters(
  raw: Partial<Record<FilterKey, readonly string[]>>,
): ListingFilters {
  const out = emptyFilters();
  const allowed: Partial<Record<FilterKey, readonly string[]>> = {
    priceRange: PRICE_RANGES.map((r) => r.id),
    discount: DISCOUNT_THRESHOLDS.map(String),
    rating: RATING_THRESHOLDS.map(String),
  };
  for (const key of FILTER_KEYS) {
    const seen = new Set<string>();
    for (const value of raw[key] ?? []) {
      const v = String(value).trim();
      if (!v || v.length > 80) continue;
      const only = allowed[key];
      if (only && !only.includes(v)) continue;
      const k = lower(v);
      if (seen.has(k)) continue;
      seen.add(k);
      out[key].push(v);
    }
  }
  return out;
}

/** The filter types a search result page counts values for. */
export const FACET_KEYS = ['size', 'color', 'priceRange', 'discount', 'rating'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export interface FacetCount {
  value: string;
  count: number;
}
export type FacetCounts = Record<FacetKey, FacetCount[]>;

/**
 * Counts per filter value over a whole result set, the usual way for multi-select filters: a value's
 * count is how many products would show with that value selected *in addition to* the selections of
 * the other filter types (its own type's selections are ignored, since they combine with OR).
 * Sizes and colours list the values present (sizes in size order, colours alphabetically); price,
 * discount and rating list every range or threshold, zeros included.
 */
export function countFacets(
  products: readonly ListingProduct[],
  filters: Partial<ListingFilters>,
): FacetCounts {
  const active = FILTER_KEYS.filter((k) => (filters[k] ?? []).length > 0);
  const sizes = new Map<string, number>();
  const colors = new Map<string, number>();
  const price = new Map<string, number>(PRICE_RANGES.map((r) => [r.id, 0]));
  const discount = new Map<string, number>(DISCOUNT_THRESHOLDS.map((t) => [String(t), 0]));
  const rating = new Map<string, number>(RATING_THRESHOLDS.map((t) => [String(t), 0]));
  const bump = (m: Map<string, number>, v: string) => m.set(v, (m.get(v) ?? 0) + 1);
  for (const p of products) {
    const failing = active.filter((k) => !matchers[k](p, filters[k] ?? []));
    if (failing.length > 1) continue;
    const counts = (key: FilterKey) => failing.length === 0 || failing[0] === key;
    if (counts('size')) for (const v of new Set(listValues(p.sizes))) bump(sizes, v);
    if (counts('color')) for (const v of new Set(productColors(p))) bump(colors, v);
    if (counts('priceRange')) {
      const unit = unitPrice(p);
      const range = PRICE_RANGES.find((r) => inPriceRange(unit, r));
      if (range) bump(price, range.id);
    }
    if (counts('discount')) {
      const off = percentOff(p);
      for (const t of DISCOUNT_THRESHOLDS) if (off >= t) bump(discount, String(t));
    }
    if (counts('rating')) {
      const r = asNumber(p.ratings);
      for (const t of RATING_THRESHOLDS) if (r >= t) bump(rating, String(t));
    }
  }
  const list = (m: Map<string, number>) => [...m].map(([value, count]) => ({ value, count }));
  return {
    size: list(sizes).sort((a, b) => compareSizes(a.value, b.value)),
    color: list(colors).sort((a, b) => a.value.localeCompare(b.value)),
    priceRange: list(price),
    discount: list(discount),
    rating: list(rating),
  };
}
