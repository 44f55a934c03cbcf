import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../../test/helpers';
import { decodeQuotedPrintable, startSmtpInbox } from '../../../test/smtp-inbox';
import { JobModel } from '../../lib/jobs/job.model';
import { startJobWorker } from '../../lib/jobs/worker';
import { createLogger } from '../../lib/logger';
import { recurringJobs } from '../../jobs';
import { makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { createStaff } from '../staff/test-helpers';
import { runLowStockDigest, type LowStockDigestDeps } from './low-stock-digest';

/**
 * The daily low-stock digest through the real engine and a real SMTP server: what it lists and
 * in which order, nothing on a day nothing is low, and one mail per recipient and day however
 * many processes run it.
 */

const INBOX = 'shop-inbox@vastra.example';
const ORIGIN = 'https://shop.vastra.example';

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let digest: LowStockDigestDeps;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  const made = createTestApp({ SMTP_URL: smtp.url, SHOP_INBOX: INBOX, PUBLIC_ORIGIN: ORIGIN });
  app = made.app;
  digest = {
    mailer: made.deps.mailer,
    logger: made.deps.logger,
    shopInbox: INBOX,
    publicOrigin: ORIGIN,
  };
});
afterAll(async () => {
  await digest.mailer.close();
  await smtp.close();
});
beforeEach(async () => {
  await Promise.all([ProductModel.deleteMany({}), JobModel.deleteMany({})]);
  smtp.inbox.length = 0;
});

const to = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
const NINE_IST = new Date('2026-11-20T03:30:00Z');

describe('the daily low-stock digest', () => {
  it('lists the low sizes, sold out first, each linked to its product, to the shop and opted-in staff', async () => {
    const reader = await createStaff('readonly');
    const quiet = await createStaff('staff');
    await request(app)
      .put('/api/admin/auth/me/alerts')
      .set(reader.auth)
      .send({ lowStockDigest: true })
      .expect(200);
    const fine = await makeProduct({ name: 'Plenty kurta', inventory: [{ size: 'M', stock: 10 }] });
    const two = await makeProduct({
      name: 'Almost kurta',
      inventory: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 9 },
      ],
    });
    const gone = await makeProduct({ name: 'Zari saree', inventory: [{ size: 'L', stock: 0 }] });

    expect(await runLowStockDigest(digest, NINE_IST)).toBe(2);
    expect(to(INBOX)).toHaveLength(1);
    expect(to(reader.email)).toHaveLength(1);
    expect(to(quiet.email)).toHaveLength(0);

    const body = decodeQuotedPrintable(to(INBOX)[0]!.raw);
    const soldOut = body.indexOf('Sold out: Zari saree (size L), low at 3');
    const left = body.indexOf('2 left: Almost kurta (size S), low at 3');
    expect(soldOut).toBeGreaterThan(-1);
    expect(left).toBeGreaterThan(soldOut);
    expect(body).toContain(`${ORIGIN}/admin/products/${String(gone._id)}`);
    expect(body).toContain(`${ORIGIN}/admin/products/${String(two._id)}`);
    expect(body).not.toContain('Plenty kurta');
    expect(body).not.toContain(`${String(fine._id)}`);
    expect(body).not.toContain('Almost kurta (size M)');
  });

  it('sends nothing on a day nothing is low', async () => {
    await makeProduct({ inventory: [{ size: 'M', stock: 10 }] });
    expect(await runLowStockDigest(digest, NINE_IST)).toBe(0);
    expect(await JobModel.countDocuments({ name: 'stock.low-stock-digest' })).toBe(0);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('goes once a day to each recipient, however many processes run it', async () => {
    await makeProduct({ inventory: [{ size: 'M', stock: 1 }] });
    const second = createTestApp({ SMTP_URL: smtp.url, SHOP_INBOX: INBOX }).deps;
    const other = { ...digest, mailer: second.mailer };
    const runs = await Promise.all([
      runLowStockDigest(digest, NINE_IST),
      runLowStockDigest(other, NINE_IST),
      runLowStockDigest(other, new Date(NINE_IST.getTime() + 60_000)),
    ]);
    const recipients = runs.reduce((a, b) => a + b, 0);
    // The shop's inbox, and the staff who opted in earlier in this file.
    expect(recipients).toBeGreaterThanOrEqual(1);
    const once = () => {
      const addresses = smtp.inbox.flatMap((m) => m.to);
      expect(new Set(addresses).size).toBe(addresses.length);
    };
    expect(smtp.inbox).toHaveLength(recipients);
    expect(to(INBOX)).toHaveLength(1);
    once();
    // Later the same India day: nothing more.
    expect(await runLowStockDigest(digest, new Date('2026-11-20T18:00:00Z'))).toBe(0);
    expect(smtp.inbox).toHaveLength(recipients);
    // The next India day (from 18:30 UTC) has its own digest, for the same recipients.
    expect(await runLowStockDigest(other, new Date('2026-11-20T18:31:00Z'))).toBe(recipients);
    expect(to(INBOX)).toHaveLength(2);
    await second.mailer.close();
  });

  it('is scheduled by Agenda each day at LOW_STOCK_DIGEST_HOUR in India', async () => {
    for (const [hour, utc] of [
      ['9', '03:30'],
      ['7', '01:30'],
    ] as const) {
      await JobModel.deleteMany({});
      const { deps } = createTestApp({ LOW_STOCK_DIGEST_HOUR: hour });
      const sweep = recurringJobs(deps).find((r) => r.name === 'sweep.low-stock-digest')!;
      const worker = await startJobWorker({
        table: {},
        recurring: [sweep],
        logger: createLogger('silent'),
        pollMs: 60_000,
      });
      try {
        const job = await JobModel.findOne({ name: 'sweep.low-stock-digest' }).lean<{
          nextRunAt: Date;
          repeatTimezone?: string;
        }>();
        expect(job?.nextRunAt.toISOString().slice(11, 16)).toBe(utc);
        expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
        expect(job?.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      } finally {
        await worker.stop();
      }
    }
  });
});
