import { ErrorBodySchema } from '@vastra/contracts';
import { ORDER_CSV_COLUMNS } from '@vastra/contracts/admin/orders-export';
import { parse } from 'csv-parse/sync';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../../test/helpers';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { forceStatus, placeCodOrder } from '../lifecycle-fixtures';
import { OrderModel } from '../order.model';

/** The orders list as CSV: the list's filters, every page, amounts in rupees, safe cells. */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
  cast = await createStaffCast();
});

const exportCsv = async (query: Record<string, string>) => {
  const res = await request(app)
    .get('/api/admin/exports/orders.csv')
    .query(query)
    .set(cast.readonly.auth)
    .buffer(true)
    .parse((r, cb) => {
      let text = '';
      r.on('data', (c: Buffer) => (text += c.toString('utf8')));
      r.on('end', () => cb(null, text));
    });
  return res;
};

describe('orders as CSV', () => {
  it('exports the filtered orders with rupees to 2 decimals and formula cells defused', async () => {
    const tag = `csv${Date.now()}`;
    const alice = await createUser({ name: '=SUM(A1:A9)', email: `${tag}-alice@example.com` });
    const bob = await createUser({ name: 'Bob Csv', email: `${tag}-bob@example.com` });
    const first = (await placeCodOrder(app, alice)).order;
    const second = (await placeCodOrder(app, alice, 1)).order;
    const third = (await placeCodOrder(app, bob)).order;
    await forceStatus(second._id, 'Delivered');
    await OrderModel.collection.updateOne(
      { _id: (await OrderModel.findById(third._id))!._id },
      { $set: { createdAt: new Date('2025-01-15T06:00:00Z') } },
    );

    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/exports/orders.csv',
      least: 'readonly',
    });

    const res = await exportCsv({ q: `${tag}-alice@example.com` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_CSV_COLUMNS]);
    // Newest first, as the list shows them.
    expect(rows.map((r) => r.order_id)).toEqual([second._id, first._id]);
    const stored = (await OrderModel.findById(first._id).lean())!;
    expect(rows[1]).toMatchObject({
      order_number: first._id.slice(-8).toUpperCase(),
      status: first.status,
      payment_method: 'COD',
      customer_name: "'=SUM(A1:A9)",
      customer_email: `${tag}-alice@example.com`,
      units: '2',
      subtotal: stored.subtotal.toFixed(2),
      delivery: stored.delivery.toFixed(2),
      total: stored.total.toFixed(2),
    });
    expect(rows[1]!.total).toMatch(/^\d+\.\d{2}$/);

    // Exporting customers' details is in the audit log, with the filters used.
    const audit = await request(app)
      .get('/api/admin/audit?action=orders.export')
      .set(cast.owner.auth)
      .expect(200);
    expect(audit.body.entries[0]).toMatchObject({
      actor: { id: cast.readonly.id },
      after: { filters: { q: `${tag}-alice@example.com` } },
    });

    // The status filter.
    const delivered = parse(
      (await exportCsv({ q: `${tag}-alice@example.com`, status: 'Delivered' })).body as string,
      { columns: true },
    ) as Record<string, string>[];
    expect(delivered.map((r) => r.order_id)).toEqual([second._id]);

    // The date range (shop days): only Bob's older order falls in January 2025.
    const january = parse(
      (await exportCsv({ from: '2025-01-01', to: '2025-01-31' })).body as string,
      { columns: true },
    ) as Record<string, string>[];
    expect(january.map((r) => r.order_id)).toEqual([third._id]);

    // A search matching nothing is a header line alone.
    const none = await exportCsv({ q: `${tag}-nobody@example.com` });
    expect(parse(none.body as string)).toEqual([[...ORDER_CSV_COLUMNS]]);
  });

  it('the list counts the orders placed after an instant (its "new orders" figure)', async () => {
    const shopper = await createUser({ email: `new${Date.now()}@example.com` });
    await placeCodOrder(app, shopper);
    const opened = new Date().toISOString();
    await expect.poll(() => Date.now() > Date.parse(opened), { timeout: 10_000 }).toBe(true);
    const placed = (await placeCodOrder(app, shopper)).order;
    const res = await request(app)
      .get('/api/admin/orders')
      .query({ q: shopper.user.email, placedAfter: opened })
      .set(cast.readonly.auth)
      .expect(200);
    expect(res.body.pagination.total).toBe(1);
    expect(res.body.data[0]._id).toBe(placed._id);
    const bad = await request(app)
      .get('/api/admin/orders')
      .query({ placedAfter: 'yesterday' })
      .set(cast.readonly.auth)
      .expect(400);
    expect(JSON.stringify(ErrorBodySchema.parse(bad.body))).toContain('placedAfter');
  });

  it('refuses a bad filter with a 400 and a message', async () => {
    for (const query of [{ status: 'Lost' }, { from: '2025-13-45' }, { pincode: '12' }]) {
      const res = await request(app)
        .get('/api/admin/exports/orders.csv')
        .query(query)
        .set(cast.staff.auth);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(ErrorBodySchema.parse(res.body).message).toBeTruthy();
    }
  });
});
