import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { inTransaction } from '../transaction';
import { JobModel } from './job.model';
import { JOB_LOCK_MS, recordJob, runRecorded, type JobData, type JobTable } from './jobs';
import { startJobWorker, type JobWorker } from './worker';

const logger = createLogger('silent');

/** Waits (polling the database) until `check` holds, up to 20 s on a busy machine. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const workers: JobWorker[] = [];
beforeEach(async () => {
  await JobModel.init();
  await JobModel.deleteMany({});
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe('jobs recorded in a transaction', () => {
  it('exist only when the transaction commits, and run once right after it', async () => {
    const ran: JobData[] = [];
    const table: JobTable = { 'test.note': async (d) => void ran.push(d) };
    const id = await inTransaction((s) => recordJob(s, 'test.note', { key: 'k1', n: 1 }));
    await expect(
      inTransaction(async (s) => {
        await recordJob(s, 'test.note', { key: 'k2', n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await JobModel.countDocuments({})).toBe(1);

    await runRecorded([id], table, logger);
    await runRecorded([id], table, logger);
    expect(ran.map((d) => d.n)).toEqual([1]);
    const job = await JobModel.findById(id).lean();
    expect(job?.lastFinishedAt).toBeInstanceOf(Date);
    expect(job?.nextRunAt).toBeNull();
  });

  it('records one job per key: a replayed change records none', async () => {
    const first = await inTransaction((s) => recordJob(s, 'test.note', { key: 'same' }));
    const again = await inTransaction((s) => recordJob(s, 'test.note', { key: 'same' }));
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(await JobModel.countDocuments({ key: 'same' })).toBe(1);
  });

  it('leaves a failed job to the worker, which retries it once the back-off is over', async () => {
    let up = false;
    const ran: string[] = [];
    const table: JobTable = {
      'test.flaky': async (d) => {
        if (!up) throw new Error('service down');
        ran.push(d.key);
      },
    };
    const id = await inTransaction((s) => recordJob(s, 'test.flaky', { key: 'f1' }));
    await runRecorded([id], table, logger);
    const failed = await JobModel.findById(id).lean();
    expect(failed?.failCount).toBe(1);
    expect(failed?.failReason).toBe('service down');
    expect(failed?.lockedAt).toBeNull();
    expect(failed!.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);

    up = true;
    workers.push(await startJobWorker({ table, logger, pollMs: 100 }));
    // The back-off elapses.
    await JobModel.updateOne({ _id: id }, { $set: { nextRunAt: new Date() } });
    await eventually(async () => ran.length === 1, 'the retry');
    await eventually(
      async () => (await JobModel.findById(id).lean())?.lastFinishedAt != null,
      'the job marked finished',
    );
    expect(ran).toEqual(['f1']);
  });

  it('runs the jobs of a process that died after its commit, once its lock lapses', async () => {
    const ran: string[] = [];
    const table: JobTable = { 'test.note': async (d) => void ran.push(d.key) };
    const dead = new Date(Date.now() - JOB_LOCK_MS - 1000);
    for (const key of ['a', 'b', 'c'])
      await inTransaction((s) => recordJob(s, 'test.note', { key }, dead));
    // Recorded a moment ago by a live process: not taken from it.
    await inTransaction((s) => recordJob(s, 'test.note', { key: 'live' }));
    workers.push(await startJobWorker({ table, logger, pollMs: 100 }));
    await eventually(async () => ran.length === 3, 'the dead process’s jobs');
    expect(ran.sort()).toEqual(['a', 'b', 'c']);
  });

  it('never runs a job twice across two workers', async () => {
    const ran: string[] = [];
    const table: JobTable = {
      'test.note': async (d) => {
        ran.push(d.key);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const keys = Array.from({ length: 40 }, (_, i) => `j${i}`);
    for (const key of keys) await recordJob(null, 'test.note', { key }, new Date(0));
    await JobModel.updateMany({}, { $set: { lockedAt: null } });
    workers.push(await startJobWorker({ table, logger, pollMs: 50 }));
    workers.push(await startJobWorker({ table, logger, pollMs: 50 }));
    await eventually(
      async () => (await JobModel.countDocuments({ lastFinishedAt: { $ne: null } })) === 40,
      'every job finished',
    );
    expect(ran.sort()).toEqual([...keys].sort());
  });

  it('runs a recurring sweep on its schedule', async () => {
    let passes = 0;
    workers.push(
      await startJobWorker({
        table: {},
        recurring: [{ name: 'test.sweep', everyMs: 200, lockMs: 5000, run: async () => passes++ }],
        logger,
        pollMs: 50,
      }),
    );
    await eventually(async () => passes >= 2, 'two passes');
    expect(mongoose.connection.readyState).toBe(1);
  });
});
