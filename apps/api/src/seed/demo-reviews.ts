import { checkoutTotals, unitPrice, type FitAnswer } from '@vastra/contracts';
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Logger } from '../lib/logger';
import { ProductModel } from '../modules/catalog/product.model';
import { OrderModel } from '../modules/orders/order.model';
import { ReviewModel } from '../modules/reviews/review.model';
import { recomputeProductRating } from '../modules/reviews/reviews.service';
import { UserModel } from '../modules/users/user.model';
import { demoFit } from './demo-fit';
import { rand, seedId, seedOf, slugify, type Rand } from './ids';
import type { SeedProduct } from './products';
import {
  BUILDINGS,
  CITIES,
  CLOSERS,
  COLOUR,
  DELIVERY,
  DEMO_EMAIL_DOMAIN,
  DEMO_SHOPPERS,
  FABRIC,
  FIT,
  GARMENTS,
  GIFTED,
  LANDMARKS,
  ONE_LINERS,
  OPENERS,
  WORN,
  fabricOf,
  type Gender,
  type Mood,
  type Tone,
} from './review-data';
import { coll, upsertMany, type Document } from './upsert';

/**
 * Demo shoppers, their delivered orders and their reviews of the demo products, so that every
 * product's `ratings`/`reviewCount` is what its review documents say (computed by the reviews
 * module itself) and every "verified purchase" has a real order behind it.
 *
 * Ownership: everything written here belongs to users on the reserved `@demo.vastra.in` domain.
 * Demo shoppers cannot sign in (their password hash is an unusable random marker that no password
 * matches), so every order and review they own was written by the seed: cleanup and `--reset`
 * remove only those, never a real shopper's data.
 *
 * Keys: users by email; orders by a deterministic _id (shopper + product); reviews by the unique
 * {user, product} index. Fields shoppers change (helpful votes) and dates are written only once.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** At most this many reviews per product (skewed towards few). */
export const MAX_DEMO_REVIEWS = 14;

export interface DemoProductRef {
  /** The generated product (its content; `createdAt` is this run's intended listing date). */
  doc: SeedProduct;
  /** The stored id and listing date. */
  id: Types.ObjectId;
  createdAt: Date;
}

export interface DemoShopper {
  id: Types.ObjectId;
  name: string;
  email: string;
  gender: Gender;
  phone: string;
  address: {
    name: string;
    address: string;
    city: string;
    state: string;
    zipcode: string;
    country: string;
    landmark: string;
    phone: string;
  };
}

export interface DemoSeedResult {
  shoppers: number;
  orders: number;
  reviews: number;
  /** Products whose ratings/reviewCount were recomputed from their reviews. */
  recomputed: number;
}

const demoEmailPattern = new RegExp(`@${DEMO_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`);

/** The demo shoppers with their fixed ids (the stored id wins when the email already exists). */
export function demoShoppers(): DemoShopper[] {
  return DEMO_SHOPPERS.map((def, i) => {
    const email = `${slugify(def.name.replace(/'/g, '')).replace(/-/g, '.')}@${DEMO_EMAIL_DOMAIN}`;
    const r = rand(seedOf(`shopper:${email}`));
    const city = CITIES[i % CITIES.length] ?? r.pick(CITIES);
    // Not a real mobile series (Indian mobiles start 6–9): the seed never names a real person's phone.
    const phone = `55501${String(i + 1).padStart(5, '0')}`;
    const address = `Flat ${r.int(1, 12)}0${r.int(1, 4)}, ${r.pick(BUILDINGS)}, ${r.pick(city.areas)}`;
    return {
      id: seedId(`demo-user:${email}`),
      name: def.name,
      email,
      gender: def.gender,
      phone,
      address: {
        name: def.name,
        address,
        city: city.city,
        state: city.state,
        zipcode: city.zipcode,
        country: 'India',
        landmark: r.pick(LANDMARKS),
        phone,
      },
    };
  });
}

/** A value in the password-hash field that no password can match (bcrypt compares it as false). */
const unusablePasswordHash = () => `!demo-no-login:${randomBytes(32).toString('base64url')}`;

// ---------- review texts ----------

const moodOf = (rating: number): Mood =>
  rating >= 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';

interface TextContext {
  doc: SeedProduct;
  shopper: DemoShopper;
  size: string | null;
  deliveryDays: number;
}

function render(text: string, c: TextContext): string {
  const g = GARMENTS[c.doc.garment as keyof typeof GARMENTS] ?? GARMENTS.shirt;
  const fit = (c.doc.specifications.fitType ?? 'regular fit').toLowerCase();
  const words: Record<string, string> = {
    noun: g.noun,
    nouns: g.nouns,
    this: g.plural ? 'these' : 'this',
    This: g.plural ? 'These' : 'This',
    it: g.plural ? 'they' : 'it',
    It: g.plural ? 'They' : 'It',
    them: g.plural ? 'them' : 'it',
    is: g.plural ? 'are' : 'is',
    was: g.plural ? 'were' : 'was',
    has: g.plural ? 'have' : 'has',
    s: g.plural ? '' : 's',
    material: c.doc.material.toLowerCase(),
    colour: (c.doc.colors[0] ?? '').toLowerCase(),
    fit: fit.endsWith('fit') ? fit : `${fit} fit`,
    size: c.size ?? '',
    brand: c.doc.brand.name,
    city: c.shopper.address.city,
    days: String(c.deliveryDays),
  };
  return text.replace(/\{(\w+)\}/g, (m, k: string) => words[k] ?? m);
}

/** The tones of a review's remarks: all praise at 5 stars, a niggle at 4, mixed at 3, complaints below. */
function tonesFor(mood: Mood, n: number, r: Rand): Tone[] {
  return Array.from({ length: n }, (_, i): Tone => {
    if (mood === 'great') return 'up';
    if (mood === 'good') return i === n - 1 && n > 1 && r.chance(0.6) ? 'meh' : 'up';
    if (mood === 'mixed') return i === 0 ? 'up' : r.chance(0.7) ? 'meh' : 'down';
    return r.chance(0.75) ? 'down' : 'meh';
  });
}

/** A review text that reads naturally: built from remarks about this garment, fabric, fit and delivery. */
export function reviewText(rating: number, c: TextContext, r: Rand): string {
  const mood = moodOf(rating);
  if (r.chance(0.22)) return render(r.pick(ONE_LINERS[mood]), c);
  const g = GARMENTS[c.doc.garment as keyof typeof GARMENTS] ?? GARMENTS.shirt;
  const forSomeoneElse = c.shopper.gender !== (c.doc.categorySlug === 'men' ? 'male' : 'female');
  const sleeveless = c.doc.specifications.sleeveType === 'Sleeveless';
  const deliveryTone: Tone = c.deliveryDays <= 5 ? 'up' : mood === 'poor' ? 'down' : 'meh';

  const remark = (kind: string, tone: Tone): string[] => {
    switch (kind) {
      case 'fabric':
        return FABRIC[fabricOf(c.doc.material)][tone];
      case 'fit':
        // Someone who bought it as a gift does not talk about how it fits them.
        return forSomeoneElse
          ? []
          : FIT[g.shape][tone].filter((s) => !(sleeveless && s.includes('sleeve')));
      case 'worn':
        return tone === 'up' && !forSomeoneElse
          ? (WORN[c.doc.garment as keyof typeof WORN] ?? [])
          : [];
      case 'colour':
        return COLOUR[tone];
      case 'delivery':
        return tone === deliveryTone ? DELIVERY[tone] : [];
      default:
        return [];
    }
  };

  const sentences: string[] = [];
  if (r.chance(0.75)) sentences.push(r.pick(OPENERS[mood]));
  if (forSomeoneElse && (mood === 'great' || mood === 'good'))
    sentences.push(r.pick(GIFTED[c.shopper.gender]));
  const kinds = r.sample(['fabric', 'fit', 'worn', 'colour', 'delivery'], 5);
  const wanted = r.chance(0.35) ? r.int(3, 4) : r.int(1, 2);
  for (const tone of tonesFor(mood, wanted, r)) {
    const kind = kinds.find((k) => remark(k, tone).length > 0);
    if (!kind) continue;
    kinds.splice(kinds.indexOf(kind), 1);
    sentences.push(r.pick(remark(kind, tone)));
  }
  if (sentences.length < 2 || r.chance(0.45)) sentences.push(r.pick(CLOSERS[mood]));
  return sentences.map((s) => render(s, c)).join(' ');
}

// ---------- the plan ----------

export interface PlannedReview {
  shopper: DemoShopper;
  product: DemoProductRef;
  orderId: Types.ObjectId;
  reviewId: Types.ObjectId;
  rating: number;
  comment: string;
  fit: FitAnswer | null;
  helpfulVoters: Types.ObjectId[];
  size: string | null;
  quantity: number;
  orderedAt: Date;
  deliveredAt: Date;
  reviewedAt: Date;
}

/** How many reviews a product gets: none while new, up to 14 for older and trending ones, mostly a few. */
function reviewCountFor(doc: SeedProduct, now: number, r: Rand): number {
  const ageDays = (now - doc.createdAt.getTime()) / DAY;
  const none = r.chance(0.12);
  const base = 1 + Math.floor((MAX_DEMO_REVIEWS - 1) * r.next() ** 2.2);
  const bump = doc.trending ? r.int(1, 3) : 0;
  if (ageDays < 12 || none) return 0;
  return Math.min(MAX_DEMO_REVIEWS, Math.round(base * Math.min(1, (ageDays - 5) / 60)) + bump);
}

function drawRating(quality: number, r: Rand): number {
  if (r.chance(0.05)) return r.pick([1, 2]); // a bad experience happens to every product
  const x = quality + (r.next() + r.next() + r.next() - 1.5) * 1.2;
  return Math.min(5, Math.max(1, Math.round(x)));
}

/**
 * Every demo review, deterministic for a product and the shopper list. The count depends on the
 * product's intended age (its generated `createdAt` is always `now − its age`), not on the date of
 * the run, so a later run plans the same reviews; dates are placed between the stored listing
 * date and `now` (and are only written the first time).
 */
export function planReviews(
  products: DemoProductRef[],
  shoppers: DemoShopper[],
  now: number,
): PlannedReview[] {
  const plans: PlannedReview[] = [];
  const byGender = {
    male: shoppers.filter((s) => s.gender === 'male'),
    female: shoppers.filter((s) => s.gender === 'female'),
  };
  for (const product of products) {
    const { doc } = product;
    const r = rand(seedOf(`reviews:${doc.slug}`));
    const n = Math.min(reviewCountFor(doc, now, r), shoppers.length);
    const earliest = product.createdAt.getTime() + DAY;
    const latestOrder = now - 10 * DAY;
    if (n === 0 || latestOrder <= earliest) continue;
    const quality = 3.4 + r.next() * 1.5;
    const own = doc.categorySlug === 'men' ? byGender.male : byGender.female;
    const other = doc.categorySlug === 'men' ? byGender.female : byGender.male;
    const chosen = new Set<DemoShopper>();
    while (chosen.size < n) {
      const pool = r.chance(0.85) && own.length > 0 ? own : other.length > 0 ? other : own;
      chosen.add(r.pick(pool));
    }
    const sizes = doc.inventory.map((i) => i.size);
    for (const shopper of chosen) {
      const rating = drawRating(quality, r);
      const orderedAt = earliest + r.next() * (latestOrder - earliest);
      const deliveryDays = r.chance(0.8) ? r.int(2, 5) : r.int(6, 8);
      const deliveredAt = orderedAt + deliveryDays * DAY + r.int(0, 10) * HOUR;
      const reviewedAt = Math.min(
        now - HOUR,
        deliveredAt + r.next() ** 2 * 20 * DAY + r.int(1, 12) * HOUR,
      );
      const size = sizes.length > 0 ? r.pick(sizes) : null;
      const comment = reviewText(rating, { doc, shopper, size, deliveryDays }, r);
      // Votes come from other demo shoppers: `helpful` is always the number of voters.
      const votes = r.chance(0.45) ? 0 : 1 + Math.floor(r.next() ** 2.5 * 22);
      const voters = r
        .sample(
          shoppers.filter((s) => s !== shopper),
          votes,
        )
        .map((s) => s.id);
      const key = `${shopper.email}/${doc.slug}`;
      plans.push({
        shopper,
        product,
        orderId: seedId(`demo-order:${key}`),
        reviewId: seedId(`demo-review:${key}`),
        rating,
        comment,
        fit: demoFit(doc.garment, doc.slug, key),
        helpfulVoters: voters,
        size,
        quantity: r.chance(0.1) ? 2 : 1,
        orderedAt: new Date(orderedAt),
        deliveredAt: new Date(deliveredAt),
        reviewedAt: new Date(reviewedAt),
      });
    }
  }
  return plans;
}

// ---------- writing ----------

function orderRow(p: PlannedReview) {
  const { doc } = p.product;
  const price = unitPrice(doc);
  const totals = checkoutTotals([{ unitPrice: price, mrp: doc.price, quantity: p.quantity }]);
  return {
    key: p.orderId,
    // What the shop knows now; the purchase itself (prices, address, dates) is kept as first written.
    set: { user: p.shopper.id, status: 'Delivered', paymentMethod: 'COD' },
    insertOnly: {
      items: [
        {
          _id: seedId(`demo-order-item:${String(p.orderId)}`),
          productId: p.product.id,
          name: doc.name,
          price,
          mrp: doc.price,
          quantity: p.quantity,
          size: p.size,
          image: doc.images[0] ?? '',
          brand: doc.brand.name,
        },
      ],
      subtotal: totals.subtotal,
      delivery: totals.delivery,
      total: totals.total,
      paymentId: null,
      addressSnapshot: p.shopper.address,
      idempotencyKey: null,
      createdAt: p.orderedAt,
      updatedAt: p.deliveredAt,
      __v: 0,
    },
  };
}

async function removeShoppers(ids: Types.ObjectId[]): Promise<void> {
  if (ids.length === 0) return;
  await coll(ReviewModel).deleteMany({ user: { $in: ids } });
  await coll(OrderModel).deleteMany({ user: { $in: ids } });
  await coll(UserModel).deleteMany({ _id: { $in: ids } });
}

async function storedDemoUsers(): Promise<{ _id: Types.ObjectId; email: string }[]> {
  const users = await coll(UserModel)
    .find({ email: { $regex: demoEmailPattern } }, { projection: { email: 1 } })
    .toArray();
  return users.map((u) => ({ _id: u._id as Types.ObjectId, email: String(u.email) }));
}

/**
 * Products whose stored `ratings`/`reviewCount` are recomputed: every demo product, and any other
 * whose stored figures disagree with its reviews (e.g. left over from an older seed).
 */
async function productsToRecompute(demoIds: Types.ObjectId[]): Promise<string[]> {
  const counts = await coll(ReviewModel)
    .aggregate<{ _id: Types.ObjectId; n: number }>([
      { $group: { _id: '$product', n: { $sum: 1 } } },
    ])
    .toArray();
  const byProduct = new Map(counts.map((c) => [String(c._id), c.n]));
  const ids = new Set(demoIds.map(String));
  const stored = await coll(ProductModel)
    .find({}, { projection: { ratings: 1, reviewCount: 1 } })
    .toArray();
  for (const p of stored) {
    const n = byProduct.get(String(p._id)) ?? 0;
    if (p.reviewCount !== n || (n === 0 && p.ratings !== 0)) ids.add(String(p._id));
  }
  return [...ids];
}

export interface DemoReviewsOptions {
  products: DemoProductRef[];
  /** Wipe every demo shopper (and their orders and reviews) first. */
  reset?: boolean;
  now?: number;
  logger?: Logger;
}

export async function seedDemoReviews(opts: DemoReviewsOptions): Promise<DemoSeedResult> {
  const now = opts.now ?? Date.now();
  const log = opts.logger;
  await Promise.all([UserModel.init(), OrderModel.init(), ReviewModel.init()]);
  const plannedShoppers = demoShoppers();
  const wanted = new Set(plannedShoppers.map((s) => s.email));

  // Demo shoppers no longer in the list (or all of them, on reset) go with everything they own.
  const before = await storedDemoUsers();
  await removeShoppers(before.filter((u) => opts.reset || !wanted.has(u.email)).map((u) => u._id));

  // Shoppers registered before the first listing they review.
  const firstListing = Math.min(now, ...opts.products.map((p) => p.createdAt.getTime()));
  await upsertMany(
    coll(UserModel),
    'email',
    plannedShoppers.map((s, i) => ({
      key: s.email,
      set: { name: s.name, phone: s.phone, gender: s.gender, updatedAt: new Date(now) },
      insertOnly: {
        _id: s.id,
        passwordHash: unusablePasswordHash(),
        dob: '',
        tokenVersion: 0,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        createdAt: new Date(firstListing - (10 + i) * DAY),
        __v: 0,
      },
    })),
  );
  const storedIds = new Map((await storedDemoUsers()).map((u) => [u.email, u._id]));
  const shoppers = plannedShoppers.map((s) => ({ ...s, id: storedIds.get(s.email) ?? s.id }));
  const shopperIds = shoppers.map((s) => s.id);

  const plans = planReviews(opts.products, shoppers, now);

  // Orders: one delivered order per review, keyed by its deterministic id; stale ones removed.
  await upsertMany(coll(OrderModel), '_id', plans.map(orderRow));
  await coll(OrderModel).deleteMany({
    user: { $in: shopperIds },
    _id: { $nin: plans.map((p) => p.orderId) },
  });

  // Reviews: keyed by {user, product} (the unique index); stale ones removed.
  const pair = (user: unknown, product: unknown) => `${String(user)}|${String(product)}`;
  const existing = await coll(ReviewModel)
    .find({ user: { $in: shopperIds } }, { projection: { user: 1, product: 1 } })
    .toArray();
  const existingIds = new Map(
    existing.map((e) => [pair(e.user, e.product), e._id as Types.ObjectId]),
  );
  const keep = new Set(plans.map((p) => pair(p.shopper.id, p.product.id)));
  const stale = existing.filter((e) => !keep.has(pair(e.user, e.product))).map((e) => e._id);
  if (stale.length > 0) await coll(ReviewModel).deleteMany({ _id: { $in: stale } });
  const inserts: Document[] = [];
  const updates = [];
  for (const p of plans) {
    const set = {
      order: p.orderId,
      rating: p.rating,
      comment: p.comment,
      fit: p.fit,
      image: null,
      verified: true,
      userName: p.shopper.name,
    };
    const id = existingIds.get(pair(p.shopper.id, p.product.id));
    if (id) {
      updates.push({ updateOne: { filter: { _id: id }, update: { $set: set } } });
    } else {
      inserts.push({
        _id: p.reviewId,
        user: p.shopper.id,
        product: p.product.id,
        ...set,
        helpful: p.helpfulVoters.length,
        helpfulVoters: p.helpfulVoters,
        createdAt: p.reviewedAt,
        updatedAt: p.reviewedAt,
        __v: 0,
      });
    }
  }
  if (inserts.length > 0) await coll(ReviewModel).insertMany(inserts, { ordered: false });
  if (updates.length > 0) await coll(ReviewModel).bulkWrite(updates, { ordered: false });
  log?.info(
    { shoppers: shoppers.length, reviews: plans.length },
    'seed: demo shoppers, orders and reviews written',
  );

  // Ratings from the reviews, by the reviews module's own computation.
  const recompute = await productsToRecompute(opts.products.map((p) => p.id));
  for (const id of recompute) await recomputeProductRating(id);

  return {
    shoppers: shoppers.length,
    orders: plans.length,
    reviews: plans.length,
    recomputed: recompute.length,
  };
}
