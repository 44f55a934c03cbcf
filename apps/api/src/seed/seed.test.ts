import { isSameSitePath, ReviewListResponseSchema } from '@vastra/contracts';
import { ContentImageSchema } from '@vastra/contracts/admin/content';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { CategoryModel } from '../modules/catalog/category.model';
import { ProductModel } from '../modules/catalog/product.model';
import {
  AnnouncementModel,
  BannerModel,
  BlogModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../modules/content/content.model';
import { OrderModel } from '../modules/orders/order.model';
import { ReviewModel } from '../modules/reviews/review.model';
import { UserModel } from '../modules/users/user.model';
import { CATALOGUE_MODELS, isCatalogueEmpty, seedDemoCatalogue } from './index';
import { DEMO_PRODUCT_COUNT, SET_PRODUCT_COUNT } from './products';
import { DEMO_SHOPPERS } from './review-data';

const ASSETS = resolve(import.meta.dirname, 'assets');
const served = (url: string) => existsSync(resolve(ASSETS, url.replace(/^\/static\//, '')));

/** Documents per collection the seed writes, by model name (`Product`, `User`, …). */
async function counts(): Promise<Record<string, number>> {
  const models = [...CATALOGUE_MODELS, UserModel, OrderModel, ReviewModel];
  return Object.fromEntries(
    await Promise.all(
      models.map(async (m) => [m.modelName, await m.collection.countDocuments()] as const),
    ),
  );
}

/** Tests that run the whole seed again (several seconds each on a busy 2-core machine). */
const SEED_RUNS_TIMEOUT = 120_000;
const DEMO_EMAIL = /@demo\.vastra\.in$/;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every product's stored ratings/reviewCount against its review documents. */
async function ratingMismatches() {
  const reviews = await ReviewModel.find({}, { product: 1, rating: 1 }).lean();
  const byProduct = new Map<string, number[]>();
  for (const r of reviews)
    byProduct.set(String(r.product), [...(byProduct.get(String(r.product)) ?? []), r.rating]);
  const products = await ProductModel.find({}, { ratings: 1, reviewCount: 1, slug: 1 }).lean();
  return products.flatMap((p) => {
    const ratings = byProduct.get(String(p._id)) ?? [];
    const average = ratings.length
      ? round1(ratings.reduce((a, b) => a + b, 0) / ratings.length)
      : 0;
    return p.reviewCount === ratings.length && p.ratings === average
      ? []
      : [{ slug: p.slug, stored: [p.ratings, p.reviewCount], actual: [average, ratings.length] }];
  });
}

/** A real shopper who bought `productId` (a delivered order) and reviews it through the API. */
async function realShopperReview(
  app: Parameters<typeof request>[0],
  productId: string,
  rating: number,
) {
  const shopper = await createUser();
  const order = await OrderModel.create({
    user: shopper.id,
    items: [{ productId, name: 'A real purchase', price: 999, mrp: 999, quantity: 1, size: 'M' }],
    subtotal: 999,
    delivery: 0,
    total: 999,
    status: 'Delivered',
    paymentMethod: 'COD',
    addressSnapshot: {
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
    },
  });
  await request(app)
    .post('/api/reviews/create')
    .set(shopper.auth)
    .field('productId', productId)
    .field('orderId', String(order._id))
    .field('rating', String(rating))
    .field('text', 'Bought it myself, fits well.')
    .expect(201);
  return { shopper, order };
}

describe('seedDemoCatalogue', () => {
  beforeAll(async () => {
    expect(await isCatalogueEmpty()).toBe(true);
    await seedDemoCatalogue();
  }, SEED_RUNS_TIMEOUT);

  it('fills the demo catalogue described in the issue', async () => {
    expect(await isCatalogueEmpty()).toBe(false);
    const c = await counts();
    expect(c.Product).toBeGreaterThanOrEqual(160);
    expect(c.Category).toBe(2);
    expect(c.Banner).toBeGreaterThanOrEqual(4);
    expect(c.Coupon).toBe(3);
    expect(c.Blog).toBe(8);
    expect(c.Testimonial).toBe(10);
    expect(c.Style).toBe(4);
    expect(c.Influencer).toBeGreaterThanOrEqual(4);
    expect(c.InfluencerProduct).toBeGreaterThanOrEqual(4);
    expect((await AnnouncementModel.findOne({ key: 'main' }).lean())?.status).toBe('on');

    const products = await ProductModel.find().lean();
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(299);
    expect(Math.max(...prices)).toBeLessThanOrEqual(4999);
    expect(new Set(products.map((p) => p.brand?.name)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((p) => p.material)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(products.flatMap((p) => p.colors)).size).toBeGreaterThanOrEqual(15);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock > 0 && p.stock < 5).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.trending).length).toBeGreaterThan(10);
    expect(products.filter((p) => p.discount > 0 || p.discountedPrice > 0).length).toBeGreaterThan(
      products.length / 2,
    );
    for (const p of products) {
      expect(p.stock).toBe(p.inventory.reduce((s, i) => s + i.stock, 0));
      expect(p.searchTerms.length).toBeGreaterThan(0);
    }
    const days = new Set(products.map((p) => (p.createdAt as Date).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(30);
    for (const cat of await CategoryModel.find().lean())
      expect(cat.subcategories.length).toBeGreaterThanOrEqual(6);
  });

  it('serves every image it references from /static (no hot-linked URLs)', async () => {
    const urls = [
      ...(await ProductModel.find().lean()).flatMap((p) => p.images),
      ...(await CategoryModel.find().lean()).flatMap((c) => [
        c.image,
        ...c.subcategories.map((s) => s.image),
      ]),
      ...(await BannerModel.find().lean()).map((b) => b.image),
      ...(await BlogModel.find().lean()).map((b) => b.image),
      ...(await TestimonialModel.find().lean()).map((t) => t.image),
      ...(await StyleModel.find().lean()).map((s) => s.image),
      ...(await InfluencerModel.find().lean()).map((i) => i.image),
      ...(await InfluencerProductModel.find().lean()).map((l) => l.image),
      '/static/hero/hero.webm',
      '/static/hero/hero.mp4',
      '/static/hero/poster.webp',
    ];
    const missing = [...new Set(urls)].filter((u) => !u.startsWith('/static/') || !served(u));
    expect(missing).toEqual([]);
  });

  it("passes the back office's own rules: banner links in the shop, pictures the shop's own", async () => {
    const banners = await BannerModel.find().lean();
    expect(banners.map((b) => b.link).filter((l) => !isSameSitePath(l))).toEqual([]);
    const pictures = [
      ...banners.map((b) => b.image),
      ...(await BlogModel.find().lean()).map((b) => b.image),
      ...(await TestimonialModel.find().lean()).map((t) => t.image),
      ...(await StyleModel.find().lean()).map((s) => s.image),
      ...(await InfluencerModel.find().lean()).map((i) => i.image),
      ...(await InfluencerProductModel.find().lean()).map((l) => l.image),
    ];
    expect(pictures.filter((u) => !ContentImageSchema.safeParse(u).success)).toEqual([]);
  });

  it('the API serves the pictures and the hero video under /static', async () => {
    const { app } = createTestApp();
    const product = await ProductModel.findOne().lean();
    const img = await request(app).get(product!.images[0]!).expect(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const video = await request(app).get('/static/hero/hero.webm').expect(200);
    expect(video.headers['content-type']).toBe('video/webm');
    await request(app).get('/static/products/nope.svg').expect(404);
  });

  it('seeds demo shoppers with verified reviews, and every rating is computed from its reviews', async () => {
    const shoppers = await UserModel.find({ email: DEMO_EMAIL }).select('+passwordHash').lean();
    expect(shoppers).toHaveLength(DEMO_SHOPPERS.length);
    expect(await UserModel.countDocuments()).toBe(DEMO_SHOPPERS.length); // nobody else
    expect(
      shoppers.every((u) => u.passwordHash.startsWith('!') && !u.passwordHash.startsWith('$2')),
    ).toBe(true);
    expect(new Set(shoppers.map((u) => u.passwordHash)).size).toBe(shoppers.length);

    const reviews = await ReviewModel.find().lean();
    expect(reviews.length).toBeGreaterThan(300);
    expect(await ratingMismatches()).toEqual([]);

    const products = await ProductModel.find(
      {},
      { reviewCount: 1, ratings: 1, createdAt: 1 },
    ).lean();
    const reviewCounts = products.map((p) => p.reviewCount);
    expect(reviewCounts.filter((n) => n === 0).length).toBeGreaterThan(10); // some products have none
    expect(Math.max(...reviewCounts)).toBeLessThanOrEqual(14);
    expect(Math.max(...reviewCounts)).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((p) => p.ratings)).size).toBeGreaterThan(10);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));

    // Texts: varied, no placeholders left, no filler.
    const comments = reviews.map((r) => r.comment);
    expect(new Set(comments).size).toBeGreaterThan(reviews.length * 0.6);
    expect(comments.filter((c) => /[{}]|lorem|undefined|null/i.test(c))).toEqual([]);

    // Helpful counts are real votes by other shoppers.
    expect(reviews.filter((r) => r.helpful > 0).length).toBeGreaterThan(reviews.length / 4);
    for (const r of reviews) {
      expect(r.helpful).toBe(r.helpfulVoters.length);
      expect(r.helpfulVoters.some((v) => String(v) === String(r.user))).toBe(false);
    }

    // "Verified purchase" is honest: the shopper's own delivered order of that product, before the review.
    const orders = new Map((await OrderModel.find().lean()).map((o) => [String(o._id), o]));
    const listed = new Map(products.map((p) => [String(p._id), p.createdAt as Date]));
    expect(orders.size).toBe(reviews.length);
    for (const r of reviews) {
      const order = orders.get(String(r.order));
      expect(r.verified).toBe(true);
      expect(order?.status).toBe('Delivered');
      expect(String(order?.user)).toBe(String(r.user));
      expect(order?.items.some((i) => String(i.productId) === String(r.product))).toBe(true);
      expect(order!.createdAt.getTime()).toBeGreaterThan(listed.get(String(r.product))!.getTime());
      expect(order!.updatedAt.getTime()).toBeLessThan(r.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
      expect(order?.addressSnapshot.zipcode).toMatch(/^\d{6}$/);
      expect(order?.total).toBe(order!.subtotal + order!.delivery);
    }
    const days = reviews.map((r) => r.createdAt.getTime());
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(90);

    // Fit answers: some reviews give one, and each product's counts are its reviews' answers.
    expect(new Set(reviews.map((r) => r.fit))).toEqual(new Set([null, 'small', 'true', 'large']));
    const fits = await ProductModel.find({}, { fit: 1 }).lean();
    for (const p of fits) {
      const own = reviews.filter((r) => String(r.product) === String(p._id));
      for (const answer of ['small', 'true', 'large'] as const)
        expect(p.fit?.[answer] ?? 0).toBe(own.filter((r) => r.fit === answer).length);
    }
  });

  it('GET /api/reviews/:productId lists the seeded reviews with their authors; demo shoppers cannot sign in', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const product = await ProductModel.findOne({ reviewCount: { $gte: 5 } }).lean();
    const res = await request(app)
      .get(`/api/reviews/${String(product!._id)}`)
      .query({ limit: 50 })
      .expect(200);
    const body = ReviewListResponseSchema.parse(res.body);
    expect(body.data).toHaveLength(product!.reviewCount);
    expect(body.summary).toMatchObject({ count: product!.reviewCount, average: product!.ratings });
    const names = new Set((await UserModel.find({ email: DEMO_EMAIL }).lean()).map((u) => u.name));
    for (const r of body.data) {
      expect(names.has(r.user.name)).toBe(true);
      expect(r.verified).toBe(true);
      expect(r.comment.length).toBeGreaterThan(5);
    }
    const shopper = await UserModel.findOne({ email: DEMO_EMAIL }).lean();
    for (const password of ['', 'password', 'secret123', shopper!.email]) {
      await request(app)
        .post('/api/users/auth/login')
        .send({ email: shopper!.email, password: password || 'x' })
        .expect(401);
    }
  });

  it(
    "a real shopper's review adds to the seeded ones instead of replacing them, and survives re-seeding",
    async () => {
      const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
      const product = await ProductModel.findOne({ reviewCount: { $gte: 3 } }).lean();
      const id = String(product!._id);
      await realShopperReview(app, id, 1);
      const after = await ProductModel.findById(id).lean();
      expect(after?.reviewCount).toBe(product!.reviewCount + 1);
      expect(after!.ratings).toBeLessThan(product!.ratings);
      expect(await ratingMismatches()).toEqual([]);

      await seedDemoCatalogue();
      expect((await ProductModel.findById(id).lean())?.reviewCount).toBe(product!.reviewCount + 1);
      expect(await ratingMismatches()).toEqual([]);
    },
    SEED_RUNS_TIMEOUT,
  );

  it(
    'run twice leaves exactly one copy of everything, keeping ids, shopper-changed stock and helpful votes',
    async () => {
      const before = await counts();
      const product = await ProductModel.findOne({ stock: { $gt: 0 } }).lean();
      await ProductModel.updateOne(
        { _id: product!._id },
        { $set: { 'inventory.0.stock': 0, stock: product!.stock - product!.inventory[0]!.stock } },
      );
      const reviewIds = async () =>
        (await ReviewModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean()).map((r) => String(r._id));
      const idsBefore = await reviewIds();
      const voter = await createUser();
      const voted = await ReviewModel.findOne({ user: { $ne: voter.id } }).lean();
      const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
      await request(app)
        .post(`/api/reviews/${String(voted!._id)}/helpful`)
        .set(voter.auth)
        .expect(200);

      await seedDemoCatalogue();
      expect(await counts()).toEqual({ ...before, User: (before.User ?? 0) + 1 });
      const after = await ProductModel.findById(product!._id).lean();
      expect(after?.slug).toBe(product!.slug);
      expect(after?.inventory[0]?.stock).toBe(0);
      expect(await reviewIds()).toEqual(idsBefore);
      const votedAfter = await ReviewModel.findById(voted!._id).lean();
      expect(votedAfter?.helpful).toBe(voted!.helpful + 1);
      expect(votedAfter?.helpfulVoters.map(String)).toContain(voter.id);
      expect(await ratingMismatches()).toEqual([]);
      const looks = await InfluencerProductModel.find().lean();
      const ids = new Set((await ProductModel.find({}, '_id').lean()).map((p) => String(p._id)));
      expect(
        looks.every((l) => l.products.length > 0 && l.products.every((id) => ids.has(String(id)))),
      ).toBe(true);
    },
    SEED_RUNS_TIMEOUT,
  );

  it(
    "reset wipes first (demo shoppers too, never a real shopper's data); --products N scales the catalogue",
    async () => {
      const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
      const product = await ProductModel.findOne({ reviewCount: 0 }).lean();
      const { shopper, order } = await realShopperReview(app, String(product!._id), 4);
      const demoShopper = await UserModel.findOne({ email: DEMO_EMAIL }).lean();

      const result = await seedDemoCatalogue({ reset: true, products: 400 });
      expect(result.products).toBe(400 + SET_PRODUCT_COUNT);
      expect(await ProductModel.countDocuments()).toBe(400 + SET_PRODUCT_COUNT);
      expect(result.blogs).toBe(8);
      expect(result.shoppers).toBe(DEMO_SHOPPERS.length);
      expect(await UserModel.countDocuments({ email: DEMO_EMAIL })).toBe(DEMO_SHOPPERS.length);
      expect(String((await UserModel.findOne({ email: demoShopper!.email }).lean())?._id)).toBe(
        String(demoShopper!._id),
      );
      // The real shopper, their order and review are untouched, and still counted.
      expect(await UserModel.exists({ _id: shopper.id })).toBeTruthy();
      expect(await OrderModel.exists({ _id: order._id })).toBeTruthy();
      expect(await ReviewModel.countDocuments({ user: shopper.id })).toBe(1);
      expect(await ProductModel.findById(product!._id).lean()).toMatchObject({
        reviewCount: 1,
        ratings: 4,
      });
      expect(await ratingMismatches()).toEqual([]);
      // Only the demo catalogue (the first 180) gets demo reviews.
      const demoIds = new Set(
        (await ProductModel.find().sort({ _id: 1 }).lean())
          .filter((p) => Number(p.slug.split('-').pop()) <= 180)
          .map((p) => String(p._id)),
      );
      const reviewed = await ReviewModel.distinct('product');
      expect(reviewed.every((id) => demoIds.has(String(id)))).toBe(true);
      expect(await ProductModel.countDocuments({ reviewCount: { $gt: 0 } })).toBeGreaterThan(100);

      // Made-up figures left by an older seed (no reviews behind them) are recomputed by a plain run.
      const stale = await ProductModel.findOne({ slug: /-300$/ }).lean();
      await ProductModel.updateMany(
        { _id: { $in: [stale!._id, product!._id] } },
        { $set: { reviewCount: 437, ratings: 3.8 } },
      );
      await seedDemoCatalogue({ products: 400 });
      expect(await ProductModel.findById(stale!._id).lean()).toMatchObject({
        reviewCount: 0,
        ratings: 0,
      });
      expect(await ProductModel.findById(product!._id).lean()).toMatchObject({
        reviewCount: 1,
        ratings: 4,
      });
      expect(await ratingMismatches()).toEqual([]);

      const back = await seedDemoCatalogue({ reset: true });
      expect(back.products).toBe(DEMO_PRODUCT_COUNT + SET_PRODUCT_COUNT);
      expect(await ratingMismatches()).toEqual([]);
    },
    SEED_RUNS_TIMEOUT,
  );
});
