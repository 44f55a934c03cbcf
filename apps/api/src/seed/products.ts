import type { Types } from 'mongoose';
import { buildSearchTerms } from '../modules/catalog/search-text';
import {
  CATEGORIES,
  COLLECTIONS,
  PATTERN_LABEL,
  PRODUCT_OFFERS,
  SIZE_RUNS,
  careFor,
  productImagePaths,
  type CategoryDef,
  type SubcategoryDef,
} from './catalogue-data';
import { rand, seedId, slugify, type Rand } from './ids';

/** The demo catalogue's size: at least 160 products across every subcategory. */
export const DEMO_PRODUCT_COUNT = 180;

export interface CategoryRefs {
  /** category slug → its stored id and its subcategories' ids by slug. */
  [categorySlug: string]: { id: Types.ObjectId; subcategories: Record<string, Types.ObjectId> };
}

/** A product document ready for the driver (every field the model declares). */
export interface SeedProduct {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  description: string;
  images: string[];
  brand: { name: string };
  material: string;
  colors: string[];
  tags: string[];
  category: Types.ObjectId;
  categoryName: string;
  categorySlug: string;
  subcategory: Types.ObjectId;
  subcategoryName: string;
  subcategorySlug: string;
  garment: string;
  price: number;
  discount: number;
  discountedPrice: number;
  memberPrice: number | null;
  inventory: { size: string; stock: number }[];
  stock: number;
  ratings: number;
  reviewCount: number;
  trending: boolean;
  specifications: Record<string, string>;
  careInstructions: string[];
  shippingInfo: string;
  returns: string;
  collectionName: string;
  offers: string[];
  searchTerms: string[];
  createdAt: Date;
  updatedAt: Date;
}

type Slot = { cat: CategoryDef; sub: SubcategoryDef };
const ALL_SLOTS: Slot[] = CATEGORIES.flatMap((cat) =>
  cat.subcategories.map((sub) => ({ cat, sub })),
);
/** The numbered catalogue's rotation: every subcategory but those seeded as their own set. */
const SLOTS = ALL_SLOTS.filter((s) => !s.sub.ownSet);
/** How many products the own sets add to any catalogue size. */
export const SET_PRODUCT_COUNT = ALL_SLOTS.reduce((n, s) => n + (s.sub.ownSet ?? 0), 0);
/** Numbers of the own-set products (far past any numbered catalogue, so slugs never meet). */
const SET_BASE = 1_000_000;

const DAY = 24 * 60 * 60 * 1000;
const SHIPPING =
  'Free delivery on orders of ₹999 or more; ₹100 below that at checkout. Ships in 1-2 days, delivered in 3-7 working days.';
const RETURNS =
  'Easy 7-day returns and exchanges on unworn items with tags. Damaged items must be reported within 48 hours of delivery.';

const PAIRINGS: Record<string, string> = {
  shirt: 'Tuck it into chinos for the office or wear it open over a tee on weekends.',
  tee: 'An easy layer under a jacket or on its own with jeans and sneakers.',
  polo: 'Smart enough for a casual Friday, relaxed enough for the golf course.',
  jeans: 'Pairs with everything from a crisp shirt to your favourite graphic tee.',
  trousers: 'Team with a shirt and loafers for work, or a polo for the weekend.',
  kurta: 'Style with churidars or straight pants and kolhapuris for festive evenings.',
  jacket: 'Throw it over a tee and jeans for cool evenings and travel days.',
  hoodie: 'Your go-to for lazy Sundays, long flights and late-night chai runs.',
  dress: 'Add block heels for a party or white sneakers for a day out.',
  top: 'Wear it with high-rise jeans or tuck into a midi skirt.',
  kurti: 'Pair with palazzos or leggings and a dupatta for a complete look.',
  saree: 'Comes with an unstitched blouse piece; drape it for weddings and festive occasions.',
  skirt: 'Dress it up with a tucked-in top or keep it easy with a tee.',
};

const toPrice = (n: number) => Math.max(299, Math.min(4999, Math.round(n / 100) * 100 - 1));

function pricing(r: Rand, sub: SubcategoryDef) {
  const [lo, hi] = sub.price;
  const price = toPrice(lo + r.next() * (hi - lo));
  const kind = r.next();
  let discount = 0;
  let discountedPrice = 0;
  if (kind < 0.25) {
    // full price
  } else if (kind < 0.6) {
    discount = r.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]); // fraction off
  } else if (kind < 0.75) {
    discount = r.pick([100, 150, 200, 300, 500].filter((a) => a < price * 0.5)); // amount off
  } else {
    discountedPrice = Math.max(
      249,
      Math.round((price * (1 - r.pick([0.2, 0.3, 0.35, 0.45]))) / 10) * 10 - 1,
    );
  }
  return { price, discount, discountedPrice };
}

function inventoryFor(i: number, r: Rand, sub: SubcategoryDef): { size: string; stock: number }[] {
  const sizes = SIZE_RUNS[sub.sizes];
  if (i % 23 === 7) return sizes.map((size) => ({ size, stock: 0 })); // out of stock
  if (i % 17 === 5) {
    // low stock: one or two sizes with a handful left
    const keep = new Set(r.sample(sizes, Math.min(2, sizes.length)));
    return sizes.map((size) => ({ size, stock: keep.has(size) ? r.int(1, 2) : 0 }));
  }
  return sizes.map((size) => ({ size, stock: r.chance(0.1) ? 0 : r.int(3, 40) }));
}

/**
 * Product number `i` of the (endless) demo catalogue. Deterministic: the same i always gives the
 * same product, so the demo catalogue (the first DEMO_PRODUCT_COUNT) is a prefix of any larger one.
 */
export function generateProduct(
  i: number,
  refs: CategoryRefs,
  now: number,
  slot: Slot | undefined = SLOTS[i % SLOTS.length],
): SeedProduct {
  if (!slot) throw new Error('no catalogue slots');
  const { cat, sub } = slot;
  const r = rand(i * 7919 + 17);
  const brand = r.pick(cat.brands);
  // Walk each subcategory's palette so its products come in every colour.
  const colour =
    sub.colours[(Math.floor(i / SLOTS.length) + (i % SLOTS.length)) % sub.colours.length] ??
    r.pick(sub.colours);
  const pattern = r.pick(sub.patterns);
  const material = r.pick(sub.materials);
  const style = r.pick(sub.styles);
  const fit = r.pick(sub.fits);
  const occasion = r.pick(sub.occasions);
  const patternWord = pattern === 'solid' ? '' : `${PATTERN_LABEL[pattern]} `;
  const name = `${colour.name} ${style} ${patternWord}${material} ${sub.noun}`.replace(/\s+/g, ' ');
  const slug = `${slugify(`${brand} ${name}`)}-${i + 1}`;
  const ref = refs[cat.slug];
  const subId = ref?.subcategories[sub.slug];
  if (!ref || !subId) throw new Error(`category ${cat.slug}/${sub.slug} is not seeded`);

  const inventory = inventoryFor(i, r, sub);
  // `ratings` and `reviewCount` come from the seeded reviews (demo-reviews.ts), never invented.
  // These draws once made them up; they are still taken so every other attribute of product i
  // (prices, trending, collection…) stays what it was.
  const legacyReviewDraw = r.chance(0.06) ? 0 : r.int(3, 900);
  const priced = pricing(r, sub);
  const specifications: Record<string, string> = {
    fitType: fit,
    pattern: PATTERN_LABEL[pattern],
    occasion,
    countryOfOrigin: 'India',
  };
  if (sub.sleeve) specifications.sleeveType = r.pick(sub.sleeve);
  if (sub.neck) specifications.neckType = r.pick(sub.neck);
  const tags = [
    ...new Set([
      ...sub.tags,
      occasion.toLowerCase(),
      cat.slug === 'men' ? 'menswear' : 'womenswear',
      material.toLowerCase(),
    ]),
  ];
  const ageDays = i < DEMO_PRODUCT_COUNT ? (i * 37) % 180 : (i * 53) % 365;
  const createdAt = new Date(now - ageDays * DAY - (i % 24) * 3_600_000);
  if (legacyReviewDraw > 0) r.next(); // the old made-up rating's draw
  const doc: SeedProduct = {
    _id: seedId(`product:${slug}`),
    name,
    slug,
    description: `${brand}'s ${name.toLowerCase()} is made from ${material.toLowerCase()} in a ${fit.toLowerCase()}, finished with clean seams and a soft hand-feel. ${PAIRINGS[sub.drawing] ?? ''} Designed in India for everyday comfort.`,
    images: productImagePaths(sub.drawing, colour, pattern),
    brand: { name: brand },
    material,
    colors: [colour.name],
    tags,
    category: ref.id,
    categoryName: cat.name,
    categorySlug: cat.slug,
    subcategory: subId,
    subcategoryName: sub.name,
    subcategorySlug: sub.slug,
    garment: sub.drawing,
    ...priced,
    memberPrice: null,
    inventory,
    stock: inventory.reduce((s, x) => s + x.stock, 0),
    ratings: 0,
    reviewCount: 0,
    trending: r.chance(0.22),
    specifications,
    careInstructions: careFor(material),
    shippingInfo: SHIPPING,
    returns: RETURNS,
    collectionName: r.pick(COLLECTIONS),
    offers: PRODUCT_OFFERS,
    searchTerms: [],
    createdAt,
    updatedAt: createdAt,
  };
  if (r.chance(0.2)) {
    const pay =
      priced.discountedPrice > 0
        ? priced.discountedPrice
        : priced.discount > 1
          ? priced.price - priced.discount
          : priced.price * (1 - priced.discount);
    doc.memberPrice = Math.max(199, Math.round(pay * 0.95));
  }
  doc.searchTerms = buildSearchTerms(doc);
  return doc;
}

export function generateProducts(
  count: number,
  refs: CategoryRefs,
  now = Date.now(),
): SeedProduct[] {
  return Array.from({ length: count }, (_, i) => generateProduct(i, refs, now));
}

/** The products of the subcategories seeded as their own set (lehengas, salwar suits, dupattas). */
export function generateSetProducts(refs: CategoryRefs, now = Date.now()): SeedProduct[] {
  let n = SET_BASE;
  return ALL_SLOTS.flatMap((slot) =>
    Array.from({ length: slot.sub.ownSet ?? 0 }, () => generateProduct(n++, refs, now, slot)),
  );
}
