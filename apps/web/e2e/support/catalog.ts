import { unitPrice } from '@vastra/contracts';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './env';

export interface DemoProduct {
  _id: string;
  name: string;
  price: number;
  mrp: number;
  discount: number;
  discountedPrice: number;
  sizes: string[];
  sizeStock: { size: string; stock: number }[];
  ratings: number;
  reviewCount: number;
}

/** The price the shopper pays for one unit, by the contracts' pricing rule. */
export const priceOf = (p: DemoProduct): number => unitPrice(p);

/**
 * Products from the demo catalogue that a journey can rely on: several sizes, every size well in
 * stock, and a name no other product shares (so a search by name finds exactly it). Journeys take
 * different `offset`s so parallel workers never review or buy the same product.
 */
export async function pickProducts(
  request: APIRequestContext,
  count: number,
  offset: number,
): Promise<DemoProduct[]> {
  // The catalogue's first pages, in its default order (at most 100 a page).
  const all: DemoProduct[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await request.get(`${apiUrl}/api/products`, { params: { limit: 100, page } });
    const body = (await res.json()) as { data: DemoProduct[] };
    all.push(...body.data);
    if (body.data.length < 100) break;
  }
  const names = new Map<string, number>();
  for (const p of all) names.set(p.name, (names.get(p.name) ?? 0) + 1);
  const usable = all.filter(
    (p) => p.sizes.length > 1 && p.sizeStock.every((s) => s.stock >= 5) && names.get(p.name) === 1,
  );
  const picked = usable.slice(offset, offset + count);
  if (picked.length < count)
    throw new Error(
      `demo catalogue has too few usable products (${usable.length}) for offset ${offset}`,
    );
  return picked;
}

export async function productNow(
  request: APIRequestContext,
  id: string,
  { pastSharedCaches = false } = {},
): Promise<DemoProduct> {
  // A request with a cookie is never answered from (or stored in) nginx's cache: with
  // `pastSharedCaches` it reaches an API process every time.
  const headers = pastSharedCaches ? { Cookie: 'e2e=fresh' } : undefined;
  const res = await request.get(`${apiUrl}/api/products/individual/${id}`, { headers });
  const body = (await res.json()) as { data: DemoProduct };
  return body.data;
}
