import {
  CategoriesResponseSchema,
  CategoryProductsResponseSchema,
  ErrorBodySchema,
  FilterValuesResponseSchema,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  PagingMsg,
  Msg,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchResponseSchema,
  percentOff,
  unitPrice,
} from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { ProductModel } from './product.model';

let app: Express;
const MISSING_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
});

const get = (path: string) => request(app).get(`/api${path}`);

async function categories() {
  const res = await get('/category').expect(200);
  return CategoriesResponseSchema.parse(res.body).categories;
}

function expectError(res: request.Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (message) expect(body.message).toBe(message);
  return body;
}

describe('GET /category', () => {
  it('lists Men and Women with at least six subcategories each, with slugs and images', async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual(['Men', 'Women']);
    for (const c of list) {
      expect(c.image).toMatch(/^\/static\//);
      expect(c.subcategories.length).toBeGreaterThanOrEqual(6);
      for (const s of c.subcategories)
        expect(s).toMatchObject({
          _id: expect.stringMatching(/^[a-f\d]{24}$/),
          slug: expect.any(String),
        });
    }
  });

  it('honours ?limit and rejects a non-number', async () => {
    const res = await get('/category?limit=1').expect(200);
    expect(CategoriesResponseSchema.parse(res.body).categories).toHaveLength(1);
    expectError(await get('/category?limit=abc'), 400);
  });
});

describe('GET /products/{categoryId}', () => {
  it('answers data.products of that category and data.subcategory as a list of names', async () => {
    const [men] = await categories();
    const res = await get(`/products/${men!._id}`).expect(200);
    const { data } = CategoryProductsResponseSchema.parse(res.body);
    expect(data.products.length).toBeGreaterThan(0);
    expect(
      data.products.every((p) => p.category._id === men!._id && p.category.name === 'Men'),
    ).toBe(true);
    expect(data.subcategory.map((s) => s.name)).toEqual(men!.subcategories.map((s) => s.name));
    expect(data.pagination.total).toBe(await ProductModel.countDocuments({ category: men!._id }));
  });

  it('narrows to a subcategory with ?subcategoryId', async () => {
    const [, women] = await categories();
    const sarees = women!.subcategories.find((s) => s.name === 'Sarees')!;
    const res = await get(`/products/${women!._id}?subcategoryId=${sarees._id}`).expect(200);
    const { data } = CategoryProductsResponseSchema.parse(res.body);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.subcategory?._id === sarees._id)).toBe(true);
  });

  it('rejects bad ids with 400 and unknown ones with 404', async () => {
    const [men, women] = await categories();
    expectError(await get('/products/not-an-id'), 400);
    expectError(await get(`/products/${MISSING_ID}`), 404);
    expectError(await get(`/products/${men!._id}?subcategoryId=xyz`), 400);
    // a subcategory of another category
    expectError(
      await get(`/products/${men!._id}?subcategoryId=${women!.subcategories[0]!._id}`),
      404,
    );
  });
});

describe('product lists', () => {
  it('GET /products/trending answers only trending products, newest first', async () => {
    const res = await get('/products/trending').expect(200);
    const body = ProductListResponseSchema.parse(res.body);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.trending)).toBe(true);
    const dates = body.data.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.pagination.total).toBe(await ProductModel.countDocuments({ trending: true }));
  });

  it('GET /products?type=trending matches /products/trending', async () => {
    const a = ProductListResponseSchema.parse(
      (await get('/products?type=trending&limit=10').expect(200)).body,
    );
    const b = ProductListResponseSchema.parse(
      (await get('/products/trending?limit=10').expect(200)).body,
    );
    expect(a.data.map((p) => p._id)).toEqual(b.data.map((p) => p._id));
  });

  it('GET /products?type=latest&sort=latest is newest first and pages without overlap', async () => {
    const p1 = ProductListResponseSchema.parse(
      (await get('/products?type=latest&sort=latest&limit=20').expect(200)).body,
    );
    const p2 = ProductListResponseSchema.parse(
      (await get('/products?type=latest&sort=latest&limit=20&page=2').expect(200)).body,
    );
    const all = [...p1.data, ...p2.data];
    expect(all).toHaveLength(40);
    const dates = all.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.map((p) => p._id)).size).toBe(40);
    expect(p1.pagination).toMatchObject({
      page: 1,
      limit: 20,
      total: await ProductModel.countDocuments(),
    });
  });

  it('refuses out-of-range or nonsense paging with a 400 that names the range', async () => {
    const full = ProductListResponseSchema.parse(
      (await get(`/products?limit=${MAX_PAGE_LIMIT}`).expect(200)).body,
    );
    expect(full.pagination.limit).toBe(MAX_PAGE_LIMIT);
    expect(full.data).toHaveLength(MAX_PAGE_LIMIT);
    for (const query of ['limit=100000', 'limit=-5', 'limit=0', 'limit=2.5', 'limit=abc']) {
      const res = await get(`/products?${query}`).expect(400);
      expect(res.body.message, query).toBe(PagingMsg.limit(MAX_PAGE_LIMIT));
    }
    for (const query of ['page=zero', 'page=0', `page=${MAX_PAGE + 1}`, 'page=9007199254740993']) {
      const res = await get(`/products?${query}`).expect(400);
      expect(res.body.message, query).toBe(PagingMsg.page);
    }
    expect((await get(`/products?page=${MAX_PAGE}`).expect(200)).body.data).toEqual([]);
  });

  it('sort=popular orders by rating', async () => {
    const body = ProductListResponseSchema.parse(
      (await get('/products?sort=popular&limit=30').expect(200)).body,
    );
    const ratings = body.data.map((p) => p.ratings);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('rejects an unknown type or sort with 400', async () => {
    expectError(await get('/products?type=cheap'), 400, "type must be 'trending' or 'latest'.");
    expectError(await get('/products?sort=random'), 400);
  });
});

describe('GET /products/individual/{id}', () => {
  it('answers the full product, priced by the contracts pricing module', async () => {
    const stored = await ProductModel.findOne({ discount: { $gt: 0, $lte: 1 } }).lean();
    const res = await get(`/products/individual/${stored!._id}`).expect(200);
    const { data } = ProductDetailResponseSchema.parse(res.body);
    expect(data.price).toBe(stored!.price);
    expect(data.mrp).toBe(stored!.price);
    expect(data.discountedPrice).toBe(unitPrice(stored!));
    expect(data.discount).toBe(percentOff(stored!));
    expect(data.pricing).toMatchObject({ mrp: data.mrp, discountedPrice: data.discountedPrice });
    expect(data.stock).toBe(data.sizeStock.reduce((s, x) => s + x.stock, 0));
    expect(data.sizes).toEqual(data.sizeStock.map((s) => s.size));
    expect(data.specifications.Material).toBe(stored!.material);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.careInstructions.length).toBeGreaterThan(0);
    expect(data.images.every((u) => u.startsWith('/static/'))).toBe(true);
  });

  it('reads an amount-off discount (> 1) as rupees off', async () => {
    const stored = await ProductModel.findOne({ discount: { $gt: 1 } }).lean();
    const { data } = ProductDetailResponseSchema.parse(
      (await get(`/products/individual/${stored!._id}`).expect(200)).body,
    );
    expect(data.discountedPrice).toBe(stored!.price - stored!.discount);
  });

  it('rejects a bad id with 400 and an unknown one with 404 "Product Not Found"', async () => {
    expectError(await get('/products/individual/123'), 400);
    expectError(await get(`/products/individual/${MISSING_ID}`), 404, Msg.productNotFound);
  });
});

describe('GET /products/search', () => {
  const search = async (q: string) => {
    const res = await get(`/products/search?query=${encodeURIComponent(q)}`).expect(200);
    return ProductSearchResponseSchema.parse(res.body).data;
  };

  it('answers at most 20 matches, best first', async () => {
    const results = await search('shirt');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    // A product named "…Shirt" ranks above one that only mentions shirts elsewhere.
    expect(results[0]!.name).toMatch(/shirt/i);
  });

  it('ranks products matching every word first, ignoring case and extra spaces', async () => {
    const results = await search('   NAVY     shirt  ');
    expect(results[0]!.colors).toContain('Navy');
    expect(results[0]!.name).toMatch(/shirt/i);
    expect(await search('navy shirt')).toEqual(results);
  });

  it('matches brand, subcategory and colour words', async () => {
    const brand = await search('denim republic');
    expect(brand.length).toBeGreaterThan(0);
    expect(brand[0]!.brand.name).toBe('Denim Republic');
    const sarees = await search('sarees');
    expect(sarees.length).toBeGreaterThan(0);
    expect(sarees.every((p) => p.subcategory?.name === 'Sarees')).toBe(true);
    const mustard = await search('mustard');
    expect(mustard.every((p) => p.colors.includes('Mustard'))).toBe(true);
  });

  it('does not match "men" inside "women"', async () => {
    const results = await search('men kurta');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.category.name).toBe('Men');
  });

  it('treats regex metacharacters and operators as plain text', async () => {
    expect(await search('.*')).toEqual([]);
    expect(await search('(')).toEqual([]);
    expect(await search('$where')).toEqual([]);
    expect(await search('[a-z]+')).toEqual(await search('a z'));
    const res = await get('/products/search?query[$ne]=x');
    expectError(res, 400);
  });

  it('rejects a blank query with 400 and cuts a very long one to 100 characters', async () => {
    expectError(await get('/products/search?query=%20%20'), 400);
    expectError(await get('/products/search'), 400);
    const long = await search(`navy shirt ${'x'.repeat(5000)}`);
    expect(long).toEqual(await search(`navy shirt ${'x'.repeat(89)}`));
  });
});

describe('GET /products/filters/*', () => {
  it('sizes: every size in the catalogue, in size order', async () => {
    const { data } = FilterValuesResponseSchema.parse(
      (await get('/products/filters/sizes').expect(200)).body,
    );
    expect(data.slice(0, 6)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(data).toContain('32');
    expect(data).toContain('Free Size');
  });

  it('colors: every colour in the catalogue, alphabetical', async () => {
    const { data } = FilterValuesResponseSchema.parse(
      (await get('/products/filters/colors').expect(200)).body,
    );
    expect(data).toContain('Navy');
    expect([...data].sort((a, b) => a.localeCompare(b))).toEqual(data);
    expect(data).toEqual(
      (await ProductModel.distinct('colors')).sort((a, b) => String(a).localeCompare(String(b))),
    );
  });
});

describe('HTTP caching', () => {
  it('sends an ETag and a short Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    for (const path of ['/category', '/products/trending', '/products/filters/sizes']) {
      const first = await get(path).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      const again = await get(path).set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      await get(path).set('If-None-Match', 'W/"something-else"').expect(200);
    }
  });

  it('never marks errors cacheable', async () => {
    const res = await get(`/products/individual/${MISSING_ID}`).expect(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);
  });
});
