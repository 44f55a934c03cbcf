import {
  AdminCustomerActionResponseSchema,
  AdminCustomerListResponseSchema,
  AdminCustomerResponseSchema,
  CustomerMsg,
} from '@vastra/contracts/admin/customers';
import { ErrorBodySchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { forceStatus, paidOnlineOrder, placeCodOrder } from '../orders/lifecycle-fixtures';
import { ReviewModel } from '../reviews/review.model';
import { AuditModel } from '../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../staff/test-helpers';
import { UserModel } from '../users/user.model';

/**
 * Customers in the back office through the real app and engine: the list's search and filters,
 * a customer's page (orders, lifetime value from the ledgers, returns, reviews, notes), and the
 * two actions, each audited with only what changed: cash on delivery off (checkout then refuses
 * it) and blocking (no sign-in, sessions end).
 */
let app: Express;
let cast: StaffCast;
let meera: TestUser;
let ravi: TestUser;
let tag: string;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
  tag = String(Date.now()).slice(-6);
  meera = await createUser({
    name: `Meera Kapoor ${tag}`,
    email: `meera.${tag}@example.com`,
    phone: `98${tag}11`,
  });
  ravi = await createUser({ name: `Ravi Iyer ${tag}`, email: `ravi.${tag}@example.com` });
});

const list = async (query: Record<string, string>) =>
  AdminCustomerListResponseSchema.parse(
    (
      await request(app)
        .get('/api/admin/customers')
        .query(query)
        .set(cast.readonly.auth)
        .expect(200)
    ).body,
  );
const detail = async (id: string) =>
  AdminCustomerResponseSchema.parse(
    (await request(app).get(`/api/admin/customers/${id}`).set(cast.readonly.auth).expect(200)).body,
  ).data;

describe('customers: roles', () => {
  it('everyone reads, staff and owners act, shoppers and strangers are refused', async () => {
    const id = meera.id;
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/customers',
      least: 'readonly',
    });
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: `/api/admin/customers/${id}`,
      least: 'readonly',
    });
    await expectRoleMatrix(app, cast, {
      method: 'patch',
      path: `/api/admin/customers/${id}`,
      least: 'staff',
      body: { codDisabled: false },
    });
    await expectRoleMatrix(app, cast, {
      method: 'post',
      path: `/api/admin/customers/${id}/notes`,
      least: 'staff',
      body: { text: 'Role check' },
    });
  });
});

describe('customers: list', () => {
  it('searches by name, e-mail and phone, filters by orders, COD refusals and blocked, and pages', async () => {
    await placeCodOrder(app, meera, 1);
    await UserModel.updateOne({ _id: ravi.id }, { $set: { codRefusals: 2 } });

    const byName = await list({ q: `kapoor ${tag}` });
    expect(byName.data.map((c) => c._id)).toEqual([meera.id]);
    expect(byName.data[0]).toMatchObject({ orders: 1, codRefusals: 0, blocked: false });
    expect((await list({ q: `ravi.${tag}@` })).data.map((c) => c._id)).toEqual([ravi.id]);
    expect((await list({ q: `98${tag}` })).data.map((c) => c._id)).toEqual([meera.id]);
    // A pattern is taken literally.
    expect((await list({ q: '.*' })).data).toEqual([]);

    const withOrders = await list({ hasOrders: 'yes', q: tag });
    expect(withOrders.data.map((c) => c._id)).toEqual([meera.id]);
    const without = await list({ hasOrders: 'no', q: tag });
    expect(without.data.map((c) => c._id)).toEqual([ravi.id]);
    const refusers = await list({ codRefusals: 'yes', q: tag });
    expect(refusers.data.map((c) => [c._id, c.codRefusals])).toEqual([[ravi.id, 2]]);
    expect((await list({ blocked: 'yes', q: tag })).data).toEqual([]);

    const page = await list({ q: tag, limit: '1', page: '2' });
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('answers a clear 400 for a search that is too long', async () => {
    const res = await request(app)
      .get('/api/admin/customers')
      .query({ q: 'x'.repeat(101) })
      .set(cast.readonly.auth)
      .expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toMatch(/under 100 characters/);
  });
});

describe('customers: page', () => {
  it('shows profile, addresses, orders, the lifetime value from the ledgers, returns, reviews and notes', async () => {
    const asha = await createUser({ name: `Asha ${tag}` });
    await makeAddress(asha.id, '560001');
    const kept = await paidOnlineOrder(asha, { total: 1000 });
    const refunded = await paidOnlineOrder(asha, { total: 400, status: 'Returned' });
    await forceStatus(refunded.orderId, 'Returned', {
      refund: { kind: 'return', amount: 400, fee: 0, status: 'refunded' },
    });
    // Cash on delivery not yet collected counts nothing.
    await placeCodOrder(app, asha, 1);
    const product = await makeProduct({ name: `Reviewed ${tag}` });
    await ReviewModel.create({
      user: asha.id,
      product: product._id,
      order: kept.orderId,
      rating: 4,
      comment: 'Lovely fabric',
      verified: true,
      userName: 'Asha',
    });
    await request(app)
      .post(`/api/admin/customers/${asha.id}/notes`)
      .set(cast.staff.auth)
      .send({ text: '  Prefers a call before delivery  ' })
      .expect(200);

    const c = await detail(asha.id);
    expect(c).toMatchObject({ name: `Asha ${tag}`, orderCount: 3, orders: expect.any(Array) });
    expect(c.addresses.map((a) => a.zipcode)).toEqual(['560001']);
    expect(c.orders).toHaveLength(3);
    expect(c.lifetime).toEqual({ collected: 1400, refunded: 400, value: 1000 });
    expect(c.returns.map((o) => o._id)).toEqual([refunded.orderId]);
    expect(c.returns[0]).toMatchObject({ collected: 400, refunded: 400 });
    expect(c.reviews).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Lovely fabric', hidden: false }),
    ]);
    expect(c.reviews[0]?.product.name).toBe(`Reviewed ${tag}`);
    expect(c.notes).toEqual([
      expect.objectContaining({
        text: 'Prefers a call before delivery',
        by: cast.staff.staff.name,
      }),
    ]);
    const audit = await AuditModel.findOne({
      action: 'customer.note',
      'entity.id': asha.id,
    }).lean();
    expect(audit?.actor).toMatchObject({ id: cast.staff.id });
  });

  it('answers 404 for an unknown customer and 400 for a bad id or an empty note', async () => {
    const unknown = '0123456789abcdef01234567';
    const missing = await request(app)
      .get(`/api/admin/customers/${unknown}`)
      .set(cast.readonly.auth);
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(missing.body).message).toBe(CustomerMsg.notFound);
    await request(app).get('/api/admin/customers/not-an-id').set(cast.readonly.auth).expect(400);
    const empty = await request(app)
      .post(`/api/admin/customers/${meera.id}/notes`)
      .set(cast.staff.auth)
      .send({ text: '   ' })
      .expect(400);
    expect(ErrorBodySchema.parse(empty.body).message).toBe(CustomerMsg.noteRequired);
    const nothing = await request(app)
      .patch(`/api/admin/customers/${meera.id}`)
      .set(cast.staff.auth)
      .send({})
      .expect(400);
    expect(ErrorBodySchema.parse(nothing.body).message).toBe(CustomerMsg.nothingToChange);
  });
});

describe('customers: actions', () => {
  it('turning COD off makes checkout refuse it for that shopper only, audited with the change alone', async () => {
    const shopper = await createUser({ name: `Cod ${tag}` });
    const res = await request(app)
      .patch(`/api/admin/customers/${shopper.id}`)
      .set(cast.staff.auth)
      .send({ codDisabled: true })
      .expect(200);
    expect(AdminCustomerActionResponseSchema.parse(res.body).data.codDisabled).toBe(true);
    const audit = await AuditModel.find({
      action: 'customer.update',
      'entity.id': shopper.id,
    }).lean();
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ codDisabled: false }, { codDisabled: true }],
    ]);
    // Saving the same again changes nothing and writes no entry.
    await request(app)
      .patch(`/api/admin/customers/${shopper.id}`)
      .set(cast.owner.auth)
      .send({ codDisabled: true, blocked: false })
      .expect(200);
    expect(
      await AuditModel.countDocuments({ 'entity.id': shopper.id, action: 'customer.update' }),
    ).toBe(1);

    // The profile tells the storefront; checkout refuses COD with the message.
    const profile = await request(app).get('/api/users/profile').set(shopper.auth).expect(200);
    expect(profile.body.data.codDisabled).toBe(true);
    const address = await makeAddress(shopper.id);
    const product = await makeProduct({ inventory: [{ size: 'M', stock: 3 }] });
    const order = {
      products: [{ productId: String(product._id), size: 'M', quantity: 1 }],
      addressId: String(address._id),
      paymentMethod: 'COD',
    };
    const refused = await request(app)
      .post('/api/orders')
      .set(shopper.auth)
      .send(order)
      .expect(409);
    expect(ErrorBodySchema.parse(refused.body).message).toBe(CustomerMsg.codDisabled);
    // Another shopper still pays cash.
    const other = await createUser();
    const theirs = await makeAddress(other.id);
    await request(app)
      .post('/api/orders')
      .set(other.auth)
      .send({ ...order, addressId: String(theirs._id) })
      .expect(201);
  });

  it('blocking ends the sessions and refuses sign-in; unblocking lets the shopper back in', async () => {
    const shopper = await createUser({ name: `Blocked ${tag}`, password: 'secret123' });
    await request(app).get('/api/users/profile').set(shopper.auth).expect(200);
    await request(app)
      .patch(`/api/admin/customers/${shopper.id}`)
      .set(cast.staff.auth)
      .send({ blocked: true })
      .expect(200);
    const stale = await request(app).get('/api/users/profile').set(shopper.auth).expect(401);
    expect(ErrorBodySchema.parse(stale.body).message).toBeTruthy();
    const email = shopper.user.email;
    const login = await request(app)
      .post('/api/users/auth/login')
      .send({ email, password: 'secret123' })
      .expect(403);
    expect(ErrorBodySchema.parse(login.body).message).toBe(CustomerMsg.blocked);
    expect((await list({ blocked: 'yes', q: `Blocked ${tag}` })).data.map((c) => c._id)).toEqual([
      shopper.id,
    ]);

    await request(app)
      .patch(`/api/admin/customers/${shopper.id}`)
      .set(cast.staff.auth)
      .send({ blocked: false })
      .expect(200);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email, password: 'secret123' })
      .expect(200);
    const audit = await AuditModel.find({ action: 'customer.update', 'entity.id': shopper.id })
      .sort({ at: 1 })
      .lean();
    expect(audit.map((a) => a.after)).toEqual([{ blocked: true }, { blocked: false }]);
  });
});
