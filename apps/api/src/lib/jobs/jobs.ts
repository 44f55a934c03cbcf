import { hostname } from 'node:os';
import { exponential, type BackoffStrategy } from 'agenda';
import type { ClientSession, Types } from 'mongoose';
import type { Logger } from '../logger';
import { JobModel } from './job.model';

export { JOBS_COLLECTION_NAME } from './job.model';

/** What a job carries: plain data (ids, statuses), never secrets; `key` makes it unique. */
export type JobData = Record<string, unknown> & { key: string };

/** Runs one job; throws to have it retried later. Must be safe to run again (at least once). */
export type JobHandler = (data: JobData) => Promise<void>;

/** The jobs a module runs, by name (`<domain>.<what>`, e.g. `order.mail`). */
export type JobTable = Record<string, JobHandler>;

/** This process, as Agenda records who locked a job. */
export const PROCESS_NAME = `api-${hostname()}-${process.pid}`;

/**
 * A job recorded but not run within this time (its process died after the commit) is picked up
 * by the worker: the lock a recording process holds lapses after a minute.
 */
export const JOB_LOCK_MS = 60_000;

/**
 * Retries after a failure: 30 s, 1 min, 2 min … doubling up to an hour between tries, 12 tries
 * in all (about 4 hours), each delay ±10 %. Then the job stays failed, with its reason, for staff.
 */
export const RETRY: BackoffStrategy = exponential({
  delay: 30_000,
  factor: 2,
  maxDelay: 60 * 60_000,
  maxRetries: 12,
  jitter: 0.1,
});

/**
 * Records a job inside the caller's transaction, so it exists exactly when the change it follows
 * committed. The job starts locked by this process, which runs it right after the commit
 * (`runRecorded`); if the process dies first, the lock lapses and the worker runs it. Answers the
 * new job's id, or null when a job with this key was recorded before (nothing new to run).
 */
export async function recordJob(
  session: ClientSession | null,
  name: string,
  data: JobData,
  at = new Date(),
): Promise<Types.ObjectId | null> {
  // The filter names `key` alone: an upsert may not both match on `data.key` and set `data`.
  const res = await JobModel.updateOne(
    { key: data.key },
    {
      $setOnInsert: {
        name,
        data,
        type: 'normal',
        priority: 0,
        nextRunAt: at,
        lockedAt: at,
        lastModifiedBy: PROCESS_NAME,
      },
    },
    { upsert: true, session: session ?? undefined },
  );
  return (res.upsertedId as Types.ObjectId | null) ?? null;
}

/** Marks a job this process ran as done (Agenda's finished one-time job). */
async function finished(id: Types.ObjectId, startedAt: Date): Promise<void> {
  await JobModel.updateOne(
    { _id: id },
    {
      $set: {
        nextRunAt: null,
        lockedAt: null,
        lastRunAt: startedAt,
        lastFinishedAt: new Date(),
        failReason: null,
      },
    },
  );
}

/** Hands a failed job to the worker for a retry after the back-off (or leaves it failed). */
async function failed(
  id: Types.ObjectId,
  name: string,
  data: JobData,
  failCount: number,
  err: unknown,
  startedAt: Date,
): Promise<void> {
  const error = err instanceof Error ? err : new Error(String(err));
  const delay = RETRY({ attempt: failCount, error, jobName: name, jobData: data });
  const now = new Date();
  await JobModel.updateOne(
    { _id: id },
    {
      $set: {
        lockedAt: null,
        lastRunAt: startedAt,
        failCount,
        failReason: error.message,
        failedAt: now,
        nextRunAt: delay === null ? null : new Date(now.getTime() + delay),
      },
    },
  );
}

/**
 * Runs, in order, the jobs this process recorded and still holds (right after their commit), so a
 * shopper's refund and e-mail go out during the request when every service answers. A job that
 * fails is left to the worker's retries; this never throws.
 */
export async function runRecorded(
  ids: readonly (Types.ObjectId | null)[],
  table: JobTable,
  logger: Logger,
): Promise<void> {
  for (const id of ids) {
    if (!id) continue;
    const job = await JobModel.findOne(
      { _id: id, lastModifiedBy: PROCESS_NAME, lastFinishedAt: null },
      { name: 1, data: 1, failCount: 1 },
    )
      .lean<{ _id: Types.ObjectId; name: string; data: JobData; failCount: number | null }>()
      .catch(() => null);
    const handler = job && table[job.name];
    if (!job || !handler) continue;
    const startedAt = new Date();
    try {
      await handler(job.data);
      await finished(job._id, startedAt);
    } catch (err) {
      logger.warn({ err, job: job.name, key: job.data.key }, 'job failed; it will be retried');
      await failed(job._id, job.name, job.data, (job.failCount ?? 0) + 1, err, startedAt).catch(
        (e: unknown) => logger.error({ err: e, job: job.name }, 'job failure not recorded'),
      );
    }
  }
}
