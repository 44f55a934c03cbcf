import { ErrorBodySchema, LifecycleMsg } from '@vastra/contracts';
import {
  AdminOrderListResponseSchema,
  AdminOrderResponseSchema,
  AdminOrderTransitionResponseSchema,
  AdminOrderMsg,
} from '@vastra/contracts/admin/orders';
import type { Express } from 'express';
import { Types } from 'mongoose';
import nock from 'nock';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser, testEnv } from '../../../../test/helpers';
import { stockOf } from '../../cart/commerce-fixtures';
import { ProductModel } from '../../catalog/product.model';
import { createPaymentGateway } from '../../payments/gateway';
import { PaymentModel } from '../../payments/payment.model';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { forceStatus, paidOnlineOrder, placeCodOrder } from '../lifecycle-fixtures';
import { OrderModel } from '../order.model';
import { pdfText } from './pdf-text';

/**
 * Back-office orders through the real app and engine: who may call what, the list's filters,
 * sorting and pages, the staff transitions (only those the lifecycle table allows, a cancel
 * refunding in full through the real Razorpay SDK), the audit trail, and the two PDFs.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost|\[::1\]/);
  cast = await createStaffCast();
});
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
    AuditModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() }).app;
});

const act = (id: string, body: object, who = cast.staff) =>
  request(app).post(`/api/admin/orders/${id}/transitions`).set(who.auth).send(body);
const list = async (query: Record<string, string | number>) =>
  AdminOrderListResponseSchema.parse(
    (await request(app).get('/api/admin/orders').query(query).set(cast.readonly.auth).expect(200))
      .body,
  );

describe('who may use the orders endpoints', () => {
  it('reads for every staff role, writes for staff and owner; shoppers and visitors never', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const id = order._id;
    for (const path of [
      '/api/admin/orders',
      `/api/admin/orders/${id}`,
      `/api/admin/orders/${id}/packing-slip.pdf`,
      `/api/admin/orders/${id}/invoice.pdf`,
    ])
      await expectRoleMatrix(app, cast, { method: 'get', path, least: 'readonly' });
    const allowed = await expectRoleMatrix(app, cast, {
      method: 'post',
      path: `/api/admin/orders/${id}/transitions`,
      least: 'staff',
      body: { action: 'confirm' },
    });
    expect(allowed.staff?.status).toBe(200);
    // The owner's call is a replay: the order is already confirmed, nothing is done again.
    expect(allowed.owner?.status).toBe(200);
    const stored = await OrderModel.findById(id).lean();
    expect(stored?.timeline.filter((t) => t.status === 'Processing')).toHaveLength(1);
  });
});

describe('the order list', () => {
  it('filters by state, payment, pincode, dates and search, and sorts and pages on the server', async () => {
    const asha = await createUser({ email: `asha-${Date.now()}@example.com`, phone: '9123456780' });
    const ravi = await createUser();
    const cod = await placeCodOrder(app, asha, 1);
    const cod2 = await placeCodOrder(app, ravi, 3);
    const online = await paidOnlineOrder(ravi, { total: 2999 });
    // Straight through the driver: Mongoose keeps createdAt immutable.
    await OrderModel.collection.updateOne(
      { _id: new Types.ObjectId(cod2.order._id) },
      {
        $set: { 'addressSnapshot.zipcode': '560001', createdAt: new Date('2026-01-10T20:00:00Z') },
      },
    );

    expect((await list({})).pagination.total).toBe(3);
    expect((await list({ status: 'Processing' })).data.map((r) => r._id)).toEqual([online.orderId]);
    expect((await list({ paymentMethod: 'COD', status: '' })).pagination.total).toBe(2);
    expect((await list({ pincode: '560001' })).data.map((r) => r._id)).toEqual([cod2.order._id]);
    // 20:00 UTC on 10 January is 01:30 on the 11th in India.
    expect((await list({ from: '2026-01-11', to: '2026-01-11' })).data).toHaveLength(1);
    expect((await list({ from: '2026-01-10', to: '2026-01-10' })).data).toHaveLength(0);
    expect((await list({ q: cod.order._id })).data.map((r) => r._id)).toEqual([cod.order._id]);
    expect((await list({ q: asha.user.email.slice(0, 10).toUpperCase() })).data).toHaveLength(1);
    expect((await list({ q: '+91 91234 56780' })).data[0]?.customer?.email).toBe(asha.user.email);
    expect((await list({ q: 'nobody-here@' })).data).toEqual([]);

    const byTotal = await list({ sort: 'total', dir: 'asc' });
    expect(byTotal.data.map((r) => r.total)).toEqual(
      [...byTotal.data.map((r) => r.total)].sort((a, b) => a - b),
    );
    const page2 = await list({ sort: 'total', dir: 'desc', limit: 2, page: 2 });
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]?.total).toBe(Math.min(...byTotal.data.map((r) => r.total)));
    // By state: within one state the newest placed first (not the order of their ids), and
    // descending is the exact reverse.
    const later = await placeCodOrder(app, await createUser(), 1);
    const byStatus = [later.order._id, cod.order._id, cod2.order._id, online.orderId];
    expect((await list({ sort: 'status', dir: 'asc' })).data.map((r) => r._id)).toEqual(byStatus);
    expect((await list({ sort: 'status', dir: 'desc' })).data.map((r) => r._id)).toEqual(
      [...byStatus].reverse(),
    );
  });

  it('refuses a malformed filter with a message', async () => {
    const res = await request(app)
      .get('/api/admin/orders')
      .query({ pincode: '12' })
      .set(cast.staff.auth)
      .expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(AdminOrderMsg.pincodeInvalid);
  });
});

describe('staff transitions', () => {
  it('confirms, hands to the courier (booking a shipment) and records each step', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const detail = AdminOrderResponseSchema.parse(
      (await request(app).get(`/api/admin/orders/${order._id}`).set(cast.readonly.auth).expect(200))
        .body,
    ).data;
    expect(detail.actions).toEqual(['confirm', 'cancel']);
    expect(detail.customer?.email).toBe(shopper.user.email);

    await act(order._id, { action: 'confirm' }).expect(200);
    const shipped = AdminOrderTransitionResponseSchema.parse(
      (await act(order._id, { action: 'ship', note: 'Packed in box 4' }).expect(200)).body,
    );
    expect(shipped.data.status).toBe('Shipped');
    expect(shipped.data.shipment?.awb).toBeTruthy();
    expect(shipped.data.timeline.map((t) => [t.status, t.actor])).toEqual([
      ['Pending', 'shopper'],
      ['Processing', 'shop'],
      ['Shipped', 'shop'],
    ]);
    expect(shipped.data.timeline[2]?.note).toContain('Packed in box 4');
    const audit = await AuditModel.find({ 'entity.id': order._id }).sort({ at: 1 }).lean();
    expect(audit.map((a) => [a.action, a.actor?.id, a.before, a.after])).toEqual([
      ['order.confirm', cast.staff.id, { status: 'Pending' }, { status: 'Processing' }],
      [
        'order.ship',
        cast.staff.id,
        { status: 'Processing', shipment: null },
        {
          status: 'Shipped',
          shipment: { courier: shipped.data.shipment?.courier, awb: shipped.data.shipment?.awb },
          note: 'Packed in box 4',
          visibleToCustomer: false,
        },
      ],
    ]);
  });

  it('refuses what the lifecycle does not allow staff, and applies nothing', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const res = await act(order._id, { action: 'ship' }).expect(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe(
      LifecycleMsg.refused('Pending', 'Shipped'),
    );
    await act(order._id, { action: 'markReturned' }).expect(409);
    await forceStatus(order._id, 'Delivered');
    await act(order._id, { action: 'cancel', note: 'Too late' }).expect(409);
    const stored = await OrderModel.findById(order._id).lean();
    expect(stored?.status).toBe('Delivered');
    expect(stored?.timeline).toHaveLength(1);
    expect(await AuditModel.countDocuments({ 'entity.id': order._id })).toBe(0);
  });

  it('needs a reason to cancel or reject a return, and a known action', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const res = await act(order._id, { action: 'cancel' }).expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(AdminOrderMsg.noteRequired);
    const bad = await act(order._id, { action: 'teleport' }).expect(400);
    expect(ErrorBodySchema.parse(bad.body).message).toBe(AdminOrderMsg.actionInvalid);
    await act('not-an-id', { action: 'confirm' }).expect(400);
    await act('64b7f0c2a1b2c3d4e5f60718', { action: 'confirm' }).expect(404);
  });

  it('cancels a paid order with a full refund through Razorpay and puts the stock back', async () => {
    const env = testEnv({ RAZORPAY_KEY_ID: 'rzp_test_Adm123', RAZORPAY_KEY_SECRET: 'k-secret' });
    app = createTestApp(
      { RATE_LIMIT_DISABLED: 'true' },
      { mailer: captureMailer(), payments: createPaymentGateway(env, 'unused') },
    ).app;
    const shopper = await createUser();
    const { orderId, product, gatewayPaymentId } = await paidOnlineOrder(shopper, {
      total: 1299,
      gateway: 'razorpay',
    });
    const bodies: Record<string, unknown>[] = [];
    const scope = nock('https://api.razorpay.com')
      .post(`/v1/payments/${gatewayPaymentId}/refund`, (b: Record<string, unknown>) => {
        bodies.push(b);
        return true;
      })
      .basicAuth({ user: 'rzp_test_Adm123', pass: 'k-secret' })
      .reply(200, { id: 'rfnd_Adm00001', entity: 'refund', amount: 129_900 });
    const res = await act(orderId, {
      action: 'cancel',
      note: 'Out of stock at the warehouse',
    }).expect(200);
    scope.done();
    expect(bodies).toEqual([expect.objectContaining({ amount: 129_900 })]);
    const body = AdminOrderTransitionResponseSchema.parse(res.body);
    expect(body.data.status).toBe('Cancelled');
    expect(body.data.refund).toMatchObject({
      kind: 'cancellation',
      amount: 1299,
      fee: 0,
      status: 'refunded',
      refundId: 'rfnd_Adm00001',
    });
    expect(body.data.cancellation).toMatchObject({
      by: 'shop',
      note: 'Out of stock at the warehouse',
    });
    expect(await stockOf(product._id, 'M')).toBe(5);
  });

  it('approves, receives and rejects returns', async () => {
    const shopper = await createUser();
    const a = await placeCodOrder(app, shopper, 2);
    const itemId = a.order.items[0]?._id;
    await forceStatus(a.order._id, 'Return requested', {
      returnRequest: {
        reason: 'Size or fit is not right',
        items: [{ itemId, quantity: 1 }],
        requestedAt: new Date(),
      },
    });
    await act(a.order._id, { action: 'approveReturn' }).expect(200);
    const received = AdminOrderTransitionResponseSchema.parse(
      (await act(a.order._id, { action: 'markReturned' }).expect(200)).body,
    );
    expect(received.data.status).toBe('Returned');
    expect(received.data.refund).toMatchObject({ amount: 600, status: 'bank-transfer' });
    expect(await stockOf(a.product._id, 'M')).toBe(4);

    const b = await placeCodOrder(app, shopper, 1);
    await forceStatus(b.order._id, 'Return requested');
    await act(b.order._id, { action: 'rejectReturn' }).expect(400);
    const rejected = await act(b.order._id, { action: 'rejectReturn', note: 'Worn' }).expect(200);
    expect(AdminOrderTransitionResponseSchema.parse(rejected.body).data.status).toBe(
      'Return rejected',
    );
  });
});

describe('printable documents', () => {
  it('prints a packing slip and a GST invoice that parse as PDF with the lines and tax', async () => {
    const shopper = await createUser();
    const { order, product } = await placeCodOrder(app, shopper, 2);
    const slip = await request(app)
      .get(`/api/admin/orders/${order._id}/packing-slip.pdf`)
      .set(cast.readonly.auth)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const slipText = await pdfText(slip.body as Buffer);
    expect(slipText).toContain('Packing slip');
    expect(slipText).toContain(product.name);
    expect(slipText).toContain('Units in this parcel: 2');
    expect(slipText).toContain(
      `Cash to collect on delivery: Rs. ${order.total.toLocaleString('en-IN')}.00`,
    );

    // An invoice is issued (and numbered) once the order is confirmed.
    await act(order._id, { action: 'confirm' }).expect(200);
    const stored = await OrderModel.findById(order._id).lean();
    const inv = await request(app)
      .get(`/api/admin/orders/${order._id}/invoice.pdf`)
      .set(cast.readonly.auth)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = await pdfText(inv.body as Buffer);
    // Two pieces at Rs. 600 to Delhi from Delhi: 5 %, CGST + SGST.
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GSTIN');
    expect(text).toContain(`Invoice number: ${stored?.invoice?.number ?? 'none'}`);
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain(`${product.name} (size M)`);
    expect(text).toContain('Taxable value: Rs. 1,142.86');
    expect(text).toContain('CGST: Rs. 28.57');
    expect(text).toContain('SGST: Rs. 28.57');
    expect(text).toContain('Invoice total: Rs. 1,200.00');
  });

  it('answers 404 for an unknown order', async () => {
    await request(app)
      .get('/api/admin/orders/64b7f0c2a1b2c3d4e5f60718/invoice.pdf')
      .set(cast.staff.auth)
      .expect(404);
  });
});
