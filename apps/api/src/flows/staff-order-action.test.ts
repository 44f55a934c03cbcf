import type { Express } from 'express';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser } from '../../test/helpers';
import { JobModel } from '../lib/jobs/job.model';
import type { BookedShipment, Courier } from '../modules/fulfilment/courier';
import { forceStatus, placeCodOrder } from '../modules/orders/lifecycle-fixtures';
import { OrderModel } from '../modules/orders/order.model';
import { AuditModel } from '../modules/staff/audit.model';
import type { StaffActor } from '../modules/staff/audit.service';
import { ProductModel } from '../modules/catalog/product.model';
import { staffOrderAction, type StaffOrderActionDeps } from './staff-order-action';

const silent = pino({ level: 'silent' });
/** The e-mails every placed order records (the orders here are placed through the API). */
const PLACEMENT_JOBS = ['order.placed-mail', 'order.new-order-alert'];
const staff = {
  actor: { id: '64b000000000000000000001', email: 'asha@vastra.test', role: 'staff' } as StaffActor,
  name: 'Asha',
};

/** A courier at the edge of the shop: books and cancels, remembering both; each step can fail. */
function testCourier(
  opts: { bookingFails?: boolean; cancelFails?: boolean; onBook?: () => Promise<void> } = {},
) {
  const booked: string[] = [];
  const cancelled: string[] = [];
  const courier: Courier = {
    kind: 'simulated',
    autoReturns: false,
    async createShipment(): Promise<BookedShipment> {
      if (opts.bookingFails) throw new Error('courier API down');
      await opts.onBook?.();
      const awb = `AWB${booked.length + 1}`;
      booked.push(awb);
      return { courier: 'Test Courier', awb, trackingUrl: `https://track.example/${awb}` };
    },
    track: async () => null,
    async cancelShipment(awb) {
      if (opts.cancelFails) throw new Error('courier API down');
      cancelled.push(awb);
    },
  };
  return { courier, booked, cancelled };
}

let app: Express;
let deps: Omit<StaffOrderActionDeps, 'courier'>;
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    AuditModel.deleteMany({}),
    JobModel.deleteMany({}),
  ]);
  const made = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() });
  app = made.app;
  deps = { gateway: made.deps.payments, mailer: made.deps.mailer, logger: silent };
});

async function confirmedOrder() {
  const { order } = await placeCodOrder(app, await createUser(), 1, 5);
  await forceStatus(order._id, 'Processing');
  return order._id;
}

describe('staff hand an order to the courier (a flow with compensation)', () => {
  it('books, moves, records the booking and the audit together, and mails the shopper', async () => {
    const id = await confirmedOrder();
    const c = testCourier();
    const res = await staffOrderAction(
      { ...deps, courier: c.courier },
      id,
      { action: 'ship', note: '' },
      staff,
    );
    expect(res.order.status).toBe('Shipped');
    const order = await OrderModel.findById(id).lean();
    expect(order?.shipment?.awb).toBe('AWB1');
    const audit = await AuditModel.find({ 'entity.id': id }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ status: 'Shipped', shipment: { awb: 'AWB1' } });
    expect(c.cancelled).toEqual([]);
    const mail = await JobModel.findOne({ name: 'order.mail', 'data.orderId': id }).lean();
    expect(mail?.lastFinishedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when the courier cannot book (503)', async () => {
    const id = await confirmedOrder();
    const c = testCourier({ bookingFails: true });
    await expect(
      staffOrderAction({ ...deps, courier: c.courier }, id, { action: 'ship', note: '' }, staff),
    ).rejects.toMatchObject({ status: 503 });
    expect((await OrderModel.findById(id).lean())?.status).toBe('Processing');
    expect(await AuditModel.countDocuments({})).toBe(0);
    expect(await JobModel.countDocuments({ name: { $nin: PLACEMENT_JOBS } })).toBe(0);
  });

  it('cancels the booking when the move is refused (the shopper cancelled meanwhile)', async () => {
    const id = await confirmedOrder();
    const c = testCourier({ onBook: () => forceStatus(id, 'Cancelled') });
    await expect(
      staffOrderAction({ ...deps, courier: c.courier }, id, { action: 'ship', note: '' }, staff),
    ).rejects.toMatchObject({ status: 409 });
    expect(c.booked).toEqual(['AWB1']);
    expect(c.cancelled).toEqual(['AWB1']);
    const order = await OrderModel.findById(id).lean();
    expect(order?.shipment ?? null).toBeNull();
    expect(await AuditModel.countDocuments({})).toBe(0);
  });

  it('rolls back the move and cancels the booking when the audit entry cannot be written', async () => {
    const id = await confirmedOrder();
    const c = testCourier();
    const broken = { ...staff, actor: { ...staff.actor, role: 'intern' as StaffActor['role'] } };
    await expect(
      staffOrderAction({ ...deps, courier: c.courier }, id, { action: 'ship', note: '' }, broken),
    ).rejects.toThrow();
    const order = await OrderModel.findById(id).lean();
    expect(order?.status).toBe('Processing');
    expect(order?.shipment ?? null).toBeNull();
    expect(order?.timeline.some((t) => t.status === 'Shipped')).toBe(false);
    expect(await AuditModel.countDocuments({})).toBe(0);
    expect(await JobModel.countDocuments({ name: 'order.mail' })).toBe(0);
    expect(c.cancelled).toEqual(['AWB1']);
  });

  it('leaves a retried job when the courier cannot cancel the unused booking either', async () => {
    const id = await confirmedOrder();
    const c = testCourier({ cancelFails: true, onBook: () => forceStatus(id, 'Cancelled') });
    await expect(
      staffOrderAction({ ...deps, courier: c.courier }, id, { action: 'ship', note: '' }, staff),
    ).rejects.toMatchObject({ status: 409 });
    const job = await JobModel.findOne({ name: 'order.cancel-shipment' }).lean();
    expect(job?.data).toMatchObject({ awb: 'AWB1', orderId: id });
    expect(job?.failCount).toBe(1);
    expect(job?.nextRunAt).toBeInstanceOf(Date);
  });

  it('writes no audit and books nothing for a replay (already shipped)', async () => {
    const id = await confirmedOrder();
    const c = testCourier();
    await staffOrderAction(
      { ...deps, courier: c.courier },
      id,
      { action: 'ship', note: '' },
      staff,
    );
    await staffOrderAction(
      { ...deps, courier: c.courier },
      id,
      { action: 'ship', note: '' },
      staff,
    );
    expect(c.booked).toEqual(['AWB1']);
    expect(await AuditModel.countDocuments({})).toBe(1);
  });
});
