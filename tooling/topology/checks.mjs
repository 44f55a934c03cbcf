/**
 * What the production topology must show, each printed as figures:
 *  1. sign-in throttling counts across processes: 10 wrong passwords spread over both API
 *     processes get the same answers as 10 at one process (5 × 401, then 5 × 429);
 *  2. nginx serves repeated catalogue GETs from its cache (X-Cache-Status: HIT) and never answers
 *     a request carrying a shopper's credentials, or their data, from it; a client rotating a
 *     parameter no route declares (`?cb=N`) adds no entry to it (each such answer is `private`);
 *  3. a write through one API process is seen through the other within the documented time;
 *  4. stopping one API process (SIGTERM, as an orchestrator does) in the middle of a bounded load
 *     loses no request nginx could retry and no order.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { call, must, newShopper, placeCod, sleep } from './http.mjs';

/** Documented in docs/production.md: another process's catalogue write shows within this long. */
const CROSS_PROCESS_VISIBILITY_MS = 2000;

const range = (n) => Array.from({ length: n }, (_, i) => i);
const net = (i) => `198.51.100.${i + 1}`;

export async function signInAcrossProcesses({ apiUrls, shoppers }) {
  const attempt = (base, shopper, from) =>
    call(base, '/api/users/auth/login', {
      method: 'POST',
      body: { email: shopper.email, password: 'not-the-password' },
      from,
    }).then((r) => r.status);
  const spread = [];
  for (const i of range(10))
    spread.push(await attempt(apiUrls[i % 2], shoppers[0], '203.0.113.10'));
  const one = [];
  for (const _ of range(10)) one.push(await attempt(apiUrls[0], shoppers[1], '203.0.113.11'));
  const expected = [...range(5).map(() => 401), ...range(5).map(() => 429)];
  return {
    spreadOverTwo: spread,
    oneProcess: one,
    pass:
      JSON.stringify(spread) === JSON.stringify(expected) &&
      JSON.stringify(one) === JSON.stringify(expected),
  };
}

export async function nginxCache({ nginxUrl, products, shopper }) {
  const catalogue = [
    '/api/category',
    '/api/products?limit=20',
    '/api/coupons',
    '/api/banner',
    ...products.slice(0, 6).map((p) => `/api/products/individual/${p._id}`),
  ];
  const statuses = {};
  let hits = 0;
  let total = 0;
  for (const round of range(10))
    for (const path of catalogue) {
      const r = await call(nginxUrl, path);
      const s = r.headers.get('x-cache-status') ?? 'none';
      statuses[s] = (statuses[s] ?? 0) + 1;
      total += 1;
      if (s === 'HIT') hits += 1;
      if (round === 0 && r.status !== 200) throw new Error(`GET ${path}: ${r.status}`);
    }
  // A shopper's own data, and catalogue reads carrying their credentials.
  const personal = [
    '/api/users/profile',
    '/api/cart',
    '/api/wishlist',
    '/api/orders/me',
    '/api/address',
  ];
  let userRequests = 0;
  const userHits = [];
  for (const _ of range(5))
    for (const path of [...personal, ...catalogue.slice(0, 3)]) {
      for (const headers of [
        { Authorization: `Bearer ${shopper.token}` },
        { Cookie: `session=${shopper.token}` },
      ]) {
        const r = await call(nginxUrl, path, { headers });
        userRequests += 1;
        if (r.headers.get('x-cache-status') === 'HIT') userHits.push(path);
      }
    }
  // Cache-busters: 20 URLs that differ from a cached one only by a parameter no route declares,
  // each asked twice. The API answers them `private`, so nginx stores none (never a HIT) and
  // they reach the API, which answers them from its own store under the canonical URL's key.
  let bustedRequests = 0;
  let bustedHits = 0;
  let bustedPublic = 0;
  for (const n of range(20))
    for (const _ of range(2)) {
      const r = await call(nginxUrl, `${catalogue[1]}&cb=${n}`);
      if (r.status !== 200) throw new Error(`GET ${catalogue[1]}&cb=${n}: ${r.status}`);
      bustedRequests += 1;
      if (r.headers.get('x-cache-status') === 'HIT') bustedHits += 1;
      if (!/^private\b/.test(r.headers.get('cache-control') ?? '')) bustedPublic += 1;
    }
  const productCache = (await call(nginxUrl, catalogue[4])).headers.get('cache-control');
  return {
    catalogueRequests: total,
    catalogueHitRatio: hits / total,
    catalogueStatuses: statuses,
    userRequests,
    userHits: userHits.length,
    productCacheControl: productCache,
    bustedRequests,
    bustedHits,
    bustedPublic,
    // Each URL's first read is a MISS; the other nine must come from the cache.
    pass:
      hits >= total - catalogue.length &&
      userHits.length === 0 &&
      bustedHits === 0 &&
      bustedPublic === 0,
  };
}

export async function crossProcessVisibility({ apiUrls, product, size, shopper }) {
  const [a, b] = apiUrls;
  const stockAt = async (base) => {
    const body = await must('product', call(base, `/api/products/individual/${product._id}`));
    return body.data.sizeStock.find((s) => s.size === size)?.stock;
  };
  // Process B answers (and caches) the product first.
  const before = await stockAt(b);
  await stockAt(b);
  const order = await placeCod(a, shopper, product, size);
  if (order.status !== 201)
    throw new Error(`order through A: ${order.status} ${JSON.stringify(order.body)}`);
  const written = Date.now();
  let seenAfterMs = null;
  while (Date.now() - written < 35_000) {
    if ((await stockAt(b)) === before - 1) {
      seenAfterMs = Date.now() - written;
      break;
    }
    await sleep(25);
  }
  return {
    stockBefore: before,
    seenThroughOtherProcessMs: seenAfterMs,
    documentedMs: CROSS_PROCESS_VISIBILITY_MS,
    pass: seenAfterMs !== null && seenAfterMs <= CROSS_PROCESS_VISIBILITY_MS,
  };
}

/**
 * A bounded load through nginx (`workers` loops for `durationMs`), SIGTERM to the second API
 * process at `stopAtMs`. GETs: cached catalogue reads, listing pages (a query nobody asked
 * before reaches a process, later ones the cache) and a shopper's profile (never cached: every one
 * reaches a process). Orders: each shopper places
 * `ordersEach` COD orders spread over the run, retrying with the same Idempotency-Key when the
 * answer is a 502/503/504 or the connection failed (what the storefront's client may do).
 */
export async function stopOneProcessUnderLoad({
  nginxUrl,
  stop,
  shoppers,
  products,
  mongoUri,
  durationMs = 14_000,
  stopAtMs = 3000,
  workers = 6,
  ordersEach = 3,
}) {
  const started = Date.now();
  const gets = { total: 0, failed: 0, byStatus: {} };
  const cached = ['/api/category', '/api/products?limit=20', '/api/coupons'];
  let n = 0;
  const getLoop = async (w) => {
    while (Date.now() - started < durationMs) {
      n += 1;
      const kind = n % 3;
      const r =
        kind === 0
          ? await call(nginxUrl, cached[n % cached.length])
          : kind === 1
            ? await call(
                nginxUrl,
                `/api/products?limit=${(n % 40) + 1}&page=${(n % 3) + 1}&sort=latest`,
              )
            : await call(nginxUrl, '/api/users/profile', {
                token: shoppers[w % shoppers.length].token,
                from: shoppers[w % shoppers.length].from,
              });
      gets.total += 1;
      gets.byStatus[r.status] = (gets.byStatus[r.status] ?? 0) + 1;
      if (r.status === 0 || r.status >= 500) gets.failed += 1;
    }
  };
  const orders = { attempts: 0, retried: 0, acknowledged: [], refused: [], failed: 0 };
  const orderLoop = async (j) => {
    const shopper = shoppers[j];
    for (const i of range(ordersEach)) {
      const at = ((i + j / shoppers.length) * (durationMs - 2000)) / ordersEach;
      await sleep(Math.max(0, started + at - Date.now()));
      const product = products[(j * ordersEach + i) % products.length];
      const key = randomUUID();
      let r;
      for (let attempt = 0; attempt < 6; attempt++) {
        orders.attempts += 1;
        if (attempt > 0) orders.retried += 1;
        r = await placeCod(nginxUrl, shopper, product, product.sizes[0], key);
        if (r.status !== 0 && r.status < 500) break;
        await sleep(300);
      }
      if (r.status === 200 || r.status === 201) orders.acknowledged.push(String(r.body.order._id));
      else if (r.status >= 400 && r.status < 500)
        orders.refused.push(`${r.status} ${r.body?.message}`);
      else orders.failed += 1;
    }
  };
  const stopping = sleep(stopAtMs).then(async () => {
    const t = Date.now();
    await stop();
    return Date.now() - t;
  });
  await Promise.all([...range(workers).map(getLoop), ...shoppers.map((_, j) => orderLoop(j))]);
  const stopTookMs = await stopping;

  const client = new MongoClient(mongoUri);
  try {
    const db = client.db();
    const users = await db
      .collection('users')
      .find({ email: { $in: shoppers.map((s) => s.email) } }, { projection: { _id: 1 } })
      .toArray();
    const stored = await db
      .collection('orders')
      .find({ user: { $in: users.map((u) => u._id) } }, { projection: { _id: 1 } })
      .toArray();
    const storedIds = new Set(stored.map((o) => String(o._id)));
    const lost = orders.acknowledged.filter((id) => !storedIds.has(id)).length;
    const unacknowledged = stored.length - new Set(orders.acknowledged).size;
    return {
      durationMs,
      stoppedAtMs: stopAtMs,
      stopTookMs,
      gets,
      lostRetryableRequests: gets.failed,
      orders: {
        attempts: orders.attempts,
        clientRetries: orders.retried,
        acknowledged: orders.acknowledged.length,
        stored: stored.length,
        lost,
        storedButNotAcknowledged: unacknowledged,
        refused: orders.refused,
        failed: orders.failed,
      },
      pass: gets.failed === 0 && lost === 0 && unacknowledged === 0 && orders.failed === 0,
    };
  } finally {
    await client.close();
  }
}

export async function prepare({ nginxUrl, shopperCount }) {
  // The journeys before the checks sell sizes out and reprice products: read pages until 20 fit.
  const products = [];
  for (let page = 1; page <= 5 && products.length < 20; page += 1) {
    const list = await must('products', call(nginxUrl, `/api/products?limit=100&page=${page}`));
    products.push(
      ...list.data.filter(
        (p) =>
          p.sizes.length > 0 &&
          p.sizeStock.every((s) => s.stock >= 10) &&
          (p.discountedPrice || p.price) < 5000,
      ),
    );
    if (list.data.length < 100) break;
  }
  if (products.length < 20) throw new Error(`too few well-stocked products (${products.length})`);
  const shoppers = [];
  for (const i of range(shopperCount)) shoppers.push(await newShopper(nginxUrl, net(i), `s${i}`));
  return { products, shoppers };
}

/**
 * What crawlers read, through nginx: robots.txt, the sitemap index and a file of it, the product
 * feed. Each is the API's answer (its type, addresses on the shop's public origin), and nginx
 * keeps it like a catalogue answer: the first read a MISS, the next two HITs.
 */
export async function crawlerFiles({ nginxUrl }) {
  const files = {
    '/robots.txt': /^text\/plain/,
    '/sitemap.xml': /^application\/xml/,
    '/sitemap-products-1.xml': /^application\/xml/,
    '/feeds/google.xml': /^application\/xml/,
  };
  const seen = {};
  let pass = true;
  for (const [path, type] of Object.entries(files)) {
    const statuses = [];
    for (const round of range(3)) {
      const r = await fetch(`${nginxUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
      const body = await r.text();
      statuses.push(`${r.status} ${r.headers.get('x-cache-status') ?? 'none'}`);
      if (round === 0)
        pass &&=
          r.status === 200 &&
          type.test(r.headers.get('content-type') ?? '') &&
          body.includes(`${nginxUrl}/`);
    }
    seen[path] = statuses;
    pass &&= statuses.join() === '200 MISS,200 HIT,200 HIT';
  }
  return { files: seen, pass };
}
