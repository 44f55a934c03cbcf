/** Small JSON-over-HTTP helpers for the topology checks (Node's fetch; loopback only). */
import { randomUUID } from 'node:crypto';

/**
 * One request; never throws: `{ status, headers, body }`, status 0 on a network error. `from`
 * is the client address presented in X-Forwarded-For (nginx appends the real peer; the API
 * trusts its loopback proxies), so one machine can stand for many shoppers' networks.
 */
export async function call(base, path, { method = 'GET', body, token, from, headers = {} } = {}) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(from ? { 'X-Forwarded-For': from } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: json };
  } catch (err) {
    return { status: 0, headers: new Headers(), body: null, error: String(err?.message ?? err) };
  }
}

export async function must(what, promise) {
  const res = await promise;
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body ?? res.error)}`);
  return res.body;
}

/** A registered, signed-in shopper with a saved address, presenting client address `from`. */
export async function newShopper(base, from, label) {
  const id = randomUUID().slice(0, 8);
  const shopper = {
    name: `Topology ${label} ${id}`,
    email: `topology-${label}-${id}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: `Pass-${id}-ok`,
  };
  await must(
    'register',
    call(base, '/api/users/auth/register', { method: 'POST', body: shopper, from }),
  );
  const login = await must(
    'login',
    call(base, '/api/users/auth/login', {
      method: 'POST',
      body: { email: shopper.email, password: shopper.password },
      from,
    }),
  );
  const token = login.data.token;
  await must(
    'address',
    call(base, '/api/address', {
      method: 'POST',
      token,
      from,
      body: {
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
  );
  const addresses = await must('addresses', call(base, '/api/address', { token, from }));
  return {
    ...shopper,
    token,
    from,
    addressId: addresses.data[0]._id,
    userId: login.data.user?._id,
  };
}

/** Places one COD order of `product`/`size`; answers the response. */
export function placeCod(base, shopper, product, size, key = randomUUID()) {
  return call(base, '/api/orders', {
    method: 'POST',
    token: shopper.token,
    from: shopper.from,
    headers: { 'Idempotency-Key': key },
    body: {
      products: [{ productId: product._id, size, quantity: 1 }],
      addressId: shopper.addressId,
      paymentMethod: 'COD',
      currency: 'INR',
    },
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
