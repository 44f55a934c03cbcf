import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { bumpCatalogueVersion } from './catalogue-version';
import { ProductModel } from './product.model';
import { createResponseCache } from './response-cache';

describe('response cache (unit)', () => {
  const answer = { etag: 'W/"a"', text: '{"a":1}' };

  it('shares one computation between concurrent misses and serves the result until it expires', async () => {
    let t = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => t });
    const first = cache.claim('/x');
    const second = cache.claim('/x');
    expect(first.kind).toBe('compute');
    expect(second.kind).toBe('wait');
    if (first.kind !== 'compute' || second.kind !== 'wait') return;
    first.finish(answer);
    await expect(second.answer).resolves.toEqual(answer);
    expect(cache.get('/x')).toMatchObject(answer);
    t = 1000;
    expect(cache.get('/x')).toBeUndefined();
  });

  it('keeps nothing computed across a catalogue write, and tells waiters to compute themselves', async () => {
    const cache = createResponseCache();
    const first = cache.claim('/y');
    const waiter = cache.claim('/y');
    bumpCatalogueVersion();
    if (first.kind !== 'compute' || waiter.kind !== 'wait') throw new Error('unexpected claims');
    first.finish(answer);
    await expect(waiter.answer).resolves.toBeUndefined();
    expect(cache.get('/y')).toBeUndefined();
  });

  it('drops the oldest entries beyond its bounds', () => {
    const cache = createResponseCache({ maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) {
      const c = cache.claim(key);
      if (c.kind === 'compute') c.finish(answer);
    }
    expect(cache.size).toBe(2);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toMatchObject(answer);
  });
});

describe('catalogue reads through the cache', () => {
  let app: Express;
  beforeAll(async () => {
    ({ app } = createTestApp());
    await seedDemoCatalogue();
  });

  it('answers again from memory, with the same ETag and a 304 on revalidation', async () => {
    const a = await request(app).get('/api/products?type=trending').expect(200);
    const b = await request(app).get('/api/products?type=trending').expect(200);
    expect(b.text).toBe(a.text);
    expect(b.headers.etag).toBe(a.headers.etag);
    await request(app).get('/api/products?type=trending').set('If-None-Match', String(a.headers.etag)).expect(304);
  });

  it('never serves a product as it was before a write through the model', async () => {
    const product = await ProductModel.findOne({ price: { $gt: 100 } }).lean();
    if (!product) throw new Error('seed has no product');
    const url = `/api/products/individual/${String(product._id)}`;
    const before = await request(app).get(url).expect(200);
    await ProductModel.updateOne({ _id: product._id }, { $set: { name: 'Renamed For The Cache Test' } });
    const after = await request(app).get(url).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body as { data: { name: string } }).data.name).toBe('Renamed For The Cache Test');
  });

  it('answers 100 concurrent identical requests identically (one computation shared)', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => request(app).get('/api/products?type=trending&limit=7')));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.text)).size).toBe(1);
  });

  it('does not cache errors', async () => {
    await request(app).get('/api/products/individual/0123456789abcdef01234567').expect(404);
    await request(app).get('/api/products/individual/0123456789abcdef01234567').expect(404);
  });
});
