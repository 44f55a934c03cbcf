import {
  blogPath,
  categoryPath,
  INDEXABLE_STATIC_PATHS,
  productPath,
  stylePath,
  subcategoryPath,
} from '@vastra/contracts/storefront-paths';
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { childrenNamed, childText, parseXml, type XmlElement } from '../../../test/xml-tree';
import { seedDemoCatalogue } from '../../seed';
import { CategoryModel } from '../catalog/category.model';
import { LISTED, ProductModel } from '../catalog/product.model';
import { BlogModel, StyleModel } from '../content/content.model';
import { createSeoRouter } from './seo.router';

const ORIGIN = 'https://shop.example';
const NS = '{http://www.sitemaps.org/schemas/sitemap/0.9}';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let app: Express;
let unlisted: string[];

beforeAll(async () => {
  ({ app } = createTestApp({ PUBLIC_ORIGIN: ORIGIN }));
  await seedDemoCatalogue();
  const some = await ProductModel.find({}, { _id: 1 }).sort({ _id: 1 }).limit(3).lean();
  unlisted = some.map((p) => String(p._id));
  await ProductModel.updateOne({ _id: unlisted[0] }, { status: 'hidden' });
  await ProductModel.updateMany({ _id: { $in: unlisted.slice(1) } }, { status: 'archived' });
});

/** GET a path of the site; the body parsed as XML after checking it is a 200 XML answer. */
async function getXml(on: Express, path: string): Promise<XmlElement> {
  const res = await request(on).get(path).buffer(true).parse(textParser);
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseXml(res.body as string);
}

const textParser = (res: request.Response, done: (err: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

const pathOf = (loc: string) => {
  expect(loc.startsWith(ORIGIN + '/')).toBe(true);
  return loc.slice(ORIGIN.length);
};

/** Every child file of the index and the addresses each holds, with their lastmod. */
async function readSitemaps(on: Express) {
  const index = await getXml(on, '/sitemap.xml');
  expect(index.name).toBe(`${NS}sitemapindex`);
  const files = childrenNamed(index, `${NS}sitemap`).map((s) => ({
    path: pathOf(childText(s, `${NS}loc`)),
    lastmod: childrenNamed(s, `${NS}lastmod`)[0]?.text,
  }));
  const urls = new Map<string, { file: string; lastmod?: string }>();
  const perFile = new Map<string, string[]>();
  for (const file of files) {
    const set = await getXml(on, file.path);
    expect(set.name).toBe(`${NS}urlset`);
    const entries = childrenNamed(set, `${NS}url`).map((u) => ({
      path: pathOf(childText(u, `${NS}loc`)),
      lastmod: childrenNamed(u, `${NS}lastmod`)[0]?.text,
    }));
    perFile.set(
      file.path,
      entries.map((e) => e.path),
    );
    for (const e of entries) {
      expect(urls.has(e.path), `${e.path} listed twice`).toBe(false);
      urls.set(e.path, { file: file.path, lastmod: e.lastmod });
    }
    // The index's lastmod for a file is the latest of its addresses'.
    const latest = entries
      .map((e) => e.lastmod)
      .filter(Boolean)
      .sort()
      .at(-1);
    expect(file.lastmod, file.path).toBe(latest);
  }
  return { files, urls, perFile };
}

const listedProducts = async () =>
  ProductModel.find(LISTED, { updatedAt: 1 }).sort({ createdAt: -1, _id: -1 }).lean();

const stamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('GET /sitemap.xml', () => {
  it('indexes every product on sale, category, subcategory, style, blog and static page, and no hidden or archived product', async () => {
    const { files, urls } = await readSitemaps(app);
    expect(files.map((f) => f.path)).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-categories-1.xml',
      '/sitemap-styles-1.xml',
      '/sitemap-blogs-1.xml',
      '/sitemap-products-1.xml',
    ]);

    const products = await listedProducts();
    expect(products.length).toBeGreaterThan(100);
    const productUrls = [...urls.keys()].filter((p) => p.startsWith('/productdetails/'));
    expect(productUrls.sort()).toEqual(products.map((p) => productPath(String(p._id))).sort());
    for (const p of products)
      expect(urls.get(productPath(String(p._id)))?.lastmod).toBe(stamp(p.updatedAt));
    for (const id of unlisted) expect(urls.has(productPath(id))).toBe(false);

    const categories = await CategoryModel.find().lean();
    for (const c of categories) {
      const category = { _id: String(c._id), name: c.name };
      expect(urls.get(categoryPath(category))?.lastmod).toBe(stamp(c.updatedAt));
      for (const s of c.subcategories)
        expect(urls.has(subcategoryPath(category, { _id: String(s._id), name: s.name }))).toBe(
          true,
        );
    }
    const styles = await StyleModel.find().lean();
    const blogs = await BlogModel.find().lean();
    expect(styles.length).toBeGreaterThan(0);
    expect(blogs.length).toBeGreaterThan(0);
    for (const s of styles)
      expect(urls.get(stylePath(String(s._id)))?.lastmod).toBe(stamp(s.updatedAt));
    for (const b of blogs)
      expect(urls.get(blogPath(String(b._id)))?.lastmod).toBe(stamp(b.updatedAt));
    for (const page of INDEXABLE_STATIC_PATHS) expect(urls.has(page), page).toBe(true);
    expect(urls.has('/')).toBe(true);

    for (const [path, { lastmod }] of urls)
      if (lastmod) {
        expect(lastmod, path).toMatch(W3C_DATETIME);
        expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
      }
    for (const f of files)
      expect(f.lastmod ?? '').toMatch(f.path.includes('pages') ? /^$/ : W3C_DATETIME);
  });

  it('splits a kind into files of at most the given size, each listed once, and 404s past the last', async () => {
    const small = express();
    small.use(createSeoRouter({ origin: ORIGIN, perFile: 7 }));
    const { files, perFile } = await readSitemaps(small);
    const products = await listedProducts();
    const productFiles = files.filter((f) => f.path.startsWith('/sitemap-products-'));
    expect(productFiles.map((f) => f.path)).toEqual(
      Array.from(
        { length: Math.ceil(products.length / 7) },
        (_, i) => `/sitemap-products-${i + 1}.xml`,
      ),
    );
    // Newest first, 7 a file, the last one holding the rest.
    const expected = products.map((p) => productPath(String(p._id)));
    productFiles.forEach((f, i) =>
      expect(perFile.get(f.path)).toEqual(expected.slice(i * 7, i * 7 + 7)),
    );
    // 13 static pages: two files.
    expect(files.filter((f) => f.path.startsWith('/sitemap-pages-'))).toHaveLength(2);
    expect(perFile.get('/sitemap-pages-2.xml')).toEqual(INDEXABLE_STATIC_PATHS.slice(7));

    const past = `/sitemap-products-${productFiles.length + 1}.xml`;
    for (const path of [
      past,
      '/sitemap-products-0.xml',
      '/sitemap-products-01.xml',
      '/sitemap-secrets-1.xml',
    ])
      expect((await request(small).get(path)).status, path).toBe(404);
  });

  it('answers a revalidation with 304, a query privately, and drops its copy when a product is taken off sale', async () => {
    const first = await request(app).get('/sitemap-products-1.xml').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    await request(app)
      .get('/sitemap-products-1.xml')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
    // A cache-buster gets the same answer, never stored by a shared cache.
    const busted = await request(app).get('/sitemap-products-1.xml?cb=1').expect(200);
    expect(busted.text).toBe(first.text);
    expect(busted.headers['cache-control']).toBe('private, max-age=60, stale-while-revalidate=300');

    const [newest] = await listedProducts();
    const id = String(newest!._id);
    expect(first.text).toContain(`${ORIGIN}${productPath(id)}<`);
    await ProductModel.updateOne({ _id: id }, { status: 'hidden' });
    const after = await request(app).get('/sitemap-products-1.xml').expect(200);
    expect(after.text).not.toContain(`${ORIGIN}${productPath(id)}<`);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await ProductModel.updateOne({ _id: id }, { status: 'active' });
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap, keeps crawlers out of private pages and lets them read the public catalogue', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/cart', '/checkout', '/account', '/yourorder', '/admin/', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/api/products', '/api/category', '/api/blogs'])
      expect(lines).toContain(`Allow: ${path}`);
  });
});
