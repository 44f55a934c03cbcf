import { formatINR, type CheckoutTotals } from '@vastra/contracts';
import type { ReactNode } from 'react';

/** MRP total, discount saved, delivery (checkout reading) and total. */
export function PriceDetails({
  totals,
  count,
  couponCode,
  children,
}: {
  totals: CheckoutTotals;
  count: number;
  couponCode?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="price-details"
      className="self-start rounded-xl border border-line p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2
        id="price-details"
        className="text-sm font-semibold uppercase tracking-wider text-ink-muted"
      >
        Price Details ({count} {count === 1 ? 'item' : 'items'})
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt>Total MRP</dt>
          <dd className="tabular-nums">{formatINR(totals.mrpTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Discount on MRP</dt>
          <dd className="tabular-nums text-success-text">−{formatINR(totals.discountSaved)}</dd>
        </div>
        {totals.couponDiscount > 0 && (
          <div className="flex justify-between">
            <dt>Coupon{couponCode ? ` (${couponCode})` : ''}</dt>
            <dd className="tabular-nums text-success-text">−{formatINR(totals.couponDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd className="tabular-nums">
            {totals.delivery === 0 ? (
              <span className="font-medium text-success-text">Free</span>
            ) : (
              formatINR(totals.delivery)
            )}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Total Amount</dt>
          <dd className="tabular-nums">{formatINR(totals.total)}</dd>
        </div>
      </dl>
      {totals.discountSaved + totals.couponDiscount > 0 && (
        <p className="mt-4 rounded-md bg-success/10 px-3 py-2 text-sm font-medium text-success-text">
          You save {formatINR(totals.discountSaved + totals.couponDiscount)} on this order
        </p>
      )}
      {children}
    </section>
  );
}
