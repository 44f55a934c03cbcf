import { staffHeaders, staffLoginViaApi } from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { apiUrl } from '../support/env';
import { pageKey } from '../../server/page-key.mjs';
import { startNginx } from '../support/nginx';
import { expect, test } from '../support/test';

/**
 * nginx's page cache as shoppers use it, measured: visitors browse home → a category → a product
 * → the next product, over many products, arriving as shoppers do (some from an ad or a shared
 * link, with campaign tags or a click id; some with the listing's filters, written in either
 * order), with a catalogue write (a price edit) every few products. Every page request goes
 * through nginx (this run's own, as journey 26; the topology's under `pnpm topology`); its
 * `X-Cache-Status` is counted and the hit rate printed. The cache keys a page by its address in
 * one spelling (server/page-key.mjs), so a tag or a parameter order must not cost a render: a page
 * asked again before the next write is a HIT whatever it carries.
 */

const PRODUCTS = 24;
/** A catalogue write after every this many products. */
const WRITE_EVERY = 8;

const ARRIVALS = [
  '',
  '?utm_source=instagram&utm_medium=social&utm_campaign=festive',
  '?fbclid=IwAR',
  '?gclid=Cj0KCQ',
];
/** The listing's filters, written by different links in different orders. */
const LISTING_QUERIES = ['', '?sort=price-asc&size=M', '?size=M&sort=price-asc'];

test('shoppers browsing public pages are served from nginx’s page cache', async ({
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(240_000);
  const front = process.env.E2E_TARGET_URL ? undefined : await startNginx(apiUrl, baseURL);
  const base = front?.base ?? baseURL;
  // Products no other journey changes (read from the catalogue's second page); the edited one past
  // every other journey's.
  const listed = (await (await request.get(`${apiUrl}/api/products?limit=100&page=2`)).json()) as {
    data: { _id: string }[];
  };
  const products = listed.data.slice(40, 40 + PRODUCTS + 1);
  if (products.length <= PRODUCTS) throw new Error('too few products in the demo catalogue');
  const [edited] = await pickProducts(request, 1, 40);
  if (!edited) throw new Error('no product');
  const { categories } = (await (await request.get(`${apiUrl}/api/category`)).json()) as {
    categories: { _id: string; slug: string }[];
  };
  const category = categories[0];
  if (!category) throw new Error('no category');
  const staff = await staffLoginViaApi(request);
  const reprice = async (price: number) =>
    expect(
      (
        await request.post(`${apiUrl}/api/admin/products/bulk`, {
          headers: staffHeaders(staff),
          data: { ids: [edited._id], action: { type: 'price', price } },
        })
      ).status(),
    ).toBe(200);

  const tally: Record<string, number> = {};
  /** Requests carrying a tag or a parameter order for a page already asked for since the last write. */
  const repeatsWithVariant: string[] = [];
  let visit = 0;
  const seen = new Set<string>();
  const get = async (path: string, query: string) => {
    const res = await fetch(`${base}${path}${query}`);
    await res.body?.cancel();
    expect(res.status, `${path}${query}`).toBe(200);
    const status = res.headers.get('x-cache-status') ?? 'none';
    tally[status] = (tally[status] ?? 0) + 1;
    const key = pageKey(`${path}${query}`);
    if (query && seen.has(key)) repeatsWithVariant.push(status);
    seen.add(key);
  };
  const arrival = () => {
    visit += 1;
    const a = ARRIVALS[visit % ARRIVALS.length] ?? '';
    // Click ids differ per visit; a campaign's visitors share its tags.
    return a.includes('clid') ? `${a}${visit}` : a;
  };

  try {
    for (let i = 0; i < PRODUCTS; i += 1) {
      if (i > 0 && i % WRITE_EVERY === 0) {
        await reprice(edited.price + 100 + i);
        seen.clear();
      }
      await get('/', arrival());
      await get(`/${category.slug}/${category._id}`, LISTING_QUERIES[i % 3] ?? '');
      await get(`/productdetails/${products[i]?._id}`, arrival());
      await get(`/productdetails/${products[i + 1]?._id}`, '');
    }
  } catch (err) {
    front?.stop();
    throw err;
  } finally {
    await reprice(edited.price).catch(() => undefined);
  }

  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  const hits = tally.HIT ?? 0;
  const line =
    `page cache through nginx: ${total} page requests, HIT ${hits} (${((hits / total) * 100).toFixed(1)} %); ` +
    Object.entries(tally)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') +
    `; repeats with a tag or another parameter order: ${repeatsWithVariant.filter((s) => s === 'HIT').length}/${repeatsWithVariant.length} HIT`;
  console.info(line);
  await test.info().attach('page-cache.txt', { body: line, contentType: 'text/plain' });

  // What the key's one spelling promises, checked one page at a time: asked plain until it is a
  // HIT, then at once with a fresh tag or click id (and the filters in another order), the page is
  // a HIT too. Asked again when a write elsewhere moved the version between the two.
  const listing = `/${category.slug}/${category._id}`;
  const statusOf = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    await res.body?.cancel();
    return res.headers.get('x-cache-status') ?? 'none';
  };
  const fresh = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const cases: [string, () => string][] = [
    [
      `/productdetails/${products[0]?._id}`,
      () => `/productdetails/${products[0]?._id}?utm_source=mail&utm_campaign=c${fresh()}`,
    ],
    ['/', () => `/?fbclid=IwAR${fresh()}`],
    [
      `${listing}?sort=price-asc&size=M`,
      () => `${listing}?size=M&gclid=Cj0${fresh()}&sort=price-asc`,
    ],
  ];
  try {
    // No page request goes uncached for want of a version. The rate itself is printed, not gated:
    // in a full run other journeys' orders move the version too.
    expect(tally.BYPASS ?? 0, line).toBe(0);
    for (const [plain, variant] of cases)
      await expect
        .poll(async () => `${await statusOf(plain)} ${await statusOf(variant())}`, {
          message: `${plain}, then tagged`,
          timeout: 60_000,
          intervals: [250],
        })
        .toBe('HIT HIT');
  } finally {
    front?.stop();
  }
});
