import type { Types } from 'mongoose';
import type { Logger } from '../lib/logger';
import { bumpCatalogueVersion } from '../modules/catalog/catalogue-version';
import { CategoryModel } from '../modules/catalog/category.model';
import { ProductModel } from '../modules/catalog/product.model';
import {
  AnnouncementModel,
  BannerModel,
  BlogModel,
  HomeDealModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../modules/content/content.model';
import { CouponModel } from '../modules/coupons/coupon.model';
import { CATEGORIES, productImagePaths } from './catalogue-data';
import {
  ANNOUNCEMENT,
  BANNERS,
  BLOGS,
  CATEGORY_IMAGES,
  COUPONS,
  COUPON_VALID_FROM,
  COUPON_VALID_UNTIL,
  HOME_DEAL,
  HOME_DEAL_DAYS,
  STYLES,
  type SeedLink,
  TESTIMONIALS,
} from './content-data';
import { seedId } from './ids';
import { categoryPath, subcategoryPath } from '@vastra/contracts/storefront-paths';
import {
  DEMO_PRODUCT_COUNT,
  generateProducts,
  generateSetProducts,
  type CategoryRefs,
  type SeedProduct,
} from './products';
import { seedDemoReviews } from './demo-reviews';
import { BATCH, coll, upsertMany, type SeedModel } from './upsert';

export interface SeedOptions {
  /** Wipe catalogue and content collections, and the demo shoppers with their orders and reviews, first. */
  reset?: boolean;
  /** Scale: generate this many products (benchmarks). The demo catalogue is the first 180. */
  products?: number;
  logger?: Logger;
}

export interface SeedResult {
  products: number;
  categories: number;
  banners: number;
  coupons: number;
  blogs: number;
  testimonials: number;
  styles: number;
  influencers: number;
  looks: number;
  /** Demo shoppers, and their reviews of the demo products (one delivered order each). */
  shoppers: number;
  reviews: number;
  ms: number;
}

const DAY = 24 * 60 * 60 * 1000;

async function seedCategories(now: Date): Promise<CategoryRefs> {
  await upsertMany(
    coll(CategoryModel),
    'slug',
    CATEGORIES.map((cat, position) => ({
      key: cat.slug,
      set: {
        name: cat.name,
        image: CATEGORY_IMAGES[cat.slug] ?? '',
        position,
        subcategories: cat.subcategories.map((sub) => ({
          _id: seedId(`subcategory:${cat.slug}/${sub.slug}`),
          name: sub.name,
          slug: sub.slug,
          image:
            productImagePaths(
              sub.drawing,
              sub.colours[0] ?? { name: '', slug: 'black', hex: '#000' },
              'solid',
            )[0] ?? '',
        })),
        updatedAt: now,
      },
      insertOnly: { _id: seedId(`category:${cat.slug}`), createdAt: now },
    })),
  );
  const stored = await CategoryModel.find({ slug: { $in: CATEGORIES.map((c) => c.slug) } }).lean();
  const refs: CategoryRefs = {};
  for (const c of stored) {
    refs[c.slug] = {
      id: c._id,
      subcategories: Object.fromEntries(c.subcategories.map((s) => [s.slug, s._id])),
    };
  }
  return refs;
}

async function seedProducts(docs: SeedProduct[], fresh: boolean): Promise<void> {
  const collection = coll(ProductModel);
  if (fresh) {
    for (let i = 0; i < docs.length; i += BATCH) {
      await collection.insertMany(docs.slice(i, i + BATCH), { ordered: false });
    }
    return;
  }
  await upsertMany(
    collection,
    'slug',
    docs.map(({ _id, inventory, stock, ratings, reviewCount, createdAt, slug, ...rest }) => ({
      key: slug,
      set: rest,
      insertOnly: { _id, inventory, stock, ratings, reviewCount, createdAt },
    })),
  );
}

/** A content link as stored: a seeded category's listing path by its stored ids. */
function linkPath(link: SeedLink, refs: CategoryRefs): string {
  if (typeof link === 'string') return link;
  const cat = CATEGORIES.find((c) => c.slug === link.category);
  const ref = refs[link.category];
  const sub = cat?.subcategories.find((s) => s.slug === link.subcategory);
  const subId = link.subcategory ? ref?.subcategories[link.subcategory] : undefined;
  if (!cat || !ref || (link.subcategory && (!sub || !subId)))
    throw new Error(`seed: no category for link ${JSON.stringify(link)}`);
  const path =
    sub && subId
      ? subcategoryPath(
          { _id: String(ref.id), name: cat.name },
          { _id: String(subId), name: sub.name },
        )
      : categoryPath({ _id: String(ref.id), name: cat.name });
  return link.query ? `${path}?${link.query}` : path;
}

async function seedContent(
  now: Date,
  productIds: Map<string, Types.ObjectId>,
  demo: SeedProduct[],
  refs: CategoryRefs,
): Promise<void> {
  await upsertMany(
    coll(CouponModel),
    'slug',
    COUPONS.map((c, position) => ({
      key: c.slug,
      set: {
        ...c,
        validFrom: COUPON_VALID_FROM,
        validUntil: COUPON_VALID_UNTIL,
        active: true,
        position,
        updatedAt: now,
      },
      // Uses are the shop's own count: a re-seed never resets them.
      insertOnly: { _id: seedId(`coupon:${c.slug}`), createdAt: now, uses: 0 },
    })),
  );
  await upsertMany(
    coll(BannerModel),
    'slug',
    BANNERS.map((b, position) => ({
      key: b.slug,
      set: { ...b, link: linkPath(b.link, refs), active: true, position, updatedAt: now },
      insertOnly: { _id: seedId(`banner:${b.slug}`), createdAt: now },
    })),
  );
  await upsertMany(coll(AnnouncementModel), 'key', [
    {
      key: ANNOUNCEMENT.key,
      set: { ...ANNOUNCEMENT, updatedAt: now },
      insertOnly: { _id: seedId('announcement:main'), createdAt: now },
    },
  ]);
  await upsertMany(coll(HomeDealModel), 'key', [
    {
      key: HOME_DEAL.key,
      set: {
        ...HOME_DEAL,
        link: linkPath(HOME_DEAL.link, refs),
        endsAt: new Date(now.getTime() + HOME_DEAL_DAYS * DAY),
        updatedAt: now,
      },
      insertOnly: { _id: seedId('home-deal:home'), createdAt: now },
    },
  ]);
  await upsertMany(
    coll(TestimonialModel),
    'slug',
    TESTIMONIALS.map((t, position) => ({
      key: t.slug,
      set: { ...t, image: `/static/testimonials/${t.slug}.svg`, position, updatedAt: now },
      insertOnly: { _id: seedId(`testimonial:${t.slug}`), createdAt: now },
    })),
  );
  await upsertMany(
    coll(BlogModel),
    'slug',
    BLOGS.map(({ daysAgo, ...b }) => ({
      key: b.slug,
      set: { ...b, image: `/static/blogs/${b.slug}.svg`, updatedAt: now },
      insertOnly: {
        _id: seedId(`blog:${b.slug}`),
        postedOn: new Date(now.getTime() - daysAgo * DAY),
        createdAt: now,
      },
    })),
  );

  // Lookbook: styles → influencers → looks, each linked by the stored ids.
  await upsertMany(
    coll(StyleModel),
    'slug',
    STYLES.map(({ influencers: _i, ...s }, position) => ({
      key: s.slug,
      set: { ...s, image: `/static/styles/${s.slug}.svg`, position, updatedAt: now },
      insertOnly: { _id: seedId(`style:${s.slug}`), createdAt: now },
    })),
  );
  const styleIds = new Map(
    (await StyleModel.find({}, '_id slug').lean()).map((s) => [s.slug, s._id]),
  );
  await upsertMany(
    coll(InfluencerModel),
    'slug',
    STYLES.flatMap((s) =>
      s.influencers.map(({ looks: _l, ...inf }, position) => ({
        key: inf.slug,
        set: {
          ...inf,
          image: `/static/influencers/${inf.slug}.svg`,
          style: styleIds.get(s.slug),
          position,
          updatedAt: now,
        },
        insertOnly: { _id: seedId(`influencer:${inf.slug}`), createdAt: now },
      })),
    ),
  );
  const influencerIds = new Map(
    (await InfluencerModel.find({}, '_id slug').lean()).map((i) => [i.slug, i._id]),
  );
  const nth = (cat: string, sub: string, n: number): Types.ObjectId | undefined => {
    const match = demo.filter((p) => p.categorySlug === cat && p.subcategorySlug === sub)[n];
    return match ? productIds.get(match.slug) : undefined;
  };
  await upsertMany(
    coll(InfluencerProductModel),
    'slug',
    STYLES.flatMap((s) =>
      s.influencers.flatMap((inf) =>
        inf.looks.map((look, position) => ({
          key: look.slug,
          set: {
            title: look.title,
            image: `/static/looks/${look.slug}.svg`,
            influencer: influencerIds.get(inf.slug),
            products: look.products
              .map(([c, sub, n]) => nth(c, sub, n))
              .filter((id): id is Types.ObjectId => id !== undefined),
            position,
            updatedAt: now,
          },
          insertOnly: { _id: seedId(`look:${look.slug}`), createdAt: now },
        })),
      ),
    ),
  );
}

/** The collections the demo catalogue fills (shoppers, orders and reviews aside). */
export const CATALOGUE_MODELS: SeedModel[] = [
  ProductModel,
  CategoryModel,
  CouponModel,
  BannerModel,
  AnnouncementModel,
  HomeDealModel,
  StyleModel,
  InfluencerModel,
  InfluencerProductModel,
  BlogModel,
  TestimonialModel,
];

/**
 * The demo catalogue. Idempotent: everything is keyed by slug, so a second run updates in place
 * and leaves one copy of everything; `reset` wipes the catalogue and content first, and the demo
 * shoppers (reserved `@demo.vastra.in` addresses) with their orders and reviews — never a real
 * shopper's account, bag, order or review. `products` scales the catalogue (the demo catalogue is
 * its first 180, and only those get demo reviews). Every product's `ratings`/`reviewCount` is
 * computed from its review documents by the reviews module.
 */
export async function seedDemoCatalogue(opts: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = opts.logger;
  const count = Math.max(opts.products ?? DEMO_PRODUCT_COUNT, 1);
  await Promise.all(CATALOGUE_MODELS.map((m) => m.init()));
  if (opts.reset) {
    log?.info('seed: wiping catalogue and content');
    for (const m of CATALOGUE_MODELS) await coll(m).deleteMany({});
  }
  const now = new Date();
  const refs = await seedCategories(now);
  const docs = [
    ...generateProducts(count, refs, now.getTime()),
    ...generateSetProducts(refs, now.getTime()),
  ];
  const fresh = !(await ProductModel.exists({}));
  log?.info({ products: docs.length, mode: fresh ? 'insert' : 'upsert' }, 'seed: writing products');
  await seedProducts(docs, fresh);

  const demo = docs.slice(0, DEMO_PRODUCT_COUNT);
  const stored = await ProductModel.find(
    { slug: { $in: demo.map((d) => d.slug) } },
    '_id slug createdAt',
  ).lean();
  await seedContent(now, new Map(stored.map((p) => [p.slug, p._id])), demo, refs);

  const storedBySlug = new Map(stored.map((p) => [p.slug, p]));
  const demoRefs = demo.flatMap((doc) => {
    const p = storedBySlug.get(doc.slug);
    return p
      ? [{ doc, id: p._id, createdAt: p.createdAt instanceof Date ? p.createdAt : doc.createdAt }]
      : [];
  });
  const reviewed = await seedDemoReviews({
    products: demoRefs,
    reset: opts.reset,
    now: now.getTime(),
    logger: log,
  });

  // The writes above went through the driver, past the models' hooks: drop what was computed before.
  bumpCatalogueVersion();
  const [products, categories, banners, coupons, blogs, testimonials, styles, influencers, looks] =
    await Promise.all([
      ProductModel.countDocuments(),
      CategoryModel.countDocuments(),
      BannerModel.countDocuments(),
      CouponModel.countDocuments(),
      BlogModel.countDocuments(),
      TestimonialModel.countDocuments(),
      StyleModel.countDocuments(),
      InfluencerModel.countDocuments(),
      InfluencerProductModel.countDocuments(),
    ]);
  return {
    products,
    categories,
    banners,
    coupons,
    blogs,
    testimonials,
    styles,
    influencers,
    looks,
    shoppers: reviewed.shoppers,
    reviews: reviewed.reviews,
    ms: Date.now() - started,
  };
}

/** True when there is no catalogue yet (the dev stack seeds automatically then). */
export async function isCatalogueEmpty(): Promise<boolean> {
  return !(await ProductModel.exists({}));
}
