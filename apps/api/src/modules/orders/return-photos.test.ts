import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LifecycleMsg,
  PlaceOrderResponseSchema,
  RETURN_MAX_PHOTOS,
  ReviewMsg,
} from '@vastra/contracts';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { ProductModel } from '../catalog/product.model';
import { markDelivered, placeCodOrder } from './lifecycle-fixtures';
import { OrderModel } from './order.model';

/**
 * Photos on a return request: up to the cap, each through the review photo pipeline (re-encoded
 * to WebP under a random name); one bad photo or one too many refuses the request and stores
 * nothing.
 */
let app: Express;
let uploadDir: string;

beforeEach(async () => {
  await Promise.all([OrderModel.deleteMany({}), ProductModel.deleteMany({})]);
  uploadDir = join(mkdtempSync(join(tmpdir(), 'vastra-returns-')), 'uploads');
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { uploadDir }).app;
});

const jpeg = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

const stored = () => (existsSync(uploadDir) ? readdirSync(uploadDir) : []);

async function deliveredOrder() {
  const user = await createUser();
  const { order } = await placeCodOrder(app, user, 1, 5);
  await markDelivered(order._id);
  return { user, order, itemId: order.items[0]?._id ?? '' };
}

function ask(
  u: { auth: Record<string, string> },
  id: string,
  itemId: string,
  photos: { buffer: Buffer; type?: string }[],
) {
  const req = request(app)
    .post(`/api/orders/${id}/return`)
    .set(u.auth)
    .field('reason', 'Item is damaged or defective')
    .field('items', JSON.stringify([{ itemId, quantity: 1 }]));
  photos.forEach((p, i) =>
    req.attach('image', p.buffer, { filename: `p${i}.jpg`, contentType: p.type ?? 'image/jpeg' }),
  );
  return req;
}

describe('POST /orders/:id/return with photos', () => {
  it(`keeps up to ${RETURN_MAX_PHOTOS} photos, each re-encoded to WebP under a random name`, async () => {
    const { user, order, itemId } = await deliveredOrder();
    const colours = ['#aa0000', '#00aa00', '#0000aa'].slice(0, RETURN_MAX_PHOTOS);
    const photos = await Promise.all(colours.map(async (c) => ({ buffer: await jpeg(c) })));
    const res = await ask(user, order._id, itemId, photos).expect(200);
    const urls = PlaceOrderResponseSchema.parse(res.body).order.returnRequest?.photos ?? [];
    expect(urls).toHaveLength(RETURN_MAX_PHOTOS);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    expect(stored().sort()).toEqual(urls.map((u) => u.replace('/uploads/', '')).sort());
  });

  it('refuses one photo too many with a clear message and stores nothing', async () => {
    const { user, order, itemId } = await deliveredOrder();
    const photo = { buffer: await jpeg('#aa0000') };
    const res = await ask(
      user,
      order._id,
      itemId,
      Array.from({ length: RETURN_MAX_PHOTOS + 1 }, () => photo),
    ).expect(400);
    expect(res.body.message).toBe(LifecycleMsg.tooManyPhotos);
    expect(stored()).toEqual([]);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Delivered');
  });

  it('refuses the whole request when one photo is not an image, storing none of them', async () => {
    const { user, order, itemId } = await deliveredOrder();
    const res = await ask(user, order._id, itemId, [
      { buffer: await jpeg('#aa0000') },
      { buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/jpeg' },
    ]).expect(415);
    expect(res.body.message).toBe(ReviewMsg.imageType);
    expect(stored()).toEqual([]);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Delivered');
  });
});
