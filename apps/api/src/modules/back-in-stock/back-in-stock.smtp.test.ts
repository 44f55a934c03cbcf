import { ErrorBodySchema } from '@vastra/contracts';
import { AdminProductResponseSchema, type AdminProduct } from '@vastra/contracts/admin/catalogue';
import {
  BackInStockMsg,
  BackInStockResponseSchema,
  backInStockSubject,
} from '@vastra/contracts/back-in-stock';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { decodeQuotedPrintable, type Delivered } from '../../../test/smtp-inbox';
import { useStaffDesk } from '../../../test/staff-desk';
import type { AppDeps } from '../../deps';
import { jobTable } from '../../jobs';
import { JobModel } from '../../lib/jobs/job.model';
import { runRecorded } from '../../lib/jobs/jobs';
import { makeCategory, productForm } from '../catalog/admin/admin-fixtures';
import { publish } from '../catalog/admin/publish-fixture';
import { RESTOCK_JOB } from '../catalog';
import { placeCodOrder } from '../orders/lifecycle-fixtures';
import { StockRequestModel } from './stock-request.model';

const desk = useStaffDesk();
let app: Express;
let deps: AppDeps;
let cat: Awaited<ReturnType<typeof makeCategory>>;

beforeAll(async () => {
  ({ app, deps } = createTestApp({
    SMTP_URL: desk.smtp.url,
    PUBLIC_ORIGIN: 'https://vastra.example.in',
    RATE_LIMIT_DISABLED: 'true',
  }));
  cat = await makeCategory();
});
afterAll(async () => {
  await deps.mailer.close();
});

/** A product with size M sold out and size L in stock, made in the back office. */
async function soldOutShirt(name: string): Promise<AdminProduct> {
  const res = await request(app)
    .post('/api/admin/products')
    .set(desk.cast.staff.auth)
    .send(
      productForm(cat.id, cat.shirts, {
        name,
        inventory: [
          { size: 'M', stock: 0 },
          { size: 'L', stock: 3 },
        ],
      }),
    )
    .expect(201);
  return publish(app, desk.cast.staff.auth, AdminProductResponseSchema.parse(res.body).product._id);
}

/** Sets size M's stock through the back office's product form. */
async function setStockM(p: AdminProduct, stock: number): Promise<void> {
  const now = AdminProductResponseSchema.parse(
    (await request(app).get(`/api/admin/products/${p._id}`).set(desk.cast.staff.auth).expect(200))
      .body,
  ).product;
  await request(app)
    .put(`/api/admin/products/${p._id}`)
    .set(desk.cast.staff.auth)
    .send(
      productForm(cat.id, cat.shirts, {
        name: now.name,
        slug: now.slug,
        inventory: now.inventory.map((i) => (i.size === 'M' ? { size: 'M', stock } : i)),
        versionSeen: now.editVersion,
      }),
    )
    .expect(200);
}

const mailsTo = (email: string) => desk.smtp.inbox.filter((m) => m.to.includes(email));

/** Polls (generously: a busy machine) until `email` has `count` mails. */
async function waitForMails(email: string, count: number): Promise<Delivered[]> {
  const until = Date.now() + 20_000;
  while (mailsTo(email).length < count) {
    if (Date.now() > until)
      throw new Error(`${email} got ${mailsTo(email).length} of ${count} mails`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return mailsTo(email);
}

/** Waits until no back-in-stock job is left unfinished (so "no second mail" can be checked). */
async function jobsSettled(): Promise<void> {
  const until = Date.now() + 20_000;
  while (await JobModel.exists({ name: RESTOCK_JOB, lastFinishedAt: null, failReason: null })) {
    if (Date.now() > until) throw new Error('back-in-stock job never finished');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ask = (body: object, auth: Record<string, string> = {}) =>
  request(app).post('/api/back-in-stock').set(auth).send(body);

describe('back-in-stock alerts through a real SMTP server', () => {
  it('mails a waiting visitor once after staff raise the sold-out size, not before and not twice', async () => {
    const shirt = await soldOutShirt('Alert Test Shirt');
    const email = 'Visitor.Alert@Example.com';
    const first = await ask({ productId: shirt._id, size: 'm', email }).expect(201);
    expect(BackInStockResponseSchema.parse(first.body)).toMatchObject({
      alreadyRequested: false,
      message: BackInStockMsg.saved,
    });
    const again = await ask({ productId: shirt._id, size: 'M', email }).expect(200);
    expect(again.body.alreadyRequested).toBe(true);
    expect(await StockRequestModel.countDocuments({ product: shirt._id })).toBe(1);

    // A change that leaves M sold out sends nothing.
    await request(app)
      .put(`/api/admin/products/${shirt._id}`)
      .set(desk.cast.staff.auth)
      .send(
        productForm(cat.id, cat.shirts, {
          name: shirt.name,
          slug: shirt.slug,
          inventory: [
            { size: 'M', stock: 0 },
            { size: 'L', stock: 9 },
          ],
        }),
      )
      .expect(200);
    await jobsSettled();
    expect(mailsTo('visitor.alert@example.com')).toHaveLength(0);

    await setStockM(shirt, 4);
    const [mail] = await waitForMails('visitor.alert@example.com', 1);
    expect(mail!.raw).toContain(`Subject: ${backInStockSubject('Alert Test Shirt', 'M')}`);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain(`https://vastra.example.in/productdetails/${shirt._id}`);
    expect(body).toContain('Alert Test Shirt in size M is back in stock');
    expect((await StockRequestModel.findOne({ product: shirt._id }).lean())?.status).toBe('sent');

    // Raising it again (4 → 9) is no new transition: no second mail.
    await setStockM(shirt, 9);
    await jobsSettled();
    expect(mailsTo('visitor.alert@example.com')).toHaveLength(1);
  });

  it('uses a signed-in shopper’s own e-mail and mails after a stock CSV brings the size back', async () => {
    const shirt = await soldOutShirt('Alert Csv Shirt');
    const shopper = await createUser({ email: `csv-alert-${Date.now()}@example.com` });
    await ask(
      { productId: shirt._id, size: 'M', email: 'someone-else@example.com' },
      shopper.auth,
    ).expect(201);
    expect(await StockRequestModel.findOne({ product: shirt._id }).lean()).toMatchObject({
      email: shopper.user.email,
    });
    await request(app)
      .post('/api/admin/stock/csv/apply')
      .set(desk.cast.staff.auth)
      .attach('file', Buffer.from(`product,size,stock\n${shirt.slug},M,6\n`), {
        filename: 'stock.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    const [mail] = await waitForMails(shopper.user.email, 1);
    expect(mail!.raw).toContain(`Subject: ${backInStockSubject('Alert Csv Shirt', 'M')}`);
  });

  it('mails right after a cancellation puts units of a sold-out size back, once', async () => {
    const shopper = await createUser();
    const { order, product } = await placeCodOrder(app, shopper, 2, 2); // M now sold out
    const email = `cancel-alert-${Date.now()}@example.com`;
    await ask({ productId: String(product._id), size: 'M', email }).expect(201);
    await request(app)
      .post(`/api/orders/${order._id}/cancel`)
      .set(shopper.auth)
      .send({ reason: 'Ordered by mistake' })
      .expect(200);
    const job = await JobModel.findOne({
      name: RESTOCK_JOB,
      'data.items.productId': String(product._id),
    }).lean();
    expect(job).not.toBeNull();
    // The cancelling process runs it after the commit, with no worker involved.
    await waitForMails(email, 1);
    const done = await JobModel.findById(job!._id).lean();
    expect(done?.lastFinishedAt).toBeTruthy();
    // Run again (as a worker that took it over would): no second mail.
    await runRecorded([job!._id], jobTable(deps), deps.logger);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses bad input with a clear 400, an in-stock size with 409, an unknown product with 404', async () => {
    const shirt = await soldOutShirt('Alert Input Shirt');
    const bad = await ask({ productId: shirt._id, size: 'M', email: 'not-an-email' }).expect(400);
    expect(ErrorBodySchema.parse(bad.body).message).toContain(BackInStockMsg.invalidEmail);
    const none = await ask({ productId: shirt._id, size: 'M' }).expect(400);
    expect(none.body.message).toBe(BackInStockMsg.emailRequired);
    const inStock = await ask({ productId: shirt._id, size: 'L', email: 'a@example.com' }).expect(
      409,
    );
    expect(inStock.body.message).toBe(BackInStockMsg.inStock);
    await ask({ productId: shirt._id, size: 'XXL', email: 'a@example.com' }).expect(400);
    await ask({ productId: '0123456789abcdef01234567', size: 'M', email: 'a@example.com' }).expect(
      404,
    );
    await ask({ productId: 'nope', size: 'M', email: 'a@example.com' }).expect(400);
    expect(await StockRequestModel.countDocuments({ product: shirt._id })).toBe(0);
  });
});

describe('back-in-stock abuse limits', () => {
  it('limits requests per client (429 with a message) and keeps serving other clients', async () => {
    const limited = createTestApp({ SMTP_URL: desk.smtp.url }).app;
    const shirt = await soldOutShirt('Alert Limit Shirt');
    const from = (ip: string, n: number) =>
      request(limited)
        .post('/api/back-in-stock')
        .set('X-Forwarded-For', ip)
        .send({ productId: shirt._id, size: 'M', email: `limit${n}@example.com` });
    for (let n = 0; n < 20; n += 1)
      expect([200, 201]).toContain((await from('203.0.113.7', n)).status);
    const over = await from('203.0.113.7', 99).expect(429);
    expect(over.body.message).toMatch(/^Too many back-in-stock requests\. Please try again in/);
    await from('203.0.113.8', 100).expect(201);
    expect(await StockRequestModel.countDocuments({ email: 'limit99@example.com' })).toBe(0);
  });
});
