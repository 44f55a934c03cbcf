import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_REFUSAL } from '@vastra/contracts';
import { placeCodOrder } from '../../src/modules/orders/lifecycle-fixtures';
import { OrderModel } from '../../src/modules/orders/order.model';
import { AuditModel } from '../../src/modules/staff/audit.model';
import { createStaffCast, expectRoleMatrix } from '../../src/modules/staff/test-helpers';
import { UserModel } from '../../src/modules/users/user.model';
import { createTestApp, createUser, TEST_JWT_SECRET } from '../helpers';
import { DbGuard } from './support/db-guard';
import { createLoggedApp, waitForLog } from './support/logs';
import { ENDPOINTS, fillPath } from './support/endpoints';
import { send } from './support/http';
import { dbSnapshot, changedCollections } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { buildWorld, must, type Party, type World } from './support/world';

/**
 * Access control: alice holds bob's ids and tries every user-owned resource (bag, wishlist,
 * addresses, orders, reviews, payments, profile); nothing of bob's may be read or changed.
 * Then every endpoint that needs a session is called with no token, malformed tokens, a token
 * signed with another secret, an expired one, an unsigned one, one for a deleted user and one
 * from before a password change: all 401 with a message, and nothing written.
 */

const tally = new Tally('access-control');

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sign = (claims: object, opts: jwt.SignOptions, secret = TEST_JWT_SECRET) =>
  jwt.sign(claims, secret, { algorithm: 'HS256', ...opts });

/** An unsigned token (`alg: none`) claiming to be the user. */
function unsignedToken(sub: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
}

/** What bob can see of his own things, to compare before and after alice's attempts. */
async function bobsView(app: Express, bob: Party) {
  const get = async (path: string) =>
    (await must(request(app).get(path).set(bob.auth), 200, `bob GET ${path}`)).body as unknown;
  return {
    cart: await get('/api/cart'),
    wishlist: await get('/api/wishlist'),
    addresses: await get('/api/address'),
    orders: await get('/api/orders/me'),
    order: await get(`/api/orders/${bob.orderId}`),
    profile: await get('/api/users/profile'),
    review: await get(`/api/review/byOrder/${bob.orderId}`),
  };
}

describe('access control across users', () => {
  let app: Express;
  let world: World;

  beforeAll(async () => {
    ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
    world = await buildWorld(app);
  });

  afterAll(() => tally.print());

  it("alice cannot read or change any of bob's resources with bob's ids", async () => {
    const { alice, bob } = world;
    // Bob pays for his bag with the simulator, so a genuine verified payment of his exists to steal.
    const paid = await must(
      request(app).post(`/api/payments/simulator/${bob.paymentOrderId}/pay`).set(bob.auth),
      200,
      'bob pays',
    );
    const bobProof = {
      razorpay_order_id: paid.body.razorpay_order_id,
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_signature: paid.body.razorpay_signature,
    };
    await must(
      request(app).post('/api/orders/razorpay/verify').set(bob.auth).send(bobProof),
      200,
      'bob verifies',
    );

    const before = await bobsView(app, bob);
    const snapBefore = await dbSnapshot();
    const attempts: {
      what: string;
      method: 'get' | 'post' | 'put' | 'patch' | 'delete';
      url: string;
      body?: unknown;
      expect: number[];
    }[] = [
      // bag
      {
        what: "remove bob's bag line",
        method: 'delete',
        url: `/api/cart/remove/${bob.cartLineId}`,
        expect: [404],
      },
      {
        what: "increase bob's bag line",
        method: 'put',
        url: '/api/cart/updatequantity',
        body: { itemId: bob.cartLineId, action: 'increase' },
        expect: [404],
      },
      {
        what: "decrease bob's bag line",
        method: 'put',
        url: '/api/cart/updatequantity',
        body: { itemId: bob.cartLineId, action: 'decrease' },
        expect: [404],
      },
      // addresses
      {
        what: "edit bob's address",
        method: 'put',
        url: `/api/address/${bob.addressId}`,
        body: {
          address: '1 Thief Lane',
          city: 'Delhi',
          state: 'Delhi',
          zipcode: '110001',
          phone: '9999999999',
        },
        expect: [404],
      },
      {
        what: "delete bob's address",
        method: 'delete',
        url: `/api/address/${bob.addressId}`,
        expect: [404],
      },
      {
        what: "make bob's address default",
        method: 'patch',
        url: `/api/address/${bob.addressId}/default`,
        expect: [404],
      },
      // orders
      { what: "read bob's order", method: 'get', url: `/api/orders/${bob.orderId}`, expect: [404] },
      {
        what: "ship an order to bob's address",
        method: 'post',
        url: '/api/orders',
        body: {
          products: [{ productId: world.oneSize, quantity: 1 }],
          addressId: bob.addressId,
          paymentMethod: 'COD',
        },
        expect: [404],
      },
      // reviews
      {
        what: "read bob's order through reviews",
        method: 'get',
        url: `/api/review/byOrder/${bob.orderId}`,
        expect: [404],
      },
      {
        what: "review with bob's order",
        method: 'post',
        url: '/api/reviews/create',
        body: { productId: world.reviewed, orderId: bob.orderId, rating: 1, comment: 'Sabotage' },
        expect: [404, 409],
      },
      // payments
      {
        what: "verify bob's payment as alice",
        method: 'post',
        url: '/api/orders/razorpay/verify',
        body: bobProof,
        expect: [400],
      },
      {
        what: "simulate paying bob's gateway order",
        method: 'post',
        url: `/api/payments/simulator/${bob.paymentOrderId}/pay`,
        expect: [404],
      },
      {
        what: "simulate failing bob's gateway order",
        method: 'post',
        url: `/api/payments/simulator/${bob.paymentOrderId}/fail`,
        expect: [404],
      },
      {
        what: "place an order with bob's verified payment",
        method: 'post',
        url: '/api/orders',
        body: {
          products: [{ productId: world.sized, size: 'M', quantity: 1 }],
          addressId: alice.addressId,
          paymentMethod: 'Online',
          ...bobProof,
        },
        expect: [400, 409],
      },
      // profile
      {
        what: "take bob's e-mail",
        method: 'put',
        url: '/api/users/profile',
        body: {
          name: 'Alice',
          phone: '9876543210',
          email: bob.email,
          currentPassword: alice.password,
        },
        expect: [409],
      },
    ];
    const guard = new DbGuard(tally);
    await guard.begin();
    for (const a of attempts) {
      const res = await send(app, {
        method: a.method,
        url: a.url,
        headers: alice.auth,
        ...(a.body ? { body: { json: a.body } } : {}),
      });
      const ok = a.expect.includes(res.status) && hasErrorMessage(res.body);
      tally.saw(res.status, ok);
      if (!ok)
        tally.fail(
          `${a.what}: ${a.method.toUpperCase()} ${a.url} → ${res.status} ${preview(res.body)} (expected ${a.expect.join('/')})`,
        );
      guard.rejected(a.what);
    }
    await guard.checkpoint();
    expect(changedCollections(snapBefore, await dbSnapshot())).toEqual([]);

    // Lists only ever show the caller's own records.
    const lists = {
      cart: (await request(app).get('/api/cart').set(alice.auth)).body as {
        cart: { items: { _id: string }[] };
      },
      addresses: (await request(app).get('/api/address').set(alice.auth)).body as {
        data: { _id: string }[];
      },
      orders: (await request(app).get('/api/orders/me').set(alice.auth)).body as {
        orders: { _id: string }[];
      },
      mine: (await request(app).get(`/api/reviews/user/${world.reviewed}`).set(alice.auth))
        .body as { data: { _id: string } | null },
      profile: (await request(app).get('/api/users/profile').set(alice.auth)).body as {
        data: { _id: string; email: string };
      },
    };
    tally.set('ownListsChecked', Object.keys(lists).length);
    expect(lists.cart.cart.items.map((i) => i._id)).toEqual([alice.cartLineId]);
    expect(lists.addresses.data.map((a) => a._id)).toEqual([alice.addressId]);
    expect(lists.orders.orders.map((o) => o._id)).toEqual([alice.orderId]);
    expect(lists.mine.data?._id).toBe(alice.reviewId);
    expect(lists.profile.data).toMatchObject({ _id: alice.id, email: alice.email });

    // Mass assignment: owner fields in a body are ignored, the caller stays the owner.
    const smuggled = await request(app).post('/api/cart').set(alice.auth).send({
      productId: world.oneSize,
      quantity: 1,
      user: bob.id,
      userId: bob.id,
      _id: bob.cartLineId,
    });
    expect(smuggled.status).toBe(200);
    const address = await request(app).post('/api/address').set(alice.auth).send({
      user: bob.id,
      address: '9 Park St',
      city: 'Kolkata',
      state: 'West Bengal',
      zipcode: '700016',
      phone: '9876543210',
    });
    expect([200, 201]).toContain(address.status);
    const profile = await request(app).put('/api/users/profile').set(alice.auth).send({
      _id: bob.id,
      name: 'Alice R',
      phone: '9876543210',
      email: alice.email,
      tokenVersion: 99,
    });
    tally.set('massAssignmentTried', 3);
    expect(profile.body.data._id).toBe(alice.id);

    expect(await bobsView(app, bob)).toEqual(before);

    // Public and own answers carry no secrets and nothing of another user but a display name.
    const secrets = /passwordHash|resetToken|tokenVersion|helpfulVoters|"user":"[a-f\d]{24}"/;
    const answers = [
      [
        'public review list',
        await request(app).get(`/api/reviews/${world.reviewed}`),
        [alice.email, bob.email, alice.id, bob.id],
      ],
      [
        "alice's profile",
        await request(app).get('/api/users/profile').set(alice.auth),
        [bob.email, bob.id],
      ],
      [
        "alice's orders",
        await request(app).get('/api/orders/me').set(alice.auth),
        [bob.email, bob.id],
      ],
      [
        "alice's review status",
        await request(app).get(`/api/review/byOrder/${alice.orderId}`).set(alice.auth),
        [bob.email, bob.id],
      ],
      [
        'sign-in answer',
        await request(app)
          .post('/api/users/auth/login')
          .send({ email: alice.email, password: alice.password }),
        [bob.email, bob.id],
      ],
    ] as const;
    for (const [what, res, foreign] of answers) {
      const text = JSON.stringify(res.body);
      if (secrets.test(text)) tally.fail(`${what} exposes internal fields: ${preview(text, 300)}`);
      for (const f of foreign)
        if (text.includes(f))
          tally.fail(`${what} exposes another user's ${f.includes('@') ? 'e-mail' : 'id'}`);
    }
    tally.set('answersCheckedForLeaks', answers.length);
    expect(tally.failures).toEqual([]);
  });

  it('a password-reset link works once (even when replayed in parallel), and sessions from before the reset die', async () => {
    const { app: logged, lines } = createLoggedApp({ RATE_LIMIT_DISABLED: 'true' });
    const dave = await createUser({ password: 'dave-secret-1' });
    await must(
      request(logged).post('/api/users/auth/forget-password').send({ email: dave.user.email }),
      200,
      'forgot',
    );
    const line = await waitForLog(
      lines,
      (l) => typeof l.link === 'string' && l.to === dave.user.email,
    );
    const token = String(line.link).split('/').pop() ?? '';
    expect(token).toMatch(/^[a-f\d]{64}$/);

    const replays = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(logged)
          .post('/api/users/auth/reset-password')
          .send({ token, newPassword: `dave-new-${i}-secret` }),
      ),
    );
    const winners = replays.filter((r) => r.status === 200);
    for (const r of replays) {
      const ok = r.status === 200 || (r.status === 400 && hasErrorMessage(r.body));
      tally.saw(r.status, r.status === 400 && ok);
      if (!ok) tally.fail(`reset replay → ${r.status} ${preview(r.body)}`);
    }
    expect(winners, 'one reset per link').toHaveLength(1);
    const late = await request(logged)
      .post('/api/users/auth/reset-password')
      .send({ token, newPassword: 'dave-late-secret' });
    tally.saw(late.status, late.status === 400);
    expect(late.status).toBe(400);

    const stale = await request(logged).get('/api/users/profile').set(dave.auth);
    tally.saw(stale.status, stale.status === 401);
    expect(stale.status, 'a token from before the reset').toBe(401);
    expect(hasErrorMessage(stale.body)).toBe(true);
    const i = replays.indexOf(winners[0] as request.Response);
    await must(
      request(logged)
        .post('/api/users/auth/login')
        .send({ email: dave.user.email, password: `dave-new-${i}-secret` }),
      200,
      'login with the new password',
    );
    const old = await request(logged)
      .post('/api/users/auth/login')
      .send({ email: dave.user.email, password: 'dave-secret-1' });
    expect(old.status).toBe(401);
  });

  it('the order desk: read-only staff read orders and move none; staff and owners apply each action', async () => {
    const cast = await createStaffCast();
    const shopper = await createUser();
    const a = (await placeCodOrder(app, shopper, 1)).order._id;
    const b = (await placeCodOrder(app, shopper, 1)).order._id;
    for (const path of [`/api/admin/orders/${a}`, `/api/admin/orders?q=${a.slice(-8)}`])
      await expectRoleMatrix(app, cast, { method: 'get', path, least: 'readonly' });
    const shipment = (awb: string) => ({ courier: 'Delhivery', awb, trackingUrl: '' });
    const steps: [string, Record<string, unknown>][] = [
      [a, { action: 'confirm' }],
      [a, { action: 'ship', shipment: shipment('ACM-0001') }],
      [a, { action: 'outForDelivery' }],
      [a, { action: 'deliveryFailed', problem: 'Customer could not be reached' }],
      [a, { action: 'rto', problem: COD_REFUSAL }],
      [a, { action: 'rtoReceived' }],
      [b, { action: 'confirm' }],
      [b, { action: 'ship', shipment: shipment('ACM-0002') }],
      [b, { action: 'deliver' }],
    ];
    for (const [id, body] of steps) {
      const allowed = await expectRoleMatrix(app, cast, {
        method: 'post',
        path: `/api/admin/orders/${id}/transitions`,
        least: 'staff',
        body,
      });
      // Staff apply it; the owner's identical call is a replay (200, nothing done again).
      expect(allowed.staff?.status, JSON.stringify(body)).toBe(200);
      expect(allowed.owner?.status, JSON.stringify(body)).toBe(200);
    }
    const audit = await AuditModel.find({ 'entity.id': { $in: [a, b] } }).lean();
    expect(audit.map((e) => e.actor?.id)).toEqual(steps.map(() => cast.staff.id));
    expect(audit.map((e) => e.action)).toEqual(steps.map(([, body]) => `order.${body.action}`));
    expect((await OrderModel.findById(a).lean())?.status).toBe('Cancelled');
    expect((await OrderModel.findById(b).lean())?.status).toBe('Delivered');
  });

  it('every endpoint that needs a session refuses missing, forged, expired, unsigned, orphaned and stale tokens with 401', async () => {
    const carol = await createUser({ password: 'carol-secret-1' });
    // A password change bumps the token version: the old token must die, the new one live.
    const changed = await must(
      request(app)
        .post('/api/users/auth/change-password')
        .set(carol.auth)
        .send({ oldPassword: 'carol-secret-1', newPassword: 'carol-secret-2' }),
      200,
      'change password',
    );
    const freshToken = String(changed.body.data.token);
    await must(
      request(app).get('/api/users/profile').set(bearer(freshToken)),
      200,
      'new token works',
    );

    const alice = world.alice.id;
    const variants: [string, Record<string, string>][] = [
      ['no token', {}],
      ['empty bearer', { Authorization: 'Bearer ' }],
      [
        'not bearer',
        { Authorization: `Basic ${Buffer.from('alice:secret123').toString('base64')}` },
      ],
      ['token without scheme', { Authorization: world.alice.token }],
      ['garbage', { Authorization: 'Bearer not.a.jwt' }],
      [
        'wrong secret',
        bearer(
          sign(
            { tv: 0 },
            { subject: alice, expiresIn: '1h' },
            'another-secret-that-is-also-32-characters',
          ),
        ),
      ],
      ['expired', bearer(sign({ tv: 0 }, { subject: alice, expiresIn: -60 }))],
      [
        'HS512 with the right secret (only HS256 is accepted)',
        bearer(sign({ tv: 0 }, { subject: alice, expiresIn: '1h', algorithm: 'HS512' })),
      ],
      ['alg none', bearer(unsignedToken(alice))],
      [
        'deleted user',
        bearer(sign({ tv: 0 }, { subject: new Types.ObjectId().toHexString(), expiresIn: '1h' })),
      ],
      ['subject not an id', bearer(sign({ tv: 0 }, { subject: '{"$gt":""}', expiresIn: '1h' }))],
      ['version as string', bearer(sign({ tv: '0' }, { subject: alice, expiresIn: '1h' }))],
      [
        'tampered payload',
        {
          Authorization: `Bearer ${world.alice.token
            .split('.')
            .map((p, i) =>
              i === 1
                ? Buffer.from(
                    JSON.stringify({ sub: world.bob.id, tv: 0, exp: 9_999_999_999 }),
                  ).toString('base64url')
                : p,
            )
            .join('.')}`,
        },
      ],
      ['before password change', carol.auth],
    ];
    const guard = new DbGuard(tally);
    await guard.begin();
    const protectedEndpoints = ENDPOINTS.filter((ep) => ep.auth === 'required');
    expect(protectedEndpoints.length).toBeGreaterThan(25);
    for (const ep of protectedEndpoints) {
      const base = ep.base(world);
      const url =
        fillPath(ep.path, base.params) +
        (base.query ? `?${new URLSearchParams(base.query).toString()}` : '');
      for (const [name, headers] of variants) {
        const res = await send(app, {
          method: ep.method,
          url,
          headers,
          ...(base.body ? { body: { json: base.body } } : {}),
        });
        const ok = res.status === 401 && hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        if (!ok)
          tally.fail(
            `${name}: ${ep.method.toUpperCase()} ${url} → ${res.status} ${preview(res.body)}`,
          );
        guard.rejected(`${name} ${ep.name}`);
        if (guard.pendingCount >= 100) await guard.checkpoint();
      }
    }
    await guard.checkpoint();
    const expired = await request(app)
      .get('/api/cart')
      .set(bearer(sign({ tv: 0 }, { subject: alice, expiresIn: -60 })));
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
    expect(tally.failures).toEqual([]);
    expect(tally.recordsChanged).toBe(0);
  });
  it('the back office’s customer and low-stock endpoints: readonly reads, staff and owners act, shoppers never', async () => {
    const cast = await createStaffCast();
    const id = world.alice.id;
    const cases = [
      { method: 'get', path: '/api/admin/customers?q=alice', least: 'readonly' },
      { method: 'get', path: `/api/admin/customers/${id}`, least: 'readonly' },
      {
        method: 'patch',
        path: `/api/admin/customers/${id}`,
        least: 'staff',
        body: { codDisabled: false },
      },
      {
        method: 'post',
        path: `/api/admin/customers/${id}/notes`,
        least: 'staff',
        body: { text: 'Matrix' },
      },
    ] as const;
    for (const c of cases) {
      const allowed = await expectRoleMatrix(app, cast, c);
      for (const res of Object.values(allowed))
        expect(res.status, `${c.method} ${c.path}`).toBe(200);
    }
    // A shopper's own token never reaches another shopper's customer page, even their own.
    await request(app).get(`/api/admin/customers/${id}`).set(world.alice.auth).expect(403);
  });

  it('a blocked shopper’s sessions die on every endpoint that needs one, and nothing is written', async () => {
    const cast = await createStaffCast();
    const dave = await createUser({ password: 'dave-secret-1' });
    await must(request(app).get('/api/cart').set(dave.auth), 200, 'dave before the block');
    await must(
      request(app)
        .patch(`/api/admin/customers/${dave.id}`)
        .set(cast.staff.auth)
        .send({ blocked: true }),
      200,
      'staff block dave',
    );
    const now = await UserModel.findById(dave.id, { tokenVersion: 1 }).lean();
    expect(now?.tokenVersion).toBe(1);
    // A token signed at the new version (as a sign-in would have made) is refused as well.
    const fresh = bearer(sign({ tv: now?.tokenVersion }, { subject: dave.id, expiresIn: '1h' }));
    const local = new Tally('blocked-shopper');
    const guard = new DbGuard(local);
    await guard.begin();
    for (const ep of ENDPOINTS.filter((e) => e.auth === 'required')) {
      const base = ep.base(world);
      const url =
        fillPath(ep.path, base.params) +
        (base.query ? `?${new URLSearchParams(base.query).toString()}` : '');
      for (const [name, headers] of [
        ['before the block', dave.auth],
        ['after the block', fresh],
      ] as const) {
        const res = await send(app, {
          method: ep.method,
          url,
          headers,
          ...(base.body ? { body: { json: base.body } } : {}),
        });
        const ok = res.status === 401 && hasErrorMessage(res.body);
        local.saw(res.status, ok);
        if (!ok)
          local.fail(
            `${name}: ${ep.method.toUpperCase()} ${url} → ${res.status} ${preview(res.body)}`,
          );
        guard.rejected(`${name} ${ep.name}`);
        if (guard.pendingCount >= 100) await guard.checkpoint();
      }
    }
    await guard.checkpoint();
    expect(local.failures).toEqual([]);
    expect(local.recordsChanged).toBe(0);
    const login = await request(app)
      .post('/api/users/auth/login')
      .send({ email: dave.user.email, password: 'dave-secret-1' });
    expect(login.status).toBe(403);
    expect(hasErrorMessage(login.body)).toBe(true);
  });
});
