import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pickProducts, type DemoProduct } from './catalog';
import {
  addAddressViaApi,
  addToBagViaApi,
  getJson,
  loginViaApi,
  newShopper,
  placeCodOrderViaApi,
  registerViaApi,
  type SignedIn,
} from './shopper';
import { test as base } from './test';

/** What the page-load gates (perf/) need: a signed-in shopper with a bag and an order. */
export interface World {
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

/** The suite's `test` with a `world` per worker. */
export const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext();
      await provide(await buildWorld(request, workerInfo.parallelIndex));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

interface Landing {
  name: string;
  path: (w: World) => string;
  signedIn?: boolean;
  /** What is on screen once the page has drawn its content (not its loading state). */
  ready: (page: Page, w: World) => Locator;
}

/** The pages shoppers land on: home, a category, two products, and signed in the bag, checkout and an order. */
export const LANDINGS: Landing[] = [
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
