import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pickProducts, type DemoProduct } from '../support/catalog';
import {
  describeShifts,
  LIGHTHOUSE_MOBILE,
  recordLayoutShifts,
  shiftsAfterLoad,
  throttleLikeLighthouseMobile,
} from '../support/layout-shift';
import {
  addAddressViaApi,
  addToBagViaApi,
  getJson,
  loginViaApi,
  newShopper,
  placeCodOrderViaApi,
  registerViaApi,
  seedSession,
  type SignedIn,
} from '../support/shopper';
import { expect, test as base } from '../support/test';

/**
 * Layout stability of the pages shoppers land on, on the production build: each page is loaded
 * cold (new browser context) on a phone, throttled like Lighthouse's mobile profile, and the sum
 * of its layout shifts without recent input must stay at or below 0.02 (Google's "good" line is
 * 0.1). Layout shift does not depend on how fast the machine is — which element moves, and how
 * far, is decided by the order in which data, fonts and code arrive, and the throttling makes that
 * order the one a phone sees — so this is a gate, not a benchmark. A failure lists every shift
 * with the elements that moved (before → after rectangles, CSS px).
 */
const MAX_SHIFT = 0.02;

interface World {
  session: SignedIn;
  /** The longest-named product, and the one the Lighthouse bench measures (101st newest). */
  products: [DemoProduct, DemoProduct];
  categoryPath: string;
  orderId: string;
}

/** A shopper with an address, an order and two lines in the bag; the longest-named product. */
async function buildWorld(request: APIRequestContext, workerIndex: number): Promise<World> {
  const shopper = newShopper('Steady');
  await registerViaApi(request, shopper);
  const session = await loginViaApi(request, shopper);
  await addAddressViaApi(request, session, shopper);
  const [bought, bagged, alsoBagged] = await pickProducts(request, 3, 20 + workerIndex * 3);
  if (!bought || !bagged || !alsoBagged) throw new Error('not enough products');
  const orderId = await placeCodOrderViaApi(request, session, bought);
  await addToBagViaApi(request, session, bagged._id, bagged.sizes[0] ?? 'M', 1);
  await addToBagViaApi(request, session, alsoBagged._id, alsoBagged.sizes[0] ?? 'M', 2);

  // Two product pages: the longest name (the longest breadcrumb trail), and the product the
  // Lighthouse bench measures, whose trail wrapped in the fallback font and not in Inter.
  const first = await getJson<{ data: DemoProduct[] }>(request, '/api/products?limit=100');
  const second = await getJson<{ data: DemoProduct[] }>(request, '/api/products?limit=100&page=2');
  const longest = [...first.data].sort((a, b) => b.name.length - a.name.length)[0];
  const benched = second.data[0];
  const { categories } = await getJson<{ categories: { _id: string; slug: string }[] }>(
    request,
    '/api/category',
  );
  const category = categories[0];
  if (!longest || !benched || !category) throw new Error('no product or category in the demo data');
  return {
    session,
    products: [longest, benched],
    categoryPath: `/${category.slug}/${category._id}`,
    orderId,
  };
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

test.use({ ...LIGHTHOUSE_MOBILE });

interface Landing {
  name: string;
  path: (w: World) => string;
  signedIn?: boolean;
  /** What is on screen once the page has drawn its content (not its loading state). */
  ready: (page: Page, w: World) => Locator;
}

const LANDINGS: Landing[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByRole('heading', { name: 'Trending Products' }),
  },
  {
    name: 'category',
    path: (w) => w.categoryPath,
    ready: (page) =>
      page.getByRole('region', { name: 'Product results' }).getByRole('article').first(),
  },
  ...([0, 1] as const).map((i): Landing => ({
    name: `product ${i + 1}`,
    path: (w) => `/productdetails/${w.products[i]._id}`,
    ready: (page, w) => page.getByRole('heading', { level: 1, name: w.products[i].name }),
  })),
  {
    name: 'bag',
    path: () => '/cart',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Order Summary' }),
  },
  {
    name: 'checkout',
    path: () => '/checkout',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /Review Items/ }),
  },
  {
    name: 'order details',
    path: (w) => `/account/orders/${w.orderId}`,
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Order Details' }),
  },
];

for (const landing of LANDINGS) {
  test(`${landing.name}: layout shift while it loads on a throttled phone ≤ ${MAX_SHIFT}`, async ({
    page,
    context,
    world,
  }) => {
    if (landing.signedIn) await seedSession(page, world.session);
    await recordLayoutShifts(page);
    await throttleLikeLighthouseMobile(context, page);
    await page.goto(landing.path(world), { waitUntil: 'commit' });
    await expect(landing.ready(page, world)).toBeVisible({ timeout: 45_000 });
    const shifts = await shiftsAfterLoad(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    console.info(`layout shift, ${landing.name}: ${total.toFixed(4)} (${shifts.length} shifts)`);
    expect(
      total,
      `layout shift on ${landing.name} (${landing.path(world)}): ${total.toFixed(4)}\n${describeShifts(shifts)}`,
    ).toBeLessThanOrEqual(MAX_SHIFT);
  });
}

/**
 * The text first paints (src/app/boot/text-paints.ts) draw a page's largest text where the page
 * itself will draw it: replaced by the app's render, a misplaced paint would jump without counting
 * as a layout shift. Each page is loaded once with the app's code held back (only the boot
 * script's paint is on screen) and once whole, and the two boxes and texts must match.
 */
const TEXT_PAINTS: {
  name: string;
  path: (w: World) => string;
  boot: (page: Page) => Locator;
  app: (page: Page) => Locator;
}[] = [
  {
    name: 'checkout: the selected address',
    path: () => '/checkout',
    boot: (page) => page.locator('[data-boot-paint] [data-field="line"]').first(),
    app: (page) =>
      page
        .getByRole('radiogroup', { name: 'Delivery address' })
        .locator('label > span > span')
        .nth(1),
  },
  {
    name: 'order details: the shipping address',
    path: (w) => `/account/orders/${w.orderId}`,
    boot: (page) => page.locator('[data-boot-paint] address'),
    app: (page) => page.getByRole('region', { name: 'Shipping Address' }).locator('address'),
  },
];

/** The app's entry script (index-<hash>.js), which the boot script adds after its paint. */
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

for (const paint of TEXT_PAINTS) {
  test(`${paint.name}: the boot script draws it where the page does`, async ({ page, world }) => {
    await seedSession(page, world.session);
    const seen = async (locator: Locator) => {
      await expect(locator).toBeVisible({ timeout: 45_000 });
      return { box: await locator.boundingBox(), text: await locator.innerText() };
    };
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto(paint.path(world));
    const early = await seen(paint.boot(page));
    await page.unroute(APP_ENTRY);
    await page.goto(paint.path(world));
    const late = await seen(paint.app(page));
    expect(early.text).toBe(late.text);
    expect(early.box).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((early.box?.[side] ?? 0) - (late.box?.[side] ?? -1)), side).toBeLessThan(0.5);
  });
}
