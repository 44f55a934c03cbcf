import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { auditThemes, describeFindings, type A11yFinding } from './support/a11y';
import { pickProducts } from './support/catalog';
import { apiUrl } from './support/env';
import {
  addAddressViaApi,
  addToBagViaApi,
  authHeaders,
  getJson,
  loginViaApi,
  newShopper,
  placeCodOrderViaApi,
  registerViaApi,
  seedSession,
  type SignedIn,
} from './support/shopper';
import { expect, test as base } from './support/test';

/**
 * axe-core on every route of the app, in both themes and at both widths (1440 and 390 px): no
 * serious or critical violations. Account and bag routes are checked signed in, with a bag, a
 * wishlist, an address and an order, so their filled states are what gets audited.
 */
/** Every failing route's findings, for a report across the whole app. */
const a11yDir = fileURLToPath(new URL('./artifacts/a11y', import.meta.url));

interface World {
  session: SignedIn;
  ids: Record<
    | 'product'
    | 'category'
    | 'categorySlug'
    | 'sub'
    | 'subSlug'
    | 'style'
    | 'look'
    | 'blog'
    | 'order',
    string
  >;
}

/** One signed-in shopper per worker with something in every account screen. */
async function buildWorld(request: APIRequestContext, workerIndex: number): Promise<World> {
  const shopper = newShopper('Audit');
  await registerViaApi(request, shopper);
  const session = await loginViaApi(request, shopper);
  await addAddressViaApi(request, session, shopper);
  const [bought, bagged, wished] = await pickProducts(request, 3, 10 + workerIndex * 3);
  if (!bought || !bagged || !wished) throw new Error('not enough products');
  await placeCodOrderViaApi(request, session, bought);
  await addToBagViaApi(request, session, bagged._id, bagged.sizes[0] ?? 'M', 1);
  const wish = await request.post(`${apiUrl}/api/wishlist`, {
    headers: authHeaders(session),
    data: { productId: wished._id },
  });
  if (!wish.ok()) throw new Error(`wishlist: ${wish.status()}`);
  const orders = await getJson<{ orders: { _id: string }[] }>(
    request,
    '/api/orders/me',
    authHeaders(session),
  );

  const cats = await getJson<{
    categories: { _id: string; slug: string; subcategories: { _id: string; slug: string }[] }[];
  }>(request, '/api/category');
  const cat = cats.categories[0];
  const sub = cat?.subcategories[0];
  const styles = await getJson<{ data: { _id: string }[] }>(request, '/api/styles');
  const style = await getJson<{ data: { influencers: { looks: { _id: string }[] }[] } }>(
    request,
    `/api/styles/${styles.data[0]?._id}`,
  );
  const blogs = await getJson<{ data: { _id: string }[] }>(request, '/api/blogs');
  const ids = {
    product: bought._id,
    category: cat?._id ?? '',
    categorySlug: cat?.slug ?? '',
    sub: sub?._id ?? '',
    subSlug: sub?.slug ?? '',
    style: styles.data[0]?._id ?? '',
    look: style.data.influencers[0]?.looks[0]?._id ?? '',
    blog: blogs.data[0]?._id ?? '',
    order: orders.orders[0]?._id ?? '',
  };
  for (const [k, v] of Object.entries(ids)) if (!v) throw new Error(`no ${k} in the demo data`);
  return { session, ids };
}

const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext();
      await provide(await buildWorld(request, workerInfo.parallelIndex));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

type Ids = World['ids'];
interface AuditedRoute {
  name: string;
  path: (ids: Ids) => string;
  signedIn?: boolean;
}

/**
 * Routes grouped by area (a failing test restarts its worker, so a few larger tests keep the audit
 * fast; each failure lists every route, width and theme involved).
 */
const groups: Record<string, AuditedRoute[]> = {
  'category listings': [
    { name: 'category', path: (i) => `/${i.categorySlug}/${i.category}` },
    { name: 'subcategory', path: (i) => `/${i.categorySlug}/${i.subSlug}/${i.category}/${i.sub}` },
    { name: 'search results', path: () => '/search?q=shrit' },
    { name: 'category not found', path: (i) => `/${i.categorySlug}/0123456789abcdef01234567` },
  ],
  'product lists': [
    { name: 'products', path: () => '/products' },
    { name: 'products latest', path: () => '/products?type=latest' },
    { name: 'trending', path: () => '/trending' },
  ],
  'home and shell pages': [
    { name: 'home', path: () => '/' },
    { name: 'not found', path: () => '/no/such/page/here/at-all' },
    { name: 'product not found', path: () => '/product-not-found' },
    { name: 'reset password', path: () => `/reset-password/${'ab'.repeat(32)}` },
  ],
  'product page': [
    { name: 'product', path: (i) => `/productdetails/${i.product}` },
    { name: 'product (signed in)', path: (i) => `/productdetails/${i.product}`, signedIn: true },
  ],
  'bag and checkout': [
    { name: 'bag (visitor)', path: () => '/cart' },
    { name: 'bag', path: () => '/cart', signedIn: true },
    { name: 'wishlist', path: () => '/wishlist', signedIn: true },
    { name: 'checkout', path: () => '/checkout', signedIn: true },
    { name: 'payment success', path: () => '/payment_seccess', signedIn: true },
  ],
  account: [
    { name: 'profile', path: () => '/account/profile', signedIn: true },
    { name: 'orders', path: () => '/account/orders', signedIn: true },
    { name: 'order details', path: (i) => `/account/orders/${i.order}`, signedIn: true },
    { name: 'addresses', path: () => '/account/addresses', signedIn: true },
    { name: 'change password', path: () => '/account/change-password', signedIn: true },
    { name: 'your orders (legacy)', path: () => '/yourorder', signedIn: true },
    { name: 'order details (legacy)', path: (i) => `/order_details/${i.order}`, signedIn: true },
  ],
  lookbook: [
    { name: 'all styles', path: () => '/all-styles' },
    { name: 'style', path: (i) => `/all-styles/${i.style}` },
    { name: 'influencer style', path: (i) => `/influencer-style/${i.style}` },
    { name: 'influencer', path: () => '/influencer' },
    { name: 'influencer product', path: (i) => `/influencer-product/${i.look}` },
  ],
  'content and policies': [
    { name: 'blogs', path: () => '/blogs' },
    { name: 'blog', path: (i) => `/blogdetails/${i.blog}` },
    { name: 'testimonials', path: () => '/testimonials' },
    { name: 'about', path: () => '/about' },
    { name: 'contact', path: () => '/contact' },
    { name: 'privacy', path: () => '/privacy' },
    { name: 'shipping', path: () => '/shipping' },
    { name: 'return', path: () => '/return' },
    { name: 'terms', path: () => '/terms' },
  ],
};

test.describe.configure({ mode: 'parallel' });

for (const [group, routes] of Object.entries(groups)) {
  test(`a11y: ${group}`, async ({ browser, baseURL, world, announcementHeading }, testInfo) => {
    test.setTimeout(60_000 + routes.length * 45_000);
    const findings: A11yFinding[] = [];
    const crashes: string[] = [];
    for (const route of routes) {
      const path = route.path(world.ids);
      // A fresh visitor (or the audit shopper) per route, light system theme, no motion.
      const context = await browser.newContext({
        baseURL,
        locale: 'en-IN',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        page.on('pageerror', (err) => crashes.push(`${route.name}: ${err.name}: ${err.message}`));
        if (announcementHeading)
          await page.addInitScript(
            (h) => sessionStorage.setItem('announcement-seen', h),
            announcementHeading,
          );
        if (route.signedIn) await seedSession(page, world.session);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
          await page.goto(path);
          await expect(page.getByRole('banner'), `${path} renders the shell`).toBeVisible();
          const found = await auditThemes(page, path, width);
          if (found.length > 0) {
            await testInfo.attach(`${route.name} @${width}.png`, {
              body: await page.screenshot(),
              contentType: 'image/png',
            });
          }
          findings.push(...found);
        }
      } finally {
        await context.close();
      }
    }
    if (findings.length > 0) {
      await testInfo.attach('axe-serious-critical.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
      mkdirSync(a11yDir, { recursive: true });
      writeFileSync(
        join(a11yDir, `${group.replace(/\W+/g, '-')}.json`),
        JSON.stringify(findings, null, 2),
      );
    }
    const summary = findings.map(
      (f) =>
        `${f.impact} ${f.rule} ${f.route} @${f.width}px ${f.theme} (${f.nodes.length}${f.nodes.length === 6 ? '+' : ''} nodes)`,
    );
    expect(crashes, 'uncaught exceptions in the page').toEqual([]);
    expect(summary, `serious/critical axe violations:\n${describeFindings(findings)}`).toEqual([]);
  });
}
