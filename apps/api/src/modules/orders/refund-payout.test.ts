import {
  ErrorBodySchema,
  OrderDetailResponseSchema,
  PlaceOrderResponseSchema,
  RefundPayoutMsg,
} from '@vastra/contracts';
import { DashboardResponseSchema } from '@vastra/contracts/admin/dashboard';
import {
  ManualRefundListResponseSchema,
  ManualRefundMsg,
  MarkRefundPaidResponseSchema,
} from '@vastra/contracts/admin/refunds';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_JWT_SECRET, testEnv, type TestUser } from '../../../test/helpers';
import { decodeQuotedPrintable } from '../../../test/smtp-inbox';
import { useStaffDesk } from '../../../test/staff-desk';
import { ProductModel } from '../catalog/product.model';
import { PaymentModel } from '../payments/payment.model';
import { AuditModel } from '../staff/audit.model';
import { expectRoleMatrix } from '../staff/test-helpers';
import { forceStatus, markDelivered, paidOnlineOrder, placeCodOrder } from './lifecycle-fixtures';
import { OrderModel } from './order.model';
import { decryptAccount, encryptAccount, payoutKey } from './refund-payout';

/**
 * Refunds paid by hand, through the real app, engine and a real SMTP server: a cash on delivery
 * shopper gives the account their refund is paid to (kept encrypted, shown masked), staff see it in
 * the list of refunds to pay by hand (in full, or masked for read-only staff), mark it paid with
 * the transfer's reference, and the shopper is e-mailed. Failed gateway refunds share the list.
 */
let app: Express;
const desk = useStaffDesk();

const ACCOUNT = '501004567896789';
const bank = {
  method: 'bank',
  holder: 'Asha Rao',
  accountNumber: ACCOUNT,
  accountNumberConfirm: ACCOUNT,
  ifsc: 'hdfc0001234',
};

beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
    AuditModel.deleteMany({}),
  ]);
  desk.smtp.inbox.length = 0;
  app = desk.app();
});

const transition = (id: string, action: string) =>
  request(app)
    .post(`/api/admin/orders/${id}/transitions`)
    .set(desk.cast.staff.auth)
    .send({ action })
    .expect(200);

/** A cash on delivery order of two units delivered, one returned and received: ₹600 waits. */
async function returnedCodOrder(shopper: TestUser) {
  const { order } = await placeCodOrder(app, shopper, 2);
  await markDelivered(order._id);
  await request(app)
    .post(`/api/orders/${order._id}/return`)
    .set(shopper.auth)
    .send({
      reason: 'Size or fit is not right',
      items: [{ itemId: order.items[0]!._id, quantity: 1 }],
    })
    .expect(200);
  await transition(order._id, 'approveReturn');
  await transition(order._id, 'markReturned');
  return order._id;
}

const giveAccount = (id: string, who: TestUser, body: object) =>
  request(app).put(`/api/orders/${id}/refund-account`).set(who.auth).send(body);
const markPaid = (id: string, reference: string, who = desk.cast.staff) =>
  request(app).post(`/api/admin/refunds/${id}/paid`).set(who.auth).send({ reference });
const refundsList = async (who = desk.cast.staff) =>
  ManualRefundListResponseSchema.parse(
    (await request(app).get('/api/admin/refunds').set(who.auth).expect(200)).body,
  );
const mailsTo = (email: string) =>
  desk.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));

describe('the account a cash on delivery refund is paid to', () => {
  it('is checked, kept encrypted, shown masked, listed for staff, paid once and mailed', async () => {
    const shopper = await createUser();
    const id = await returnedCodOrder(shopper);
    const before = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${id}`).set(shopper.auth).expect(200)).body,
    ).data;
    expect(before.refund).toMatchObject({ amount: 600, status: 'bank-transfer', payout: null });
    // The received-return e-mail asks for the account.
    const received = mailsTo(shopper.user.email).find((m) => /received your .* return/.test(m));
    expect(received).toContain(RefundPayoutMsg.askByMail);

    const badIfsc = await giveAccount(id, shopper, { ...bank, ifsc: 'HDFC1234' }).expect(400);
    expect(ErrorBodySchema.parse(badIfsc.body).message).toBe(RefundPayoutMsg.ifscInvalid);
    const mismatch = await giveAccount(id, shopper, {
      ...bank,
      accountNumberConfirm: '501004567896780',
    }).expect(400);
    expect(ErrorBodySchema.parse(mismatch.body).message).toBe(RefundPayoutMsg.accountMismatch);
    await giveAccount(id, await createUser(), bank).expect(404);

    const saved = await giveAccount(id, shopper, bank).expect(200);
    const answer = PlaceOrderResponseSchema.parse(saved.body);
    expect(answer.message).toBe(RefundPayoutMsg.saved);
    expect(answer.order.refund?.payout).toMatchObject({
      method: 'bank',
      masked: 'A/c ••••6789, HDFC0001234',
      holder: 'Asha Rao',
    });
    expect(JSON.stringify(saved.body)).not.toContain(ACCOUNT);

    // The document holds the last four digits and a ciphertext, never the number itself.
    const stored = await OrderModel.collection.findOne({
      _id: (await OrderModel.findById(id))!._id,
    });
    expect(JSON.stringify(stored)).not.toContain(ACCOUNT);
    const payout = stored?.refund?.payout as { accountCipher: string; accountLast4: string };
    expect(payout.accountLast4).toBe('6789');
    const key = payoutKey(testEnv(), TEST_JWT_SECRET);
    expect(decryptAccount(key, payout.accountCipher, id)).toBe(ACCOUNT);

    // Staff who pay see it in full; read-only staff masked.
    const forStaff = await refundsList();
    expect(forStaff.data).toHaveLength(1);
    expect(forStaff.data[0]).toMatchObject({
      orderId: id,
      status: 'bank-transfer',
      kind: 'return',
      amount: 600,
      customer: { email: shopper.user.email },
      payout: {
        method: 'bank',
        holder: 'Asha Rao',
        ifsc: 'HDFC0001234',
        accountNumber: ACCOUNT,
        full: true,
      },
    });
    const forReadOnly = await refundsList(desk.cast.readonly);
    expect(forReadOnly.data[0]?.payout).toMatchObject({ accountNumber: '••••6789', full: false });
    expect(JSON.stringify(forReadOnly)).not.toContain(ACCOUNT);

    await markPaid(id, 'UTR20261', desk.cast.readonly).expect(403);
    const short = await markPaid(id, '123').expect(400);
    expect(ErrorBodySchema.parse(short.body).message).toBe(ManualRefundMsg.referenceInvalid);

    const paid = MarkRefundPaidResponseSchema.parse(
      (await markPaid(id, 'HDFCN52026011234').expect(200)).body,
    );
    expect(paid.message).toBe(ManualRefundMsg.paid);
    expect(paid.data.refund).toMatchObject({ status: 'refunded', refundId: 'HDFCN52026011234' });

    const after = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${id}`).set(shopper.auth).expect(200)).body,
    ).data;
    expect(after.refund).toMatchObject({ status: 'refunded', refundId: 'HDFCN52026011234' });
    expect(after.money).toMatchObject({ refunded: 600, owed: 0 });
    const doc = await OrderModel.findById(id).lean();
    expect(doc?.refund?.paidReference).toBe('HDFCN52026011234');
    expect(doc?.refund?.refundedAt).toBeInstanceOf(Date);

    const mail = mailsTo(shopper.user.email).find((m) => /refund .* has been paid/.test(m));
    expect(mail).toContain('HDFCN52026011234');
    expect(mail).toContain('A/c ••••6789, HDFC0001234');
    expect(mail).toContain('₹600');
    expect(mail).not.toContain(ACCOUNT);

    const audit = await AuditModel.find({ 'entity.id': id, action: 'order.refundPaid' }).lean();
    expect(audit.map((a) => [a.actor?.id, a.before, a.after])).toEqual([
      [
        desk.cast.staff.id,
        { refundStatus: 'bank-transfer', amount: 600, payout: 'A/c ••••6789, HDFC0001234' },
        { refundStatus: 'refunded', reference: 'HDFCN52026011234' },
      ],
    ]);

    // Once paid: a second mark, or new details, are refused, and the list no longer has it.
    const again = await markPaid(id, 'HDFCN52026019999', desk.cast.owner).expect(409);
    expect(ErrorBodySchema.parse(again.body).message).toBe(ManualRefundMsg.notOwed);
    const late = await giveAccount(id, shopper, bank).expect(409);
    expect(ErrorBodySchema.parse(late.body).message).toBe(RefundPayoutMsg.alreadyPaid);
    expect((await refundsList()).data).toEqual([]);
    expect(await AuditModel.countDocuments({ action: 'order.refundPaid' })).toBe(1);
  });

  it('may be changed to a UPI ID until paid, and is refused where no refund waits for it', async () => {
    const shopper = await createUser();
    const id = await returnedCodOrder(shopper);
    await giveAccount(id, shopper, bank).expect(200);
    const upi = PlaceOrderResponseSchema.parse(
      (await giveAccount(id, shopper, { method: 'upi', upiId: ' Asha.Rao@OKICICI ' }).expect(200))
        .body,
    );
    expect(upi.order.refund?.payout).toMatchObject({
      method: 'upi',
      masked: 'UPI: as***@okicici',
      holder: null,
    });
    const stored = await OrderModel.findById(id).lean();
    expect(stored?.refund?.payout).toMatchObject({
      method: 'upi',
      upiId: 'asha.rao@okicici',
      accountCipher: null,
      accountLast4: null,
    });
    const bad = await giveAccount(id, shopper, { method: 'upi', upiId: 'asha@' }).expect(400);
    expect(ErrorBodySchema.parse(bad.body).message).toBe(RefundPayoutMsg.upiInvalid);
    const row = (await refundsList(desk.cast.owner)).data[0];
    expect(row?.payout).toMatchObject({ upiId: 'asha.rao@okicici', full: true });
    expect((await refundsList(desk.cast.readonly)).data[0]?.payout?.upiId).toBe('as***@okicici');

    // An order still on its way, and an online order (refunded to the card), wait for no account.
    const { order: pending } = await placeCodOrder(app, shopper, 1);
    const refused = await giveAccount(pending._id, shopper, bank).expect(409);
    expect(ErrorBodySchema.parse(refused.body).message).toBe(RefundPayoutMsg.notWaiting);
    const online = await paidOnlineOrder(shopper);
    await forceStatus(online.orderId, 'Cancelled', {
      refund: { kind: 'cancellation', amount: 1299, fee: 0, status: 'failed' },
    });
    await giveAccount(online.orderId, shopper, bank).expect(409);
  });
});

describe('refunds to pay by hand, for staff', () => {
  it('lists waiting and failed refunds oldest first; a failed gateway refund is marked paid from the dashboard', async () => {
    const shopper = await createUser();
    const online = await paidOnlineOrder(shopper, { total: 1299 });
    await forceStatus(online.orderId, 'Cancelled', {
      statusAt: new Date('2026-01-05T10:00:00Z'),
      refund: { kind: 'cancellation', amount: 1299, fee: 0, status: 'failed', attempts: 5 },
    });
    const cod = await returnedCodOrder(shopper);

    const list = await refundsList(desk.cast.readonly);
    expect(list.pagination.total).toBe(2);
    expect(list.data.map((r) => [r.orderId, r.status, r.payout])).toEqual([
      [online.orderId, 'failed', null],
      [cod, 'bank-transfer', null],
    ]);
    expect(list.data[0]?.paymentId).toMatch(/^order_T/);
    const dashboard = DashboardResponseSchema.parse(
      (await request(app).get('/api/admin/dashboard').set(desk.cast.readonly.auth).expect(200))
        .body,
    ).data;
    expect(dashboard.waiting.refundsToPay).toBe(2);

    // Nothing to pay a cash on delivery refund to until the customer says where.
    const waiting = await markPaid(cod, 'UTR000111222').expect(409);
    expect(ErrorBodySchema.parse(waiting.body).message).toBe(ManualRefundMsg.waitingForAccount);

    const paid = MarkRefundPaidResponseSchema.parse(
      (await markPaid(online.orderId, 'rfnd_Dash0001').expect(200)).body,
    );
    expect(paid.data.refund).toMatchObject({ status: 'refunded', refundId: 'rfnd_Dash0001' });
    const mail = mailsTo(shopper.user.email).find((m) => /refund .* has been paid/.test(m));
    expect(mail).toContain('to your original payment method');
    expect(mail).toContain('rfnd_Dash0001');
    expect((await refundsList()).data.map((r) => r.orderId)).toEqual([cod]);
    await markPaid('64b7f0c2a1b2c3d4e5f60718', 'UTR000111222').expect(404);
  });

  it('lets every staff role read the list and only staff and owners mark refunds paid', async () => {
    const shopper = await createUser();
    const id = await returnedCodOrder(shopper);
    await expectRoleMatrix(app, desk.cast, {
      method: 'get',
      path: '/api/admin/refunds',
      least: 'readonly',
    });
    const allowed = await expectRoleMatrix(app, desk.cast, {
      method: 'post',
      path: `/api/admin/refunds/${id}/paid`,
      least: 'staff',
      body: { reference: 'UTR000111222' },
    });
    // Both were refused for the same reason: no account given yet.
    expect(allowed.staff?.status).toBe(409);
    expect(allowed.owner?.status).toBe(409);
  });
});

describe('the payout cipher', () => {
  it('round-trips under its key and order, and reads nothing under another key or order', () => {
    const key = payoutKey({ NODE_ENV: 'test', PAYOUT_KEY: 'ab'.repeat(32) }, TEST_JWT_SECRET);
    expect(key).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    const sealed = encryptAccount(key, ACCOUNT, 'order-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(ACCOUNT);
    expect(encryptAccount(key, ACCOUNT, 'order-1')).not.toBe(sealed);
    expect(decryptAccount(key, sealed, 'order-1')).toBe(ACCOUNT);
    expect(decryptAccount(key, sealed, 'order-2')).toBeNull();
    const derived = payoutKey({ NODE_ENV: 'development', PAYOUT_KEY: undefined }, TEST_JWT_SECRET);
    expect(derived).toHaveLength(32);
    expect(decryptAccount(derived, sealed, 'order-1')).toBeNull();
    expect(() => payoutKey({ NODE_ENV: 'production', PAYOUT_KEY: undefined }, 'x')).toThrow(
      /PAYOUT_KEY/,
    );
  });
});
