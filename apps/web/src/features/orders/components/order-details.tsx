import {
  DEFAULT_PAYMENT_LABEL,
  formatINR,
  hasArrived,
  LifecycleMsg,
  Msg,
  type OrderItem,
  type OrderReviewStatus,
  type Review,
} from '@vastra/contracts';
import { Fragment, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@vastra/ui';
import { cx } from '@vastra/ui/cx';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { useOrder } from '@/entities/order';
import { useReviewsByOrder } from '@/entities/review';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateLong, productPath } from '@/lib/format';
import * as L from '../lib/order-layout';
import { detailStatusTone, toneBadge } from '../lib/status';
import { OrderDocuments } from './order-documents';
import { OrderExchanges } from './order-exchanges';
import { OrderMoney } from './order-money';
import { OrderTimeline } from './order-timeline';
import { ExpectedDelivery } from './expected-delivery';
import { FallbackImage } from './fallback-image';
import { Stars } from './stars';

// The forms behind the order's actions (with their schemas, so zod) load at their first open;
// the refund account's form only for an order whose refund is paid by hand.
const CancelOrderModal = lazy(() =>
  import('./cancel-order-modal').then((m) => ({ default: m.CancelOrderModal })),
);
const ReturnModal = lazy(() => import('./return-modal').then((m) => ({ default: m.ReturnModal })));
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));
const RefundAccount = lazy(() =>
  import('./refund-account-form').then((m) => ({ default: m.RefundAccount })),
);

function UserReview({ review }: { review: Review }) {
  return (
    <div className="mt-3 rounded-lg bg-surface-muted/70 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        <span className="text-xs text-ink-muted">
          {formatDateLong(review.createdAt || review.date)}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line">{review.comment}</p>
      {review.image && (
        <img
          src={review.image}
          alt="Shared with your review"
          loading="lazy"
          className="mt-2 h-24 w-24 rounded-md object-cover"
        />
      )}
    </div>
  );
}

function ItemRow({
  item,
  status,
  arrived,
  onReview,
}: {
  item: OrderItem;
  status: OrderReviewStatus | undefined;
  /** Items can be reviewed once the order has been delivered. */
  arrived: boolean;
  onReview: () => void;
}) {
  const reviewed = status?.hasReviewed ?? item.hasReviewed;
  return (
    <li className="flex gap-4 py-4" aria-label={item.name}>
      <FallbackImage
        src={item.image}
        alt={item.name}
        loading="lazy"
        className="h-28 w-20 shrink-0 rounded-lg bg-surface-muted object-cover sm:h-32 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <Link to={productPath(item.productId)} className="font-medium hover:underline">
              {item.name}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">
              {item.size ? `Size: ${item.size} · ` : ''}
              {formatINR(item.price)} × {item.quantity}
            </p>
          </div>
          <p className="text-sm font-semibold tabular-nums" aria-label="Line total">
            {formatINR(item.lineTotal)}
          </p>
        </div>
        {reviewed ? (
          <div className="mt-2">
            <span className="text-sm font-medium text-success-text">Reviewed</span>
            {status?.review && <UserReview review={status.review} />}
          </div>
        ) : arrived ? (
          <Button size="sm" variant="outline" className="mt-3" onClick={onReview}>
            Leave a Review
          </Button>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{LifecycleMsg.reviewNotDelivered}</p>
        )}
      </div>
    </li>
  );
}

/** Order Details: id, date, status, shipping address, payment, items with reviews, Grand Total. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const reviews = useReviewsByOrder(orderId);
  const [reviewing, setReviewing] = useState<OrderItem | null>(null);
  const [justReviewed, setJustReviewed] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  // Each dialog stays mounted once opened, so that closing it animates and gives focus back.
  const [opened, setOpened] = useState<ReadonlySet<'cancel' | 'return' | 'review'>>(new Set());
  const open = (d: 'cancel' | 'return' | 'review') => setOpened((s) => new Set(s).add(d));

  const notFound =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  const failure =
    order.isError && !notFound ? errorMessage(order.error, Msg.orderDetailFailed(orderId)) : null;
  useEffect(() => {
    if (failure) toast.error(failure, ACCOUNT_TOAST_MS);
  }, [failure]);
  useEffect(() => {
    if (reviews.isError)
      console.error('Review status fetch failed for order', orderId, reviews.error);
  }, [reviews.isError, reviews.error, orderId]);

  const statusByProduct = useMemo(() => {
    const map = new Map<string, OrderReviewStatus>();
    for (const s of reviews.data ?? []) map.set(s.productId, s);
    for (const id of justReviewed)
      if (!map.get(id)?.hasReviewed)
        map.set(id, { productId: id, hasReviewed: true, review: null });
    return map;
  }, [reviews.data, justReviewed]);

  const back = (
    <Link to="/account/orders" className={L.BACK_LINK}>
      ← Back to Orders
    </Link>
  );

  if (order.isPending) {
    return (
      <div>
        {back}
        <p role="status" className="py-10 text-center text-ink-muted">
          {Msg.loadingOrderDetails}
        </p>
      </div>
    );
  }
  if (notFound || failure) {
    return (
      <div>
        {back}
        <p role="alert" className="py-10 text-center text-danger-text">
          {notFound ? Msg.orderNotFound : failure}
        </p>
      </div>
    );
  }
  const o = order.data;
  if (!o) return null;
  const a = o.addressSnapshot;
  const count = o.items.reduce((n, i) => n + i.quantity, 0);

  return (
    <div>
      {back}
      {/* On a phone the status badge has its own row: beside the order id it fits or wraps
          depending on which font has arrived, and the wrap moved the whole page when the web
          font replaced the fallback. */}
      <div className={L.ORDER_HEAD}>
        <div>
          <h2 className={L.ORDER_TITLE}>Order Details</h2>
          <p className={cx('mt-1', L.ORDER_META)}>
            Order ID: <span className={L.ORDER_ID}>{o.orderId}</span>
          </p>
          <p className={L.ORDER_META}>Placed on {formatDateLong(o.createdAt)}</p>
          <ExpectedDelivery order={o} on="details" />
        </div>
        <span
          data-testid="order-status-badge"
          className={cx(L.STATUS_BADGE, toneBadge[detailStatusTone(o.status)])}
        >
          {o.status || 'Processing'}
        </span>
      </div>

      {(o.canCancel || o.canReturn) && (
        <div className={L.ORDER_ACTIONS}>
          {o.canCancel && (
            <Button
              variant="outline"
              onClick={() => {
                open('cancel');
                setDialog('cancel');
              }}
            >
              Cancel order
            </Button>
          )}
          {o.canReturn && (
            <Button
              variant="outline"
              onClick={() => {
                open('return');
                setDialog('return');
              }}
            >
              Request return
            </Button>
          )}
        </div>
      )}

      <OrderTimeline order={o} />
      <OrderExchanges orderId={o._id} enabled={hasArrived(o.status)} />

      <div className={L.ORDER_BOXES}>
        <section aria-labelledby="ship-to" className={L.BOX}>
          <h3 id="ship-to" className={L.BOX_TITLE}>
            Shipping Address
          </h3>
          <address className={L.SHIP_TO}>
            <span className={L.SHIP_TO_NAME}>{a.name}</span>
            {L.shipToLines(a).map((line, i) => (
              <Fragment key={i}>
                <br />
                {line}
              </Fragment>
            ))}
          </address>
        </section>
        <section aria-labelledby="payment" className="rounded-xl border border-line p-4 text-sm">
          <h3 id="payment" className="font-semibold">
            Payment
          </h3>
          <dl className="mt-2 space-y-1 text-ink-muted">
            <div className="flex justify-between">
              <dt>Payment Method</dt>
              <dd className="text-ink">{o.paymentMethod || DEFAULT_PAYMENT_LABEL}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Items</dt>
              <dd className="tabular-nums text-ink">{formatINR(o.subtotal)}</dd>
            </div>
            {(o.couponDiscount ?? 0) > 0 && (
              <div className="flex justify-between">
                <dt>Coupon{o.coupon ? ` (${o.coupon.code})` : ''}</dt>
                <dd className="tabular-nums text-success-text">
                  −{formatINR(o.couponDiscount ?? 0)}
                </dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Delivery</dt>
              <dd className="tabular-nums text-ink">
                {o.delivery === 0 ? 'Free' : formatINR(o.delivery)}
              </dd>
            </div>
            <div className="flex justify-between font-semibold text-ink">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatINR(o.total)}</dd>
            </div>
          </dl>
          <OrderMoney order={o} />
        </section>
      </div>

      {o.refund?.status === 'bank-transfer' && (
        <Suspense fallback={null}>
          <RefundAccount order={o} />
        </Suspense>
      )}

      <section aria-labelledby="items" className="mt-6 rounded-xl border border-line px-4 sm:px-5">
        <h3 id="items" className="border-b border-line py-3 font-semibold">
          Items Ordered ({count})
        </h3>
        <ul className="divide-y divide-line">
          {o.items.map((item) => (
            <ItemRow
              key={item._id}
              item={item}
              status={statusByProduct.get(item.productId)}
              arrived={hasArrived(o.status)}
              onReview={() => {
                open('review');
                setReviewing(item);
              }}
            />
          ))}
        </ul>
        <p className="flex justify-between border-t border-line py-4 text-base font-semibold">
          <span>Grand Total</span>
          <span className="tabular-nums">{formatINR(o.total)}</span>
        </p>
      </section>

      <OrderDocuments order={o} />

      <Suspense fallback={null}>
        {o.canCancel && opened.has('cancel') && (
          <CancelOrderModal order={o} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
        )}
        {o.canReturn && opened.has('return') && (
          <ReturnModal order={o} open={dialog === 'return'} onClose={() => setDialog(null)} />
        )}
        {opened.has('review') && (
          <ReviewModal
            orderId={o._id}
            item={reviewing}
            onClose={() => setReviewing(null)}
            onReviewed={(productId) => setJustReviewed((s) => new Set(s).add(productId))}
          />
        )}
      </Suspense>
    </div>
  );
}
