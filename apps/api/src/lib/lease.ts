import { randomUUID } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { keepRenewing } from './heartbeat';

/**
 * Mutual exclusion across API processes: `withLease(key, fn)` runs `fn` while holding a lease
 * document `{ _id: key, owner, expiresAt }` that only one caller can insert (the `_id` is unique).
 * Others wait, polling, until it is deleted. While `fn` runs the holder renews the lease every
 * third of `ttlMs` (a heartbeat), so `fn` may take as long as it needs while a holder that dies
 * (SIGKILL mid-placement) leaves a lease that lapses within `ttlMs` (5 s by default) and is then
 * taken over (the TTL index also removes it within about a minute). Hand-written: a dozen lines on
 * the app's own connection, where a locking package would bring its own driver.
 */
interface LeaseDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

const leaseSchema = new Schema<LeaseDoc>(
  {
    _id: { type: String },
    owner: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'leases' },
);
leaseSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const LeaseModel =
  (mongoose.models.Lease as mongoose.Model<LeaseDoc> | undefined) ??
  mongoose.model<LeaseDoc>('Lease', leaseSchema);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LeaseOptions {
  /** How long a lease holds after its holder's last heartbeat before another caller may take it over. */
  ttlMs?: number;
  /** How long to wait for the lease before giving up (throws). */
  waitMs?: number;
}

export class LeaseTimeoutError extends Error {
  constructor(key: string) {
    super(`lease "${key}" was not released in time`);
  }
}

async function acquire(key: string, owner: string, ttlMs: number, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
    const now = new Date();
    // Take the lease when absent or expired (upsert on an expired one; a live one makes the
    // filter miss and the upsert collide with its _id).
    try {
      await LeaseModel.updateOne(
        { _id: key, expiresAt: { $lte: now } },
        { $set: { owner, expiresAt: new Date(now.getTime() + ttlMs) } },
        { upsert: true },
      );
      return;
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code !== 11000) throw err;
    }
    if (Date.now() >= deadline) throw new LeaseTimeoutError(key);
    await sleep(pause);
  }
}

export async function withLease<T>(
  key: string,
  fn: () => Promise<T>,
  { ttlMs = 5_000, waitMs = 30_000 }: LeaseOptions = {},
): Promise<T> {
  const owner = randomUUID();
  await acquire(key, owner, ttlMs, waitMs);
  const stop = keepRenewing(
    () =>
      LeaseModel.updateOne(
        { _id: key, owner },
        { $set: { expiresAt: new Date(Date.now() + ttlMs) } },
      ).exec(),
    Math.max(50, Math.floor(ttlMs / 3)),
  );
  try {
    return await fn();
  } finally {
    stop();
    await LeaseModel.deleteOne({ _id: key, owner });
  }
}
