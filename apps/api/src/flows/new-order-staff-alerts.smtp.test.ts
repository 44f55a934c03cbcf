import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { decodeQuotedPrintable, startSmtpInbox } from '../../test/smtp-inbox';
import { JobModel } from '../lib/jobs/job.model';
import { placeCodOrder } from '../modules/orders/lifecycle-fixtures';
import { createStaff } from '../modules/staff/test-helpers';

/** Waits (polling, generously) until every job named `name` for `orderId` has finished. */
async function allFinished(name: string, orderId: string, count: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    const jobs = await JobModel.find({ name, 'data.orderId': orderId }).lean();
    if (jobs.length === count && jobs.every((j) => j.lastFinishedAt)) return;
    if (Date.now() > until) throw new Error(`${name} jobs did not finish: ${JSON.stringify(jobs)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("staff members' new-order alerts", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(() => smtp.close());

  it('e-mail each active staff member who opted in, once, and nobody else', async () => {
    const { app, deps } = createTestApp({
      SMTP_URL: smtp.url,
      RATE_LIMIT_DISABLED: 'true',
      SHOP_INBOX: 'shop-inbox@vastra.example',
    });
    const owner = await createStaff('owner');
    const [packer, viewer, quiet, leaver] = await Promise.all([
      createStaff('staff'),
      createStaff('readonly'),
      createStaff('staff'),
      createStaff('staff'),
    ]);
    for (const s of [packer, viewer, leaver])
      await request(app)
        .put('/api/admin/auth/me/alerts')
        .set(s.auth)
        .send({ newOrders: true })
        .expect(200);
    // Opted in, then deactivated by the owner: no more alerts.
    await request(app)
      .patch(`/api/admin/staff/${leaver.id}`)
      .set(owner.auth)
      .send({ active: false })
      .expect(200);

    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 1, 5);
    await allFinished('order.staff-alert', order._id, 2);
    await allFinished('order.new-order-alert', order._id, 1);

    const to = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
    expect(to(packer.email)).toHaveLength(1);
    expect(to(viewer.email)).toHaveLength(1);
    expect(to(quiet.email)).toHaveLength(0);
    expect(to(leaver.email)).toHaveLength(0);
    expect(to(owner.email)).toHaveLength(0);
    expect(to('shop-inbox@vastra.example')).toHaveLength(1);
    const body = decodeQuotedPrintable(to(packer.email)[0]!.raw);
    expect(body).toContain('A new order was placed.');
    expect(body).toContain(shopper.user.email);

    // The next order alerts the same two again, once each.
    const next = await placeCodOrder(app, shopper, 1, 5);
    const jobs = await JobModel.find({
      name: 'order.staff-alert',
      'data.orderId': next.order._id,
    }).lean();
    expect(jobs).toHaveLength(2);
    await allFinished('order.staff-alert', next.order._id, 2);
    expect(to(packer.email)).toHaveLength(2);
    await deps.mailer.close();
  });

  it('are not sent to an account deactivated between the order and the mail', async () => {
    const { app, deps } = createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: 'true' });
    const owner = await createStaff('owner');
    const late = await createStaff('staff');
    await request(app)
      .put('/api/admin/auth/me/alerts')
      .set(late.auth)
      .send({ newOrders: true })
      .expect(200);
    const { orderJobs } = await import('../modules/orders');
    const table = orderJobs({ mailer: deps.mailer });
    await request(app)
      .patch(`/api/admin/staff/${late.id}`)
      .set(owner.auth)
      .send({ active: false })
      .expect(200);
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 1, 5);
    const before = smtp.inbox.length;
    await table['order.staff-alert']!({
      key: `order.staff-alert:${order._id}:${late.id}`,
      orderId: order._id,
      staffId: late.id,
    });
    expect(smtp.inbox.slice(before).filter((m) => m.to.includes(late.email))).toHaveLength(0);
    await deps.mailer.close();
  });
});
