import {
  COD_REFUSAL,
  ErrorBodySchema,
  ORDER_STATUS_WORDING,
  OrderDetailResponseSchema,
  shopDay,
} from '@vastra/contracts';
import {
  AdminOrderListResponseSchema,
  AdminOrderMsg,
  AdminOrderResponseSchema,
  AdminOrderTransitionResponseSchema,
} from '@vastra/contracts/admin/orders';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../test/helpers';
import { useStaffDesk } from '../../test/staff-desk';
import { stockOf } from '../modules/cart/commerce-fixtures';
import { ProductModel } from '../modules/catalog/product.model';
import { paidOnlineOrder, placeCodOrder } from '../modules/orders/lifecycle-fixtures';
import { OrderModel } from '../modules/orders/order.model';
import { PaymentModel } from '../modules/payments/payment.model';
import { AuditModel } from '../modules/staff/audit.model';
import { UserModel } from '../modules/users/user.model';
import { runFulfilmentSweep } from './fulfilment';
import { fulfilmentDeps } from './fulfilment.router';

/**
 * Running orders by hand in the back office, through the real app, engine and an SMTP server:
 * a courier of the shop's own (name, AWB, tracking link), out for delivery, delivered on a day,
 * a failed delivery, return to sender with the stock back and the refund a cancellation gives,
 * a refused cash on delivery parcel counted on the customer, private and customer-facing notes,
 * and the order search by every number staff are given.
 */
let app: Express;
const desk = useStaffDesk();
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
    AuditModel.deleteMany({}),
  ]);
  app = desk.app();
});

const act = (id: string, body: object, who = desk.cast.staff) =>
  request(app).post(`/api/admin/orders/${id}/transitions`).set(who.auth).send(body);
const apply = async (id: string, body: object) =>
  AdminOrderTransitionResponseSchema.parse((await act(id, body).expect(200)).body).data;
const adminView = async (id: string) =>
  AdminOrderResponseSchema.parse(
    (await request(app).get(`/api/admin/orders/${id}`).set(desk.cast.readonly.auth).expect(200))
      .body,
  ).data;
const shopperView = async (user: TestUser, id: string) => {
  const res = await request(app).get(`/api/orders/${id}`).set(user.auth).expect(200);
  return { raw: JSON.stringify(res.body), order: OrderDetailResponseSchema.parse(res.body).data };
};
const messageOf = (res: request.Response) => ErrorBodySchema.parse(res.body).message;

const OWN_COURIER = {
  courier: 'Delhivery',
  awb: 'dlv-7700123',
  trackingUrl: 'https://track.example.in/DLV-7700123',
};

describe('fulfilment by hand', () => {
  it('ships with the shop’s own courier, delivers on a day, and takes the return to its refund', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 1);
    await apply(order._id, { action: 'confirm' });
    const shipped = await apply(order._id, {
      action: 'ship',
      shipment: OWN_COURIER,
      note: 'Fragile: packed in box 4',
    });
    expect(shipped.status).toBe('Shipped');
    expect(shipped.shipment).toEqual({
      courier: 'Delhivery',
      awb: 'DLV-7700123',
      trackingUrl: OWN_COURIER.trackingUrl,
      manual: true,
    });
    expect(shipped.actions).toEqual(['outForDelivery', 'deliver', 'deliveryFailed', 'rto']);
    expect(await desk.mailTo(shopper.user.email, 'has shipped')).toContain('DLV-7700123');

    await apply(order._id, { action: 'outForDelivery' });
    const tomorrow = shopDay(Date.now() + 86_400_000);
    const yesterday = shopDay(Date.now() - 86_400_000);
    expect(
      messageOf(await act(order._id, { action: 'deliver', deliveredOn: tomorrow }).expect(400)),
    ).toBe(AdminOrderMsg.deliveredInFuture);
    expect(
      messageOf(await act(order._id, { action: 'deliver', deliveredOn: yesterday }).expect(400)),
    ).toBe(AdminOrderMsg.deliveredBeforeShipping);
    const delivered = await apply(order._id, { action: 'deliver', deliveredOn: shopDay() });
    expect(delivered.status).toBe('Delivered');
    expect(shopDay(delivered.deliveredAt ?? '')).toBe(shopDay());
    expect(delivered.money?.captured).toBe(order.total);

    // The shopper asks for the return; staff approve and receive it; the refund is owed by hand.
    const itemId = order.items[0]?._id ?? '';
    await request(app)
      .post(`/api/orders/${order._id}/return`)
      .set(shopper.auth)
      .field('reason', 'Size or fit is not right')
      .field('items', JSON.stringify([{ itemId, quantity: 1 }]))
      .expect(200);
    await apply(order._id, { action: 'approveReturn' });
    const returned = await apply(order._id, { action: 'markReturned' });
    expect(returned.status).toBe('Returned');
    expect(returned.refund).toMatchObject({ kind: 'return', status: 'bank-transfer' });
    expect(returned.refund?.amount).toBeGreaterThan(0);

    // The shopper's answer: states in the shop's words, no staff names, no private notes.
    const { raw, order: mine } = await shopperView(shopper, order._id);
    expect(raw).not.toContain(desk.cast.staff.staff.name);
    expect(raw).not.toContain('Fragile');
    const shopSteps = mine.timeline.filter((t) => t.actor === 'shop');
    expect(shopSteps.map((t) => t.status)).toEqual([
      'Processing',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Return approved',
      'Returned',
    ]);
    for (const t of shopSteps) expect(t.note).toBe(ORDER_STATUS_WORDING[t.status]);
    for (const t of mine.timeline) expect(t.by).toBeUndefined();
    // The back office sees who did each step and the note.
    const staffSide = (await adminView(order._id)).timeline.find((t) => t.status === 'Shipped');
    expect(staffSide).toMatchObject({
      by: desk.cast.staff.staff.name,
      note: 'Fragile: packed in box 4',
      visibleToCustomer: false,
    });

    const audit = await AuditModel.find({ 'entity.id': order._id, action: 'order.deliver' }).lean();
    expect(audit.map((a) => Object.keys(a.after ?? {}).sort())).toEqual([
      ['deliveredAt', 'status'],
    ]);
  });

  it('returns a paid order to sender: stock back and a full refund once the parcel is back', async () => {
    const shopper = await createUser();
    const { orderId, product } = await paidOnlineOrder(shopper, { total: 1299 });
    await apply(orderId, { action: 'ship', shipment: { ...OWN_COURIER, trackingUrl: '' } });
    const failed = await apply(orderId, {
      action: 'deliveryFailed',
      problem: 'Customer could not be reached',
    });
    expect(failed.status).toBe('Delivery failed');
    expect(failed.actions).toEqual(['outForDelivery', 'deliver', 'rto']);
    expect(await desk.mailTo(shopper.user.email, 'We could not deliver')).toContain(
      'could not deliver your order',
    );
    const rto = await apply(orderId, {
      action: 'rto',
      problem: 'Customer could not be reached',
      note: 'Three attempts',
    });
    expect(rto.status).toBe('RTO initiated');
    // Only "received back" from here: a cancel does not skip the parcel's way home.
    expect(rto.actions).toEqual(['rtoReceived']);
    expect(messageOf(await act(orderId, { action: 'cancel', note: 'x' }).expect(409))).toBe(
      'An order that is rto initiated cannot become cancelled.',
    );
    expect(await stockOf(product._id, 'M')).toBe(4);

    const back = await apply(orderId, { action: 'rtoReceived' });
    expect(back.status).toBe('Cancelled');
    expect(back.refund).toMatchObject({ kind: 'cancellation', amount: 1299, fee: 0 });
    expect(back.money?.owed ?? 0).toBe(back.refund?.status === 'refunded' ? 0 : 1299);
    expect(back.cancellation).toMatchObject({ reason: 'Returned to sender', by: 'shop' });
    // As a cancellation would: the sale is reversed by a credit note against the invoice.
    expect(back.creditNotes?.map((c) => [c.kind, c.amount])).toEqual([['cancellation', 1299]]);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(await desk.mailTo(shopper.user.email, 'is being returned to us')).toContain(
      'on its way back to us',
    );
    // Not a cash on delivery refusal: nothing counted on the customer.
    expect((await UserModel.findById(shopper.id).lean())?.codRefusals ?? 0).toBe(0);
    const { order: mine } = await shopperView(shopper, orderId);
    expect(mine.timeline.at(-1)?.note).toBe(ORDER_STATUS_WORDING.Cancelled);
  });

  it('counts a refused cash on delivery parcel on the customer, and collects nothing', async () => {
    const shopper = await createUser();
    const { order, product } = await placeCodOrder(app, shopper, 2, 5);
    await apply(order._id, { action: 'confirm' });
    await apply(order._id, { action: 'ship', shipment: OWN_COURIER });
    await apply(order._id, { action: 'outForDelivery' });
    await apply(order._id, { action: 'rto', problem: COD_REFUSAL });
    expect((await UserModel.findById(shopper.id).lean())?.codRefusals).toBe(1);
    expect((await adminView(order._id)).customer?.codRefusals).toBe(1);
    expect(await stockOf(product._id, 'M')).toBe(3);
    const back = await apply(order._id, { action: 'rtoReceived' });
    expect(back.refund).toBeNull();
    expect(back.money?.captured).toBe(0);
    expect(await stockOf(product._id, 'M')).toBe(5);
    const audit = await AuditModel.findOne({ 'entity.id': order._id, action: 'order.rto' }).lean();
    expect(audit?.before).toEqual({ status: 'Out for delivery' });
    expect(audit?.after).toEqual({ status: 'RTO initiated', problem: COD_REFUSAL });
  });

  it('refuses bad courier details, a missing reason and a taken AWB with a message', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 1);
    expect(
      messageOf(await act(order._id, { action: 'confirm', shipment: OWN_COURIER }).expect(400)),
    ).toBe(AdminOrderMsg.shipmentOnlyToShip);
    await apply(order._id, { action: 'confirm' });
    const ship = (shipment: object) => act(order._id, { action: 'ship', shipment });
    expect(messageOf(await ship({ ...OWN_COURIER, awb: 'a b' }).expect(400))).toBe(
      AdminOrderMsg.awbInvalid,
    );
    expect(messageOf(await ship({ ...OWN_COURIER, courier: ' ' }).expect(400))).toBe(
      AdminOrderMsg.courierRequired,
    );
    expect(
      messageOf(await ship({ ...OWN_COURIER, trackingUrl: 'javascript:alert(1)' }).expect(400)),
    ).toBe(AdminOrderMsg.trackingUrlInvalid);
    const other = await placeCodOrder(app, await createUser(), 1);
    await apply(other.order._id, { action: 'confirm' });
    await apply(other.order._id, { action: 'ship', shipment: OWN_COURIER });
    expect(messageOf(await ship(OWN_COURIER).expect(409))).toBe(AdminOrderMsg.awbTaken);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Processing');
    await apply(order._id, { action: 'ship', shipment: { ...OWN_COURIER, awb: 'DLV-7700124' } });
    expect(messageOf(await act(order._id, { action: 'deliveryFailed' }).expect(400))).toBe(
      AdminOrderMsg.problemRequired,
    );
    expect(
      messageOf(await act(order._id, { action: 'rto', problem: 'Lost in space' }).expect(400)),
    ).toBe(AdminOrderMsg.problemRequired);
    expect(
      messageOf(await act(order._id, { action: 'deliver', deliveredOn: '2026-02-30' }).expect(400)),
    ).toBe(AdminOrderMsg.dateInvalid);
    await act(order._id, { action: 'outForDelivery' }, desk.cast.readonly).expect(403);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Shipped');
  });
});

describe('the fulfilment sweep leaves an order shipped by hand to staff', () => {
  it('never tracks it nor approves its return automatically', async () => {
    const { app: simApp, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      COURIER_SIM_STEP_MS: '100',
    });
    app = simApp;
    expect(deps.courier.autoReturns).toBe(true);
    const f = fulfilmentDeps(deps);
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 1);
    await apply(order._id, { action: 'confirm' });
    await apply(order._id, { action: 'ship', shipment: OWN_COURIER });
    const later = new Date(Date.now() + 3_600_000);
    await runFulfilmentSweep(f, later);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Shipped');
    await apply(order._id, { action: 'deliver' });
    await request(app)
      .post(`/api/orders/${order._id}/return`)
      .set(shopper.auth)
      .field('reason', 'Size or fit is not right')
      .field('items', JSON.stringify([{ itemId: order.items[0]?._id, quantity: 1 }]))
      .expect(200);
    await runFulfilmentSweep(f, new Date(Date.now() + 7_200_000));
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Return requested');
  });
});

describe('staff notes', () => {
  it('keeps a note private unless staff show it to the customer', async () => {
    const shopper = await createUser();
    const a = await placeCodOrder(app, shopper, 1);
    const b = await placeCodOrder(app, shopper, 1);
    await apply(a.order._id, { action: 'cancel', note: 'Item damaged in our warehouse' });
    await apply(b.order._id, {
      action: 'cancel',
      note: 'Sorry, this size sold out',
      visibleToCustomer: true,
    });
    const hidden = await shopperView(shopper, a.order._id);
    expect(hidden.raw).not.toContain('damaged in our warehouse');
    expect(hidden.raw).not.toContain(desk.cast.staff.staff.name);
    expect(hidden.order.cancellation?.note).toBe('');
    const shown = await shopperView(shopper, b.order._id);
    expect(shown.order.timeline.at(-1)?.note).toBe('Sorry, this size sold out');
    expect(shown.order.cancellation?.note).toBe('Sorry, this size sold out');
    expect(shown.raw).not.toContain(desk.cast.staff.staff.name);
    expect((await adminView(a.order._id)).cancellation?.note).toBe('Item damaged in our warehouse');
  });
});

describe('order search', () => {
  const search = async (q: string) =>
    AdminOrderListResponseSchema.parse(
      (
        await request(app)
          .get('/api/admin/orders')
          .query({ q })
          .set(desk.cast.readonly.auth)
          .expect(200)
      ).body,
    ).data.map((r) => r._id);

  it('finds an order by the number shoppers see, invoice number, AWB, name, phone or e-mail', async () => {
    const shopper = await createUser({ name: 'Kavya Raghunathan', phone: '9345678012' });
    const { order } = await placeCodOrder(app, shopper, 1);
    await placeCodOrder(app, await createUser(), 1);
    const confirmed = await apply(order._id, { action: 'confirm' });
    await apply(order._id, { action: 'ship', shipment: OWN_COURIER });
    const ref = order._id.slice(-8);
    expect(await search(ref.toUpperCase())).toEqual([order._id]);
    expect(await search(`#${ref.toLowerCase()}`)).toEqual([order._id]);
    expect(confirmed.invoice?.number).toMatch(/^VST\//);
    expect(await search(confirmed.invoice?.number.toLowerCase() ?? '')).toEqual([order._id]);
    expect(await search('dlv-7700123')).toEqual([order._id]);
    expect(await search('raghunathan')).toEqual([order._id]);
    expect(await search('93456 78012')).toEqual([order._id]);
    expect(await search(shopper.user.email)).toEqual([order._id]);
    expect(await search('(nobody.*')).toEqual([]);
  });
});
