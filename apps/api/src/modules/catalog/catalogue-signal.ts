import mongoose, { Schema } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { invalidateCatalogueAnswers, onCatalogueWrite } from './catalogue-version';

/**
 * Tells every API process about catalogue writes made by any of them, so their cached catalogue
 * answers (response-cache.ts, 30 s) are dropped within about a second instead of at expiry:
 *
 * - after catalogue writes in this process, one document (`catalogue_signals`, `_id: 'catalogue'`)
 *   gets `$inc: { v: 1 }`, at most once per `publishDelayMs` (writes in between are coalesced; the
 *   delay also lets the transaction a write belongs to commit before others re-read);
 * - every process reads that document every `pollMs` (one `_id` lookup), and where the database
 *   offers change streams (a replica set: Atlas, `docker compose`) also watches it, so a change
 *   lands at once; the embedded engine has none, and the stream's error is logged once. Each
 *   change drops this process's cached answers, and once more a poll later, so an answer re-read
 *   while a slow transaction was still committing does not survive.
 *
 * The 30 s expiry of cached answers stays as the fallback when the signal cannot be read.
 */
interface SignalDoc {
  _id: string;
  v: number;
}

const signalSchema = new Schema<SignalDoc>(
  { _id: { type: String }, v: { type: Number, required: true } },
  { versionKey: false, collection: 'catalogue_signals' },
);

export const CatalogueSignalModel =
  (mongoose.models.CatalogueSignal as mongoose.Model<SignalDoc> | undefined) ??
  mongoose.model<SignalDoc>('CatalogueSignal', signalSchema);

const ID = 'catalogue';

export interface CatalogueSignalOptions {
  logger: Logger;
  pollMs?: number;
  publishDelayMs?: number;
  /** Try a change stream first (default true). */
  changeStreams?: boolean;
}

export interface CatalogueSignal {
  /** 'polling' once a change stream failed or was not tried; polling runs in every mode. */
  readonly mode: 'change-stream' | 'polling' | 'starting';
  stop(): Promise<void>;
}

export function startCatalogueSignal({
  logger,
  pollMs = 1000,
  publishDelayMs = 250,
  changeStreams = true,
}: CatalogueSignalOptions): CatalogueSignal {
  let stopped = false;
  let mode: CatalogueSignal['mode'] = 'starting';

  // Publishing: coalesced, never more than one write in flight.
  let publishTimer: NodeJS.Timeout | undefined;
  let publishing: Promise<void> = Promise.resolve();
  const publish = () => {
    if (publishTimer || stopped) return;
    publishTimer = setTimeout(() => {
      publishTimer = undefined;
      publishing = CatalogueSignalModel.updateOne({ _id: ID }, { $inc: { v: 1 } }, { upsert: true })
        .then(() => undefined)
        .catch((err: unknown) => logger.warn({ err }, 'catalogue signal could not be published'));
    }, publishDelayMs);
    publishTimer.unref();
  };
  const unsubscribe = onCatalogueWrite(publish);

  // Watching.
  let seen: number | undefined;
  let again = false;
  const poll = async () => {
    // The driver's own lookup, without a Mongoose query: this runs every second in every process.
    const signals =
      CatalogueSignalModel.collection as unknown as mongoose.mongo.Collection<SignalDoc>;
    const doc = await signals.findOne({ _id: ID }, { projection: { v: 1 } });
    const v = doc?.v ?? 0;
    if (again) {
      again = false;
      invalidateCatalogueAnswers();
    }
    if (seen !== undefined && v !== seen) {
      invalidateCatalogueAnswers();
      again = true;
    }
    seen = v;
  };
  const timer = setInterval(() => {
    void poll().catch((err: unknown) => logger.warn({ err }, 'catalogue signal poll failed'));
  }, pollMs);
  timer.unref();
  void poll().catch(() => undefined);

  let stream: mongoose.mongo.ChangeStream | undefined;
  const fallBack = (err?: unknown) => {
    if (stopped || mode === 'polling') return;
    mode = 'polling';
    logger.info(
      { err: err instanceof Error ? err.message : undefined, pollMs },
      'catalogue signal: no change streams, polling only',
    );
    void stream?.close().catch(() => undefined);
    stream = undefined;
  };
  if (changeStreams) {
    try {
      stream = CatalogueSignalModel.collection.watch([], { fullDocument: 'default' });
      stream.on('change', () => {
        invalidateCatalogueAnswers();
        // And once more a poll later, as for polling (a slow commit).
        setTimeout(invalidateCatalogueAnswers, pollMs).unref();
      });
      stream.on('error', fallBack);
      mode = 'change-stream';
    } catch (err) {
      fallBack(err);
    }
  } else {
    fallBack();
  }

  return {
    get mode() {
      return mode;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      if (publishTimer) clearTimeout(publishTimer);
      await publishing;
      await stream?.close().catch(() => undefined);
    },
  };
}
