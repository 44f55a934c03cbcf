import { Msg } from '@vastra/contracts';
import { staffHeaders, staffLoginViaApi } from '../support/back-office';
import { pickProducts, priceOf, type DemoProduct } from '../support/catalog';
import { apiUrl } from '../support/env';
import { bagLink, toast } from '../support/shell';
import { signedInShopper } from '../support/shopper';
import { attr, escHtml, inr, jsonLd, rootOf, watchHydration } from '../support/ssr-page';
import { expect, test } from '../support/test';

test('a plain HTTP request gets the product, listing and home pages with their head and data; unknown ones 404', async ({
  request,
  baseURL,
}) => {
  const [product] = await pickProducts(request, 1, 31);
  if (!product) throw new Error('no product');
  const res = await request.get(`/productdetails/${product._id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // The page itself, as the app draws it: name, price and picture in the markup.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(product.name);
  expect(root).toContain(inr(priceOf(product)));
  expect(root).toMatch(/<img [^>]*src="\/static\/products\//);
  // The head.
  const canonical = `${baseURL}/productdetails/${product._id}`;
  expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
  expect(attr(html, /<title>([^<]+)<\/title>/)).toContain(product.name.replace(/&/g, '&amp;'));
  expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
    new RegExp(`^${baseURL}/static/`),
  );
  expect(attr(html, /<meta property="product:price:currency" content="([^"]+)"/)).toBe('INR');
  const [ld, crumbs] = jsonLd(html);
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: priceOf(product).toFixed(2),
      url: canonical,
    },
  });
  expect(Boolean(ld?.aggregateRating)).toBe(product.reviewCount > 0);
  expect(crumbs?.['@type']).toBe('BreadcrumbList');

  // A category's listing: its products and breadcrumbs; a sorted variant is not indexed.
  const cats = (await (await request.get(`${apiUrl}/api/category`)).json()) as {
    categories: { _id: string; name: string; slug: string }[];
  };
  const cat = cats.categories[0];
  if (!cat) throw new Error('no category');
  const listingPath = `/${cat.name.toLowerCase().replace(/\s+/g, '-')}/${cat._id}`;
  const listing = await request.get(listingPath);
  expect(listing.status()).toBe(200);
  const listingHtml = await listing.text();
  expect(attr(listingHtml, /<link rel="canonical" href="([^"]+)"/)).toBe(
    `${baseURL}${listingPath}`,
  );
  expect(listingHtml).not.toContain('name="robots"');
  expect(listingHtml.slice(listingHtml.indexOf('<div id="root">'))).toMatch(/<article /);
  expect(jsonLd(listingHtml)[0]?.['@type']).toBe('BreadcrumbList');
  expect(await (await request.get(`${listingPath}?sort=price-asc`)).text()).toContain(
    '<meta name="robots" content="noindex" />',
  );

  // Home: the shop and its search box.
  const home = await (await request.get('/')).text();
  expect(jsonLd(home).map((o) => o['@type'])).toEqual(['Organization', 'WebSite']);

  // Unknown product, category and page: 404 with the app's not-found page, not indexed.
  for (const [path, text] of [
    ['/productdetails/0123456789abcdef01234567', Msg.productNotFound],
    ['/men/0123456789abcdef01234567', 'Category not found'],
    ['/no/such/page/here/at-all', 'Page not found'],
  ] as const) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    const body = await missing.text();
    expect(body, path).toContain(text);
    expect(body, path).toContain('<meta name="robots" content="noindex" />');
  }

  // Private pages stay the browser's: the shell, with nothing of the shopper's in it.
  const bag = await (await request.get('/cart')).text();
  expect(bag).toContain('data-static-paint');
  expect(bag).not.toContain('id="__vastraSsr"');
});

test('a shopper opens a server-rendered product page: it hydrates without a mismatch or a second fetch, and a size goes into the bag', async ({
  page,
  request,
}) => {
  const [product] = await pickProducts(request, 1, 31);
  if (!product) throw new Error('no product');
  await signedInShopper(page, request, 'Meera');
  const problems = watchHydration(page);
  const productFetches: string[] = [];
  page.on('request', (req) => {
    // The product itself (its rows, such as Complete the look, are fetched after hydration).
    if (new URL(req.url()).pathname === `/api/products/individual/${product._id}`)
      productFetches.push(req.url());
  });

  const response = await page.goto(`/productdetails/${product._id}`);
  // The document itself carried the page.
  expect(await response?.text()).toContain(product.name);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');

  // Interactive: the size and the bag answer (the signed-in header shows once hydrated).
  const size = product.sizes[1] ?? '';
  const sizeButton = page.getByRole('button', { name: size, exact: true });
  await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  const added = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await added;
  await expect(bagLink(page, 1)).toBeVisible();

  expect(problems, 'hydration errors in the console').toEqual([]);
  expect(productFetches, 'the product fetched again in the browser').toEqual([]);
});

test('an archived product answers 410 and a hidden one 404 with the not-found page, which the browser does not fetch again', async ({
  page,
  request,
}) => {
  // Past every other journey's products: taking it off sale shifts none of theirs.
  const [product] = await pickProducts(request, 1, 33);
  if (!product) throw new Error('no product');
  const staff = await staffLoginViaApi(request);
  const setStatus = async (status: 'archived' | 'hidden' | 'active') =>
    expect(
      (
        await request.patch(`${apiUrl}/api/admin/products/${product._id}/status`, {
          headers: staffHeaders(staff),
          data: { status },
        })
      ).status(),
    ).toBe(200);
  await setStatus('archived');
  try {
    const gone = await request.get(`/productdetails/${product._id}`);
    expect(gone.status()).toBe(410);
    const html = await gone.text();
    expect(html).toContain(Msg.productNotFound);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain(product.name);

    const productFetches: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/products/individual/${product._id}`)
        productFetches.push(req.url());
    });
    const response = await page.goto(`/productdetails/${product._id}`);
    expect(response?.status()).toBe(410);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await expect(page.getByRole('heading', { level: 1, name: Msg.productNotFound })).toBeVisible();
    // The hydrated page is interactive: its Go Home link leads home.
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(productFetches, 'the archived product fetched again in the browser').toEqual([]);

    // Hidden: answered as an id that never existed (404, the same page), nothing giving it away.
    await setStatus('hidden');
    const hidden = await request.get(`/productdetails/${product._id}`);
    expect(hidden.status()).toBe(404);
    const hiddenHtml = await hidden.text();
    expect(hiddenHtml).toContain(Msg.productNotFound);
    expect(hiddenHtml).toContain('<meta name="robots" content="noindex" />');
    expect(hiddenHtml).not.toContain(product.name);
  } finally {
    await setStatus('active');
  }
});

test('home is server-rendered: its sections, products, prices and deal in the HTML; it hydrates without a mismatch or a refetch', async ({
  page,
  request,
}) => {
  const trending = (
    (await (await request.get(`${apiUrl}/api/products/trending?limit=10`)).json()) as {
      data: DemoProduct[];
    }
  ).data;
  const deal = (
    (await (await request.get(`${apiUrl}/api/home-deal`)).json()) as {
      data: { heading: string; link: string };
    }
  ).data;
  const { banners } = (await (await request.get(`${apiUrl}/api/banner`)).json()) as {
    banners: { title: string }[];
  };
  const first = trending[0];
  if (!first || !banners[0]) throw new Error('no trending products or banners');

  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const root = rootOf(await res.text());
  // Every section's heading, from the same components the browser draws.
  for (const heading of [
    'Shop via Category',
    'Trending Products',
    escHtml("Don't Miss These!"),
    'Get the Look',
    'Testimonials',
    'From the Journal',
  ])
    expect(root, heading).toContain(`>${heading}</h2>`);
  // Products with their prices, the banners, and the deal with its own listing.
  expect(root).toContain(escHtml(first.name));
  expect(root).toContain(inr(priceOf(first)));
  expect(root).toContain(`alt="${escHtml(banners[0].title)}"`);
  expect(root).toContain(escHtml(deal.heading));
  expect(root).toContain(`href="${escHtml(deal.link)}"`);
  // The deal's clock is the browser's: the server draws its boxes with dashes.
  expect(root.match(/>--<\/dd>/g)).toHaveLength(4);

  const problems = watchHydration(page);
  const refetched: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(products\/trending|banner|testimonials|home-deal)/.test(req.url()))
      refetched.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  // Hydrated and live: the clock ticks in the browser, and Shop the Deal opens the deal's listing.
  const timer = page.getByRole('timer', { name: 'Time left in the deal' });
  await timer.scrollIntoViewIfNeeded();
  await expect(timer).not.toContainText('--', { timeout: 15_000 });
  await page.getByRole('link', { name: 'Shop the Deal' }).click();
  await expect(page).toHaveURL(new RegExp(`${deal.link.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Category not found')).toHaveCount(0);

  expect(problems, 'hydration errors in the console').toEqual([]);
  expect(refetched, 'home data fetched again in the browser').toEqual([]);
});
