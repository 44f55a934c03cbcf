import { http, HttpResponse } from 'msw';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBootScript, routeChunks, takeEntryTags } from '../../../../build/boot-plugin';
import { getCategoryProducts } from '@/entities/catalog/api/get-category-products';
import { getProduct } from '@/entities/catalog/api/get-product';
import { EARLY_REQUESTS_KEY } from '@/lib/early-requests';
import { SESSION_TOKEN_KEY } from '@/lib/session-keys';
import { categoryBody, product, productDetail } from '@/test/fixtures/catalog-pages';
import { server } from '@/test/server';
import { getCart } from '@/entities/cart/api/get-cart';
import { getAddresses } from '@/entities/address/api/get-addresses';
import { getOrder } from '@/entities/order/api/get-order';
import { session } from '@/lib/session';
import { cartBody, cartItem, order, savedAddress } from '@/test/fixtures/commerce';
import { CHECKOUT_LAYOUT } from '@/features/checkout';
import { fakeToken, signIn, signOut, testUser } from '@/test/render';
import { routes } from '../../router';
import {
  BOOT_ROUTES,
  matchBootRoute,
  STATIC_FIRST_SEGMENTS,
  type BootConfig,
} from '../boot-routes';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
  document.head.querySelectorAll('link, script').forEach((l) => l.remove());
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** Every leaf route of router.tsx as a full path, with its route object. */
function leaves(list: RouteObject[], prefix = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((r) => {
    const path = r.index ? prefix : [prefix, r.path].filter(Boolean).join('/').replace(/^\//, '');
    const own = r.children ? [] : [{ path, route: r }];
    return [...own, ...(r.children ? leaves(r.children, path) : [])];
  });
}

const cfg: BootConfig = {
  routes: BOOT_ROUTES,
  statics: STATIC_FIRST_SEGMENTS,
  apiBase: '/api',
  key: EARLY_REQUESTS_KEY,
  tokenKey: SESSION_TOKEN_KEY,
  ssrKey: '__vastraSsr',
  app: { entry: '/assets/index-1.js', preloads: ['/assets/a.js'] },
  paintWaitMs: 3000,
  preloadBatch: 8,
};

/** The leaf path react-router would render for a URL. */
function routerPath(url: string): string | undefined {
  const matched = matchRoutes(routes, url);
  const leaf = matched?.[matched.length - 1];
  return leaf ? leaves(routes).find((l) => l.route === leaf.route)?.path : undefined;
}

describe('boot routes agree with router.tsx', () => {
  const urls = [
    ...leaves(routes).map((l) => '/' + l.path.replace(/:\w+/g, 'x1').replace('*', 'a/b/c/d/e')),
    '/men/c8ee063fe222dde2ce9a66ed',
    '/women/6a1f/kurtas/7b2e',
    '/products/abc',
    '/trending/abc',
    '/blogdetails/abc',
    '/account/orders',
  ];

  it.each(urls)('%s opens the same route in the boot script as in the router', (url) => {
    const boot = matchBootRoute(cfg, url)?.route.path;
    const router = routerPath(url);
    if (BOOT_ROUTES.some((r) => r.path === router)) expect(boot).toBe(router);
    else expect(boot).toBeUndefined();
  });

  it('lists exactly the static first segments that outrank `:category/...`', () => {
    const derived = new Set(
      leaves(routes)
        .map((l) => l.path.split('/'))
        .filter((segs) => segs.length >= 2 && segs[0] && !segs[0].startsWith(':'))
        .map((segs) => segs[0]),
    );
    expect([...STATIC_FIRST_SEGMENTS].sort()).toEqual([...derived].sort());
  });
});

/** index.html's #root with its static top bar, as the page has it before the app renders. */
function staticPage() {
  document.body.innerHTML = '<div id="root"><div data-static-paint>VASTRA</div></div>';
  return document.getElementById('root') as HTMLElement;
}

/** Runs the boot script as index.html does: serialised, minified, evaluated in the page. */
function runInlineScript(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(renderBootScript(cfg))();
}

const paintedImages = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-boot-paint] img')].map((i) => i.getAttribute('src'));

const requests = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url).pathname);
  });
  return seen;
};

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (l) => `preload ${l.getAttribute('href')}`,
  );

describe('the boot script in index.html', () => {
  it('on a product page: asks for the product once, preloads and paints its first image', async () => {
    const detail = productDetail({ _id: 'a'.repeat(24), images: ['/static/p/1.svg', '/2.svg'] });
    server.use(
      http.get('/api/products/individual/:id', () =>
        HttpResponse.json({ success: true, data: detail }),
      ),
    );
    const seen = requests();
    const root = staticPage();
    runInlineScript(`/productdetails/${'a'.repeat(24)}`);
    const data = await getProduct('a'.repeat(24));
    expect(data.name).toBe(detail.name);
    expect(seen).toEqual([`/api/products/individual/${'a'.repeat(24)}`]);
    await expect.poll(preloads).toContain('preload /static/p/1.svg');
    // Drawn where the gallery's main image will be, with the thumbnails' column kept (2 images).
    expect(paintedImages(root)).toEqual(['/static/p/1.svg']);
    expect(root.querySelector('[data-boot-paint]')).toHaveAttribute('aria-hidden', 'true');
    expect(root.querySelector('[data-slot="thumbs"]')).not.toBeNull();
    // Handed out once: a later fetch of the same product asks the network again.
    await getProduct('a'.repeat(24));
    expect(seen).toHaveLength(2);
  });

  it('on a category page: the listing uses the early answer; the first two cards’ images are preloaded', async () => {
    const items = ['/1.svg', '/2.svg', '/3.svg'].map((src) => product({ images: [src] }));
    server.use(http.get('/api/products/:id', () => HttpResponse.json(categoryBody(items))));
    const seen = requests();
    const root = staticPage();
    runInlineScript('/men/c8ee063fe222dde2ce9a66ed');
    const data = await getCategoryProducts('c8ee063fe222dde2ce9a66ed');
    expect(data.products).toHaveLength(3);
    expect(seen).toEqual(['/api/products/c8ee063fe222dde2ce9a66ed']);
    await expect
      .poll(preloads)
      .toEqual(expect.arrayContaining(['preload /1.svg', 'preload /2.svg']));
    expect(preloads()).not.toContain('preload /3.svg');
    expect(paintedImages(root)).toEqual(['/1.svg', '/2.svg']);
    expect(root.querySelector('[data-slot]')).toBeNull();
  });

  it('paints nothing once the app has drawn the page, and never reads data as HTML', async () => {
    const detail = productDetail({ images: ['/x.svg" onerror="alert(1)'] });
    server.use(
      http.get('/api/products/individual/:id', () =>
        HttpResponse.json({ success: true, data: detail }),
      ),
    );
    const root = staticPage();
    runInlineScript('/productdetails/p1');
    await getProduct('p1');
    await expect.poll(() => paintedImages(root)).toEqual(['/x.svg" onerror="alert(1)']);
    expect(root.querySelector('img[onerror]')).toBeNull();
    expect(root.querySelector('[data-slot="thumbs"]')).toBeNull();

    // The app rendered (the static top bar is gone): the boot script must not touch its DOM. It
    // preloads the image and paints (or not) in one step: once the preload is there, it has chosen.
    root.innerHTML = '<main>app</main>';
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    runInlineScript('/productdetails/p1');
    await getProduct('p1');
    await expect.poll(preloads).toContain('preload /x.svg" onerror="alert(1)');
    expect(root.innerHTML).toBe('<main>app</main>');
  });

  it('preloads no card image when the URL sorts or filters the grid', async () => {
    server.use(
      http.get('/api/products/:id', () =>
        HttpResponse.json(categoryBody([product({ images: ['/1.svg'] })])),
      ),
    );
    const root = staticPage();
    runInlineScript('/men/c8ee063fe222dde2ce9a66ed?sort=price-asc');
    await getCategoryProducts('c8ee063fe222dde2ce9a66ed');
    expect(preloads()).toEqual([]);
    expect(paintedImages(root)).toEqual([]);
  });

  it('leaves other pages alone, and an early failure is retried by the page', async () => {
    runInlineScript('/blogdetails/abc');
    expect(preloads()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY]).toBeUndefined();

    let calls = 0;
    server.use(
      http.get('/api/products/individual/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, data: productDetail() });
      }),
    );
    runInlineScript('/productdetails/b1');
    await expect(getProduct('b1')).resolves.toMatchObject({ name: 'Linen Shirt' });
    expect(calls).toBe(2);
  });
});

describe("the boot script on a signed-in shopper's pages", () => {
  afterEach(() => signOut());

  /** Requests as the server saw them: path and bearer token. */
  const authed = () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const auth = request.headers.get('authorization') ?? 'none';
      seen.push(`${new URL(request.url).pathname} ${auth}`);
    });
    return seen;
  };

  it('starts the checkout’s bag and addresses with the stored token; the app adopts them', async () => {
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([cartItem()]))),
      http.get('/api/address', () => HttpResponse.json({ success: true, data: [] })),
    );
    signIn();
    const bearer = `Bearer ${session.get().token}`;
    const seen = authed();
    runInlineScript('/checkout');
    const [bag, addresses] = await Promise.all([getCart(), getAddresses()]);
    expect(bag.items).toHaveLength(1);
    expect(addresses).toEqual([]);
    expect(seen.sort()).toEqual([`/api/address ${bearer}`, `/api/cart ${bearer}`]);
  });

  it('never hands one shopper’s early answer to another session, and asks nothing without a token', async () => {
    const id = 'd'.repeat(24);
    server.use(
      http.get('/api/orders/:id', ({ request }) =>
        HttpResponse.json({
          success: true,
          data: order({ _id: id, orderId: request.headers.get('authorization') ?? '' }),
        }),
      ),
    );
    signIn();
    const seen = authed();
    runInlineScript(`/account/orders/${id}`);
    // Another account signs in (another tab) before the page's code asks for the order.
    session.set({ ...testUser, _id: 'another', email: 'b@example.com' }, `${fakeToken()}-b`);
    const second = `Bearer ${session.get().token}`;
    const got = await getOrder(id);
    expect(got.orderId).toBe(second);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(`/api/orders/${id} ${second}`);

    signOut();
    runInlineScript('/cart');
    expect((window as unknown as Record<string, object>)[EARLY_REQUESTS_KEY]).toEqual({});
    expect(seen).toHaveLength(2);
  });
});

describe('the app’s code, loaded by the boot script', () => {
  /**
   * Each test's boot script gets an entry of its own: an earlier test's boot script may still add
   * its code (after its paint or its wait), and must not be counted here.
   */
  let n = 0;
  const run = (pathname: string, config: BootConfig = cfg) => {
    n += 1;
    const app = { entry: `/assets/index-${n}.js`, preloads: [`/assets/a-${n}.js`] };
    window.history.replaceState(null, '', pathname);
    new Function(renderBootScript({ ...config, app }))();
    return [`script ${app.entry}`, `modulepreload ${app.preloads[0]}`];
  };
  /** This test's module scripts and modulepreloads, in the order the boot script added them. */
  const code = () =>
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')]
      .map(
        (el) =>
          `${el.getAttribute('rel') ?? 'script'} ${el.getAttribute('href') ?? el.getAttribute('src')}`,
      )
      .filter((line) => line.includes(`-${n}.js`) || line.endsWith('/c.js'));
  afterEach(() => {
    vi.useRealTimers();
    signOut();
    vi.restoreAllMocks();
  });

  it('starts at once on a page without a first paint, with the route’s own chunks', () => {
    const path = ':category/:subcategory/:categoryId/:subcategoryId';
    const withChunks: BootConfig = {
      ...cfg,
      routes: BOOT_ROUTES.map((r) => (r.path === path ? { ...r, chunks: ['/assets/c.js'] } : r)),
    };
    server.use(http.get('/api/products/:id', () => HttpResponse.json(categoryBody([]))));
    const app = run('/men/6a1f/kurtas/7b2e', withChunks);
    expect(code()).toEqual([...app, 'modulepreload /assets/c.js']);
    const entry = document.head.querySelector('script[type="module"]');
    expect(entry).toHaveAttribute('fetchpriority', 'low');
    expect(entry).toHaveAttribute('crossorigin', '');
  });

  it('adds the modulepreloads a batch per task after the entry', async () => {
    const path = ':category/:subcategory/:categoryId/:subcategoryId';
    const chunks = ['1', '2', '3', '4'].map((k) => `/assets/c${k}-batch.js`);
    const config: BootConfig = {
      ...cfg,
      preloadBatch: 2,
      routes: BOOT_ROUTES.map((r) => (r.path === path ? { ...r, chunks } : r)),
    };
    server.use(http.get('/api/products/:id', () => HttpResponse.json(categoryBody([]))));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [script, preload] = run('/men/6a1f/kurtas/7b2e', config);
    const added = () =>
      [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')]
        .map(
          (el) =>
            `${el.getAttribute('rel') ?? 'script'} ${el.getAttribute('href') ?? el.getAttribute('src')}`,
        )
        .filter((line) => line.includes(`-${n}.js`) || line.endsWith('-batch.js'));
    const preloads = chunks.map((c) => `modulepreload ${c}`);
    expect(added()).toEqual([script, preload, preloads[0]]);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual([script, preload, ...preloads.slice(0, 3)]);
    await vi.advanceTimersToNextTimerAsync();
    expect(added()).toEqual([script, preload, ...preloads]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on a server-rendered page, asks for nothing and paints nothing: it asks for the code only after the first paint', async () => {
    const path = 'productdetails/:productId';
    const withChunks: BootConfig = {
      ...cfg,
      routes: BOOT_ROUTES.map((r) => (r.path === path ? { ...r, chunks: ['/assets/c.js'] } : r)),
    };
    const asked = vi.spyOn(globalThis, 'fetch');
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = cfg.ssrKey;
    state.textContent = JSON.stringify({
      queries: { queries: [], mutations: [] },
      router: { loaderData: {} },
    });
    document.head.append(state);
    // jsdom reports no paints: the code runs after the paint wait, as when none comes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    try {
      const [script, preload] = run(`/productdetails/${'e'.repeat(24)}`, withChunks);
      expect(code()).toEqual([]);
      await vi.advanceTimersByTimeAsync(cfg.paintWaitMs - 1);
      expect(code()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(code()).toEqual([script, preload, 'modulepreload /assets/c.js']);
      expect(asked).not.toHaveBeenCalled();
      expect(document.querySelector('[data-boot-paint]')).toBeNull();
    } finally {
      state.remove();
    }
  });

  it('on a category page, starts once the first paint’s images have loaded', async () => {
    const items = ['/1.svg', '/2.svg'].map((src) => product({ images: [src] }));
    server.use(http.get('/api/products/:id', () => HttpResponse.json(categoryBody(items))));
    // jsdom loads no images: each one stays incomplete until the test says it loaded.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    // Frames and timers run when the test says, short of the paint wait (which would start the
    // app without the images however slow the machine is).
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const root = staticPage();
    const app = run('/men/c8ee063fe222dde2ce9a66ed');
    await expect.poll(() => paintedImages(root)).toEqual(['/1.svg', '/2.svg']);
    const [first, second] = root.querySelectorAll('[data-boot-paint] img');
    first?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(cfg.paintWaitMs / 3);
    expect(code()).toEqual([]);
    second?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(cfg.paintWaitMs / 3);
    expect(code()).toEqual(app);
  });

  it('on the bag, signed in: paints the first line’s picture, then starts the app', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const line = cartItem();
    server.use(http.get('/api/cart', () => HttpResponse.json(cartBody([line, cartItem()]))));
    signIn();
    const root = staticPage();
    const app = run('/cart');
    await expect.poll(() => paintedImages(root)).toEqual([line.product.images[0]]);
    expect(preloads()).toEqual([`preload ${line.product.images[0]}`]);
    expect(code()).toEqual([]);
    root.querySelector('[data-boot-paint] img')?.dispatchEvent(new Event('load'));
    await expect.poll(code).toEqual(app);
    // The app still takes the bag the boot script asked for.
    expect((await getCart()).items).toHaveLength(2);
  });

  it('paints no bag for an empty bag, and starts the app at once', async () => {
    server.use(http.get('/api/cart', () => HttpResponse.json(cartBody([]))));
    signIn();
    const root = staticPage();
    const app = run('/cart');
    await expect.poll(code).toEqual(app);
    expect(paintedImages(root)).toEqual([]);
  });

  it('at checkout, signed in: draws the saved addresses as text, the default one checked, then starts the app', async () => {
    const home = savedAddress({ _id: 'a1', name: '<img src=x onerror="alert(1)">' });
    const office = savedAddress({
      _id: 'a2',
      name: '',
      landmark: 'Near <b>the</b> park',
      isDefault: true,
    });
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([cartItem()]))),
      http.get('/api/address', () => HttpResponse.json({ success: true, data: [home, office] })),
    );
    signIn();
    const root = staticPage();
    const app = run('/checkout');
    await expect.poll(code).toEqual(app);
    const cards = [...root.querySelectorAll('[data-boot-paint] .relative')];
    expect(cards.map((c) => c.textContent)).toEqual([
      '<img src=x onerror="alert(1)">12 MG Road, Bengaluru, Karnataka - 560001Phone: 9876543210',
      'AddressDefault12 MG Road, Near <b>the</b> park, Bengaluru, Karnataka - 560001Phone: 9876543210',
    ]);
    // Shoppers' text is drawn as text: no element of theirs reaches the page.
    expect(root.querySelector('[data-boot-paint] img, [data-boot-paint] b')).toBeNull();
    // The default address is the selected one, as the checkout preselects it.
    const boxes = cards.map((c) => c.firstElementChild?.className ?? '');
    expect(boxes[0]).toContain(CHECKOUT_LAYOUT.ADDRESS_CARD_UNCHECKED);
    expect(boxes[1]).toContain(CHECKOUT_LAYOUT.ADDRESS_CARD_CHECKED);
    expect(root.querySelector('[data-slot], [data-checked], [data-unchecked]')).toBeNull();
    // The app still takes the addresses the boot script asked for.
    expect(await getAddresses()).toHaveLength(2);
  });

  it.each([
    ['no saved address', () => HttpResponse.json({ success: true, data: [] })],
    ['an error answer', () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })],
  ])('at checkout, draws nothing for %s and starts the app', async (_, answer) => {
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.get('/api/address', answer),
    );
    signIn();
    const root = staticPage();
    const app = run('/checkout');
    await expect.poll(code).toEqual(app);
    expect(root.querySelector('[data-boot-paint]')).toBeNull();
  });

  it('at checkout without a token, asks for nothing and draws nothing', () => {
    const seen = requests();
    const root = staticPage();
    const app = run('/checkout');
    expect(code()).toEqual(app);
    expect(seen).toEqual([]);
    expect(root.querySelector('[data-boot-paint]')).toBeNull();
  });

  it('on an order’s details, signed in: draws the page down to the shipping address as text, then starts the app', async () => {
    const id = 'e'.repeat(24);
    const placed = order({
      _id: id,
      status: 'Shipped',
      shipment: { courier: 'Delhivery', awb: 'AWB<1>', trackingUrl: 'https://t.example/1' },
      timeline: [
        { status: 'Pending', at: '2026-03-05T10:30:00.000Z', actor: 'shopper', note: '' },
        { status: 'Shipped', at: '2026-03-06T10:30:00.000Z', actor: 'shop', note: '<i>fast</i>' },
      ],
      addressSnapshot: {
        ...order().addressSnapshot,
        name: '<script>alert(1)</script>',
        landmark: '',
      },
    });
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: placed })),
    );
    signIn();
    const root = staticPage();
    const app = run(`/account/orders/${id}`);
    await expect.poll(code).toEqual(app);
    const paint = root.querySelector('[data-boot-paint]') as HTMLElement;
    expect(paint.querySelector('address')?.innerHTML).toBe(
      '<span class="font-medium text-ink">&lt;script&gt;alert(1)&lt;/script&gt;</span>' +
        '<br>12 MG Road<br>Bengaluru, Karnataka - 560001<br>India<br>Mobile: 9876543210',
    );
    expect(paint.textContent).toContain(`Order ID: ${id}`);
    expect(paint.textContent).toContain('Shipped with Delhivery · AWB AWB<1> · Track shipment');
    const entries = [...paint.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/^Pending5 March 2026, /),
      expect.stringMatching(/^Shipped6 March 2026, .* · <i>fast<\/i>$/),
      // The steps still ahead, as the page draws them (greyed, no date).
      'Out for delivery',
      'Delivered',
    ]);
    expect(paint.querySelector('i, script')).toBeNull();
    // The badge takes the tone the page gives Shipped; the choices are gone from the page.
    expect(paint.innerHTML).not.toMatch(/data-(part|last|past|future|info)=/);
    expect(paint.querySelector('.rounded-full.px-3')?.className).toContain('bg-blue-100');
    expect((await getOrder(id)).orderId).toBe(id);
  });

  it('on an order’s details, draws nothing for an error answer', async () => {
    server.use(
      http.get('/api/orders/:id', () =>
        HttpResponse.json({ success: false, message: 'Order not found' }, { status: 404 }),
      ),
    );
    signIn();
    const root = staticPage();
    const app = run(`/account/orders/${'f'.repeat(24)}`);
    await expect.poll(code).toEqual(app);
    expect(root.querySelector('[data-boot-paint]')).toBeNull();
  });

  it('starts without waiting when the first paint’s data fails', async () => {
    server.use(http.get('/api/products/individual/:id', () => HttpResponse.error()));
    staticPage();
    const app = run('/productdetails/p1');
    await expect.poll(code).toEqual(app);
  });
});

describe('the entry script in the built index.html', () => {
  it('is taken out of the page with its modulepreloads, for the boot script to add', () => {
    const built =
      '<link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
      '<link rel="preload" as="image" href="/static/hero/poster.webp">';
    expect(takeEntryTags(built)).toEqual({
      html:
        '<link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
        '<link rel="preload" as="image" href="/static/hero/poster.webp">',
      app: { entry: '/assets/index-1.js', preloads: ['/assets/a.js'] },
    });
    // The dev server's page keeps its own script tag.
    const dev = '<script type="module" src="/src/main.tsx"></script>';
    expect(takeEntryTags(dev)).toEqual({ html: dev });
  });

  it('preloads a route’s chunks that the entry does not already load', () => {
    const chunk = (fileName: string, imports: string[], more: object = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: false,
      facadeModuleId: null,
      ...more,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
        chunk('assets/react.js', []),
        chunk('assets/cart.js', ['assets/react.js', 'assets/common.js'], {
          facadeModuleId: '/web/src/app/routes/cart.tsx',
        }),
        chunk('assets/common.js', ['assets/react.js']),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Parameters<typeof routeChunks>[0];
    expect(routeChunks(bundle, '/web', '/', ['src/app/routes/cart.tsx'])).toEqual([
      '/assets/cart.js',
      '/assets/common.js',
    ]);
    expect(() => routeChunks(bundle, '/web', '/', ['src/app/routes/gone.tsx'])).toThrow(/gone/);
  });
});
