import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import mongoose, { Schema } from 'mongoose';
import { AppError } from './app-error';
import type { CounterStore } from './counter-store';
import { keepRenewing } from './heartbeat';
import { retryIn } from './rate-limit';

/**
 * A rate limit whose count is kept only for requests that were answered with success: a request
 * takes a slot when it arrives, keeps it on a 2xx/3xx answer, and gives it back on a refusal, a
 * failure, or a connection closed before the answer. A process killed mid-request (SIGKILL, a
 * crash, power loss) cannot give its slots back itself, so each slot taken is also recorded as a
 * hold (`rate_holds`: the counter's key and an expiry that the request's process renews while it works). The next request counting on that key first gives back every hold whose
 * expiry has lapsed (a hold is deleted by exactly one process, so a slot comes back once). Used
 * where a slot is worth a day (COD orders per network).
 */
interface HoldDoc {
  _id: string;
  key: string;
  expiresAt: Date;
  /** The counter's window end: after it the hold no longer matters (a TTL index removes it). */
  until: Date;
}

const holdSchema = new Schema<HoldDoc>(
  {
    _id: { type: String },
    key: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    until: { type: Date, required: true },
  },
  { versionKey: false, collection: 'rate_holds' },
);
holdSchema.index({ key: 1, expiresAt: 1 });
holdSchema.index({ until: 1 }, { expireAfterSeconds: 0 });

export const HoldModel =
  (mongoose.models.RateHold as mongoose.Model<HoldDoc> | undefined) ??
  mongoose.model<HoldDoc>('RateHold', holdSchema);

/** How long a hold lasts after its process's last renewal. */
export const HOLD_TTL_MS = 5_000;

interface HeldLimitOptions {
  counters: CounterStore;
  windowMs: number;
  limit: number;
  /** What is being limited; with the window and limit it names the counter. */
  what: string;
  /** The whole message, given "N seconds|minutes|hours". */
  message: (when: string) => string;
  /** Requests for which this limiter neither counts nor blocks. */
  skip?: (req: Request) => boolean;
  /** The client's key (default: its address, IPv6 by /56 as express-rate-limit counts). */
  key?: (req: Request) => string;
  disabled?: boolean;
}

/** Gives back the slot of every hold on `key` whose process stopped renewing it. */
async function giveBackLapsed(counters: CounterStore, key: string): Promise<void> {
  for (;;) {
    const lapsed = await HoldModel.findOneAndDelete({
      key,
      expiresAt: { $lte: new Date() },
    }).lean();
    if (!lapsed) return;
    await counters.decrement(key);
  }
}

export function heldLimiter(opts: HeldLimitOptions): RequestHandler {
  if (opts.disabled) return (_req, _res, next) => next();
  const prefix = `rl:${opts.what}:${opts.windowMs}:${opts.limit}`;
  const clientKey = opts.key ?? ((req: Request) => ipKeyGenerator(req.ip ?? '', 56));
  return (req: Request, res: Response, next) => {
    if (opts.skip?.(req)) return next();
    const key = `${prefix}:${clientKey(req)}`;
    void (async () => {
      await giveBackLapsed(opts.counters, key);
      const _id = randomUUID();
      // The hold is written before the count: a process dying between the two leaves a hold
      // whose give-back finds nothing counted beyond what other requests hold (never below 0).
      const now = Date.now();
      await HoldModel.create({
        _id,
        key,
        expiresAt: new Date(now + HOLD_TTL_MS),
        until: new Date(now + opts.windowMs),
      });
      const stop = keepRenewing(
        () =>
          HoldModel.updateOne(
            { _id },
            { $set: { expiresAt: new Date(Date.now() + HOLD_TTL_MS) } },
          ).exec(),
        HOLD_TTL_MS / 3,
      );
      let settled: Promise<void> | undefined;
      const settle = (keep: boolean) =>
        (settled ??= (async () => {
          stop();
          // Only the process that deletes the hold gives its slot back.
          const held = await HoldModel.deleteOne({ _id });
          if (!keep && held.deletedCount === 1) await opts.counters.decrement(key);
        })());
      // A failed count took nothing: the hold goes, nothing is given back.
      const count = await opts.counters.hit(key, opts.windowMs).catch(async (err: unknown) => {
        await settle(true);
        throw err;
      });
      if (count.n > opts.limit) {
        await settle(false);
        const seconds = Math.max(1, Math.ceil((count.until - Date.now()) / 1000));
        return next(AppError.tooMany(opts.message(retryIn(seconds)), seconds));
      }
      // A finished answer keeps the slot when it is a success; a connection closed before its
      // answer was written gives it back.
      const quiet = (p: Promise<void>) => void p.catch(() => undefined);
      res.once('finish', () => quiet(settle(res.statusCode < 400)));
      res.once('close', () => quiet(settle(res.writableFinished && res.statusCode < 400)));
      if (res.closed) quiet(settle(false)); // the client left while the slot was being taken
      next();
    })().catch(next);
  };
}
