import {
  blogPath,
  categoryPath,
  INDEXABLE_STATIC_PATHS,
  PRIVATE_STOREFRONT_PATHS,
  productPath,
  stylePath,
  subcategoryPath,
} from '@vastra/contracts/storefront-paths';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

/** The route pattern (full path) the router picks for a URL path. */
function routeOf(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
}

const ID = '0123456789abcdef01234567';
const SUB = '89abcdef0123456701234567';

/** The addresses the API gives crawlers (sitemaps, feed, robots.txt) are the storefront's pages. */
describe('storefront paths', () => {
  it('each builder lands on the page it names', () => {
    const men = { _id: ID, name: 'Men' };
    expect(routeOf(productPath(ID))).toBe('/productdetails/:productId');
    expect(routeOf(blogPath(ID))).toBe('/blogdetails/:id');
    expect(routeOf(stylePath(ID))).toBe('/all-styles/:styleId');
    expect(categoryPath(men)).toBe(`/men/${ID}`);
    expect(routeOf(categoryPath(men))).toBe('/:category/:categoryId');
    const sub = subcategoryPath({ _id: ID, name: 'Women' }, { _id: SUB, name: 'Ethnic Wear' });
    expect(sub).toBe(`/women/ethnic-wear/${ID}/${SUB}`);
    expect(routeOf(sub)).toBe('/:category/:subcategory/:categoryId/:subcategoryId');
  });

  it('every static page crawlers are sent to, and every private one they are kept from, is a route of its own', () => {
    for (const path of [...INDEXABLE_STATIC_PATHS, ...PRIVATE_STOREFRONT_PATHS]) {
      const route = routeOf(path.length > 1 && path.endsWith('/') ? `${path}x` : path);
      expect(`${path} → ${route}`).not.toMatch(/\*|:category/);
      expect(route, path).not.toBe('');
    }
  });
});
