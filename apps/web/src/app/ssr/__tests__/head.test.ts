import type { ProductDetail } from '@vastra/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  headHtml,
  homeHead,
  listingHead,
  metaDescription,
  noindexHead,
  productHead,
  productJsonLd,
  scriptJson,
} from '../head';

const ORIGIN = 'https://shop.example.in';

const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  _id: '64b000000000000000000001',
  name: 'Indigo Cotton Kurta',
  images: ['/static/products/kurta.webp', '/static/products/kurta-alt.webp'],
  image: '/static/products/kurta.webp',
  price: 1999,
  mrp: 1999,
  discount: 25,
  discountedPrice: 1499,
  stock: 12,
  sizes: ['M', 'L'],
  sizeStock: [
    { size: 'M', stock: 5 },
    { size: 'L', stock: 7 },
  ],
  colors: ['Indigo'],
  ratings: 4.26,
  reviewCount: 8,
  brand: { name: 'Vastra Studio' },
  category: { _id: '64b0000000000000000000c1', name: 'Men', slug: 'men' },
  subcategory: { _id: '64b0000000000000000000s1', name: 'Kurta Sets', slug: 'kurta-sets' },
  createdAt: '2026-01-01T00:00:00.000Z',
  description: 'A hand-block printed kurta in soft cotton.',
  pricing: { mrp: 1999, discountedPrice: 1499 },
  tags: [],
  specifications: {},
  careInstructions: [],
  shippingInfo: '',
  returns: '',
  offers: [],
  ...over,
});

describe('productHead', () => {
  it('names the product, its price in rupees and one canonical URL on the public origin', () => {
    const head = productHead(ORIGIN, product());
    expect(head.title).toBe('Indigo Cotton Kurta | Vastra');
    expect(head.canonical).toBe(`${ORIGIN}/productdetails/64b000000000000000000001`);
    expect(head.description).toContain('₹1,499');
    expect(head.robots).toBeUndefined();
    expect(head.og).toMatchObject({
      'og:type': 'product',
      'og:url': head.canonical,
      'og:image': `${ORIGIN}/static/products/kurta.webp`,
      'product:price:amount': '1499.00',
      'product:price:currency': 'INR',
      'product:availability': 'in stock',
      'twitter:card': 'summary_large_image',
    });
  });

  it('gives a Product with its Offer and rating, and the breadcrumbs down to it', () => {
    const [ld, crumbs] = productHead(ORIGIN, product()).jsonLd;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Indigo Cotton Kurta',
      offers: {
        '@type': 'Offer',
        price: '1499.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/productdetails/64b000000000000000000001`,
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 8 },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Men',
          item: `${ORIGIN}/men/64b0000000000000000000c1`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Kurta Sets',
          item: `${ORIGIN}/men/kurta-sets/64b0000000000000000000c1/64b0000000000000000000s1`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Indigo Cotton Kurta',
          item: `${ORIGIN}/productdetails/64b000000000000000000001`,
        },
      ],
    });
  });

  it('has no AggregateRating without reviews, and says out of stock when nothing is left', () => {
    const p = product({ reviewCount: 0, ratings: 0, stock: 0 });
    const ld = productJsonLd(ORIGIN, p);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(productHead(ORIGIN, p).og['product:availability']).toBe('out of stock');
  });
});

describe('listingHead', () => {
  const listing = {
    category: { _id: 'c1', name: 'Women' },
    subcategory: { _id: 's1', name: 'Sarees' },
    count: 24,
    image: '/static/products/saree.webp',
  };

  it('is the subcategory listing, canonical and indexable when plain', () => {
    const head = listingHead(ORIGIN, listing, false);
    expect(head.title).toBe('Sarees — Women | Vastra');
    expect(head.canonical).toBe(`${ORIGIN}/women/sarees/c1/s1`);
    expect(head.robots).toBeUndefined();
    expect(head.og['og:image']).toBe(`${ORIGIN}/static/products/saree.webp`);
    expect(head.jsonLd[0]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Women' }, { name: 'Sarees' }],
    });
  });

  it('is noindex on a filtered or sorted variant, naming the plain listing as canonical', () => {
    const head = listingHead(ORIGIN, listing, true);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBe(`${ORIGIN}/women/sarees/c1/s1`);
  });
});

describe('homeHead', () => {
  it('describes the shop with its search box', () => {
    const types = homeHead(ORIGIN).jsonLd.map((o) => (o as Record<string, unknown>)['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(homeHead(ORIGIN).jsonLd[1]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search?q={q}` } },
    });
  });
});

describe('headHtml', () => {
  it('escapes values and keeps JSON-LD from closing its script', () => {
    const html = headHtml(
      productHead(ORIGIN, product({ name: 'Kurta "Raja" </script><b>', description: 'x' })),
    );
    expect(html).toContain(
      '<title>Kurta &quot;Raja&quot; &lt;/script&gt;&lt;b&gt; | Vastra</title>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).name).toBe('Kurta "Raja" </script><b>');
  });

  it('marks a page not to index', () => {
    expect(headHtml(noindexHead('Page not found'))).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('writes JSON a script cannot be broken out of', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text on a word, at most 160 characters', () => {
    expect(metaDescription('  short\n text ')).toBe('short text');
    const cut = metaDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
