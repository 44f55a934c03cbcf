import { formatINR, type Order } from '@vastra/contracts';
import { cn } from '@/components/ui/cn';
import { formatDateLong } from '@/lib/format';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

/** The order's states, oldest first, as a vertical timeline; the courier and tracking link once shipped. */
export function OrderTimeline({ order }: { order: Order }) {
  const last = order.timeline.length - 1;
  return (
    <section aria-labelledby="tracking" className="mt-6 rounded-xl border border-line p-4 text-sm">
      <h3 id="tracking" className="font-semibold">
        Order Timeline
      </h3>
      {order.shipment && (
        <p className="mt-2 text-ink-muted">
          Shipped with <span className="text-ink">{order.shipment.courier}</span> · AWB{' '}
          <span className="font-mono text-ink">{order.shipment.awb}</span> ·{' '}
          <a
            href={order.shipment.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            Track shipment
          </a>
        </p>
      )}
      <ol className="mt-4 space-y-0" aria-label="Order timeline">
        {order.timeline.map((t, i) => (
          <li key={`${t.status}-${t.at}`} className="relative flex gap-3 pb-5 last:pb-0">
            {i < last && (
              <span aria-hidden className="absolute top-4 left-[7px] h-full w-0.5 bg-line" />
            )}
            <span
              aria-hidden
              className={cn(
                'relative mt-1 h-4 w-4 shrink-0 rounded-full border-2',
                i === last ? 'border-brand-600 bg-brand-600' : 'border-line bg-surface',
              )}
            />
            <div>
              <p className={cn('font-medium', i === last ? 'text-ink' : 'text-ink-muted')}>
                {t.status}
              </p>
              <p className="text-xs text-ink-muted">
                {formatDateLong(t.at)}, {time(t.at)}
                {t.note ? ` · ${t.note}` : ''}
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
            ? 'refunded to your original payment method'
            : order.refund.status === 'bank-transfer'
              ? 'by bank transfer'
              : 'in progress'}
        </p>
      )}
    </section>
  );
}
