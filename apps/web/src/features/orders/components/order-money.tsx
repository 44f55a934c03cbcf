import { formatINR, ledgerRupees, toPaise, toRupees, type Order } from '@vastra/contracts';

type Money = NonNullable<Order['money']>;

/** The order's money as the API's ledger answered it (or the same ledger read here, for an answer without it). */
function moneyOf(order: Order): Money {
  return order.money ?? ledgerRupees(order);
}

/** How a refund not yet paid reaches the shopper. */
const owedHow = (status: NonNullable<Order['refund']>['status']) =>
  status === 'bank-transfer'
    ? 'to your bank account or UPI ID'
    : status === 'failed'
      ? 'we are retrying it'
      : 'to your original payment method';

function Row({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>
        {label}
        {hint && <span className="block text-xs">{hint}</span>}
      </dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}

/**
 * Under the order's price lines: what was paid (or is to be paid on delivery) and, after a
 * cancellation or a return, what was refunded or is still to be refunded, the cancellation fee
 * kept, the coupon benefit recovered on kept items and delivery refunded — the ledger's figures.
 */
export function OrderMoney({ order }: { order: Order }) {
  const m = moneyOf(order);
  const r = order.refund;
  const unpaidCod =
    order.paymentMethod === 'COD' && m.captured === 0 && order.status !== 'Cancelled';
  const recovered = r?.recovered ?? 0;
  const delivery = r?.delivery ?? 0;
  return (
    <dl
      aria-label="Paid and refunded"
      className="mt-3 space-y-1 border-t border-line pt-3 text-ink-muted"
    >
      {unpaidCod ? (
        <Row label="To pay on delivery" value={formatINR(m.charged)} />
      ) : (
        <Row label="Paid" value={formatINR(m.captured)} />
      )}
      {m.feesKept > 0 && <Row label="Cancellation fee kept" value={formatINR(m.feesKept)} />}
      {recovered > 0 && (
        <Row
          label="Offer recovered"
          value={formatINR(recovered)}
          hint={`${order.coupon ? `Coupon ${order.coupon.code}` : 'The coupon'} no longer applies to the items kept`}
        />
      )}
      {delivery > 0 && <Row label="Delivery refunded" value={formatINR(delivery)} />}
      {m.refunded > 0 && <Row label="Refunded" value={formatINR(m.refunded)} />}
      {m.owed > 0 && r && (
        <Row label="To be refunded" value={formatINR(m.owed)} hint={owedHow(r.status)} />
      )}
      {(m.refunded > 0 || m.owed > 0) && (
        <div className="flex justify-between gap-4 font-semibold text-ink">
          <dt>Paid after refunds</dt>
          <dd className="tabular-nums">
            {formatINR(toRupees(toPaise(m.captured) - toPaise(m.refunded) - toPaise(m.owed)))}
          </dd>
        </div>
      )}
    </dl>
  );
}
