import { amountForFreeShipping, formatINR, Msg, type Cart } from '@vastra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui';

/**
 * The server's figures: subtotal, the coupon's saving and the total (subtotal − coupon). Shipping
 * reads "Free" when the bag qualifies and "Added at checkout" otherwise: delivery is added once, at
 * checkout, so the total here is the one checkout starts from.
 */
const SHIPPING_AT_CHECKOUT = 'Added at checkout';

export function OrderSummary({ cart, coupon }: { cart: Cart; coupon?: ReactNode }) {
  const saving = cart.coupon?.discount ?? 0;
  // Free shipping counts the amount after the coupon.
  const toFree = amountForFreeShipping(cart.subtotal - saving);
  return (
    <section
      aria-labelledby="order-summary"
      className="self-start rounded-xl border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="font-display text-xl font-semibold">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">
            Subtotal ({cart.count} {cart.count === 1 ? 'item' : 'items'})
          </dt>
          <dd className="tabular-nums">{formatINR(cart.subtotal)}</dd>
        </div>
        {cart.coupon && (
          <div className="flex justify-between">
            <dt className="text-ink-muted">Coupon ({cart.coupon.code})</dt>
            <dd className="tabular-nums text-success-text">−{formatINR(saving)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-ink-muted">Shipping</dt>
          <dd className="tabular-nums">
            {cart.shipping === 0 ? (
              <span className="font-medium text-success-text">Free</span>
            ) : (
              <span className="text-ink-muted">{SHIPPING_AT_CHECKOUT}</span>
            )}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatINR(cart.total)}</dd>
        </div>
      </dl>
      {coupon}
      {toFree > 0 && (
        <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
          {Msg.addMoreForFreeShipping(formatINR(toFree))}
        </p>
      )}
      <Link to="/checkout" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
