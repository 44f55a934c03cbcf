import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import {
  formatINR,
  maskAccount,
  maskUpiId,
  Msg,
  payoutLabel,
  RefundPayoutMsg,
  type RefundAccountBody,
  type RefundPayoutView,
} from '@vastra/contracts';
import type { Types } from 'mongoose';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import type { Mailer } from '../../lib/mailer';
import type { ClientSession } from '../../lib/transaction';
import { mailContact } from '../users';
import { OrderModel, type OrderLean } from './order.model';

/**
 * Refunds paid by hand. A cash on delivery order's refund (`bank-transfer`) is paid to the UPI ID
 * or bank account its shopper gives here; a gateway refund that failed for good is paid from the
 * Razorpay dashboard. Staff then record the payment's reference: the refund becomes `refunded`.
 *
 * The shop keeps the least it needs to pay: a UPI ID, or the holder, the IFSC, the last four digits
 * and the account number encrypted (AES-256-GCM, bound to its order) with the payout key. Only
 * staff who may pay (staff and owner) ever see the full number, decrypted when they list refunds.
 */

type Id = Types.ObjectId | string;
type Payout = NonNullable<NonNullable<OrderLean['refund']>['payout']>;

// ---------- The key and the cipher ----------

const KEY_BYTES = 32;

/**
 * The key account numbers are encrypted with: PAYOUT_KEY (64 hex digits; required in production),
 * else, in development and tests, one derived from the JWT secret with HKDF-SHA256.
 */
export function payoutKey(env: Pick<Env, 'NODE_ENV' | 'PAYOUT_KEY'>, jwtSecret: string): Buffer {
  if (env.PAYOUT_KEY) return Buffer.from(env.PAYOUT_KEY, 'hex');
  if (env.NODE_ENV === 'production') throw new Error('PAYOUT_KEY is required in production');
  return Buffer.from(
    hkdfSync('sha256', jwtSecret, 'vastra payout key', 'refund account numbers v1', KEY_BYTES),
  );
}

const VERSION = 'v1';
/** Binds a ciphertext to its order: copied onto another order, it no longer decrypts. */
const aad = (orderId: Id) => Buffer.from(`order:${String(orderId)}`, 'utf8');

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: the account number under AES-256-GCM. */
export function encryptAccount(key: Buffer, accountNumber: string, orderId: Id): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(orderId));
  const data = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The account number back, or null when the text is not one this key sealed for this order. */
export function decryptAccount(key: Buffer, sealed: string, orderId: Id): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(orderId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

// ---------- What answers show ----------

/** A payout as the shopper's order answer shows it: masked. */
export function payoutView(p: Payout | null | undefined): RefundPayoutView | null {
  if (!p) return null;
  return {
    method: p.method,
    masked: payoutLabel(p),
    holder: p.method === 'bank' ? (p.holder ?? null) : null,
    providedAt: p.providedAt.toISOString(),
  };
}

/** A payout for staff: in full (decrypted) for those who pay, masked for read-only staff. */
export function staffPayoutView(key: Buffer, orderId: Id, p: Payout, full: boolean) {
  const base = { ...payoutView(p)!, ifsc: p.ifsc ?? null, accountLast4: p.accountLast4 ?? null };
  if (p.method === 'upi') {
    const upiId = p.upiId ?? '';
    return { ...base, upiId: full ? upiId : maskUpiId(upiId), accountNumber: null, full };
  }
  const masked = maskAccount(p.accountLast4 ?? '');
  const plain = full && p.accountCipher ? decryptAccount(key, p.accountCipher, orderId) : null;
  return { ...base, upiId: null, accountNumber: plain ?? masked, full: plain !== null };
}

// ---------- The shopper gives where to pay ----------

function refusedAccount(order: OrderLean): AppError {
  return order.refund?.status === 'refunded'
    ? AppError.conflict(RefundPayoutMsg.alreadyPaid, 'REFUND_PAID')
    : AppError.conflict(RefundPayoutMsg.notWaiting, 'REFUND_NOT_WAITING');
}

/**
 * Records (or replaces) where the shopper's cash on delivery refund is paid. Only their own order
 * (anybody else's: 404), only while its refund waits to be paid by bank transfer (else 409): the
 * update is conditional on that, so details changed as staff mark it paid are refused, not lost.
 */
export async function setRefundAccount(
  key: Buffer,
  userId: string,
  orderId: string,
  body: RefundAccountBody,
  now = new Date(),
): Promise<OrderLean> {
  const order = await OrderModel.findOne({ _id: orderId, user: userId }).lean<OrderLean>();
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  if (order.refund?.status !== 'bank-transfer') throw refusedAccount(order);
  const payout =
    body.method === 'upi'
      ? { method: 'upi', upiId: body.upiId, providedAt: now }
      : {
          method: 'bank',
          holder: body.holder,
          ifsc: body.ifsc,
          accountLast4: body.accountNumber.slice(-4),
          accountCipher: encryptAccount(key, body.accountNumber, order._id),
          providedAt: now,
        };
  const updated = await OrderModel.findOneAndUpdate(
    { _id: order._id, user: userId, 'refund.status': 'bank-transfer' },
    { $set: { 'refund.payout': payout } },
    { returnDocument: 'after' },
  ).lean<OrderLean>();
  if (!updated) {
    const current = await OrderModel.findOne({ _id: order._id, user: userId }).lean<OrderLean>();
    throw refusedAccount(current ?? order);
  }
  return updated;
}

// ---------- Staff record a payment made by hand ----------

/** The refunds staff pay by hand: cash on delivery ones, and gateway refunds that failed for good. */
export const REFUNDS_BY_HAND = ['bank-transfer', 'failed'] as const;

/**
 * Marks an order's refund paid by hand with the bank's or the gateway's reference, only if it is
 * still waiting (`bank-transfer` with an account given, or `failed`). Null when it was not (paid
 * already, or by another member of staff a moment before).
 */
export function refundPaidByHand(
  orderId: Id,
  reference: string,
  now = new Date(),
  session?: ClientSession,
) {
  return OrderModel.findOneAndUpdate(
    {
      _id: orderId,
      $or: [
        { 'refund.status': 'bank-transfer', 'refund.payout': { $ne: null } },
        { 'refund.status': 'failed' },
      ],
    },
    {
      $set: {
        'refund.status': 'refunded',
        'refund.refundId': reference,
        'refund.paidReference': reference,
        'refund.refundedAt': now,
        'refund.claimedAt': null,
      },
    },
    { returnDocument: 'after', session },
  ).lean<OrderLean>();
}

/** The e-mail telling the shopper their refund was paid, where, and under which reference. */
export function refundPaidEmail(name: string, order: OrderLean) {
  const ref = String(order._id).slice(-8).toUpperCase();
  const refund = order.refund;
  const amount = formatINR(refund?.amount ?? 0);
  const where = refund?.payout
    ? `to ${payoutLabel(refund.payout)}`
    : 'to your original payment method';
  const body = [
    `We have paid your refund of ${amount} for order ${ref} ${where}.`,
    `The payment's reference is ${refund?.paidReference ?? refund?.refundId ?? ''}; your bank or UPI app shows it with the credit.`,
    refund?.payout
      ? 'Transfers usually arrive within a day. If it has not reached you in 3 business days, reply to this e-mail with the reference.'
      : 'It reaches your bank or card in 5–10 business days. If it has not by then, reply to this e-mail with the reference.',
  ];
  const hello = `Hello ${name},`;
  return {
    subject: `Your ${SHOP_NAME} refund for order ${ref} has been paid`,
    text: [hello, '', ...body, '', `— ${SHOP_NAME}`].join('\n'),
    html: emailHtml([hello, ...body].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')),
  };
}

/** Sends the refund-paid e-mail (a failure throws: the job that sends it is retried). */
export async function sendRefundPaidEmail(
  deps: { mailer: Mailer },
  order: OrderLean,
): Promise<void> {
  const user = await mailContact(order.user);
  if (!user) return;
  await deps.mailer.send({ to: user.email, ...refundPaidEmail(user.name, order) });
}
