// The Lighthouse bench's stack: the real API (apps/api/bench/api-server.ts: embedded engine + demo
// catalogue) in its own process, and its signed-in shoppers.
import { chromium } from 'playwright-core';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';

const API_ROOT = resolve(import.meta.dirname, '../../api');

/** The bench API's shoppers (apps/api/bench/api-server.ts): readers have three lines in the bag. */
const BENCH_PASSWORD = 'bench-password';

/** Starts the real API (engine + seed) in its own process; resolves with its URL and fixtures. */
export function startApi({ port, products, writeUsers }) {
  const proc = fork(resolve(API_ROOT, 'bench/api-server.ts'), [], {
    cwd: API_ROOT,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_API_PORT: port,
      BENCH_PRODUCTS: products,
      BENCH_READ_USERS: '1',
      BENCH_WRITE_USERS: String(writeUsers),
      BENCH_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    proc.once('exit', (code) => fail(new Error(`API exited (${code}) before it was ready`)));
    proc.on('message', (msg) => {
      if (msg?.type === 'ready') done({ proc, url: msg.url, fixtures: msg.fixtures });
      if (msg?.type === 'error') fail(new Error(msg.message));
    });
  });
}

export function stopApi(api) {
  return new Promise((done) => {
    if (api.proc.exitCode !== null) return done();
    const timer = setTimeout(() => api.proc.kill('SIGKILL'), 15_000);
    api.proc.once('exit', () => (clearTimeout(timer), done()));
    api.proc.send({ type: 'stop' });
  });
}

export async function call(url, { method = 'GET', token, body, headers = {} } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs a bench shopper in; the session as the app keeps it (token + user). */
export async function signIn(apiUrl, email) {
  const { data } = await call(`${apiUrl}/api/users/auth/login`, {
    method: 'POST',
    body: { email, password: BENCH_PASSWORD },
  });
  return { token: data.token, user: data.user };
}

/** The reader's session, with an address and a cash-on-delivery order (its bag keeps 3 lines). */
export async function shopperWithOrder(apiUrl, fx) {
  const session = await signIn(apiUrl, 'bench-read-0@example.com');
  const { token } = session;
  await call(`${apiUrl}/api/address`, {
    method: 'POST',
    token,
    body: {
      name: 'Bench Reader',
      address: '221 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      phone: '9876543210',
      landmark: '',
      zipcode: '560001',
    },
  });
  // The bench fixtures already give each reader a few COD orders; a new one would be refused
  // (an account may hold only a few open cash-on-delivery orders), so an existing one is used.
  const history = await call(`${apiUrl}/api/orders/me`, { token });
  const existing = history.orders?.[0];
  if (existing) return { session, orderId: existing._id };
  const addresses = await call(`${apiUrl}/api/address`, { token });
  const line = fx.addable[0];
  const placed = await call(`${apiUrl}/api/orders`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      products: [{ productId: line.productId, size: line.size, quantity: 1 }],
      addressId: addresses.data[0]._id,
      paymentMethod: 'COD',
      currency: 'INR',
    },
  });
  return { session, orderId: placed.order._id };
}

/**
 * Before a signed-in run: puts the session in the origin's local storage and clears the HTTP
 * cache (Lighthouse then runs with `disableStorageReset`, which would otherwise keep the cache).
 */
export async function presetSession(port, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      ([token, user]) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    // Disconnects only: the browser and its default context belong to chrome-launcher.
    await browser.close();
  }
}
