import { unitPrice } from '@vastra/contracts';
import { productPath } from '@vastra/contracts/storefront-paths';
import express, { type Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { childrenNamed, childText, parseXml, type XmlElement } from '../../../test/xml-tree';
import { seedDemoCatalogue } from '../../seed';
import { CategoryModel } from '../catalog/category.model';
import { LISTED, ProductModel } from '../catalog/product.model';
import { createSeoRouter } from './seo.router';

const ORIGIN = 'https://shop.example';
const G = '{http://base.google.com/ns/1.0}';
const HOSTILE_NAME = `Kurta ]]> <script>alert("x")</script> & 'co' <![CDATA[ x`;

let app: Express;
let hostileId: string;
let hiddenId: string;

beforeAll(async () => {
  ({ app } = createTestApp({ PUBLIC_ORIGIN: ORIGIN }));
  await seedDemoCatalogue();
  const women = await CategoryModel.findOne({ name: 'Women' }).lean();
  const hostile = await ProductModel.create({
    name: HOSTILE_NAME,
    slug: 'hostile-kurta',
    // Control characters cannot appear in XML 1.0 at all, not even escaped.
    description: `Line one\u0001 & <b>bold</b>\u001F ]]>`,
    images: ['/static/products/a.webp', '/static/products/b.webp'],
    brand: { name: 'R&D <Looms>' },
    colors: ['Red', 'Gold'],
    category: women!._id,
    categoryName: 'Women',
    garment: 'kurta',
    price: 1299,
    discount: 0.2,
    inventory: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 4 },
    ],
    stock: 4,
  });
  hostileId = String(hostile._id);
  const hidden = await ProductModel.findOne({ _id: { $ne: hostile._id } }).lean();
  hiddenId = String(hidden!._id);
  await ProductModel.updateOne({ _id: hiddenId }, { status: 'archived' });
});

async function feed(
  on: Express = app,
): Promise<{ items: XmlElement[]; etag?: string; text: string }> {
  const res = await request(on).get('/feeds/google.xml').buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const rss = parseXml(res.text);
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  const [channel] = childrenNamed(rss, 'channel');
  expect(childText(channel!, 'link')).toBe(`${ORIGIN}/`);
  return { items: childrenNamed(channel!, 'item'), etag: res.headers.etag, text: res.text };
}

const g = (item: XmlElement, field: string) => childText(item, `${G}${field}`);
const money = (rupees: number) => `${rupees.toFixed(2)} INR`;

describe('GET /feeds/google.xml', () => {
  it('has one item per size of every product on sale, each with every required g: field', async () => {
    const { items } = await feed();
    const products = await ProductModel.find(LISTED).lean();
    expect(items).toHaveLength(products.reduce((n, p) => n + Math.max(1, p.inventory.length), 0));
    const byId = new Map(items.map((item) => [g(item, 'id'), item]));
    expect(byId.size).toBe(items.length);
    for (const p of products) {
      const id = String(p._id);
      const paid = unitPrice(p);
      for (const size of p.inventory) {
        const item = byId.get(`${id}-${size.size}`);
        expect(item, `${p.name} ${size.size}`).toBeDefined();
        expect(g(item!, 'item_group_id')).toBe(id);
        expect(g(item!, 'size')).toBe(size.size);
        expect(g(item!, 'availability')).toBe(size.stock > 0 ? 'in_stock' : 'out_of_stock');
        expect(g(item!, 'title')).toBe(p.name);
        expect(g(item!, 'description').length).toBeGreaterThan(0);
        expect(g(item!, 'link')).toBe(`${ORIGIN}${productPath(id)}`);
        expect(g(item!, 'image_link')).toBe(`${ORIGIN}${p.images[0]}`);
        expect(childrenNamed(item!, `${G}additional_image_link`).map((e) => e.text)).toEqual(
          p.images.slice(1, 11).map((src) => `${ORIGIN}${src}`),
        );
        expect(g(item!, 'price')).toBe(money(p.price));
        const sale = childrenNamed(item!, `${G}sale_price`).map((e) => e.text);
        expect(sale).toEqual(paid < p.price ? [money(paid)] : []);
        expect(g(item!, 'brand').length).toBeGreaterThan(0);
        expect(g(item!, 'condition')).toBe('new');
        expect(g(item!, 'google_product_category')).toMatch(/^Apparel & Accessories > Clothing/);
        expect(g(item!, 'gender')).toBe(
          p.categoryName === 'Men' ? 'male' : p.categoryName === 'Women' ? 'female' : 'unisex',
        );
        expect(g(item!, 'age_group')).toBe('adult');
        expect(g(item!, 'color')).toBe(p.colors.slice(0, 3).join('/'));
      }
    }
    expect([...byId.keys()].some((k) => k.startsWith(hiddenId))).toBe(false);
  });

  it('escapes staff-written text: a hostile name, brand and description stay text', async () => {
    const { items } = await feed();
    const mine = items.filter((item) => g(item, 'item_group_id') === hostileId);
    expect(mine.map((item) => [g(item, 'size'), g(item, 'availability')])).toEqual([
      ['S', 'out_of_stock'],
      ['M', 'in_stock'],
    ]);
    for (const item of mine) {
      expect(g(item, 'title')).toBe(HOSTILE_NAME);
      expect(g(item, 'brand')).toBe('R&D <Looms>');
      expect(g(item, 'description')).toBe('Line one & <b>bold</b> ]]>');
      expect(g(item, 'price')).toBe('1299.00 INR');
      expect(g(item, 'sale_price')).toBe('1039.20 INR');
      expect(g(item, 'color')).toBe('Red/Gold');
      expect(g(item, 'gender')).toBe('female');
      expect(g(item, 'google_product_category')).toBe(
        'Apparel & Accessories > Clothing > Shirts & Tops',
      );
    }
  });

  it('is kept between asks and shows a price change at once', async () => {
    // Written as it is made, then kept: the next ask gets the same feed with an ETag.
    const before = await feed();
    const again = await feed();
    expect(again.text).toBe(before.text);
    expect(again.etag).toMatch(/^W\/"/);
    // A write past the models' hooks tells nothing: the kept feed is still served.
    const _id = new Types.ObjectId(hostileId);
    await ProductModel.collection.updateOne({ _id }, { $set: { price: 1500 } });
    const kept = await feed();
    expect(kept.etag).toBe(again.etag);
    expect(
      g(
        kept.items.find((i) => g(i, 'item_group_id') === hostileId)!,
        'price',
      ),
    ).toBe('1299.00 INR');
    // A write through the model moves the catalogue's signal: the next ask is made afresh.
    await ProductModel.updateOne({ _id: hostileId }, { price: 2345, discount: 0 });
    const after = await feed();
    const item = after.items.find((i) => g(i, 'item_group_id') === hostileId)!;
    expect(g(item, 'price')).toBe('2345.00 INR');
    expect(childrenNamed(item, `${G}sale_price`)).toEqual([]);
    expect(after.text).not.toBe(before.text);
  });

  it('a feed longer than the store keeps is written at every ask, never held', async () => {
    const small = express();
    small.use(createSeoRouter({ origin: ORIGIN, keepChars: 1000 }));
    const first = await feed(small);
    expect(first.etag).toBeUndefined();
    expect(first.items.length).toBeGreaterThan(100);
    // Not kept: a write the catalogue's signal does not see shows at the next ask.
    const _id = new Types.ObjectId(hostileId);
    await ProductModel.collection.updateOne({ _id }, { $set: { price: 1777 } });
    const second = await feed(small);
    const item = second.items.find((i) => g(i, 'item_group_id') === hostileId)!;
    expect(g(item, 'price')).toBe('1777.00 INR');
    expect(second.items).toHaveLength(first.items.length);
  });
});
