import { formatINR, type Order } from '@vastra/contracts';
import { cn } from '@vastra/ui/cn';
import { formatDateLong } from '@/lib/format';
import * as L from '../lib/order-layout';
import { tracksShipment, upcomingSteps } from '../lib/status';

/**
 * The order's states, oldest first, as a vertical timeline, then the steps still ahead greyed;
 * the courier and tracking link once shipped (not for a cancelled order).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const last = order.timeline.length - 1;
  const ahead = upcomingSteps(order.status);
  return (
    <section aria-labelledby="tracking" className={L.TIMELINE}>
      <h3 id="tracking" className={L.BOX_TITLE}>
        Order Timeline
      </h3>
      {order.shipment && tracksShipment(order.status) && (
        <p className={L.SHIPMENT}>
          Shipped with <span className="text-ink">{order.shipment.courier}</span> · AWB{' '}
          <span className="font-mono text-ink">{order.shipment.awb}</span> ·{' '}
          <a
            href={order.shipment.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className={L.SHIPMENT_LINK}
          >
            Track shipment
          </a>
        </p>
      )}
      <ol className={L.TIMELINE_LIST} aria-label="Order timeline">
        {order.timeline.map((t, i) => (
          <li key={`${t.status}-${t.at}`} className={L.TIMELINE_ENTRY}>
            {(i < last || ahead.length > 0) && <span aria-hidden className={L.TIMELINE_RAIL} />}
            <span
              aria-hidden
              className={cn(L.TIMELINE_DOT, i === last ? L.TIMELINE_DOT_LAST : L.TIMELINE_DOT_PAST)}
            />
            <div>
              <p
                className={cn(
                  L.TIMELINE_STATUS,
                  i === last ? L.TIMELINE_STATUS_LAST : L.TIMELINE_STATUS_PAST,
                )}
              >
                {t.status}
              </p>
              <p className={L.TIMELINE_STAMP}>{L.timelineStamp(t, formatDateLong)}</p>
            </div>
          </li>
        ))}
        {ahead.map((status, i) => (
          <li key={status} className={L.TIMELINE_ENTRY} data-upcoming="">
            {i < ahead.length - 1 && <span aria-hidden className={L.TIMELINE_RAIL} />}
            <span aria-hidden className={cn(L.TIMELINE_DOT, L.TIMELINE_DOT_FUTURE)} />
            <div>
              <p className={cn(L.TIMELINE_STATUS, L.TIMELINE_STATUS_FUTURE)}>
                {status}
                <span className="sr-only"> (upcoming)</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {order.refund && order.refund.amount > 0 && (
        <p className="mt-4 text-ink-muted" data-testid="order-refund">
          Refund: <span className="font-medium text-ink">{formatINR(order.refund.amount)}</span>
          {order.refund.fee > 0
            ? ` (after a ${formatINR(order.refund.fee)} cancellation fee)`
            : ''}{' '}
          ·{' '}
          {order.refund.status === 'refunded'
            ? order.refund.payout
              ? `paid to ${order.refund.payout.masked}`
              : 'refunded to your original payment method'
            : order.refund.status === 'bank-transfer'
              ? 'by bank transfer'
              : 'in progress'}
        </p>
      )}
    </section>
  );
}
