import type { ProductDetail } from '@vastra/contracts/catalog';
import { categoryPath, productPath, subcategoryPath } from '@vastra/contracts/storefront-paths';

/**
 * What a server-rendered page puts in its <head>: built from the same data the page shows, as
 * plain values (the server escapes and writes them, `headHtml`).
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute, on the public origin; absent on pages that must not be indexed. */
  canonical?: string;
  /** `noindex` on private pages, filtered or sorted variants and not-found pages. */
  robots?: 'noindex' | 'noindex, nofollow';
  /** Open Graph and Twitter card properties, `og:*`/`product:*` and `twitter:*`. */
  og: Record<string, string>;
  /** JSON-LD objects, each written as its own script. */
  jsonLd: object[];
}

export const SHOP_NAME = 'Vastra';
const DEFAULT_TITLE = 'Vastra — Fashion for Men & Women';
const DEFAULT_DESCRIPTION =
  'Vastra — fashion for men and women in India. Curated collections, fast delivery, easy returns.';

/** "<title> | Vastra", as the app's `usePageTitle` writes it once it runs. */
export const pageTitle = (title?: string | null): string =>
  title ? `${title} | ${SHOP_NAME}` : DEFAULT_TITLE;

/** A description cut to about what search results show (160 characters), on a word. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An absolute URL on the public origin (an image or path that is already absolute stays). */
export const absolute = (origin: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;

export type Crumb = { name: string; path: string };

/** schema.org `BreadcrumbList`, positions from 1. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  };
}

const inStock = (p: Pick<ProductDetail, 'stock'>) => p.stock > 0;

/** schema.org `Product` with its `Offer`; `AggregateRating` only when it has reviews. */
export function productJsonLd(origin: string, p: ProductDetail): object {
  const url = absolute(origin, productPath(p._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: p.images.map((src) => absolute(origin, src)),
    sku: p._id,
    ...(p.brand.name ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
    ...(p.material ? { material: p.material } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: p.discountedPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: inStock(p) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(p.ratings.toFixed(1)),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The crumbs of a product: home, its category, its subcategory when it has one, itself. */
function productCrumbs(p: ProductDetail): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (p.category._id && p.category.name) {
    crumbs.push({ name: p.category.name, path: categoryPath(p.category) });
    if (p.subcategory?._id && p.subcategory.name)
      crumbs.push({ name: p.subcategory.name, path: subcategoryPath(p.category, p.subcategory) });
  }
  crumbs.push({ name: p.name, path: productPath(p._id) });
  return crumbs;
}

/** A product page: its one canonical address whatever path reached it, its picture and price. */
export function productHead(origin: string, p: ProductDetail): PageHead {
  const url = absolute(origin, productPath(p._id));
  const image = p.images[0] ?? p.image;
  const description = metaDescription(
    `${p.name} by ${p.brand.name || SHOP_NAME} — ₹${p.discountedPrice.toLocaleString('en-IN')}. ${p.description}`,
  );
  const title = pageTitle(p.name);
  return {
    title,
    description,
    canonical: url,
    og: {
      'og:type': 'product',
      'og:site_name': SHOP_NAME,
      'og:title': p.name,
      'og:description': description,
      'og:url': url,
      ...(image ? { 'og:image': absolute(origin, image), 'og:image:alt': p.name } : {}),
      'product:price:amount': p.discountedPrice.toFixed(2),
      'product:price:currency': 'INR',
      'product:availability': inStock(p) ? 'in stock' : 'out of stock',
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': p.name,
      'twitter:description': description,
      ...(image ? { 'twitter:image': absolute(origin, image) } : {}),
    },
    jsonLd: [productJsonLd(origin, p), breadcrumbJsonLd(origin, productCrumbs(p))],
  };
}

type Named = { _id: string; name: string };

/**
 * A category or subcategory listing (its first page). A filtered, sorted or paged variant (any
 * query string) is `noindex` and names the plain listing as canonical.
 */
export function listingHead(
  origin: string,
  listing: { category: Named; subcategory?: Named; count: number; image?: string },
  variant: boolean,
): PageHead {
  const { category, subcategory } = listing;
  const path = subcategory ? subcategoryPath(category, subcategory) : categoryPath(category);
  const name = subcategory ? `${subcategory.name} — ${category.name}` : category.name;
  const url = absolute(origin, path);
  const description = metaDescription(
    `Shop ${listing.count} ${subcategory ? subcategory.name : category.name} styles at ${SHOP_NAME}: ${category.name.toLowerCase()}'s fashion in India, priced in rupees, with fast delivery and easy returns.`,
  );
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath(category) },
  ];
  if (subcategory) crumbs.push({ name: subcategory.name, path });
  return {
    title: pageTitle(name),
    description,
    canonical: url,
    ...(variant ? { robots: 'noindex' as const } : {}),
    og: {
      'og:type': 'website',
      'og:site_name': SHOP_NAME,
      'og:title': name,
      'og:description': description,
      'og:url': url,
      ...(listing.image ? { 'og:image': absolute(origin, listing.image) } : {}),
      'twitter:card': listing.image ? 'summary_large_image' : 'summary',
      'twitter:title': name,
      'twitter:description': description,
    },
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  };
}

/** The home page: the shop itself, with its search box for search engines. */
export function homeHead(origin: string): PageHead {
  const url = absolute(origin, '/');
  return {
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    canonical: url,
    og: {
      'og:type': 'website',
      'og:site_name': SHOP_NAME,
      'og:title': DEFAULT_TITLE,
      'og:description': DEFAULT_DESCRIPTION,
      'og:url': url,
      'og:image': absolute(origin, '/static/hero/poster.webp'),
      'twitter:card': 'summary_large_image',
      'twitter:title': DEFAULT_TITLE,
      'twitter:description': DEFAULT_DESCRIPTION,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SHOP_NAME,
        url,
        logo: absolute(origin, '/favicon.svg'),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, '/search')}?q={q}` },
          'query-input': 'required name=q',
        },
      },
    ],
  };
}

/** A page with a fixed address (policies, lookbook, blogs…): its own title, indexable. */
export function simpleHead(
  origin: string,
  path: string,
  title: string,
  description = DEFAULT_DESCRIPTION,
): PageHead {
  const url = absolute(origin, path);
  return {
    title: pageTitle(title),
    description: metaDescription(description),
    canonical: url,
    og: {
      'og:type': 'website',
      'og:site_name': SHOP_NAME,
      'og:title': title,
      'og:description': metaDescription(description),
      'og:url': url,
      'twitter:card': 'summary',
      'twitter:title': title,
    },
    jsonLd: [],
  };
}

/** A page not to index: a shopper's own page, or one that names nothing. */
export const noindexHead = (title?: string): PageHead => ({
  title: pageTitle(title),
  description: DEFAULT_DESCRIPTION,
  robots: 'noindex',
  og: {},
  jsonLd: [],
});

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: nothing in the data can close the tag or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> markup of a page: title, description, canonical, robots, cards, JSON-LD. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
  ];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${head.robots}" />`);
  for (const [key, value] of Object.entries(head.og)) {
    const attr = key.startsWith('twitter:') ? 'name' : 'property';
    tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}" />`);
  }
  for (const obj of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(obj)}</script>`);
  return tags.join('\n    ');
}
