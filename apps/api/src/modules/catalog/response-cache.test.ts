import { catalogRoutes } from '@vastra/contracts/routes/catalog';
import express, { type Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createApp } from '../../app';
import { errorHandler } from '../../lib/error-middleware';
import { seedDemoCatalogue } from '../../seed';
import { createCatalogRouter, createCatalogueAnswers } from './catalog.router';
import { bumpCatalogueVersion } from './catalogue-version';
import { cachedAnswers } from './http-cache';
import { ProductModel } from './product.model';
import { createResponseCache, type ResponseCache } from './response-cache';

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

  it('tells whether a key was asked before, remembering the latest keys only', () => {
    const cache = createResponseCache({ recentKeys: 2 });
    expect([cache.askedBefore('/a'), cache.askedBefore('/a')]).toEqual([false, true]);
    cache.askedBefore('/b');
    cache.askedBefore('/c'); // '/a' forgotten
    expect([cache.askedBefore('/a'), cache.askedBefore('/c')]).toEqual([false, true]);
  });

  it('hands an answer it is told not to keep to the waiters without storing it', async () => {
    const cache = createResponseCache();
    const mine = cache.claim('/once');
    const theirs = cache.claim('/once');
    if (mine.kind !== 'compute' || theirs.kind !== 'wait')
      throw new Error('expected one computation');
    mine.finish(answer, false);
    expect(await theirs.answer).toEqual(answer);
    expect(cache.get('/once')).toBeUndefined();
    expect(cache.size).toBe(0);
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

  it('bounds bytes by what an entry may hold (text, UTF-8 body, compressed copies), not its text alone', () => {
    const big = { etag: '"b"', text: 'x'.repeat(500) };
    // 2,000 bytes of weight each: four fit in 8,000, a fifth drops the oldest.
    const cache = createResponseCache({ maxBytes: 8000 });
    for (const key of ['/1', '/2', '/3', '/4', '/5']) {
      const c = cache.claim(key);
      if (c.kind === 'compute') c.finish(big);
    }
    expect(cache.size).toBe(4);
    expect(cache.get('/1')).toBeUndefined();
    // An answer that would take over a quarter of the bound is not kept at all.
    const c = cache.claim('/huge');
    if (c.kind === 'compute') c.finish({ etag: '"h"', text: 'x'.repeat(600) });
    expect(cache.get('/huge')).toBeUndefined();
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
    await request(app)
      .get('/api/products?type=trending')
      .set('If-None-Match', String(a.headers.etag))
      .expect(304);
  });

  it('never serves a product as it was before a write through the model', async () => {
    const product = await ProductModel.findOne({ price: { $gt: 100 } }).lean();
    if (!product) throw new Error('seed has no product');
    const url = `/api/products/individual/${String(product._id)}`;
    const before = await request(app).get(url).expect(200);
    await ProductModel.updateOne(
      { _id: product._id },
      { $set: { name: 'Renamed For The Cache Test' } },
    );
    const after = await request(app).get(url).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body as { data: { name: string } }).data.name).toBe('Renamed For The Cache Test');
  });

  it('answers 100 concurrent identical requests identically (one computation shared)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => request(app).get('/api/products?type=trending&limit=7')),
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.text)).size).toBe(1);
  });

  it('does not cache errors', async () => {
    await request(app).get('/api/products/individual/0123456789abcdef01234567').expect(404);
    await request(app).get('/api/products/individual/0123456789abcdef01234567').expect(404);
  });
});

describe('repeated catalogue reads answered before logging and routing', () => {
  let app: Express;
  const lines: Array<{ level: number; req?: { url?: string } }> = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    );
    app = createApp({ ...createTestApp().deps, logger });
    await seedDemoCatalogue();
  });
  const logged = (url: string) => lines.filter((l) => l.req?.url === url);

  it('sends a hit with the security, CORS, request-id and compression headers, and logs only the miss', async () => {
    const url = '/api/products?type=trending&limit=9';
    const miss = await request(app).get(url).set('Origin', 'http://localhost:5173').expect(200);
    const hit = await request(app)
      .get(url)
      .set('Origin', 'http://localhost:5173')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['cache-control']).toBe(miss.headers['cache-control']);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'cross-origin-resource-policy',
      'x-frame-options',
    ]) {
      expect(hit.headers[header], header).toBe(miss.headers[header]);
      expect(hit.headers[header], header).toBeTruthy();
    }
    expect(hit.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(hit.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers['x-powered-by']).toBeUndefined();
    expect(logged(url)).toHaveLength(1);
    await request(app)
      .get(url)
      .set('If-None-Match', String(miss.headers.etag))
      .set('X-Request-Id', 'client-id-1')
      .expect(304)
      .expect('X-Request-Id', 'client-id-1');
    expect(logged(url)).toHaveLength(1);
  });

  it('sends a hit with the same headers as the miss, for every encoding a client may accept', async () => {
    // Per connection or per response: never compared.
    const varying = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding']);
    const headersOf = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([k]) => !varying.has(k)));
    const cases: Array<[method: 'get' | 'head', acceptEncoding: string | null, encoded?: string]> =
      [
        ['get', null],
        ['get', 'gzip', 'gzip'],
        ['get', 'br', 'br'],
        ['get', 'gzip, deflate, br', 'br'],
        ['get', 'br;q=0.5, gzip', 'gzip'],
        ['get', 'deflate', 'deflate'],
        ['get', 'identity'],
        ['head', 'gzip, br'],
      ];
    for (const [i, [method, acceptEncoding, encoded]] of cases.entries()) {
      // The category page's answer is well over compression's 1 kB threshold.
      const url = `/api/products?limit=${20 + i}`;
      const send = () => {
        const r = request(app)[method](url).set('Origin', 'http://localhost:5173');
        return acceptEncoding === null
          ? r.unset('Accept-Encoding')
          : r.set('Accept-Encoding', acceptEncoding);
      };
      const miss = await send().expect(200);
      const hit = await send().expect(200);
      const label = `${method} ${acceptEncoding ?? '(no Accept-Encoding)'}`;
      expect(headersOf(hit), label).toEqual(headersOf(miss));
      expect(hit.headers['content-encoding'], label).toBe(encoded);
      expect(hit.headers.vary, label).toBe('Origin, Accept-Encoding');
      expect(hit.text, label).toBe(miss.text);
      if (method === 'get') expect(JSON.parse(hit.text), label).toMatchObject({ success: true });
    }
    // Only the misses (and the deflate hit, left to compression()) went past the cached lane.
    expect(logged('/api/products?limit=25')).toHaveLength(2);
    expect(logged('/api/products?limit=21')).toHaveLength(1);
  });

  it('stores a search answer from its second ask on; a one-off is answered afresh, 304 included', async () => {
    const url = `/api/products/search?query=${encodeURIComponent('navy shirt')}`;
    const first = await request(app).get(url).expect(200);
    // Not stored: a shopper's browser revalidating the one-off still gets its 304 (same content, same ETag).
    await request(app).get(url).set('If-None-Match', String(first.headers.etag)).expect(304);
    expect(logged(url)).toHaveLength(2);
    // The second ask's answer was stored: the next ones come from the store (not logged).
    const third = await request(app).get(url).expect(200);
    const fourth = await request(app).get(url).expect(200);
    expect(logged(url)).toHaveLength(2);
    expect([third.text, fourth.text]).toEqual([first.text, first.text]);
    expect(fourth.headers.etag).toBe(first.headers.etag);
  });

  it('answers a search not in the store early, with the headers and bytes the routes would send', async () => {
    const varying = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding']);
    const headersOf = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([k]) => !varying.has(k)));
    const cases: Array<[acceptEncoding: string | null, encoded?: string]> = [
      [null],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['identity'],
      ['deflate', 'deflate'],
    ];
    for (const [i, [acceptEncoding, encoded]] of cases.entries()) {
      // A one-off URL each: computed on the first two asks (the early lane, or the routes for
      // deflate), stored on the second, served from the store on the third.
      const url = `/api/products/search?query=shirt&limit=${10 + i}`;
      const send = () => {
        const r = request(app).get(url).set('Origin', 'http://localhost:5173');
        return acceptEncoding === null
          ? r.unset('Accept-Encoding')
          : r.set('Accept-Encoding', acceptEncoding);
      };
      const [first, second, stored] = [await send(), await send(), await send()];
      const label = acceptEncoding ?? '(no Accept-Encoding)';
      for (const res of [first, second, stored]) {
        expect(res.status, label).toBe(200);
        expect(headersOf(res), label).toEqual(headersOf(stored));
        expect(res.text, label).toBe(stored.text);
      }
      expect(stored.headers['content-encoding'], label).toBe(encoded);
      expect(stored.headers.vary, label).toBe('Origin, Accept-Encoding');
      expect(stored.headers['content-security-policy'], label).toBeTruthy();
      expect(JSON.parse(stored.text), label).toMatchObject({ success: true, correction: null });
      expect((JSON.parse(stored.text) as { data: unknown[] }).data, label).toHaveLength(10 + i);
      // Computed answers are logged wherever they were made; the stored one is not.
      expect(logged(url), label).toHaveLength(acceptEncoding === 'deflate' ? 3 : 2);
    }
    // The results page takes the same lane, and a bad query still gets the routes' 400 and message.
    const page = await request(app)
      .get('/api/products/search/results?query=shrit&size=M')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(page.body).toMatchObject({ success: true, data: { correction: { query: 'shirt' } } });
    const blank = await request(app).get('/api/products/search?query=%20').expect(400);
    expect(blank.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(logged('/api/products/search?query=%20').map((l) => l.level)).toEqual([40]);
  });

  it('answers a listing page not in the store early, with the headers and bytes the routes would send', async () => {
    const varying = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding']);
    const headersOf = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([k]) => !varying.has(k)));
    const cats = await request(app).get('/api/category').expect(200);
    const category = (cats.body as { categories: { _id: string }[] }).categories[0];
    if (!category) throw new Error('no category seeded');
    // Each asked once with an encoding the early lane answers and once with deflate (the routes),
    // the two answers computed apart: a one-off page each, so neither comes from the store.
    for (const [i, base] of [
      `/api/products/${category._id}?limit=7`,
      '/api/products?sort=popular&limit=7',
      '/api/products/trending?limit=7',
    ].entries()) {
      const lane = await request(app)
        .get(`${base}&page=${i + 2}`)
        .set('Accept-Encoding', 'identity')
        .expect(200);
      const routed = await request(app)
        .get(`${base}&page=${i + 2}&cb=${i}`)
        .set('Accept-Encoding', 'deflate')
        .expect(200);
      expect(routed.text, base).toBe(lane.text);
      // The routed URL is not in its canonical spelling (cb): answered privately, as it should.
      expect(lane.headers['cache-control'], base).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
      expect(headersOf(routed), base).toMatchObject({
        ...headersOf(lane),
        'content-encoding': 'deflate',
        'cache-control': 'private, max-age=60, stale-while-revalidate=300',
      });
      expect(logged(`${base}&page=${i + 2}`), base).toHaveLength(1);
    }
    // An unknown category still gets the route's 404 and message, logged as a warning.
    const unknown = '/api/products/0123456789abcdef01234567';
    const gone = await request(app).get(unknown).set('Accept-Encoding', 'gzip').expect(404);
    expect(gone.body).toMatchObject({ success: false, message: 'Category not found.' });
    expect(logged(unknown).map((l) => l.level)).toEqual([40]);
  });

  it('still logs errors, other routes and writes', async () => {
    const missing = '/api/products/individual/0123456789abcdef01234567';
    await request(app).get(missing).expect(404);
    await request(app).get(missing).expect(404);
    expect(logged(missing).map((l) => l.level)).toEqual([40, 40]);
    await request(app).post('/api/products').send({}).expect(405);
    expect(logged('/api/products')).toHaveLength(1);
  });
});

describe('catalogue answers keyed by their declared parameters', () => {
  /** The app's catalogue lanes and routes around a store that counts its computations (misses). */
  function catalogueApp() {
    const inner = createCatalogueAnswers();
    let computed = 0;
    const store: ResponseCache = {
      get: (key) => inner.get(key),
      claim: (key) => {
        computed += 1;
        return inner.claim(key);
      },
      askedBefore: (key) => inner.askedBefore(key),
      clear: () => inner.clear(),
      get size() {
        return inner.size;
      },
    };
    const app = express();
    app.set('query parser', 'simple');
    app.use(cachedAnswers(store, catalogRoutes));
    app.use('/api', createCatalogRouter(createTestApp().deps, store));
    app.use(errorHandler);
    return { app, store, computed: () => computed };
  }
  let productUrl: string;
  beforeAll(async () => {
    await seedDemoCatalogue();
    const product = await ProductModel.findOne().lean();
    if (!product) throw new Error('seed has no product');
    productUrl = `/api/products/individual/${String(product._id)}`;
  });

  it('100 requests rotating ?cb=N add no entry to the store and are hits after the first', async () => {
    const { app, store, computed } = catalogueApp();
    const first = await request(app).get(`${productUrl}?cb=0`).expect(200);
    const size = store.size;
    expect([size, computed()]).toEqual([1, 1]);
    for (let n = 1; n < 100; n += 1) {
      const res = await request(app).get(`${productUrl}?cb=${n}`).expect(200);
      expect(res.text).toBe(first.text);
    }
    // Tracking parameters, other spellings of the id and of the path: the same entry too.
    const id = productUrl.split('/').pop() ?? '';
    for (const url of [
      `${productUrl}?utm_source=mail&utm_medium=email&fbclid=a&gclid=b`,
      productUrl.replace(id, id.toUpperCase()),
      `${productUrl}/`,
      productUrl.replace('/api/products', '/api/Products'),
    ])
      expect((await request(app).get(url).expect(200)).text, url).toBe(first.text);
    expect(store.size).toBe(size);
    expect(computed()).toBe(1);

    // The same for lists: a hundred cache-busters are one entry, one computation.
    for (let n = 0; n < 100; n += 1)
      await request(app).get(`/api/products?limit=5&cb=${n}`).expect(200);
    expect(store.size).toBe(size + 1);
    expect(computed()).toBe(2);
  });

  it('still varies the answer by every declared parameter', async () => {
    const { app, store } = catalogueApp();
    const ids = async (url: string) =>
      ((await request(app).get(url).expect(200)).body as { data: Array<{ _id: string }> }).data.map(
        (p) => p._id,
      );
    const page1 = await ids('/api/products?limit=3&page=1');
    const page2 = await ids('/api/products?limit=3&page=2');
    expect(page1).toHaveLength(3);
    expect(page2).toHaveLength(3);
    expect(page2).not.toEqual(page1);
    expect(await ids('/api/products?limit=4')).toHaveLength(4);
    const latest = await ids('/api/products?limit=10&sort=latest');
    const popular = await ids('/api/products?limit=10&sort=popular');
    expect(popular).not.toEqual(latest);
    // Declared parameters given in another order, or left at their default, share the entry.
    expect(await ids('/api/products?page=2&limit=3&cb=9')).toEqual(page2);
    expect(await ids('/api/products?page=1&limit=3')).toEqual(page1);
    expect(await ids('/api/products?limit=3')).toEqual(page1);
    expect(store.size).toBe(5);
  });

  it('answers a URL not in its canonical spelling privately, so shared caches store canonical URLs only', async () => {
    const { app } = createTestApp();
    const canonical = await request(app).get('/api/products?limit=6').expect(200);
    expect(canonical.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    for (const url of ['/api/products?limit=6&cb=1', '/api/products?limit=06']) {
      // Both the early lane (a hit) and the routes (a miss) say so.
      for (const res of [await request(app).get(url), await request(app).get(url)]) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control'], url).toBe(
          'private, max-age=60, stale-while-revalidate=300',
        );
        expect(res.headers.etag).toBe(canonical.headers.etag);
      }
    }
    const product = await request(app).get(`${productUrl}?cb=1`).expect(200);
    expect(product.headers['cache-control']).toMatch(/^private, max-age=30\b/);
    // Routes with no store (content, coupons) declare no query: any query is not canonical.
    const banners = await request(app).get('/api/banner').expect(200);
    expect(banners.headers['cache-control']).toMatch(/^public, max-age=120\b/);
    const busted = await request(app).get('/api/banner?cb=1').expect(200);
    expect(busted.headers['cache-control']).toMatch(/^private, max-age=120\b/);
    const coupons = await request(app).get('/api/coupons?utm_source=x').expect(200);
    expect(coupons.headers['cache-control']).toMatch(/^private, max-age=120\b/);
  });
});
