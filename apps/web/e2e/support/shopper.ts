import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from './env';

export interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface SignedIn {
  token: string;
  user: { _id: string; name: string; email: string } & Record<string, unknown>;
}

/** A never-used identity (each test registers its own shopper; workers never share one). */
export function newShopper(label = 'Shopper'): Shopper {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${label} ${id}`,
    email: `e2e-${id}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: `Pass-${id}`,
  };
}

async function ok(
  res: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<unknown> {
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** Registers through the API (for journeys where registration is not the point). */
export async function registerViaApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  await ok(await request.post(`${apiUrl}/api/users/auth/register`, { data: shopper }), 'register');
}

export async function loginViaApi(
  request: APIRequestContext,
  shopper: Pick<Shopper, 'email' | 'password'>,
): Promise<SignedIn> {
  const body = (await ok(
    await request.post(`${apiUrl}/api/users/auth/login`, {
      data: { email: shopper.email, password: shopper.password },
    }),
    'login',
  )) as { data: SignedIn };
  return body.data;
}

/** Puts the session where the app keeps it (local storage `token` + `user`) before any page script runs. */
export async function seedSession(page: Page, session: SignedIn): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** Registers, signs in through the API and hands the session to the page. */
export async function signedInShopper(
  page: Page,
  request: APIRequestContext,
  label?: string,
): Promise<{ shopper: Shopper; session: SignedIn }> {
  const shopper = newShopper(label);
  await registerViaApi(request, shopper);
  const session = await loginViaApi(request, shopper);
  await seedSession(page, session);
  return { shopper, session };
}

export function authHeaders(session: SignedIn): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

/** A saved delivery address (the shopper's first becomes the default). */
export async function addAddressViaApi(
  request: APIRequestContext,
  session: SignedIn,
  shopper: Shopper,
): Promise<void> {
  await ok(
    await request.post(`${apiUrl}/api/address`, {
      headers: authHeaders(session),
      data: {
        name: shopper.name,
        address: '221 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        phone: shopper.phone,
        landmark: '',
        zipcode: '560001',
      },
    }),
    'add address',
  );
}

export async function addToBagViaApi(
  request: APIRequestContext,
  session: SignedIn,
  productId: string,
  size: string,
  quantity = 1,
): Promise<void> {
  await ok(
    await request.post(`${apiUrl}/api/cart`, {
      headers: authHeaders(session),
      data: { productId, size, quantity },
    }),
    'add to bag',
  );
}

export async function ordersViaApi(
  request: APIRequestContext,
  session: SignedIn,
): Promise<{ _id: string; total: number; paymentMethod: string }[]> {
  const res = await request.get(`${apiUrl}/api/orders/me`, { headers: authHeaders(session) });
  const body = (await res.json()) as {
    orders?: { _id: string; total: number; paymentMethod: string }[];
  };
  return body.orders ?? [];
}

/** GET an API path as JSON (optionally signed in); a non-2xx answer fails the test's setup. */
export async function getJson<T>(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await request.get(`${apiUrl}${path}`, { headers });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** A cash-on-delivery order of one product to the shopper's first saved address; its id. */
export async function placeCodOrderViaApi(
  request: APIRequestContext,
  session: SignedIn,
  product: { _id: string; sizes: string[] },
): Promise<string> {
  const addresses = await getJson<{ data: { _id: string }[] }>(
    request,
    '/api/address',
    authHeaders(session),
  );
  const order = await request.post(`${apiUrl}/api/orders`, {
    headers: { ...authHeaders(session), 'Idempotency-Key': randomUUID() },
    data: {
      products: [{ productId: product._id, size: product.sizes[0], quantity: 1 }],
      addressId: addresses.data[0]?._id,
      paymentMethod: 'COD',
      currency: 'INR',
    },
  });
  if (!order.ok()) throw new Error(`order: ${order.status()} ${await order.text()}`);
  return ((await order.json()) as { order: { _id: string } }).order._id;
}
