import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import mongoose from 'mongoose';
import type { Logger } from '../logger';
import {
  JOB_LOCK_MS,
  JOBS_COLLECTION_NAME,
  PROCESS_NAME,
  RETRY,
  type JobData,
  type JobTable,
} from './jobs';

/** A sweep Agenda runs on a schedule, in one process at a time across the deployment. */
export interface RecurringJob {
  name: string;
  everyMs: number;
  /** Run at set times instead of every `everyMs`: a cron expression read in `timezone`. */
  at?: { cron: string; timezone: string };
  /** The longest one pass may take before another process may start it again. */
  lockMs: number;
  /** First run one interval after start (otherwise at start). */
  skipImmediate?: boolean;
  run: () => Promise<unknown>;
}

export interface JobWorker {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  table: JobTable;
  recurring?: RecurringJob[];
  logger: Logger;
  /** How often the worker looks for due jobs. */
  pollMs: number;
  /** How long a job stays locked to the process running it (default a minute). */
  lockMs?: number;
}

/**
 * Agenda over the app's MongoDB connection: it runs jobs that are due (recorded ones whose
 * recording process did not run them, retries after their back-off) and the recurring sweeps.
 * Agenda locks a job before running it (`findOneAndUpdate` on `lockedAt`), so with several API
 * processes each job runs in one of them. Chosen over a hand-written poller for its locking,
 * back-off and schedules, and over Redis-backed queues because the shop already runs MongoDB.
 */
export async function startJobWorker(opts: WorkerOptions): Promise<JobWorker> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('startJobWorker: not connected');
  const agenda = new Agenda({
    backend: new MongoBackend({
      // mongoose's driver and the backend's resolve to the same major version of `mongodb`.
      mongo: db as unknown as ConstructorParameters<typeof MongoBackend>[0] extends {
        mongo: infer D;
      }
        ? D
        : never,
      collection: JOBS_COLLECTION_NAME,
      // The index is declared with the app's models (lib/jobs/job.model.ts) and synced at start.
      ensureIndex: false,
    }),
    name: PROCESS_NAME,
    processEvery: opts.pollMs,
    defaultLockLifetime: opts.lockMs ?? JOB_LOCK_MS,
    maxConcurrency: 10,
    defaultConcurrency: 2,
  });
  for (const [name, handler] of Object.entries(opts.table)) {
    agenda.define<JobData>(name, (job) => handler(job.attrs.data), {
      backoff: RETRY,
      lockLifetime: opts.lockMs ?? JOB_LOCK_MS,
    });
  }
  for (const r of opts.recurring ?? []) {
    agenda.define(
      r.name,
      async () => {
        await r.run();
      },
      { lockLifetime: r.lockMs, concurrency: 1 },
    );
  }
  agenda.on('fail', (err: Error, job) =>
    opts.logger.warn({ err, job: job.attrs.name }, 'job failed'),
  );
  agenda.on('retry exhausted', (err: Error, job) =>
    opts.logger.error({ err, job: job.attrs.name, data: job.attrs.data }, 'job gave up'),
  );
  agenda.on('error', (err: Error) => opts.logger.error({ err }, 'job worker error'));
  await agenda.start();
  for (const r of opts.recurring ?? [])
    await agenda.every(r.at?.cron ?? r.everyMs, r.name, undefined, {
      skipImmediate: r.skipImmediate ?? false,
      ...(r.at ? { timezone: r.at.timezone } : {}),
    });
  return {
    async stop() {
      // Jobs still running are unlocked for another process (or the next start) to run again.
      await agenda.stop(false);
    },
  };
}
