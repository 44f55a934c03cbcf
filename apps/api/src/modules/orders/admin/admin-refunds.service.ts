import { payoutLabel } from '@vastra/contracts';
import { paginationFor } from '@vastra/contracts/admin/paging';
import {
  ManualRefundMsg,
  type ManualRefundListResponse,
  type ManualRefundRow,
} from '@vastra/contracts/admin/refunds';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import type { Mailer } from '../../../lib/mailer';
import type { OrderLean } from '../order.model';
import { recordJob, runRecorded } from '../../../lib/jobs/jobs';
import { inTransaction } from '../../../lib/transaction';
import { orderJobs } from '../order-jobs';
import { refundPaidByHand, staffPayoutView } from '../refund-payout';
import { findCustomers, type CustomerLean } from '../../users';
import { countRefundsToPayByHand, findRefundsToPayByHand } from './admin-orders.data';
import { getAdminOrder, loadOrder } from './admin-orders.service';

/**
 * The back office's refunds to pay by hand: the list (oldest owed first, with where to pay) and
 * "Mark paid", which records the payment's reference on the order and tells the shopper.
 */

function toRow(
  key: Buffer,
  o: OrderLean,
  customer: CustomerLean | undefined,
  full: boolean,
): ManualRefundRow {
  const refund = o.refund!;
  return {
    orderId: String(o._id),
    placedAt: o.createdAt.toISOString(),
    owedSince: (o.statusAt ?? o.updatedAt).toISOString(),
    status: refund.status as ManualRefundRow['status'],
    kind: refund.kind ?? (o.status === 'Cancelled' ? 'cancellation' : 'return'),
    paymentMethod: o.paymentMethod,
    amount: refund.amount,
    customer: customer
      ? {
          _id: String(customer._id),
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
        }
      : null,
    payout: refund.payout ? staffPayoutView(key, o._id, refund.payout, full) : null,
    paymentId: o.paymentId ?? null,
  };
}

/**
 * A page of refunds to pay by hand. `full`: the caller may pay them (staff, owner), so account
 * numbers are decrypted; read-only staff get them masked.
 */
export async function listRefundsToPayByHand(
  key: Buffer,
  query: { page: number; limit: number },
  full: boolean,
): Promise<Omit<ManualRefundListResponse, 'success'>> {
  const [orders, total] = await Promise.all([
    findRefundsToPayByHand((query.page - 1) * query.limit, query.limit),
    countRefundsToPayByHand(),
  ]);
  const ids = [...new Map(orders.map((o) => [String(o.user), o.user])).values()];
  const customers = new Map(
    (ids.length ? await findCustomers(ids) : []).map((c) => [String(c._id), c]),
  );
  return {
    data: orders.map((o) => toRow(key, o, customers.get(String(o.user)), full)),
    pagination: paginationFor(query.page, query.limit, total),
  };
}

export interface RefundPaidResult {
  before: { refundStatus: string; amount: number; payout: string | null };
  after: { refundStatus: 'refunded'; reference: string };
}

/**
 * Records a refund paid by hand: only a refund still waiting (409 otherwise, including a second
 * mark), and only once the customer has said where to pay a cash on delivery one. After the write,
 * the shopper is e-mailed by a job recorded with the payment (retried if the mail fails).
 */
export async function markRefundPaid(
  deps: { mailer: Mailer; logger: Logger },
  orderId: string,
  reference: string,
): Promise<RefundPaidResult & { order: Awaited<ReturnType<typeof getAdminOrder>> }> {
  const current = await loadOrder(orderId);
  const refund = current.refund;
  if (!refund || (refund.status !== 'bank-transfer' && refund.status !== 'failed'))
    throw AppError.conflict(ManualRefundMsg.notOwed, 'REFUND_NOT_OWED');
  if (refund.status === 'bank-transfer' && !refund.payout)
    throw AppError.conflict(ManualRefundMsg.waitingForAccount, 'REFUND_WAITING_FOR_ACCOUNT');
  const orderKey = String(current._id);
  const paid = await inTransaction(async (session) => {
    const moved = await refundPaidByHand(current._id, reference, new Date(), session);
    if (!moved) return null;
    const job = await recordJob(session, 'order.refund-paid-mail', {
      key: `order.refund-paid-mail:${orderKey}`,
      orderId: orderKey,
    });
    return { moved, job };
  });
  if (!paid) throw AppError.conflict(ManualRefundMsg.notOwed, 'REFUND_NOT_OWED');
  await runRecorded([paid.job], orderJobs(deps), deps.logger);
  const order = await getAdminOrder(orderId);
  return {
    order,
    before: {
      refundStatus: refund.status,
      amount: refund.amount,
      payout: refund.payout ? payoutLabel(refund.payout) : null,
    },
    after: { refundStatus: 'refunded', reference },
  };
}
