import { shopDay } from '@vastra/contracts';
import { GstSummaryResponseSchema, SalesReportResponseSchema } from '@vastra/contracts/admin/sales';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser } from '../../../test/helpers';
import { ProductModel } from '../catalog/product.model';
import { markDelivered, paidOnlineOrder, placeCodOrder } from '../orders/lifecycle-fixtures';
import { OrderModel } from '../orders/order.model';
import { PaymentModel } from '../payments/payment.model';
import { createStaffCast, type StaffCast } from '../staff/test-helpers';

/**
 * The money reports through the real app: figures read from each order's ledger, a cancelled
 * order's fee kept as a sale, returns taken back, refunds paid out of what was collected.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() }).app;
});

/** Three orders today: one cancelled with the fee, one partly returned, one kept. */
async function aDayOfOrders() {
  const shopper = await createUser();
  const cancelled = await paidOnlineOrder(shopper, { total: 1299, processedByShop: true });
  await request(app)
    .post(`/api/orders/${cancelled.orderId}/cancel`)
    .set(shopper.auth)
    .send({ reason: 'Ordered by mistake' })
    .expect(200);
  const { order: cod } = await placeCodOrder(app, shopper, 2);
  await markDelivered(cod._id);
  await request(app)
    .post(`/api/orders/${cod._id}/return`)
    .set(shopper.auth)
    .send({
      reason: 'Size or fit is not right',
      items: [{ itemId: cod.items[0]!._id, quantity: 1 }],
    })
    .expect(200);
  for (const action of ['approveReturn', 'markReturned'])
    await request(app)
      .post(`/api/admin/orders/${cod._id}/transitions`)
      .set(cast.staff.auth)
      .send({ action })
      .expect(200);
  await paidOnlineOrder(shopper, { total: 999 });
}

describe('the sales report', () => {
  it('reads every figure from the ledgers: net of cancellations and returns, collected less refunds', async () => {
    await aDayOfOrders();
    const today = shopDay();
    const res = await request(app)
      .get('/api/admin/reports/sales')
      .query({ from: today, to: today })
      .set(cast.readonly.auth)
      .expect(200);
    const report = SalesReportResponseSchema.parse(res.body);
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toEqual({
      period: today,
      orders: 3,
      gross: 3498,
      discounts: 0,
      // ₹1,169.10 back from the cancellation (₹129.90 fee kept), ₹600 of the return.
      reversed: 1769.1,
      feesKept: 129.9,
      net: 1728.9,
      // ₹1,299 + ₹999 paid online, ₹1,200 collected on delivery, ₹1,169.10 refunded; the
      // return's ₹600 is owed by bank transfer, not yet paid.
      refunded: 1169.1,
      collected: 2328.9,
    });
    expect(report.totals).toMatchObject({ period: 'Total', orders: 3, net: 1728.9 });
  });

  it('downloads as CSV with a totals row, by month', async () => {
    await aDayOfOrders();
    const today = shopDay();
    const res = await request(app)
      .get('/api/admin/reports/sales.csv')
      .query({ from: today, to: today, by: 'month' })
      .set(cast.readonly.auth)
      .expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Period,Orders,Gross sales (INR),Coupon discounts (INR),Cancelled and returned (INR),Cancellation fees kept (INR),Net sales (INR),Refunds paid (INR),Collected less refunds (INR)',
    );
    expect(lines[1]).toBe(`${today.slice(0, 7)},3,3498,0,1769.1,129.9,1728.9,1169.1,2328.9`);
    expect(lines[2]).toBe('Total,3,3498,0,1769.1,129.9,1728.9,1169.1,2328.9');
  });

  it('refuses a reversed or over-long range with a message, and shoppers', async () => {
    const shopper = await createUser();
    const bad = await request(app)
      .get('/api/admin/reports/sales')
      .query({ from: '2026-05-02', to: '2026-05-01' })
      .set(cast.readonly.auth)
      .expect(400);
    expect(bad.body.message).toBe('The first day must not be after the last day.');
    await request(app)
      .get('/api/admin/reports/sales')
      .query({ from: '2024-01-01', to: '2026-01-01' })
      .set(cast.readonly.auth)
      .expect(400);
    await request(app)
      .get('/api/admin/reports/sales')
      .query({ from: '2026-05-01', to: '2026-05-01' })
      .set(shopper.auth)
      .expect(403);
  });
});

describe('the GST summary', () => {
  it('adds invoices and takes credit notes off, by place of supply and rate', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper, 2); // 2 × ₹600 to 110001 (Delhi)
    const staff = (action: string) =>
      request(app)
        .post(`/api/admin/orders/${order._id}/transitions`)
        .set(cast.staff.auth)
        .send({ action })
        .expect(200);
    await staff('confirm'); // the invoice is issued
    const today = shopDay();
    const read = async () =>
      GstSummaryResponseSchema.parse(
        (
          await request(app)
            .get('/api/admin/reports/gst')
            .query({ from: today, to: today })
            .set(cast.readonly.auth)
            .expect(200)
        ).body,
      );
    const invoiced = await read();
    expect(invoiced).toMatchObject({ invoices: 1, creditNotes: 0 });
    // ₹1,200 at 5 %: taxable 1,200 × 100 / 105, the tax halved between CGST and SGST (same state).
    expect(invoiced.rows).toEqual([
      {
        placeOfSupply: 'Delhi (07)',
        rate: 5,
        taxable: 1142.86,
        cgst: 28.57,
        sgst: 28.57,
        igst: 0,
        total: 1200,
      },
    ]);

    // One unit comes back: its credit note takes half off.
    await markDelivered(order._id);
    await request(app)
      .post(`/api/orders/${order._id}/return`)
      .set(shopper.auth)
      .send({
        reason: 'Size or fit is not right',
        items: [{ itemId: order.items[0]!._id, quantity: 1 }],
      })
      .expect(200);
    await staff('approveReturn');
    await staff('markReturned');
    const after = await read();
    expect(after).toMatchObject({ invoices: 1, creditNotes: 1 });
    expect(after.rows[0]).toMatchObject({ placeOfSupply: 'Delhi (07)', rate: 5, total: 600 });
    expect(after.rows[0]!.cgst + after.rows[0]!.sgst).toBeCloseTo(28.57, 2);

    const csv = await request(app)
      .get('/api/admin/reports/gst.csv')
      .query({ from: today, to: today })
      .set(cast.readonly.auth)
      .expect(200);
    expect(csv.text.split('\r\n')[0]).toBe(
      'Place of supply,Rate (%),Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Value with tax (INR)',
    );
    expect(csv.text).toContain(`Delhi (07),5,${after.rows[0]!.taxable},`);
  });
});
