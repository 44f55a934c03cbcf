import { catalogApi as C, catalogRoutes } from '@vastra/contracts/routes/catalog';
import type { Request } from 'express';
import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { answerKey, answerKeys } from './answer-key';

const ID = '0123456789abcdef01234567';

/** The key of `url` for `declaration`, its query parsed as the app parses it ('simple'). */
const keyOf = (declaration: Parameters<typeof answerKey>[0], url: string, params = {}) =>
  answerKey(declaration, params, parse(url.split('?')[1] ?? ''), url);

describe('answer keys', () => {
  it('key by the declared parameters as parsed, in name order, whatever else the URL carries', () => {
    const canonical = '/api/products?limit=7&page=1';
    expect(keyOf(C.products, canonical)).toEqual({ key: canonical, shared: true });
    for (const url of [
      '/api/products?limit=7',
      '/api/products?page=1&limit=7',
      '/api/products?limit=7&cb=1',
      '/api/products?utm_source=mail&limit=7&fbclid=x&gclid=y',
      '/api/products?limit=07&page=01',
    ]) {
      expect(keyOf(C.products, url)?.key, url).toBe(canonical);
    }
    expect(keyOf(C.products, '/api/products?limit=7&sort=popular')?.key).toBe(
      '/api/products?limit=7&page=1&sort=popular',
    );
    expect(keyOf(C.products, '/api/products')?.key).toBe('/api/products?limit=20&page=1');
  });

  it('key path parameters as parsed (an id in any case or padding is one key)', () => {
    for (const id of [ID, ID.toUpperCase(), ` ${ID}`]) {
      expect(keyOf(C.product, `/api/products/individual/${id}`, { id })?.key).toBe(
        `/api/products/individual/${ID}`,
      );
    }
    expect(keyOf(C.product, '/api/products/individual/nope', { id: 'nope' })).toBeUndefined();
  });

  it('keep repeated parameters in their order, and the search text as parsed', () => {
    const key = keyOf(
      C.searchResults,
      '/api/products/search/results?query=%20red+shirt&size=M&size=L',
    );
    expect(key?.key).toBe(
      '/api/products/search/results?exact=0&limit=24&page=1&query=red+shirt&size=M&size=L&sort=popularity',
    );
    expect(key?.shared).toBe(false);
  });

  it('let shared caches store only the canonical spelling of a URL', () => {
    const shared = (url: string, params = {}) =>
      keyOf(url.includes('individual') ? C.product : C.searchResults, url, params)?.shared;
    // As the storefront writes them (URLSearchParams): any order of declared parameters.
    expect(shared('/api/products/search/results?query=red+shirt&size=M&size=L&exact=1')).toBe(true);
    expect(shared('/api/products/search/results?sort=price-asc&query=shirt&page=2')).toBe(true);
    expect(shared(`/api/products/individual/${ID}`, { id: ID })).toBe(true);
    for (const url of [
      '/api/products/search/results?query=shirt&cb=1',
      '/api/products/search/results?query=shirt&utm_source=mail',
      '/api/products/search/results?query=red%20shirt',
      '/api/products/search/results?query=shirt&page=02',
      '/api/products/search/results?query=shirt&limit=024',
      '/api/products/search/results?query=shirt&',
      '/api/products/search/results?%71uery=shirt',
    ]) {
      expect(shared(url), url).toBe(false);
    }
    // A repeated page is refused (400), so it has no key at all.
    expect(
      keyOf(C.searchResults, '/api/products/search/results?query=shirt&page=1&page=1'),
    ).toBeUndefined();
    expect(shared(`/api/products/individual/${ID.toUpperCase()}`, { id: ID.toUpperCase() })).toBe(
      false,
    );
    expect(shared(`/api/products/individual/${ID}?cb=1`, { id: ID })).toBe(false);
    expect(shared(`/api/products/individual/${ID}?`, { id: ID })).toBe(false);
  });

  it('find the route of an unrouted request as the router would (fixed paths first)', () => {
    const keyFor = answerKeys(catalogRoutes);
    const req = (url: string) =>
      ({
        path: url.split('?')[0],
        query: parse(url.split('?')[1] ?? ''),
        originalUrl: url,
      }) as unknown as Request;
    expect(keyFor(req('/api/products/trending?limit=5&x=1'))?.key).toBe(
      '/api/products/trending?limit=5&page=1',
    );
    expect(keyFor(req(`/api/products/${ID}?cb=2`))?.key).toBe(
      `/api/products/${ID}?limit=100&page=1`,
    );
    expect(keyFor(req('/api/products/filters/sizes?cb=3'))).toEqual({
      key: '/api/products/filters/sizes',
      shared: false,
    });
    expect(keyFor(req('/api/products/not-an-id'))).toBeUndefined();
    expect(keyFor(req('/api/cart'))).toBeUndefined();
  });
});
