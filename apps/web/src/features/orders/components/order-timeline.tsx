import { formatINR, type Order } from '@vastra/contracts';
import { cx } from '@vastra/ui/cx';
import { formatDateLong } from '@/lib/format';
import * as L from '../lib/order-layout';
import { tracksShipment, upcomingSteps } from '../lib/status';

/** How a note staff wrote for the shopper is headed on the timeline (never with its author). */
const SHOP_NOTE = 'Note from the shop';

type Entry =
  | { kind: 'step'; t: Order['timeline'][number]; i: number }
  | { kind: 'note'; n: NonNullable<Order['customerNotes']>[number] };

/** The states and the shop's notes for the shopper in one list, oldest first (a state first on a tie). */
function withNotes(order: Order): Entry[] {
  const steps: Entry[] = order.timeline.map((t, i) => ({ kind: 'step', t, i }));
  const notes: Entry[] = (order.customerNotes ?? []).map((n) => ({ kind: 'note', n }));
  const at = (e: Entry) => Date.parse(e.kind === 'step' ? e.t.at : e.n.at);
  return [...steps, ...notes].sort((a, b) => at(a) - at(b));
}

/**
 * The order's states, oldest first, as a vertical timeline with the notes the shop wrote for the
 * shopper among them (text and time), then the steps still ahead greyed; the courier and tracking
 * link once shipped (not for a cancelled order).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const last = order.timeline.length - 1;
  const ahead = upcomingSteps(order.status);
  const entries = withNotes(order);
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
        {entries.map((e, pos) => (
          <li
            key={e.kind === 'step' ? `${e.t.status}-${e.t.at}` : `note-${e.n.at}-${pos}`}
            className={L.TIMELINE_ENTRY}
            {...(e.kind === 'note' ? { 'data-testid': 'order-shop-note' } : {})}
          >
            {(pos < entries.length - 1 || ahead.length > 0) && (
              <span aria-hidden className={L.TIMELINE_RAIL} />
            )}
            <span
              aria-hidden
              className={cx(
                L.TIMELINE_DOT,
                e.kind === 'step' && e.i === last ? L.TIMELINE_DOT_LAST : L.TIMELINE_DOT_PAST,
              )}
            />
            {e.kind === 'step' ? (
              <div>
                <p className={e.i === last ? L.TIMELINE_STATUS_LAST : L.TIMELINE_STATUS_PAST}>
                  {e.t.status}
                </p>
                <p className={L.TIMELINE_STAMP}>{L.timelineStamp(e.t, formatDateLong)}</p>
              </div>
            ) : (
              <div>
                <p className={L.TIMELINE_STATUS_PAST}>{SHOP_NOTE}</p>
                <p className="whitespace-pre-line break-words">{e.n.text}</p>
                <p className={L.TIMELINE_STAMP}>
                  <time dateTime={e.n.at}>{L.timelineStamp({ at: e.n.at }, formatDateLong)}</time>
                </p>
              </div>
            )}
          </li>
        ))}
        {ahead.map((status, i) => (
          <li key={status} className={L.TIMELINE_ENTRY} data-upcoming="">
            {i < ahead.length - 1 && <span aria-hidden className={L.TIMELINE_RAIL} />}
            <span aria-hidden className={cx(L.TIMELINE_DOT, L.TIMELINE_DOT_FUTURE)} />
            <div>
              <p className={L.TIMELINE_STATUS_FUTURE}>
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
