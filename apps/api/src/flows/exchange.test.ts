import { ErrorBodySchema, LifecycleMsg, OrderDetailResponseSchema } from '@vastra/contracts';
import {
  AdminExchangeActionResponseSchema,
  AdminExchangeListResponseSchema,
  EXCHANGE_STATUS_WORDING,
  ExchangeMsg,
  ExchangeResponseSchema,
  OrderExchangesResponseSchema,
} from '@vastra/contracts/exchange';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/helpers';
import { deliveredLine } from './after-sale-fixtures';
import { useStaffDesk } from '../../test/staff-desk';
import { JobModel } from '../lib/jobs/job.model';
import { stockOf } from '../modules/cart/commerce-fixtures';
import { ProductModel } from '../modules/catalog/product.model';
import { ExchangeModel } from '../modules/exchanges/exchange.model';
import { markDelivered } from '../modules/orders/lifecycle-fixtures';
import { OrderModel } from '../modules/orders/order.model';
import { AuditModel } from '../modules/staff/audit.model';

/**
 * Exchanging a delivered item for another size, through the real app, engine and an SMTP server:
 * the request's checks and messages, the reservation of the new size (atomic between two
 * shoppers after the last unit), one exchange per line, the staff steps with their role checks,
 * audit entries, stock moves and e-mails, and no money moving.
 */
let app: Express;
const desk = useStaffDesk();
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    ExchangeModel.deleteMany({}),
    AuditModel.deleteMany({}),
    JobModel.deleteMany({}),
  ]);
  app = desk.app();
});

const messageOf = (res: request.Response) => ErrorBodySchema.parse(res.body).message;

/** A delivered COD order of one unit of size M of a product with M×5, L×`l`, S×0. */
const deliveredOrder = (l = 3, user?: TestUser) =>
  deliveredLine(app, {
    price: 800,
    inventory: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 5 },
      { size: 'L', stock: l },
    ],
    user,
  });

const ask = (o: { shopper: TestUser; orderId: string }, body: object) =>
  request(app).post(`/api/orders/${o.orderId}/exchange`).set(o.shopper.auth).send(body);
const act = (id: string, body: object, who = desk.cast.staff) =>
  request(app).post(`/api/admin/exchanges/${id}/actions`).set(who.auth).send(body);
const apply = async (id: string, body: object) =>
  AdminExchangeActionResponseSchema.parse((await act(id, body).expect(200)).body).data;

async function requested(o: Awaited<ReturnType<typeof deliveredOrder>>, size = 'L') {
  const res = await ask(o, { itemId: o.itemId, size }).expect(201);
  return ExchangeResponseSchema.parse(res.body).exchange;
}

describe('asking for an exchange', () => {
  it('refuses bad requests with a message, before reserving anything', async () => {
    const o = await deliveredOrder();
    expect(messageOf(await ask(o, { itemId: o.itemId }).expect(400))).toBe(ExchangeMsg.chooseSize);
    expect(messageOf(await ask(o, { itemId: 'nope', size: 'L' }).expect(400))).toBe('Invalid id.');
    expect(
      messageOf(await ask(o, { itemId: o.product._id.toHexString(), size: 'L' }).expect(400)),
    ).toBe(LifecycleMsg.unknownItem);
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'XXL' }).expect(400))).toBe(
      ExchangeMsg.unknownSize,
    );
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'm' }).expect(400))).toBe(
      ExchangeMsg.sameSize,
    );
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'S' }).expect(409))).toBe(
      ExchangeMsg.sizeSoldOut,
    );
    await ProductModel.updateOne({ _id: o.product._id }, { $set: { price: 900 } });
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'L' }).expect(409))).toBe(
      ExchangeMsg.priceChanged,
    );
    expect(await ExchangeModel.countDocuments()).toBe(0);
    expect(await stockOf(o.product._id, 'L')).toBe(3);
  });

  it('reserves the new size at once, once per line, and offers only sizes in stock', async () => {
    const o = await deliveredOrder(2);
    const before = OrderExchangesResponseSchema.parse(
      (await request(app).get(`/api/orders/${o.orderId}/exchanges`).set(o.shopper.auth).expect(200))
        .body,
    );
    expect(before.options).toEqual([{ itemId: o.itemId, sizes: ['L'] }]);

    const x = await requested(o, 'l');
    expect(x).toMatchObject({ fromSize: 'M', toSize: 'L', status: 'Exchange requested' });
    expect(await stockOf(o.product._id, 'L')).toBe(1);
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'L' }).expect(409))).toBe(
      ExchangeMsg.alreadyExchanged,
    );
    // Nor can the exchanged line be returned.
    const ret = await request(app)
      .post(`/api/orders/${o.orderId}/return`)
      .set(o.shopper.auth)
      .send({ reason: 'Size or fit is not right', items: [{ itemId: o.itemId, quantity: 1 }] })
      .expect(409);
    expect(messageOf(ret)).toBe(ExchangeMsg.itemExchanged);
    expect(await stockOf(o.product._id, 'L')).toBe(1);
    expect(await desk.mailTo(o.shopper.user.email, 'Exchange requested')).toContain(
      'size M for size L',
    );

    const after = OrderExchangesResponseSchema.parse(
      (await request(app).get(`/api/orders/${o.orderId}/exchanges`).set(o.shopper.auth).expect(200))
        .body,
    );
    expect(after.options).toEqual([]);
    expect(after.exchanges.map((e) => e.status)).toEqual(['Exchange requested']);
  });

  it('lets exactly one of two shoppers asking at once have the last unit', async () => {
    const a = await deliveredOrder(1);
    // A second shopper's order of the same product (M), delivered.
    const b = await deliveredOrder(1);
    await ProductModel.deleteOne({ _id: b.product._id });
    await OrderModel.updateOne(
      { _id: b.orderId },
      { $set: { 'items.0.productId': a.product._id } },
    );
    const [ra, rb] = await Promise.all([
      ask(a, { itemId: a.itemId, size: 'L' }),
      ask(b, { itemId: b.itemId, size: 'L' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(messageOf(loser)).toBe(ExchangeMsg.sizeSoldOut);
    expect(await stockOf(a.product._id, 'L')).toBe(0);
    expect(await ExchangeModel.countDocuments()).toBe(1);
  });

  it('is refused after the window, before delivery, and on another shopper’s order', async () => {
    const o = await deliveredOrder();
    await markDelivered(o.orderId, new Date(Date.now() - 8 * 86_400_000));
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'L' }).expect(409))).toBe(
      ExchangeMsg.windowClosed,
    );
    await OrderModel.updateOne({ _id: o.orderId }, { $set: { status: 'Shipped' } });
    expect(messageOf(await ask(o, { itemId: o.itemId, size: 'L' }).expect(409))).toBe(
      ExchangeMsg.notDelivered,
    );
    const mine = await deliveredOrder();
    const stranger = await createUser();
    await request(app)
      .post(`/api/orders/${mine.orderId}/exchange`)
      .set(stranger.auth)
      .send({ itemId: mine.itemId, size: 'L' })
      .expect(404);
    await request(app).get(`/api/orders/${mine.orderId}/exchanges`).set(stranger.auth).expect(404);
    expect(await ExchangeModel.countDocuments()).toBe(0);
  });
});

describe('staff run the exchange', () => {
  it('approve, pick up (restock), ship by hand, complete; audited, mailed, nothing refunded', async () => {
    const o = await deliveredOrder(3);
    const x = await requested(o);
    expect(await stockOf(o.product._id, 'M')).toBe(4);

    // Readonly staff and shoppers may read the list but not act.
    await act(x._id, { action: 'approve' }, desk.cast.readonly).expect(403);
    await request(app)
      .post(`/api/admin/exchanges/${x._id}/actions`)
      .set(o.shopper.auth)
      .send({ action: 'approve' })
      .expect(403);
    const listed = AdminExchangeListResponseSchema.parse(
      (await request(app).get('/api/admin/exchanges').set(desk.cast.readonly.auth).expect(200))
        .body,
    ).data;
    expect(listed).toMatchObject([{ _id: x._id, toSize: 'L', actions: ['approve', 'reject'] }]);

    expect(
      messageOf(
        await act(x._id, { action: 'ship', courier: 'Delhivery', awb: 'AB12' }).expect(409),
      ),
    ).toBe(ExchangeMsg.refused('Exchange requested', 'Replacement shipped'));
    expect((await apply(x._id, { action: 'approve' })).status).toBe('Exchange approved');
    expect(await desk.mailTo(o.shopper.user.email, 'Exchange approved')).toContain(
      'pick the item up',
    );
    expect((await apply(x._id, { action: 'pickedUp' })).status).toBe('Picked up');
    expect(await stockOf(o.product._id, 'M')).toBe(5);
    expect(await stockOf(o.product._id, 'L')).toBe(2);
    expect(
      messageOf(await act(x._id, { action: 'ship', courier: '', awb: 'AB12' }).expect(400)),
    ).toBe(ExchangeMsg.courierRequired);
    const shipped = await apply(x._id, { action: 'ship', courier: 'Delhivery', awb: 'dlv-991' });
    expect(shipped.shipment).toEqual({ courier: 'Delhivery', awb: 'DLV-991' });
    expect(await desk.mailTo(o.shopper.user.email, 'Replacement shipped')).toContain('DLV-991');
    const done = await apply(x._id, { action: 'complete' });
    expect(done.status).toBe('Exchange completed');
    expect(done.actions).toEqual([]);
    // A repeated action answers it unchanged.
    expect((await apply(x._id, { action: 'complete' })).timeline).toHaveLength(5);

    const audits = await AuditModel.find({ 'entity.id': x._id }).sort({ at: 1 }).lean();
    expect(audits.map((a) => a.action)).toEqual([
      'exchange.approve',
      'exchange.pickedUp',
      'exchange.ship',
      'exchange.complete',
    ]);
    expect(audits[0]).toMatchObject({
      before: { status: 'Exchange requested' },
      after: { status: 'Exchange approved' },
    });
    expect(audits[2]?.after).toEqual({
      status: 'Replacement shipped',
      shipment: { courier: 'Delhivery', awb: 'DLV-991' },
    });

    // The shopper's order: the exchange's states in the shop's words, no money moved.
    const mine = OrderExchangesResponseSchema.parse(
      (await request(app).get(`/api/orders/${o.orderId}/exchanges`).set(o.shopper.auth).expect(200))
        .body,
    );
    expect(mine.exchanges[0]?.timeline.map((t) => t.status)).toEqual([
      'Exchange requested',
      'Exchange approved',
      'Picked up',
      'Replacement shipped',
      'Exchange completed',
    ]);
    expect(JSON.stringify(mine)).not.toContain(desk.cast.staff.email);
    const order = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${o.orderId}`).set(o.shopper.auth).expect(200)).body,
    ).data;
    expect(order.status).toBe('Delivered');
    expect(order.refund).toBeNull();
    expect(order.money).toMatchObject({ refunded: 0, owed: 0 });
    expect(order.creditNotes ?? []).toEqual([]);
    expect(EXCHANGE_STATUS_WORDING['Exchange completed']).toBe('Exchange completed');
  });

  it('a rejection needs its reason and puts the reserved size back', async () => {
    const o = await deliveredOrder(1);
    const x = await requested(o);
    expect(await stockOf(o.product._id, 'L')).toBe(0);
    expect(messageOf(await act(x._id, { action: 'reject', reason: ' ' }).expect(400))).toBe(
      ExchangeMsg.rejectReasonRequired,
    );
    const rejected = await apply(x._id, { action: 'reject', reason: 'Worn, tags removed' });
    expect(rejected).toMatchObject({
      status: 'Exchange rejected',
      rejectReason: 'Worn, tags removed',
    });
    expect(await stockOf(o.product._id, 'L')).toBe(1);
    expect(await stockOf(o.product._id, 'M')).toBe(4);
    expect(await desk.mailTo(o.shopper.user.email, 'Exchange rejected')).toContain(
      'Worn, tags removed',
    );
    const audit = await AuditModel.findOne({ action: 'exchange.reject' }).lean();
    expect(audit?.after).toEqual({
      status: 'Exchange rejected',
      rejectReason: 'Worn, tags removed',
    });
    await act(x._id, { action: 'approve' }).expect(409);
    await act('0123456789abcdef01234567', { action: 'approve' }).expect(404);
  });
});
