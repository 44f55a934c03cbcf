import { ProductSearchResponseSchema, SearchResultsResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';

/** What shoppers type: short typos, Indian garment names and their spellings. */
let app: Express;
beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
});

async function results(q: string) {
  const res = await request(app)
    .get(`/api/products/search/results?query=${encodeURIComponent(q)}&limit=100`)
    .expect(200);
  return SearchResultsResponseSchema.parse(res.body).data;
}
async function suggest(q: string) {
  const res = await request(app)
    .get(`/api/products/search?query=${encodeURIComponent(q)}`)
    .expect(200);
  return ProductSearchResponseSchema.parse(res.body);
}
const subcategories = (page: { products: { subcategory?: { name: string } | null }[] }) =>
  new Set(page.products.map((p) => p.subcategory?.name));

describe('search: short typos', () => {
  it('"jens" finds jeans (not menswear) and offers "jeans"', async () => {
    const page = await results('jens');
    expect(page.products.length).toBeGreaterThan(0);
    expect(subcategories(page)).toEqual(new Set(['Jeans']));
    expect(page.correction).toEqual({ query: 'jeans', original: 'jens' });
  });

  it('"jeens" offers the catalogue word "jeans" and "search instead" the word as typed', async () => {
    const page = await results('jeens');
    expect(subcategories(page)).toEqual(new Set(['Jeans']));
    expect(page.correction).toEqual({ query: 'jeans', original: 'jeens' });
  });

  it('"shrit" and "kurtaa" still read as shirt and kurta', async () => {
    expect((await suggest('shrit')).correction).toEqual({ query: 'shirt', original: 'shrit' });
    expect((await suggest('kurtaa')).correction?.query).toBe('kurta');
  });
});

describe('search: Indian garment names', () => {
  it.each([
    ['lehenga', 'Lehengas'],
    ['lehengas', 'Lehengas'],
    ['lehnga', 'Lehengas'],
    ['ghagra', 'Lehengas'],
    ['salwar', 'Salwar Suits'],
    ['salwar kameez', 'Salwar Suits'],
    ['salwar suit', 'Salwar Suits'],
    ['dupatta', 'Dupattas'],
    ['chunni', 'Dupattas'],
  ])('"%s" finds %s, with no correction message', async (q, sub) => {
    const page = await results(q);
    expect(page.products.length, q).toBeGreaterThan(0);
    expect(subcategories(page), q).toEqual(new Set([sub]));
    expect(page.correction, q).toBeNull();
  });

  it('kurti finds kurtas too and kurta finds kurtis; sari and saree are one', async () => {
    expect(subcategories(await results('kurti'))).toEqual(new Set(['Kurtas', 'Kurtis']));
    expect(subcategories(await results('kurta'))).toEqual(new Set(['Kurtas', 'Kurtis']));
    const sari = await results('sari');
    expect(sari.products.map((p) => p._id)).toEqual(
      (await results('saree')).products.map((p) => p._id),
    );
  });
});
