import type { mongo } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { orderRef } from './order.model';

/**
 * Gives every order placed before order numbers were stored its `ref` (the number shoppers see),
 * so the back office finds it by that number through the `ref` index. Safe to run again.
 */
export async function backfillOrderRefs(db: mongo.Db, logger: Logger): Promise<void> {
  const orders = db.collection('orders');
  let done = 0;
  for (;;) {
    const batch = await orders
      .find({ ref: null }, { projection: { _id: 1 } })
      .limit(500)
      .toArray();
    if (batch.length === 0) break;
    await orders.bulkWrite(
      batch.map((o) => ({
        updateOne: { filter: { _id: o._id }, update: { $set: { ref: orderRef(String(o._id)) } } },
      })),
    );
    done += batch.length;
  }
  logger.info({ orders: done }, 'order numbers stored');
}
