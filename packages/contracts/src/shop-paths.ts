/**
 * Addresses inside the shop, shared by the API's schemas and both apps (no zod here, so the
 * apps' first paint can use it).
 */

/** Where the API serves the pictures staff upload (stored under random names, as WebP). */
export const UPLOADS_PATH = '/uploads/';

/**
 * A picture the shop serves itself: an upload (`/uploads/<32 hex>.webp`, the only names the
 * upload endpoint gives) or a built-in asset (`/static/<folders>/<name>.svg|webp|png|jpg`). No
 * other site's address: a picture on another server is fetched by every visitor's browser, which
 * tells that server who looked at the shop and when.
 */
export const SHOP_IMAGE_URL =
  /^\/(?:uploads\/[a-f\d]{32}\.webp|static\/[\w-]+(?:\/[\w-]+)*\.(?:svg|webp|png|jpe?g))$/;

export const isShopImage = (url: string): boolean => SHOP_IMAGE_URL.test(url);

/** Whitespace (Unicode's too), control characters and invisible formatting characters. */
const UNSAFE_IN_PATH = /[\s\p{Cc}\p{Cf}]/u;

/**
 * A path in this shop, safe to navigate to or link: it starts with a single `/`, holds no `//`
 * anywhere, no backslash and no whitespace, control or invisible characters. Browsers read `\` as
 * `/` and drop tabs and line breaks, so `/\evil.example` or `/<tab>/evil.example` would open
 * `//evil.example`, another site; refusing those characters outright leaves nothing to
 * normalise. Used for banner links, the back office's `?next=` and the storefront's return after
 * sign-in.
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.includes('//') &&
    !value.includes('\\') &&
    !UNSAFE_IN_PATH.test(value)
  );
}

/** `value` when it is a path in the shop (see `isSameSitePath`), else `fallback`. */
export const sameSitePathOr = (value: string | null | undefined, fallback: string): string =>
  value && isSameSitePath(value) ? value : fallback;

/**
 * Lower-case words joined by dashes, from any name ("Linen Kurta — Indigo" → "linen-kurta-indigo",
 * "Tops & Tees" → "tops-and-tees"): the one slug rule for products, categories, content and URLs.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
