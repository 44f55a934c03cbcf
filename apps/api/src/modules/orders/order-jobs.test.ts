import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { JobModel } from '../../lib/jobs/job.model';
import type { JobTable } from '../../lib/jobs/jobs';
import { startJobWorker, type JobWorker } from '../../lib/jobs/worker';
import { createMailer } from '../../lib/mailer';
import { jobTable } from '../../jobs';
import { placeCodOrder } from './lifecycle-fixtures';
import { OrderModel } from './order.model';
import { applyTransition } from './transition';

const silent = pino({ level: 'silent' });

/** Waits (polling) until `check` holds, up to 30 s on a busy machine. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const workers: JobWorker[] = [];
beforeEach(async () => {
  await Promise.all([OrderModel.deleteMany({}), JobModel.deleteMany({})]);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe('order e-mails as jobs', () => {
  it('sends each mail exactly once when SMTP is down during three changes and comes back', async () => {
    const first = await startSmtpInbox();
    const port = first.port;
    await first.close();

    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const { app, deps } = createTestApp(
      { RATE_LIMIT_DISABLED: 'true', SMTP_URL: smtpUrl },
      {
        mailer: createMailer({ smtpUrl, from: 'shop@vastra.test', outboxDir: '', logger: silent }),
      },
    );
    const user = await createUser();
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await placeCodOrder(app, user, 1, 5)).order);
    // SMTP is down: each cancellation commits, its mail's first try fails and waits for a retry.
    for (const o of orders) {
      const { applied } = await applyTransition(
        { gateway: deps.payments, mailer: deps.mailer, logger: silent },
        { orderId: o._id, to: 'Cancelled', actor: 'shopper', note: 'Changed my mind' },
      );
      expect(applied).toBe(true);
    }
    const waiting = await JobModel.find({ name: 'order.mail' }).lean();
    expect(waiting).toHaveLength(3);
    expect(waiting.every((j) => j.failCount === 1 && j.lastFinishedAt === null)).toBe(true);

    const inbox = await startSmtpInbox(port);
    try {
      workers.push(await startJobWorker({ table: jobTable(deps), logger: silent, pollMs: 100 }));
      // The first back-off (30 s) elapses.
      await JobModel.updateMany({ name: 'order.mail' }, { $set: { nextRunAt: new Date() } });
      await eventually(
        async () =>
          (await JobModel.countDocuments({ name: 'order.mail', lastFinishedAt: { $ne: null } })) ===
          3,
        'three mails sent',
      );
      expect(inbox.inbox).toHaveLength(3);
      for (const o of orders) {
        const ref = o._id.slice(-8).toUpperCase();
        const mails = inbox.inbox.filter((m) => m.raw.includes(`order ${ref} has been cancelled`));
        expect(mails, `mail for ${ref}`).toHaveLength(1);
      }
      // A replayed cancellation records no second mail.
      const replay = await applyTransition(
        { gateway: deps.payments, mailer: deps.mailer, logger: silent },
        { orderId: orders[0]!._id, to: 'Cancelled', actor: 'shopper', note: 'again' },
      );
      expect(replay.applied).toBe(false);
      expect(await JobModel.countDocuments({ name: 'order.mail' })).toBe(3);
    } finally {
      await deps.mailer.close();
      await inbox.close();
    }
  });

  it('tells the shopper and the shop about a new order, once each, through real SMTP', async () => {
    const inbox = await startSmtpInbox();
    const smtpUrl = inbox.url;
    const { app, deps } = createTestApp(
      { RATE_LIMIT_DISABLED: 'true', SMTP_URL: smtpUrl, SHOP_INBOX: 'orders@vastra.test' },
      {
        mailer: createMailer({ smtpUrl, from: 'shop@vastra.test', outboxDir: '', logger: silent }),
      },
    );
    try {
      const user = await createUser();
      const { order } = await placeCodOrder(app, user, 2, 5);
      const ref = order._id.slice(-8).toUpperCase();
      await eventually(async () => inbox.inbox.length >= 2, 'two mails');
      const toShopper = inbox.inbox.filter((m) => m.to.includes(user.user.email));
      const toShop = inbox.inbox.filter((m) => m.to.includes('orders@vastra.test'));
      expect(toShopper).toHaveLength(1);
      expect(toShopper[0]!.raw).toMatch(
        new RegExp(`^Subject: Your Vastra order ${ref} is placed`, 'm'),
      );
      expect(toShop).toHaveLength(1);
      // The subject holds ₹, so it travels encoded: New order <ref>: ₹… (cash on delivery).
      expect(toShop[0]!.raw).toContain(`Subject: =?UTF-8?Q?New_order_${ref}=3A_`);
      expect(toShop[0]!.raw).toContain('Customer: ');
      const jobs = await JobModel.find({ 'data.orderId': order._id }).lean();
      expect(jobs.map((j) => j.name).sort()).toEqual([
        'order.new-order-alert',
        'order.placed-mail',
      ]);
      // Each job is marked done just after its mail is handed to the server.
      await eventually(
        async () =>
          (await JobModel.find({ 'data.orderId': order._id }).lean()).every(
            (j) => j.lastFinishedAt instanceof Date,
          ),
        'both jobs marked done',
      );
    } finally {
      await deps.mailer.close();
      await inbox.close();
    }
  });

  it('runs the jobs a killed process recorded but never ran, after a restart', async () => {
    await recordAndDie();
    expect(await JobModel.countDocuments({ name: 'test.after-kill', lastFinishedAt: null })).toBe(
      3,
    );

    const ran: string[] = [];
    const table: JobTable = { 'test.after-kill': async (d) => void ran.push(String(d.n)) };
    // The dead process's locks lapse after `lockMs` (a minute in production).
    workers.push(await startJobWorker({ table, logger: silent, pollMs: 100, lockMs: 1_000 }));
    await eventually(async () => ran.length === 3, 'the killed process’s jobs');
    expect(ran.sort()).toEqual(['1', '2', '3']);
  });

  it('sends, once, the mail a process killed right after its order change left pending', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    await JobModel.deleteMany({});
    // The killed process committed the cancellation and its mail's job, and sent nothing.
    await OrderModel.updateOne(
      { _id: order._id },
      {
        $set: { status: 'Cancelled' },
        $push: { timeline: { status: 'Cancelled', at: new Date(), actor: 'shopper' } },
      },
    );
    const key = `order.mail:${order._id}:cancelled`;
    await recordAndDie([
      { name: 'order.mail', data: { key, orderId: order._id, status: 'Cancelled' } },
    ]);
    expect(await JobModel.countDocuments({ name: 'order.mail', lastFinishedAt: null })).toBe(1);

    const inbox = await startSmtpInbox();
    const { deps } = createTestApp(
      { RATE_LIMIT_DISABLED: 'true', SMTP_URL: inbox.url },
      {
        mailer: createMailer({
          smtpUrl: inbox.url,
          from: 'shop@vastra.test',
          outboxDir: '',
          logger: silent,
        }),
      },
    );
    try {
      // Two workers after the restart, as two API processes would be: the mail still goes once.
      for (let i = 0; i < 2; i++)
        workers.push(
          await startJobWorker({
            table: jobTable(deps),
            logger: silent,
            pollMs: 100,
            lockMs: 1_000,
          }),
        );
      await eventually(
        async () => (await JobModel.countDocuments({ key, lastFinishedAt: { $ne: null } })) === 1,
        'the pending mail sent',
      );
      const ref = order._id.slice(-8).toUpperCase();
      expect(
        inbox.inbox.filter((m) => m.raw.includes(`order ${ref} has been cancelled`)),
      ).toHaveLength(1);
      expect(inbox.inbox).toHaveLength(1);
    } finally {
      await deps.mailer.close();
      await inbox.close();
    }
  });
});

/** Runs `test/fixtures/record-and-die.ts` until it has committed `jobs`, then SIGKILLs it. */
async function recordAndDie(jobs?: { name: string; data: Record<string, unknown> }[]) {
  const db = mongoose.connection.db!.databaseName;
  const script = fileURLToPath(
    new URL('../../../test/fixtures/record-and-die.ts', import.meta.url),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      MONGO_URI: inject('mongoUri'),
      MONGO_DB: db,
      ...(jobs ? { JOBS: JSON.stringify(jobs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => b.toString().includes('recorded') && resolve());
    child.on('exit', (code) => reject(new Error(`the recording process exited (${code})`)));
  });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
}
