import {
  CreatePaymentOrderResponseSchema,
  ErrorBodySchema,
  OrderDetailResponseSchema,
  PlaceOrderResponseSchema,
  SimulatorPayResponseSchema,
} from '@vastra/contracts';
import { TaxDocumentMsg } from '@vastra/contracts/tax-documents';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { createStaffCast, type StaffCast } from '../staff/test-helpers';
import { pdfText } from './admin/pdf-text';
import { paidOnlineOrder } from './lifecycle-fixtures';
import { OrderModel, type OrderLean } from './order.model';
import { getBinary, lastNumber, numberOf, taxOrder, type TaxOrderOptions } from './tax-fixtures';
import { applyTransition, type LifecycleDeps } from './transition';

/**
 * The GST documents as PDFs: the shopper's own invoice and credit notes (anybody else's: 404),
 * the back office's, the place of supply read from the delivery pincode, and invoices numbered
 * when first asked for on orders confirmed before invoices were numbered.
 */
let app: Express;
let deps: LifecycleDeps;
let cast: StaffCast;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  const built = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() });
  app = built.app;
  deps = { gateway: built.deps.payments, mailer: built.deps.mailer, logger: built.deps.logger };
  cast = await createStaffCast();
  asha = await createUser();
  ravi = await createUser();
});

async function confirmedOrder(user: TestUser, o: TaxOrderOptions = {}): Promise<OrderLean> {
  const orderId = await taxOrder(user, o);
  const moved = await applyTransition(deps, {
    orderId,
    to: 'Processing',
    actor: 'shop',
    note: 'Confirmed',
  });
  return moved.order;
}

const invoiceText = async (id: string, auth: Record<string, string>) => {
  const res = await getBinary(app, `/api/orders/${id}/invoice`, auth).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.body as Buffer);
};

describe('the shopper’s documents', () => {
  it('downloads their own invoice as a PDF with its number; another shopper gets 404', async () => {
    const order = await confirmedOrder(asha);
    const number = order.invoice?.number ?? '';
    expect(number).toMatch(/^VST\/\d{2}-\d{2}\/\d{6}$/);
    const res = await getBinary(app, `/api/orders/${String(order._id)}/invoice`, asha.auth).expect(
      200,
    );
    expect((res.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(res.headers['content-disposition']).toContain(`${number.replace(/\//g, '-')}.pdf`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain('Invoice total: Rs. 1,200.00');

    await request(app)
      .get(`/api/orders/${String(order._id)}/invoice`)
      .set(ravi.auth)
      .expect(404);
    await request(app)
      .get(`/api/orders/${String(order._id)}/invoice`)
      .expect(401);
  });

  it('answers 409 before the order is confirmed, in words', async () => {
    const id = await taxOrder(asha);
    const before = await lastNumber('invoice');
    const res = await request(app).get(`/api/orders/${id}/invoice`).set(asha.auth).expect(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe(TaxDocumentMsg.notConfirmed);
    expect(await lastNumber('invoice')).toBe(before);
    expect((await OrderModel.findById(id).lean())?.invoice).toBeNull();
  });

  it('sees a cancelled order’s invoice and its credit note, and downloads both', async () => {
    const { orderId } = await paidOnlineOrder(asha, { total: 1299 });
    await request(app)
      .post(`/api/orders/${orderId}/cancel`)
      .set(asha.auth)
      .send({ reason: 'Ordered by mistake' })
      .expect(200);
    const detail = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${orderId}`).set(asha.auth).expect(200)).body,
    ).data;
    const invoice = detail.invoice?.number ?? '';
    expect(detail.creditNotes).toEqual([
      expect.objectContaining({ kind: 'cancellation', amount: 1299 }),
    ]);
    const note = detail.creditNotes?.[0]?.number ?? '';
    expect(await invoiceText(orderId, asha.auth)).toContain(`Invoice number: ${invoice}`);

    const path = `/api/orders/${orderId}/credit-notes/${encodeURIComponent(note)}`;
    const text = await pdfText((await getBinary(app, path, asha.auth).expect(200)).body as Buffer);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note}`);
    expect(text).toContain(`Against tax invoice: ${invoice}`);
    expect(text).toContain('Credit note total: Rs. 1,299.00');

    await request(app).get(path).set(ravi.auth).expect(404);
    const unknown = encodeURIComponent(numberOf('credit-note', 999_999));
    await request(app)
      .get(`/api/orders/${orderId}/credit-notes/${unknown}`)
      .set(asha.auth)
      .expect(404);
  });

  it('gets the invoice number in the answer of an online order it places', async () => {
    const address = await makeAddress(asha.id);
    const p = await makeProduct({ price: 600, inventory: [{ size: 'M', stock: 3 }] });
    await request(app)
      .post('/api/cart')
      .set(asha.auth)
      .send({ productId: String(p._id), size: 'M', quantity: 1 })
      .expect(200);
    const created = CreatePaymentOrderResponseSchema.parse(
      (await request(app).post('/api/orders/razorpay-order').set(asha.auth).send({}).expect(200))
        .body,
    );
    const paid = SimulatorPayResponseSchema.parse(
      (
        await request(app)
          .post(`/api/payments/simulator/${created.id}/pay`)
          .set(asha.auth)
          .expect(200)
      ).body,
    );
    const before = await lastNumber('invoice');
    const res = await request(app)
      .post('/api/orders')
      .set(asha.auth)
      .send({
        products: [{ productId: String(p._id), size: 'M' }],
        addressId: String(address._id),
        paymentMethod: 'Online',
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
      })
      .expect(201);
    const { order } = PlaceOrderResponseSchema.parse(res.body);
    expect(order.invoice?.number).toBe(numberOf('invoice', before + 1));
  });
});

describe('place of supply', () => {
  it('is the delivery pincode’s state, whatever state was typed', async () => {
    const delhi = await confirmedOrder(asha, { zipcode: '110001', state: 'Karnataka' });
    const text = await invoiceText(String(delhi._id), asha.auth);
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain('CGST: Rs. 28.57');
    expect(text).not.toContain('IGST:');

    const bengaluru = await confirmedOrder(asha, { zipcode: '560001', state: 'Delhi' });
    const other = await invoiceText(String(bengaluru._id), asha.auth);
    expect(other).toContain('Place of supply: Karnataka (29)');
    expect(other).toContain('IGST: Rs. 57.14');
  });

  it('falls back to the typed state for a pincode the dataset does not know', async () => {
    const order = await confirmedOrder(asha, { zipcode: '999999', state: 'Goa' });
    const text = await invoiceText(String(order._id), asha.auth);
    expect(text).toContain('Place of supply: Goa (30)');
    expect(text).toContain('IGST:');
  });
});

describe('the back office’s documents', () => {
  it('refuses the invoice of an order not confirmed yet (409, in words)', async () => {
    const id = await taxOrder(asha);
    const res = await request(app)
      .get(`/api/admin/orders/${id}/invoice.pdf`)
      .set(cast.readonly.auth)
      .expect(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe(
      'An invoice is issued once the order is confirmed.',
    );
  });

  it('numbers an order confirmed before invoices were numbered once, when first asked', async () => {
    // Written as such orders were: confirmed, no invoice.
    const id = await taxOrder(asha, { status: 'Processing' });
    const before = await lastNumber('invoice');
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        getBinary(app, `/api/admin/orders/${id}/invoice.pdf`, cast.readonly.auth).expect(200),
      ),
    );
    const number = numberOf('invoice', before + 1);
    for (const res of [a, b]) expect(await pdfText(res?.body as Buffer)).toContain(number);
    expect(await lastNumber('invoice')).toBe(before + 1);
    expect((await OrderModel.findById(id).lean())?.invoice?.number).toBe(number);
  });

  it('prints a credit note against the invoice', async () => {
    const order = await confirmedOrder(asha);
    const { order: cancelled } = await applyTransition(deps, {
      orderId: order._id,
      to: 'Cancelled',
      actor: 'shop',
      note: 'Cancelled by the shop',
    });
    const note = cancelled.creditNotes[0]?.number ?? '';
    const path = `/api/admin/orders/${String(order._id)}/credit-notes/${encodeURIComponent(note)}`;
    const text = await pdfText(
      (await getBinary(app, path, cast.readonly.auth).expect(200)).body as Buffer,
    );
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Against tax invoice: ${order.invoice?.number ?? '?'}`);
    expect(text).toContain('Credit note total: Rs. 1,200.00');
    await request(app).get(path).set(asha.auth).expect(403);
  });
});
