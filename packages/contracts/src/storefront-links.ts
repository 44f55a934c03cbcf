import { PRODUCT_LIST_TYPES } from './catalog';
import { INDEXABLE_STATIC_PATHS, productPath } from './storefront-paths';

/**
 * What a link the shop's content points at (a banner's, the home deal's) opens, read the way the
 * web app's router reads it: a fixed page, the product collection (`/products?type=…`), or a
 * category or subcategory listing by id. Anything else would open "Page not found" (or, with a
 * category name in place of an id, "Category not found"), so content must not link there.
 */
export type ShopLinkTarget =
  | { kind: 'page'; path: string }
  | { kind: 'collection'; type?: (typeof PRODUCT_LIST_TYPES)[number] }
  | { kind: 'listing'; categoryId: string; subcategoryId?: string }
  | { kind: 'unknown'; why: string };

const OBJECT_ID = /^[a-f0-9]{24}$/i;

export function shopLinkTarget(link: string): ShopLinkTarget {
  const [pathname = '', query = ''] = link.split('#')[0]!.split('?');
  const parts = pathname.split('/').filter(Boolean);
  if (pathname === '/products') {
    const type = /(?:^|&)type=([^&]*)/.exec(query)?.[1];
    if (type === undefined) return { kind: 'collection' };
    const known = PRODUCT_LIST_TYPES.find((t) => t === type);
    return known
      ? { kind: 'collection', type: known }
      : { kind: 'unknown', why: `no product collection "${type}"` };
  }
  if ((INDEXABLE_STATIC_PATHS as readonly string[]).includes(pathname))
    return { kind: 'page', path: pathname };
  if (parts.length === 2 && OBJECT_ID.test(parts[1]!))
    return { kind: 'listing', categoryId: parts[1]! };
  if (parts.length === 4 && OBJECT_ID.test(parts[2]!) && OBJECT_ID.test(parts[3]!))
    return { kind: 'listing', categoryId: parts[2]!, subcategoryId: parts[3]! };
  return { kind: 'unknown', why: `no page at ${pathname}` };
}

const PRODUCT_PAGE = new RegExp(`^${productPath('([a-f0-9]{24})')}$`, 'i');

/** The product whose page `link` opens (`/productdetails/{productId}`, any query aside), or null. */
export const linkedProductId = (link: string): string | null =>
  PRODUCT_PAGE.exec(link.split('#')[0]!.split('?')[0]!)?.[1]?.toLowerCase() ?? null;

/**
 * Whether content may link to `link`: a page `shopLinkTarget` knows, or a product's page
 * (`/productdetails/{productId}`). The back office refuses any other banner or deal link.
 */
export const isKnownShopLink = (link: string): boolean =>
  shopLinkTarget(link).kind !== 'unknown' || linkedProductId(link) !== null;
