import { staffHeaders, staffLoginViaApi } from '../support/back-office';
import { pickProducts, priceOf, productNow } from '../support/catalog';
import { apiUrl } from '../support/env';
import { freePort, startNginx } from '../support/nginx';
import { attr, escHtml, inr, jsonLd, rootOf } from '../support/ssr-page';
import { expect, test } from '../support/test';

/**
 * Debian's nginx with the repository's configuration (apps/web/nginx.conf, rendered as
 * `pnpm topology` runs it) in front of this run's API and storefront server: a rendered product
 * page is served from nginx's cache the second time, and a price edit through the back office's
 * API shows on the very next request. Against a shop already behind nginx (E2E_TARGET_URL) that
 * nginx is the one tested.
 */

test('nginx serves a rendered product page from its cache, and a price edit shows on the next request', async ({
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const front = process.env.E2E_TARGET_URL ? undefined : await startNginx(apiUrl, baseURL);
  const base = front?.base ?? baseURL;
  // Past every other journey's products: its price edit touches none of theirs.
  const [product] = await pickProducts(request, 1, 34);
  if (!product) throw new Error('no product');
  const staff = await staffLoginViaApi(request);
  const setMrp = async (price: number) =>
    expect(
      (
        await request.post(`${apiUrl}/api/admin/products/bulk`, {
          headers: staffHeaders(staff),
          data: { ids: [product._id], action: { type: 'price', price } },
        })
      ).status(),
    ).toBe(200);
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return {
      status: res.status,
      cache: res.headers.get('x-cache-status'),
      control: res.headers.get('cache-control') ?? '',
      html: await res.text(),
    };
  };
  const path = `/productdetails/${product._id}`;
  /**
   * Asks again until nginx answers from its cache. Any catalogue write moves the version (another
   * journey's order taking stock, or the API's own catalogue signal a moment after a write, which
   * bumps the version once more), and the request after it is drawn anew: a HIT follows once the
   * catalogue stands still.
   */
  const untilHit = async () => {
    const until = Date.now() + 60_000;
    for (;;) {
      const got = await page(path);
      if (got.cache === 'HIT') return got;
      if (Date.now() > until) throw new Error(`never a HIT (last: ${got.cache})`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  try {
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.control).toMatch(/^public, max-age=\d+/);
    expect(rootOf(first.html)).toContain(inr(priceOf(product)));
    const hit = await untilHit();
    expect(rootOf(hit.html)).toContain(inr(priceOf(product)));

    // Shoppers signed in, or with cookies, never get (or make) a stored copy.
    expect((await page(path, { Cookie: 'a=1' })).cache).toBe('BYPASS');
    expect((await page(path, { Authorization: 'Bearer x' })).cache).toBe('BYPASS');
    // Private pages are the shell, never stored.
    for (const _ of [1, 2]) {
      const bag = await page('/cart');
      expect(bag.control).toBe('no-cache');
      expect(bag.cache).not.toBe('HIT');
    }

    // A price edit: the next request is drawn anew, with the new price, and cached again.
    await setMrp(product.price + 500);
    // With one API process the next request sees the edit; with several (the topology run) the
    // process asked hears of it with the catalogue signal, about a second later. Asked past
    // nginx's cache: a first read from a process that has not heard yet would be kept there for
    // the answer's max-age. The first page with the new price is drawn anew (a MISS): no stored
    // copy could hold it before.
    let edited = product;
    await expect
      .poll(
        async () =>
          priceOf((edited = await productNow(request, product._id, { pastSharedCaches: true }))),
        { timeout: 15_000 },
      )
      .not.toBe(priceOf(product));
    const after = await (async () => {
      const until = Date.now() + 15_000;
      for (;;) {
        const got = await page(path);
        if (rootOf(got.html).includes(inr(priceOf(edited))) || Date.now() > until) return got;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    expect(after.cache).toBe('MISS');
    expect(rootOf(after.html)).toContain(inr(priceOf(edited)));
    expect(rootOf(after.html)).not.toContain(inr(priceOf(product)));
    const again = await untilHit();
    expect(rootOf(again.html)).toContain(inr(priceOf(edited)));
    // What a plain request (a crawler, `curl`) got through nginx at first: the product's name,
    // price, main picture and description in the markup, its canonical address, Open Graph picture
    // and Product JSON-LD in the head. The product's own answer is read only now: through nginx
    // (the topology run) it is cached for its max-age, so a read before the edit would keep the old
    // price in front of the poll above.
    const detail = (await (
      await request.get(`${apiUrl}/api/products/individual/${product._id}`)
    ).json()) as { data: { name: string; description: string; images: string[] } };
    const root = rootOf(first.html);
    expect(root).toContain(escHtml(detail.data.name));
    expect(root).toContain(`src="${detail.data.images[0]}"`);
    expect(root).toContain(escHtml(detail.data.description));
    expect(attr(first.html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
      new RegExp(`^https?://[^/]+/productdetails/${product._id}$`),
    );
    expect(attr(first.html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https?:\/\/[^/]+\/static\//,
    );
    expect(jsonLd(first.html)[0]).toMatchObject({
      '@type': 'Product',
      name: detail.data.name,
      offers: { priceCurrency: 'INR', price: priceOf(product).toFixed(2) },
    });
  } finally {
    await setMrp(product.price);
    front?.stop();
  }
});

test('with the storefront server down, nginx answers pages with the shell, uncached', async ({
  baseURL,
}) => {
  test.skip(Boolean(process.env.E2E_TARGET_URL), 'needs an nginx of its own');
  if (!baseURL) throw new Error('no baseURL');
  // A port nothing listens on: the storefront's server is down.
  const front = await startNginx(apiUrl, `http://127.0.0.1:${await freePort()}`);
  try {
    for (const _ of [1, 2]) {
      const res = await fetch(`${front.base}/productdetails/0123456789abcdef01234567`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  } finally {
    front.stop();
  }
});
