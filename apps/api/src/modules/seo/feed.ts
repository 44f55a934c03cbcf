import { unitPrice } from '@vastra/contracts';
import { productPath } from '@vastra/contracts/storefront-paths';
import { listedProducts } from '../catalog';
import { XML_DECLARATION, xmlElement } from './xml';

/**
 * The Google Merchant Center product feed: RSS 2.0 with the `g:` namespace, one item per size of
 * every product on sale (not drafts, hidden or archived), the sizes of a product tied by `g:item_group_id`.
 * Prices are the shop's own rule (`unitPrice`): `g:price` is the list price (MRP) and
 * `g:sale_price` what the shopper pays when it is lower. Availability is the size's own stock.
 * Products without a picture are left out (Merchant Center refuses items without `image_link`).
 */
const G_NS = 'http://base.google.com/ns/1.0';

/** Google's product taxonomy, by the garment a product is (its illustration kind). */
const CLOTHING = 'Apparel & Accessories > Clothing';
const TAXONOMY: Record<string, string> = {
  shirt: `${CLOTHING} > Shirts & Tops`,
  tee: `${CLOTHING} > Shirts & Tops`,
  polo: `${CLOTHING} > Shirts & Tops`,
  top: `${CLOTHING} > Shirts & Tops`,
  kurta: `${CLOTHING} > Shirts & Tops`,
  kurti: `${CLOTHING} > Shirts & Tops`,
  jeans: `${CLOTHING} > Pants`,
  trousers: `${CLOTHING} > Pants`,
  dress: `${CLOTHING} > Dresses`,
  skirt: `${CLOTHING} > Skirts`,
  jacket: `${CLOTHING} > Outerwear > Coats & Jackets`,
};

/** Merchant Center's limits on text attributes. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

const money = (rupees: number): string => `${rupees.toFixed(2)} INR`;

function gender(categoryName: string): 'male' | 'female' | 'unisex' {
  const name = categoryName.trim().toLowerCase();
  if (name === 'men' || name === 'man' || name === 'male') return 'male';
  if (name === 'women' || name === 'woman' || name === 'female') return 'female';
  return 'unisex';
}

const cut = (text: string, max: number): string => [...text].slice(0, max).join('');

interface FeedProduct {
  _id: unknown;
  name: string;
  description?: string | null;
  images?: string[] | null;
  brand?: { name?: string | null } | null;
  colors?: string[] | null;
  categoryName?: string | null;
  garment?: string | null;
  price: number;
  discount?: number | null;
  discountedPrice?: number | null;
  inventory?: { size: string; stock: number }[] | null;
  stock?: number | null;
}

/** One product's items: one per size (or one without a size when it has none). */
function items(p: FeedProduct, origin: string): string[] {
  const images = (p.images ?? []).filter(Boolean);
  if (images.length === 0) return [];
  const id = String(p._id);
  const paid = unitPrice(p);
  const shared = [
    xmlElement('g:title', cut(p.name, TITLE_MAX)),
    xmlElement('g:description', cut(p.description?.trim() || p.name, DESCRIPTION_MAX)),
    xmlElement('g:link', origin + productPath(id)),
    xmlElement('g:image_link', origin + images[0]),
    ...images
      .slice(1, 1 + ADDITIONAL_IMAGES_MAX)
      .map((src) => xmlElement('g:additional_image_link', origin + src)),
    xmlElement('g:price', money(p.price)),
    paid < p.price ? xmlElement('g:sale_price', money(paid)) : '',
    xmlElement('g:brand', p.brand?.name?.trim() || 'Vastra'),
    xmlElement('g:condition', 'new'),
    xmlElement('g:google_product_category', TAXONOMY[p.garment ?? ''] ?? CLOTHING),
    xmlElement('g:gender', gender(p.categoryName ?? '')),
    xmlElement('g:age_group', 'adult'),
    xmlElement('g:color', (p.colors ?? []).slice(0, 3).join('/')),
  ].join('');
  const sizes = p.inventory ?? [];
  const variants = sizes.length
    ? sizes.map((s) => ({ id: `${id}-${s.size}`, size: s.size, stock: s.stock }))
    : [{ id, size: '', stock: p.stock ?? 0 }];
  return variants.map(
    (v) =>
      '<item>' +
      xmlElement('g:id', v.id) +
      shared +
      xmlElement('g:availability', v.stock > 0 ? 'in_stock' : 'out_of_stock') +
      xmlElement('g:size', v.size) +
      (sizes.length ? xmlElement('g:item_group_id', id) : '') +
      '</item>',
  );
}

/**
 * The feed in pieces, as it is read from the database (its head, each product's items, its end),
 * so a large catalogue's feed can be sent as it is made instead of held whole.
 */
export async function* googleFeed(origin: string): AsyncGenerator<string> {
  yield [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:g="${G_NS}">`,
    '<channel>',
    xmlElement('title', 'Vastra'),
    xmlElement('link', `${origin}/`),
    xmlElement('description', 'Clothing for men and women from Vastra, priced in rupees.'),
    '',
  ].join('\n');
  const cursor = listedProducts<FeedProduct>({
    name: 1,
    description: 1,
    images: 1,
    brand: 1,
    colors: 1,
    categoryName: 1,
    garment: 1,
    price: 1,
    discount: 1,
    discountedPrice: 1,
    inventory: 1,
    stock: 1,
  });
  for await (const p of cursor) {
    const lines = items(p, origin);
    if (lines.length) yield lines.join('\n') + '\n';
  }
  yield '</channel>\n</rss>\n';
}
