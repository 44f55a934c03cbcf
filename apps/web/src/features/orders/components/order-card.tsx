import { DEFAULT_BRAND, DEFAULT_PAYMENT_LABEL, formatINR, type Order } from '@vastra/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { useUserReview } from '@/entities/review';
import { formatDateLong } from '@/lib/format';
import { ExpectedDelivery } from './expected-delivery';
import { cardStatus, toneText } from '../lib/status';
import { FallbackImage } from './fallback-image';
import { Stars } from './stars';

function StatusIcon({ tone }: { tone: string }) {
  // A tick when delivered, an alert only when something went wrong, else a clock (on its way).
  const path =
    tone === 'success'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : tone === 'danger'
        ? 'M12 7v6M12 16.5v.5'
        : 'M12 7v5l3 2';
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9.5" strokeWidth="1.6" />
      <path d={path} />
    </svg>
  );
}

/** 'Checking review status...', 'Reviewed' or 'Leave a review' for the card's first item. */
function ReviewState({ order }: { order: Order }) {
  const first = order.items[0];
  const delivered = order.status === 'Delivered';
  const mine = useUserReview(delivered ? first?.productId : undefined);
  // A review-status failure is only logged; the card falls back to the order's own hasReviewed.
  useEffect(() => {
    if (mine.isError) console.error('Review status fetch failed for order', order._id, mine.error);
  }, [mine.isError, mine.error, order._id]);
  // Only a delivered order's items can be reviewed.
  if (!first || !delivered) return null;
  if (mine.isPending && !mine.isError)
    return <span className="text-ink-muted">Checking review status...</span>;
  const reviewed = mine.data ? true : mine.isError ? first.hasReviewed : false;
  return reviewed ? (
    <span className="font-medium text-success-text">Reviewed</span>
  ) : (
    <span className="font-medium text-accent-text underline-offset-4 group-hover:underline">
      Leave a review
    </span>
  );
}

/** One order in My Orders; the whole card links to its details. */
export function OrderCard({ order }: { order: Order }) {
  const status = cardStatus(order.status);
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <li>
      <Link
        to={`/account/orders/${order._id}`}
        className="group block rounded-xl border border-line bg-surface p-4 transition hover:border-ink/30 hover:shadow-sm sm:p-5"
      >
        <span className="sr-only">Order {order.orderId}, </span>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
          <p
            data-testid="order-status"
            className={cx('flex items-center gap-2 text-sm font-semibold', toneText[status.tone])}
          >
            <StatusIcon tone={status.tone} />
            {status.label}
          </p>
          <p className="text-xs text-ink-muted">Placed on {formatDateLong(order.createdAt)}</p>
        </div>
        <ExpectedDelivery order={order} on="card" />
        {first && (
          <div className="flex gap-4 pt-4">
            <FallbackImage
              src={first.image}
              alt={first.name}
              loading="lazy"
              className="h-28 w-20 shrink-0 rounded-lg bg-surface-muted object-cover sm:h-32 sm:w-24"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                {first.brand || DEFAULT_BRAND}
              </p>
              <p className="mt-0.5 truncate font-medium">{first.name}</p>
              <p className="mt-1 text-ink-muted">
                {first.size ? `Size: ${first.size} · ` : ''}
                {formatINR(first.price)}
                {first.quantity > 1 ? ` × ${first.quantity}` : ''}
              </p>
              {more > 0 && (
                <p className="mt-1 text-xs text-ink-muted">
                  + {more} more {more === 1 ? 'item' : 'items'}
                </p>
              )}
              <p className="mt-2 text-xs">
                <ReviewState order={order} />
              </p>
            </div>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 text-sm">
          {order.status === 'Delivered' ? (
            <span className="flex items-center gap-2 text-ink-muted" aria-hidden>
              Rate This Product <Stars value={0} />
            </span>
          ) : (
            <span />
          )}
          <span className="flex items-center gap-4">
            <span className="text-ink-muted">
              Paid by {order.paymentMethod || DEFAULT_PAYMENT_LABEL}
            </span>
            <span className="font-semibold tabular-nums">{formatINR(order.total)}</span>
          </span>
        </div>
      </Link>
    </li>
  );
}
