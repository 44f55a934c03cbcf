import { chargedPaise, orderLedger, orderMoney, toPaise } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { inTransaction } from '../../lib/transaction';
import { creditNoteFiguresFor, invoiceFigures } from './admin/invoice-pdf';
import { paidOnlineOrder } from './lifecycle-fixtures';
import { OrderModel, type OrderLean } from './order.model';
import { issueTaxDocuments } from './tax-documents';
import { lastNumber, numberOf, taxOrder } from './tax-fixtures';
import { applyTransition, type LifecycleDeps } from './transition';

/**
 * GST documents issued with the order's changes, through the real engine: invoice numbers from a
 * consecutive series taken in the confirming transaction (concurrent confirmations, aborted ones),
 * credit notes in the cancelling or receiving transaction, totals from the order's ledger.
 */
let app: Express;
let deps: LifecycleDeps;
let user: TestUser;

beforeAll(async () => {
  const built = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() });
  app = built.app;
  deps = { gateway: built.deps.payments, mailer: built.deps.mailer, logger: built.deps.logger };
  user = await createUser();
});

const confirm = (orderId: string) =>
  applyTransition(deps, { orderId, to: 'Processing', actor: 'shop', note: 'Confirmed' });
const stored = async (id: string) => (await OrderModel.findById(id).lean<OrderLean>()) as OrderLean;
const seqOf = (n: string | undefined) => Number(n?.split('/')[2]);

describe('invoice numbers', () => {
  it('gives 50 concurrent confirmations 50 consecutive numbers: no gap, no duplicate', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => taxOrder(user)));
    const before = await lastNumber('invoice');
    const results = await Promise.all(ids.map(confirm));
    const numbers = results.map((r) => r.order.invoice?.number);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => before + i + 1),
    );
    expect(numbers).toContain(numberOf('invoice', before + 50));
    expect(await lastNumber('invoice')).toBe(before + 50);
    const kept = await OrderModel.find({ _id: { $in: ids } }).lean<OrderLean[]>();
    expect(new Set(kept.map((o) => o.invoice?.number))).toEqual(new Set(numbers));
  });

  it('takes no number for a refused confirmation, and gets back the number of an aborted one', async () => {
    const before = await lastNumber('invoice');
    const cancelled = await taxOrder(user, { status: 'Cancelled' });
    await expect(confirm(cancelled)).rejects.toMatchObject({ status: 409 });
    expect((await stored(cancelled)).invoice).toBeNull();

    const pending = await taxOrder(user);
    const aborted = inTransaction(async (session) => {
      const order = await stored(pending);
      const issued = await issueTaxDocuments(
        { ...order, status: 'Processing' },
        new Date(),
        session,
      );
      expect(issued.invoice?.number).toBe(numberOf('invoice', before + 1));
      throw new Error('refused after the number was taken');
    });
    await expect(aborted).rejects.toThrow('refused after the number was taken');
    expect(await lastNumber('invoice')).toBe(before);
    expect((await stored(pending)).invoice).toBeNull();

    const { order } = await confirm(pending);
    expect(order.invoice?.number).toBe(numberOf('invoice', before + 1));
  });

  it('numbers an online order when it is placed (paid, hence confirmed), a COD order only once confirmed', async () => {
    const cod = await taxOrder(user);
    expect((await stored(cod)).invoice).toBeNull();
    const before = await lastNumber('invoice');
    const online = await taxOrder(user, { status: 'Processing', paymentMethod: 'Online' });
    const placed = await inTransaction(async (s) =>
      issueTaxDocuments(await stored(online), new Date(), s),
    );
    expect(placed.invoice?.number).toBe(numberOf('invoice', before + 1));
    expect(placed.creditNotes).toEqual([]);
  });
});

describe('figures from the ledger', () => {
  // A ₹300 coupon on the kurtas only: the scarf carries none of it.
  const couponLines = [
    { name: 'Kurta', price: 1200, quantity: 2, couponShare: 30000 },
    { name: 'Scarf', price: 600, quantity: 1, couponShare: 0 },
  ];

  it('invoices a coupon order for exactly what was charged, line by line', async () => {
    const id = await taxOrder(user, {
      lines: couponLines,
      couponDiscount: 300,
      couponMinimum: 2000,
      delivery: 49,
    });
    const { order } = await confirm(id);
    const inv = await invoiceFigures(order);
    const money = orderMoney(order);
    expect(toPaise(inv.total)).toBe(chargedPaise(money));
    expect(inv.rows.map((r) => toPaise(r.total))).toEqual([210000, 60000, 4900]);
    expect(inv.rows.map((r) => toPaise(r.discount))).toEqual([30000, 0, 0]);
  });

  it('credits a cancellation after confirmation with what the ledger reversed (the fee kept)', async () => {
    const { orderId } = await paidOnlineOrder(user, { total: 1299, processedByShop: true });
    await request(app)
      .post(`/api/orders/${orderId}/cancel`)
      .set(user.auth)
      .send({ reason: 'Ordered by mistake' })
      .expect(200);
    const order = await stored(orderId);
    expect(order.invoice?.number).toMatch(/^VST\//);
    expect(order.creditNotes).toHaveLength(1);
    const [note] = order.creditNotes;
    if (!note) throw new Error('no credit note');
    const ledger = orderLedger(orderMoney(order));
    expect(note).toMatchObject({ kind: 'cancellation', amount: 129900 - 12990 });
    expect(note.amount).toBe(ledger.reversedPaise);
    expect(note.number).toMatch(/^VCN\/\d{2}-\d{2}\/\d{6}$/);
    const figures = await creditNoteFiguresFor(order, note);
    expect(toPaise(figures.total)).toBe(ledger.reversedPaise);
    expect(toPaise((await invoiceFigures(order)).total)).toBe(ledger.chargedPaise);
  });

  it('credits a partial return with a coupon: the units back, less the offer recovered', async () => {
    const id = await taxOrder(user, {
      lines: couponLines,
      couponDiscount: 300,
      couponMinimum: 2000,
    });
    const { order: confirmed } = await confirm(id);
    const kurta = confirmed.items[0]?._id;
    await OrderModel.updateOne(
      { _id: id },
      {
        $set: {
          status: 'Return approved',
          deliveredAt: new Date(),
          returnRequest: {
            reason: 'Size or fit is not right',
            items: [{ itemId: kurta, quantity: 1 }],
            requestedAt: new Date(),
          },
        },
      },
    );
    const { order } = await applyTransition(deps, {
      orderId: id,
      to: 'Returned',
      actor: 'shop',
      note: 'Return received',
    });
    const ledger = orderLedger(orderMoney(order));
    // One kurta back (₹1,050 after its share) less the kept kurta's ₹150 share: the rest misses the minimum.
    expect(ledger.reversedPaise).toBe(90000);
    expect(order.creditNotes.map((c) => [c.kind, c.amount])).toEqual([['return', 90000]]);
    const figures = await creditNoteFiguresFor(order, order.creditNotes[0] as never);
    expect(figures.rows).toHaveLength(1);
    expect(figures.rows[0]).toMatchObject({ quantity: 1, unitPrice: 1200, discount: 300, rate: 5 });
    expect(toPaise(figures.total)).toBe(90000);
  });

  it('issues no credit note when an order is cancelled before it was confirmed', async () => {
    const id = await taxOrder(user);
    const { order } = await applyTransition(deps, {
      orderId: id,
      to: 'Cancelled',
      actor: 'shopper',
      note: 'Cancelled',
    });
    expect(order.invoice).toBeNull();
    expect(order.creditNotes).toEqual([]);
  });
});
