import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { JobModel } from '../lib/jobs/job.model';
import { forceStatus, markDelivered, placeCodOrder } from '../modules/orders/lifecycle-fixtures';
import { OrderModel } from '../modules/orders/order.model';
import { createLocalImageStore, type ReviewImageStore } from '../lib/photos';
import { requestReturn } from './shopper-order-action';

const silent = pino({ level: 'silent' });
/** The e-mails every placed order records (the orders here are placed through the API). */
const PLACEMENT_JOBS = ['order.placed-mail', 'order.new-order-alert'];
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();

let dir: string;
let made: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  await Promise.all([OrderModel.deleteMany({}), JobModel.deleteMany({})]);
  dir = mkdtempSync(join(tmpdir(), 'vastra-flow-returns-'));
  made = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});

async function delivered() {
  const user = await createUser();
  const { order } = await placeCodOrder(made.app, user, 1, 5);
  await markDelivered(order._id);
  return { userId: user.id, orderId: order._id, itemId: order.items[0]!._id };
}

/** The shop's photo store, with a step run after each photo is stored (to fail what follows). */
function store(afterSave?: () => Promise<void>): ReviewImageStore {
  const real = createLocalImageStore(dir);
  return {
    async save(webp) {
      const url = await real.save(webp);
      await afterSave?.();
      return url;
    },
    remove: (url) => real.remove(url),
  };
}

const body = (itemId: string) => ({
  reason: 'Item is damaged or defective' as const,
  note: '',
  items: [{ itemId, quantity: 1 }],
});

describe('a shopper asks for a return (photos stored, then compensated)', () => {
  it('keeps the photos on the return request when it is accepted', async () => {
    const o = await delivered();
    const deps = { gateway: made.deps.payments, mailer: made.deps.mailer, logger: silent };
    const res = await requestReturn(
      { ...deps, images: store() },
      o.userId,
      o.orderId,
      body(o.itemId),
      [await jpeg()],
    );
    expect(res.applied).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
    const order = await OrderModel.findById(o.orderId).lean();
    expect(order?.status).toBe('Return requested');
    expect(order?.returnRequest?.photos).toHaveLength(1);
  });

  it('removes the stored photos when the move is refused (the order moved meanwhile)', async () => {
    const o = await delivered();
    const deps = { gateway: made.deps.payments, mailer: made.deps.mailer, logger: silent };
    const images = store(() => forceStatus(o.orderId, 'Returned'));
    await expect(
      requestReturn({ ...deps, images }, o.userId, o.orderId, body(o.itemId), [await jpeg()]),
    ).rejects.toMatchObject({ status: 409 });
    expect(readdirSync(dir)).toEqual([]);
    expect(await JobModel.countDocuments({ name: { $nin: PLACEMENT_JOBS } })).toBe(0);
  });

  it('removes the stored photos when the order is gone before the transaction', async () => {
    const o = await delivered();
    const deps = { gateway: made.deps.payments, mailer: made.deps.mailer, logger: silent };
    const images = store(async () => void (await OrderModel.deleteOne({ _id: o.orderId })));
    await expect(
      requestReturn({ ...deps, images }, o.userId, o.orderId, body(o.itemId), [
        await jpeg(),
        await jpeg(),
      ]),
    ).rejects.toMatchObject({ status: 404 });
    expect(readdirSync(dir)).toEqual([]);
  });
});
