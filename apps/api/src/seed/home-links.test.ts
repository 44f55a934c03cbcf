import {
  BannersResponseSchema,
  CategoryProductsResponseSchema,
  HomeDealResponseSchema,
} from '@vastra/contracts';
import { shopLinkTarget } from '@vastra/contracts/storefront-links';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { HOME_DEAL_DAYS } from './content-data';
import { seedDemoCatalogue } from './index';

/**
 * Every link the seeded home page offers from its content (each banner, the deal's "Shop the
 * Deal") opens a real page: a fixed page, a product collection the API lists, or a category or
 * subcategory the API answers. A banner once pointed at `/women/sarees` (a name where the
 * listing wants an id) and opened "Category not found".
 */
const app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
let seededAt = 0;

beforeAll(async () => {
  seededAt = Date.now();
  await seedDemoCatalogue();
}, 120_000);

/** Why `link` would not open a page with products, or null when it does. */
async function brokenLink(link: string): Promise<string | null> {
  const target = shopLinkTarget(link);
  if (target.kind === 'unknown') return target.why;
  if (target.kind === 'page') return null;
  if (target.kind === 'collection') {
    const res = await request(app)
      .get('/api/products')
      .query(target.type ? { type: target.type } : {});
    return res.status === 200 && res.body.data.length > 0 ? null : `collection ${res.status}`;
  }
  const res = await request(app)
    .get(`/api/products/${target.categoryId}`)
    .query(target.subcategoryId ? { subcategoryId: target.subcategoryId } : {});
  if (res.status !== 200) return `listing ${res.status}: ${res.body.message}`;
  return CategoryProductsResponseSchema.parse(res.body).data.products.length > 0
    ? null
    : 'an empty listing';
}

describe('the seeded home page’s links', () => {
  it('every banner opens a page with products', async () => {
    const { banners } = BannersResponseSchema.parse(
      (await request(app).get('/api/banner').expect(200)).body,
    );
    expect(banners.length).toBeGreaterThan(0);
    const broken: Record<string, string> = {};
    for (const b of banners) {
      const why = await brokenLink(b.link);
      if (why) broken[`${b.title} → ${b.link}`] = why;
    }
    expect(broken).toEqual({});
  });

  it('the deal ends a few days after seeding, and Shop the Deal opens its discounted products', async () => {
    const deal = HomeDealResponseSchema.parse(
      (await request(app).get('/api/home-deal').expect(200)).body,
    ).data;
    expect(deal.status).toBe('on');
    const ends = Date.parse(deal.endsAt);
    expect(ends).toBeGreaterThanOrEqual(seededAt + HOME_DEAL_DAYS * 86_400_000);
    expect(ends).toBeLessThan(Date.now() + (HOME_DEAL_DAYS + 1) * 86_400_000);

    expect(await brokenLink(deal.link)).toBeNull();
    // The listing's own filter (`discount=20`: 20 % off or more) finds products in it.
    const target = shopLinkTarget(deal.link);
    if (target.kind !== 'listing') throw new Error(`the deal opens ${deal.link}, not a listing`);
    expect(deal.link).toMatch(/\?discount=20$/);
    const { products } = CategoryProductsResponseSchema.parse(
      (await request(app).get(`/api/products/${target.categoryId}`).expect(200)).body,
    ).data;
    expect(products.filter((p) => p.discount >= 20).length).toBeGreaterThan(5);
    // …and not every product: the deal is a part of the catalogue.
    expect(products.some((p) => p.discount < 20)).toBe(true);
  });
});

describe('shopLinkTarget', () => {
  it('reads links the way the storefront router does', () => {
    expect(shopLinkTarget('/women/sarees')).toEqual({
      kind: 'unknown',
      why: 'no page at /women/sarees',
    });
    expect(shopLinkTarget('/products?type=deals').kind).toBe('unknown');
    expect(shopLinkTarget('/products?type=latest')).toEqual({ kind: 'collection', type: 'latest' });
    expect(shopLinkTarget('/blogs')).toEqual({ kind: 'page', path: '/blogs' });
    expect(shopLinkTarget(`/women/${'a'.repeat(24)}?discount=20`)).toEqual({
      kind: 'listing',
      categoryId: 'a'.repeat(24),
    });
  });
});
