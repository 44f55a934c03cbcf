import { orderLedger, orderMoney, toRupees, type RefundStatus } from '@vastra/contracts';
import type { AdminOrder } from '@vastra/contracts/admin/orders';
import { ManualRefundMsg } from '@vastra/contracts/admin/refunds';
import { Link } from 'react-router-dom';
import { formatINR } from '@/lib/format';

/** What each refund state means for staff. */
const REFUND_STATE_LABEL: Record<RefundStatus, string> = {
  pending: 'Being refunded through Razorpay',
  refunded: 'Paid',
  failed: 'Razorpay refused it: refund it from the Razorpay dashboard, then mark it paid',
  'bank-transfer': 'To pay by bank transfer or UPI',
};

/**
 * The order's money as its ledger reads it (the contracts' `orderLedger`, the same figures the API
 * pays from): charged, captured, refunded, still owed, and the fees kept; then its refund, where it
 * is paid, and a link to the list of refunds to pay by hand while staff owe one.
 */
export function OrderMoney({ order }: { order: AdminOrder }) {
  const l = orderLedger(orderMoney(order));
  const figures: [string, number][] = [
    ['Charged', l.chargedPaise],
    ['Captured', l.capturedPaise],
    ['Refunded', l.refundedPaise],
    ['Owed to the customer', l.owedPaise],
    ['Fees kept', l.feesKeptPaise],
  ];
  const refund = order.refund;
  const byHand = refund?.status === 'bank-transfer' || refund?.status === 'failed';
  return (
    <>
      <dl aria-label="Money" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {figures.map(([label, paise]) => (
          <div key={label}>
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatINR(toRupees(paise))}</dd>
          </div>
        ))}
      </dl>
      {refund && (
        <div className="mt-4 text-sm" data-testid="admin-order-refund">
          <p>
            {refund.kind === 'cancellation' ? 'Cancellation' : 'Return'} refund{' '}
            <span className="font-medium">{formatINR(refund.amount)}</span>
            {refund.fee > 0 ? ` (fee kept ${formatINR(refund.fee)})` : ''}
            {(refund.recovered ?? 0) > 0
              ? ` (offer withdrawn from the items kept: ${formatINR(refund.recovered ?? 0)} recovered)`
              : ''}
            : {REFUND_STATE_LABEL[refund.status]}
            {refund.refundId ? ` · reference ${refund.refundId}` : ''}
          </p>
          {refund.status === 'bank-transfer' && (
            <p className="mt-1 text-ink-muted">
              {refund.payout ? `To ${refund.payout.masked}` : ManualRefundMsg.waiting}
            </p>
          )}
          {byHand && (
            <Link
              to="/refunds"
              className="mt-2 inline-block text-brand-700 underline dark:text-brand-300"
            >
              Refunds to pay by hand
            </Link>
          )}
        </div>
      )}
    </>
  );
}
