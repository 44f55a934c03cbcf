import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateReviewResponseSchema,
  Msg,
  PagingMsg,
  ReviewListResponseSchema,
  ReviewMsg,
  ReviewsByOrderResponseSchema,
  UserReviewResponseSchema,
} from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { ReviewModel } from './review.model';

let app: Express;
let root: string;
let uploadDir: string;

beforeEach(async () => {
  await Promise.all([
    ReviewModel.deleteMany({}),
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
  ]);
  root = mkdtempSync(join(tmpdir(), 'vastra-reviews-'));
  uploadDir = join(root, 'uploads');
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { uploadDir }).app;
});

let productCounter = 0;
async function createProduct(overrides: Record<string, unknown> = {}) {
  productCounter += 1;
  return ProductModel.create({
    name: `Kurta ${productCounter}`,
    slug: `kurta-${productCounter}-${Date.now()}`,
    category: new Types.ObjectId(),
    price: 999,
    ...overrides,
  });
}

async function createOrder(
  user: TestUser,
  productIds: Types.ObjectId[],
  status: 'Delivered' | 'Cancelled' = 'Delivered',
) {
  return OrderModel.create({
    user: user.id,
    items: productIds.map((productId, i) => ({
      productId,
      name: `Item ${i}`,
      price: 999,
      mrp: 999,
      quantity: 1,
      size: 'M',
    })),
    subtotal: 999 * productIds.length,
    delivery: 0,
    total: 999 * productIds.length,
    status,
    paymentMethod: 'COD',
    addressSnapshot: {
      address: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
    },
  });
}

/** A user who bought `product` in a fresh order. */
async function buyer(product: { _id: Types.ObjectId }, name?: string) {
  const user = await createUser(name ? { name } : {});
  const order = await createOrder(user, [product._id]);
  return { user, order };
}

interface ReviewFields {
  productId: string;
  orderId: string;
  rating?: string;
  text?: string;
  message?: string;
  comment?: string;
  image?: string;
}

/** POST /reviews/create as multipart, optionally with a file part. */
function postReview(
  user: TestUser,
  fields: ReviewFields,
  file?: { buffer: Buffer; filename: string; contentType: string; field?: string },
) {
  let req = request(app).post('/api/reviews/create').set(user.auth);
  for (const [k, v] of Object.entries({ rating: '5', ...fields })) {
    if (v !== undefined) req = req.field(k, v);
  }
  if (!fields.text && !fields.message && !fields.comment)
    req = req.field('text', 'Lovely fabric and a great fit.');
  if (file)
    req = req.attach(file.field ?? 'image', file.buffer, {
      filename: file.filename,
      contentType: file.contentType,
    });
  return req;
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#b03a2e' } })
    .jpeg()
    .toBuffer();

/** Every file under `dir`, recursively (relative paths). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('POST /api/reviews/create — eligibility and recomputation', () => {
  it('creates a verified review from a purchase and updates the product rating', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product, 'Meera Iyer');
    const res = await postReview(user, {
      productId: String(product._id),
      orderId: String(order._id),
      rating: '4',
    });
    expect(res.status).toBe(201);
    const body = CreateReviewResponseSchema.parse(res.body);
    expect(body.message).toBe(Msg.reviewSubmitted);
    expect(body.data).toMatchObject({
      productId: String(product._id),
      orderId: String(order._id),
      rating: 4,
      comment: 'Lovely fabric and a great fit.',
      user: { name: 'Meera Iyer' },
      verified: true,
      helpful: 0,
      image: null,
    });
    const after = await ProductModel.findById(product._id).lean();
    expect(after).toMatchObject({ ratings: 4, reviewCount: 1 });
  });

  it('accepts the text as `message` or `comment`, and image=N/A as no photo', async () => {
    const product = await createProduct();
    const a = await buyer(product);
    const b = await buyer(product);
    const r1 = await postReview(a.user, {
      productId: String(product._id),
      orderId: String(a.order._id),
      message: 'Via message',
      image: 'N/A',
    });
    const r2 = await postReview(b.user, {
      productId: String(product._id),
      orderId: String(b.order._id),
      comment: 'Via comment',
    });
    expect(r1.status).toBe(201);
    expect(r2.status).toBe(201);
    expect(r1.body.data).toMatchObject({ comment: 'Via message', image: null });
    expect(r2.body.data.comment).toBe('Via comment');
  });

  it('rejects a product the order does not contain (not purchased) with 409', async () => {
    const bought = await createProduct();
    const other = await createProduct();
    const { user, order } = await buyer(bought);
    const res = await postReview(user, {
      productId: String(other._id),
      orderId: String(order._id),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: ReviewMsg.notPurchased });
    expect(await ReviewModel.countDocuments()).toBe(0);
  });

  it('rejects a second review of the same product with 409, even from another order', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const second = await createOrder(user, [product._id]);
    await postReview(user, { productId: String(product._id), orderId: String(order._id) }).expect(
      201,
    );
    const again = await postReview(user, {
      productId: String(product._id),
      orderId: String(second._id),
      rating: '1',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ReviewMsg.alreadyReviewed);
    expect(await ReviewModel.countDocuments()).toBe(1);
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      ratings: 5,
      reviewCount: 1,
    });
  });

  it('keeps one review when the same user submits twice at once (unique index)', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const fields = { productId: String(product._id), orderId: String(order._id) };
    const results = await Promise.all([
      postReview(user, fields),
      postReview(user, fields),
      postReview(user, fields),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await ReviewModel.countDocuments()).toBe(1);
  });

  it("rejects another user's order with 404 (owner-filtered) and creates nothing", async () => {
    const product = await createProduct();
    const { order } = await buyer(product);
    const stranger = await createUser();
    const res = await postReview(stranger, {
      productId: String(product._id),
      orderId: String(order._id),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(Msg.orderNotFound);
    expect(await ReviewModel.countDocuments()).toBe(0);
  });

  it('rejects a cancelled order with 409', async () => {
    const product = await createProduct();
    const user = await createUser();
    const order = await createOrder(user, [product._id], 'Cancelled');
    const res = await postReview(user, {
      productId: String(product._id),
      orderId: String(order._id),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ReviewMsg.orderCancelled);
  });

  it('needs a session (401), valid ids (400) and known ids (404)', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const anon = await request(app)
      .post('/api/reviews/create')
      .field('productId', String(product._id));
    expect(anon.status).toBe(401);
    const badId = await postReview(user, { productId: 'abc', orderId: String(order._id) });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid id.');
    const unknownOrder = await postReview(user, {
      productId: String(product._id),
      orderId: String(new Types.ObjectId()),
    });
    expect(unknownOrder.status).toBe(404);
  });

  it.each([
    ['rating 6', { rating: '6' }, ReviewMsg.ratingRange],
    ['rating 0', { rating: '0' }, ReviewMsg.ratingRange],
    ['rating 4.5', { rating: '4.5' }, ReviewMsg.ratingRange],
    ['rating "five"', { rating: 'five' }, ReviewMsg.ratingRange],
    ['blank text', { text: '   ' }, ReviewMsg.textRequired],
    ['2,001 characters', { text: 'x'.repeat(2001) }, ReviewMsg.textTooLong],
  ])('validates %s → 400', async (_label, patch, message) => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const res = await postReview(user, {
      productId: String(product._id),
      orderId: String(order._id),
      ...patch,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts exactly 2,000 characters', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const res = await postReview(user, {
      productId: String(product._id),
      orderId: String(order._id),
      text: 'y'.repeat(2000),
    });
    expect(res.status).toBe(201);
  });

  it('recomputes ratings (one decimal) and reviewCount across reviews', async () => {
    const product = await createProduct({ ratings: 4.9, reviewCount: 999 });
    for (const rating of ['5', '4', '4']) {
      const { user, order } = await buyer(product);
      await postReview(user, {
        productId: String(product._id),
        orderId: String(order._id),
        rating,
      }).expect(201);
    }
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      ratings: 4.3,
      reviewCount: 3,
    });
  });

  it('stays consistent when many buyers review in parallel', async () => {
    const product = await createProduct();
    const ratings = [5, 1, 4, 2, 5, 3, 4, 5];
    const buyers = await Promise.all(ratings.map(() => buyer(product)));
    const results = await Promise.all(
      buyers.map(({ user, order }, i) =>
        postReview(user, {
          productId: String(product._id),
          orderId: String(order._id),
          rating: String(ratings[i]),
        }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      ratings: mean,
      reviewCount: ratings.length,
    });
  });
});

describe('POST /api/reviews/create — photo uploads', () => {
  async function eligible() {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    return { user, fields: { productId: String(product._id), orderId: String(order._id) } };
  }

  it('stores a re-encoded WebP under a random name with EXIF/GPS stripped, resized to ≤ 1600 px', async () => {
    const { user, fields } = await eligible();
    const photo = await sharp({
      create: { width: 2400, height: 300, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Artist: 'Secret Photographer', Copyright: 'private' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '12/1 58/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '77/1 35/1 0/1',
          },
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('Secret Photographer')).toBe(true);

    const res = await postReview(user, fields, {
      buffer: photo,
      filename: 'IMG_0001.JPG',
      contentType: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const url: string = res.body.data.image;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(url).not.toContain('IMG_0001');

    const stored = join(uploadDir, url.replace('/uploads/', ''));
    expect(filesUnder(root)).toEqual([stored]);
    const bytes = readFileSync(stored);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(200);
    expect(bytes.includes('Secret Photographer')).toBe(false);

    const served = await request(app).get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts PNG and WebP too (detected from bytes, whatever the declared type)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    for (const buffer of [png, webp]) {
      const { user, fields } = await eligible();
      const res = await postReview(user, fields, {
        buffer,
        filename: 'photo.bin',
        contentType: 'application/octet-stream',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    }
    expect(filesUnder(uploadDir)).toHaveLength(2);
  });

  it('neutralises a real JPEG with a script appended (polyglot): only clean pixels are stored', async () => {
    const { user, fields } = await eligible();
    const polyglot = Buffer.concat([
      await jpeg(),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const res = await postReview(user, fields, {
      buffer: polyglot,
      filename: 'poly.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const [stored] = filesUnder(uploadDir);
    expect(stored).toBeDefined();
    const bytes = readFileSync(stored ?? '');
    expect(bytes.includes('<script')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  const rejections: [
    string,
    () => Promise<{ buffer: Buffer; filename: string; contentType: string }>,
    number,
    string,
  ][] = [
    [
      'a file over 5 MB',
      async () => ({
        buffer: Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)]),
        filename: 'big.jpg',
        contentType: 'image/jpeg',
      }),
      413,
      ReviewMsg.imageTooLarge,
    ],
    [
      'a text file renamed .jpg',
      async () => ({
        buffer: Buffer.from('just some text, definitely not a photo\n'.repeat(20)),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      }),
      415,
      ReviewMsg.imageType,
    ],
    [
      'an SVG (with script)',
      async () => ({
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      }),
      415,
      ReviewMsg.imageType,
    ],
    [
      'a polyglot: JPEG header followed by script',
      async () => ({
        buffer: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<script>alert(1)</script>'.repeat(20)),
        ]),
        filename: 'poly.jpg',
        contentType: 'image/jpeg',
      }),
      415,
      ReviewMsg.imageUnreadable,
    ],
    [
      'a GIF (not an allowed type)',
      async () => ({
        buffer: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        filename: 'a.gif',
        contentType: 'image/gif',
      }),
      415,
      ReviewMsg.imageType,
    ],
    [
      'a path-traversal filename with non-image bytes',
      async () => ({
        buffer: Buffer.from('#!/bin/sh\nrm -rf /\n'),
        filename: '../../../evil.jpg',
        contentType: 'image/jpeg',
      }),
      415,
      ReviewMsg.imageType,
    ],
  ];

  it.each(rejections)(
    'rejects %s and leaves nothing on disk',
    async (_name, make, status, message) => {
      const { user, fields } = await eligible();
      const res = await postReview(user, fields, await make());
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, message });
      expect(filesUnder(root)).toEqual([]);
      expect(await ReviewModel.countDocuments()).toBe(0);
      expect((await ProductModel.findById(fields.productId).lean())?.reviewCount).toBe(0);
    },
  );

  it('never uses a path-traversal filename: a valid photo lands under a random name inside the upload dir', async () => {
    const { user, fields } = await eligible();
    const res = await postReview(user, fields, {
      buffer: await jpeg(),
      filename: '../../escape.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const files = filesUnder(root);
    expect(files).toHaveLength(1);
    expect(files[0]?.startsWith(uploadDir)).toBe(true);
    expect(files[0]).toMatch(/[a-f0-9]{32}\.webp$/);
    expect(existsSync(join(root, 'escape.jpg'))).toBe(false);
  });

  it('rejects a photo from an ineligible user before writing anything', async () => {
    const product = await createProduct();
    const stranger = await createUser();
    const { order } = await buyer(product);
    const res = await postReview(
      stranger,
      { productId: String(product._id), orderId: String(order._id) },
      { buffer: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    );
    expect(res.status).toBe(404);
    expect(filesUnder(root)).toEqual([]);
  });

  it('rejects a file in another field or a second file with 400', async () => {
    const { user, fields } = await eligible();
    const res = await postReview(user, fields, {
      buffer: await jpeg(),
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      field: 'photo',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ReviewMsg.oneImageOnly);
    expect(filesUnder(root)).toEqual([]);
  });
});

describe('GET /api/reviews/:productId', () => {
  /** Inserts reviews directly with controlled dates and helpful counts. */
  async function seed() {
    const product = await createProduct();
    const base = Date.UTC(2025, 0, 1);
    const rows = [
      { rating: 5, helpful: 1, day: 1, name: 'Asha' },
      { rating: 1, helpful: 7, day: 2, name: 'Bala' },
      { rating: 4, helpful: 0, day: 3, name: 'Chitra' },
      { rating: 5, helpful: 3, day: 4, name: 'Dev' },
      { rating: 2, helpful: 2, day: 5, name: 'Esha' },
    ];
    await ReviewModel.collection.insertMany(
      rows.map((r) => ({
        user: new Types.ObjectId(),
        product: product._id,
        order: new Types.ObjectId(),
        rating: r.rating,
        comment: `${r.name} says ${r.rating}`,
        image: null,
        verified: true,
        helpful: r.helpful,
        helpfulVoters: [],
        userName: r.name,
        createdAt: new Date(base + r.day * 86_400_000),
        updatedAt: new Date(base + r.day * 86_400_000),
      })),
    );
    return product;
  }

  const names = (body: { data: { user: { name: string } }[] }) => body.data.map((r) => r.user.name);

  it('lists newest first by default with the DTO fields, a summary and pagination', async () => {
    const product = await seed();
    const res = await request(app).get(`/api/reviews/${product._id}`);
    expect(res.status).toBe(200);
    const body = ReviewListResponseSchema.parse(res.body);
    expect(names(body)).toEqual(['Esha', 'Dev', 'Chitra', 'Bala', 'Asha']);
    expect(body.data[0]).toMatchObject({
      rating: 2,
      comment: 'Esha says 2',
      verified: true,
      helpful: 2,
      image: null,
      date: '2025-01-06T00:00:00.000Z',
      votedHelpful: false,
    });
    expect(body.summary).toEqual({
      average: 3.4,
      count: 5,
      distribution: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 },
    });
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
  });

  it.each([
    ['oldest', ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha']],
    ['highest', ['Dev', 'Asha', 'Chitra', 'Esha', 'Bala']],
    ['lowest', ['Bala', 'Esha', 'Chitra', 'Dev', 'Asha']],
    ['helpful', ['Bala', 'Dev', 'Esha', 'Asha', 'Chitra']],
    ['newest', ['Esha', 'Dev', 'Chitra', 'Bala', 'Asha']],
  ])('sorts by %s', async (sort, expected) => {
    const product = await seed();
    const res = await request(app).get(`/api/reviews/${product._id}`).query({ sort });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it('filters by rating (summary still covers all reviews) and accepts rating=all', async () => {
    const product = await seed();
    const five = await request(app).get(`/api/reviews/${product._id}`).query({ rating: '5' });
    expect(names(five.body)).toEqual(['Dev', 'Asha']);
    expect(five.body.pagination.total).toBe(2);
    expect(five.body.summary.count).toBe(5);
    const three = await request(app).get(`/api/reviews/${product._id}`).query({ rating: 3 });
    expect(three.body.data).toEqual([]);
    const all = await request(app).get(`/api/reviews/${product._id}`).query({ rating: 'all' });
    expect(all.body.data).toHaveLength(5);
  });

  it('paginates, refusing a limit over 100', async () => {
    const product = await seed();
    const page2 = await request(app)
      .get(`/api/reviews/${product._id}`)
      .query({ sort: 'oldest', page: 2, limit: 2 });
    expect(names(page2.body)).toEqual(['Chitra', 'Dev']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const refused = await request(app)
      .get(`/api/reviews/${product._id}`)
      .query({ limit: 1000 })
      .expect(400);
    expect(refused.body.message).toBe(PagingMsg.limit(100));
  });

  it('answers 400 for a bad rating, sort or id and 404 for an unknown product', async () => {
    const product = await seed();
    const badRating = await request(app).get(`/api/reviews/${product._id}`).query({ rating: 6 });
    expect(badRating.status).toBe(400);
    expect(badRating.body.message).toBe(ReviewMsg.ratingRange);
    const badSort = await request(app).get(`/api/reviews/${product._id}`).query({ sort: 'random' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe(ReviewMsg.sortInvalid);
    // The simple query parser never builds objects: `rating[$gt]` is an unknown key and is dropped.
    const injection = await request(app).get(`/api/reviews/${product._id}?rating[$gt]=0`);
    expect(injection.status).toBe(200);
    expect(injection.body.data).toHaveLength(5);
    expect((await request(app).get('/api/reviews/not-an-id')).status).toBe(400);
    const unknown = await request(app).get(`/api/reviews/${new Types.ObjectId()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(Msg.productNotFound);
  });

  it('answers an empty list with a zero summary for a product without reviews', async () => {
    const product = await createProduct();
    const res = await request(app).get(`/api/reviews/${product._id}`);
    expect(res.body).toMatchObject({
      success: true,
      data: [],
      summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('shows the uploaded image URL in the list', async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    await postReview(
      user,
      { productId: String(product._id), orderId: String(order._id) },
      { buffer: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    ).expect(201);
    const res = await request(app).get(`/api/reviews/${product._id}`);
    expect(res.body.data[0].image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  });
});

describe("the user's own review", () => {
  it.each(['/api/reviews/user', '/api/review/user'])(
    '%s/:productId → the review, or null',
    async (path) => {
      const product = await createProduct();
      const { user, order } = await buyer(product);
      const none = await request(app).get(`${path}/${product._id}`).set(user.auth);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ success: true, data: null });

      await postReview(user, {
        productId: String(product._id),
        orderId: String(order._id),
        rating: '3',
      }).expect(201);
      const mine = await request(app).get(`${path}/${product._id}`).set(user.auth);
      const body = UserReviewResponseSchema.parse(mine.body);
      expect(body.data).toMatchObject({
        rating: 3,
        orderId: String(order._id),
        productId: String(product._id),
      });

      const someoneElse = await createUser();
      const theirs = await request(app).get(`${path}/${product._id}`).set(someoneElse.auth);
      expect(theirs.body.data).toBeNull();

      expect((await request(app).get(`${path}/${product._id}`)).status).toBe(401);
      expect((await request(app).get(`${path}/xyz`).set(user.auth)).status).toBe(400);
    },
  );
});

describe('GET /api/review/byOrder/:orderId', () => {
  it("lists each of the order's products with hasReviewed, for the owner only", async () => {
    const p1 = await createProduct();
    const p2 = await createProduct();
    const user = await createUser();
    const order = await createOrder(user, [p1._id, p2._id, p1._id]);
    await postReview(user, {
      productId: String(p1._id),
      orderId: String(order._id),
      rating: '4',
    }).expect(201);

    const res = await request(app).get(`/api/review/byOrder/${order._id}`).set(user.auth);
    expect(res.status).toBe(200);
    const body = ReviewsByOrderResponseSchema.parse(res.body);
    expect(body.data.orderId).toBe(String(order._id));
    expect(
      body.data.products.map(({ productId, hasReviewed }) => ({ productId, hasReviewed })),
    ).toEqual([
      { productId: String(p1._id), hasReviewed: true },
      { productId: String(p2._id), hasReviewed: false },
    ]);
    expect(body.data.products[0]?.review?.rating).toBe(4);

    const stranger = await createUser();
    const other = await request(app).get(`/api/review/byOrder/${order._id}`).set(stranger.auth);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(Msg.orderNotFound);
    expect(
      (await request(app).get(`/api/review/byOrder/${new Types.ObjectId()}`).set(user.auth)).status,
    ).toBe(404);
    expect((await request(app).get(`/api/review/byOrder/${order._id}`)).status).toBe(401);
    expect((await request(app).get('/api/review/byOrder/123').set(user.auth)).status).toBe(400);
  });
});

describe('POST /api/reviews/:id/helpful', () => {
  it('counts one vote per user and answers the new count', async () => {
    const product = await createProduct();
    const { user: author, order } = await buyer(product);
    const created = await postReview(author, {
      productId: String(product._id),
      orderId: String(order._id),
    }).expect(201);
    const id: string = created.body.data._id;
    const [a, b] = [await createUser(), await createUser()];

    const first = await request(app).post(`/api/reviews/${id}/helpful`).set(a.auth);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: ReviewMsg.votedHelpful,
      data: { _id: id, helpful: 1, votedHelpful: true },
    });

    const twice = await request(app).post(`/api/reviews/${id}/helpful`).set(a.auth);
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ message: ReviewMsg.alreadyVoted, data: { helpful: 1 } });

    const concurrent = await Promise.all(
      [1, 2, 3].map(() => request(app).post(`/api/reviews/${id}/helpful`).set(b.auth)),
    );
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    expect((await ReviewModel.findById(id).lean())?.helpful).toBe(2);

    const listedForA = await request(app).get(`/api/reviews/${product._id}`).set(a.auth);
    expect(listedForA.body.data[0]).toMatchObject({ helpful: 2, votedHelpful: true });
    const listedForAuthor = await request(app).get(`/api/reviews/${product._id}`).set(author.auth);
    expect(listedForAuthor.body.data[0].votedHelpful).toBe(false);
    const listedWithStaleToken = await request(app)
      .get(`/api/reviews/${product._id}`)
      .set('Authorization', 'Bearer junk');
    expect(listedWithStaleToken.status).toBe(200);
    expect(listedWithStaleToken.body.data[0]).not.toHaveProperty('helpfulVoters');
  });

  it("refuses the author's own vote (403), unknown reviews (404), bad ids (400) and visitors (401)", async () => {
    const product = await createProduct();
    const { user, order } = await buyer(product);
    const created = await postReview(user, {
      productId: String(product._id),
      orderId: String(order._id),
    }).expect(201);
    const own = await request(app)
      .post(`/api/reviews/${created.body.data._id}/helpful`)
      .set(user.auth);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ReviewMsg.ownReviewVote);
    expect((await ReviewModel.findById(created.body.data._id).lean())?.helpful).toBe(0);
    const unknown = await request(app)
      .post(`/api/reviews/${new Types.ObjectId()}/helpful`)
      .set(user.auth);
    expect(unknown.status).toBe(404);
    expect((await request(app).post('/api/reviews/nope/helpful').set(user.auth)).status).toBe(400);
    expect((await request(app).post(`/api/reviews/${created.body.data._id}/helpful`)).status).toBe(
      401,
    );
  });
});
