import mongoose, { Schema } from 'mongoose';
import type { CounterStore, Count } from './counter-store';
import { isDuplicateKey } from './mongo-errors';

/**
 * Fixed-window counters in MongoDB, shared by every API process: one document per key
 * (`{ _id: key, n, until }`), counted with atomic `$inc`, so N processes counting the same key reach
 * a limit exactly as one process would. A TTL index on `until` deletes windows once they end (the
 * server's TTL monitor runs about once a minute; a window read after its end counts as empty
 * meanwhile). Hand-written (about 40 lines) rather than a rate-limit store package: the sign-in throttle
 * needs the same counters read, given back and reset outside express-rate-limit, through the
 * app's own Mongoose connection, and express-rate-limit's `Store` is a thin adapter over them.
 */
interface CounterDoc {
  _id: string;
  n: number;
  until: Date;
}

const counterSchema = new Schema<CounterDoc>(
  {
    _id: { type: String },
    n: { type: Number, required: true },
    until: { type: Date, required: true },
  },
  { versionKey: false, collection: 'rate_counters' },
);
counterSchema.index({ until: 1 }, { expireAfterSeconds: 0 });

export const CounterModel =
  (mongoose.models.RateCounter as mongoose.Model<CounterDoc> | undefined) ??
  mongoose.model<CounterDoc>('RateCounter', counterSchema);

export interface MongoCounterStoreOptions {
  /**
   * Prefixed to every key. Processes that must share limits use the same scope (the default, '');
   * the API's tests give each app its own, as each app had its own counters before.
   */
  scope?: string;
  now?: () => number;
}

export function mongoCounterStore({
  scope = '',
  now = Date.now,
}: MongoCounterStoreOptions = {}): CounterStore {
  const id = (key: string) => (scope ? `${scope}:${key}` : key);
  const asCount = (doc: CounterDoc | null, t: number): Count =>
    doc && doc.until.getTime() > t ? { n: doc.n, until: doc.until.getTime() } : { n: 0, until: t };

  return {
    async hit(key, windowMs) {
      const _id = id(key);
      // Two atomic steps: restart a window that has ended, then count in the current one
      // (creating it when absent). Two processes racing to create it: one insert wins, the other
      // gets a duplicate key and counts again in the winner's window.
      for (let attempt = 0; ; attempt++) {
        const t = now();
        await CounterModel.updateOne(
          { _id, until: { $lte: new Date(t) } },
          { $set: { n: 0, until: new Date(t + windowMs) } },
        );
        try {
          const doc = await CounterModel.findOneAndUpdate(
            { _id },
            { $inc: { n: 1 }, $setOnInsert: { until: new Date(t + windowMs) } },
            { upsert: true, returnDocument: 'after', lean: true },
          );
          if (doc) return { n: doc.n, until: doc.until.getTime() };
          throw new Error('counter upsert answered no document');
        } catch (err) {
          if (!isDuplicateKey(err) || attempt >= 3) throw err;
        }
      }
    },
    async get(key) {
      return asCount(await CounterModel.findById(id(key)).lean<CounterDoc>(), now());
    },
    async decrement(key) {
      await CounterModel.updateOne(
        { _id: id(key), n: { $gt: 0 }, until: { $gt: new Date(now()) } },
        { $inc: { n: -1 } },
      );
    },
    async reset(key) {
      await CounterModel.deleteOne({ _id: id(key) });
    },
  };
}
