import { amountForFreeShipping, formatINR, Msg, type Cart } from '@vastra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui';
import { ShippingLine, SubtotalLine, SummaryPanel } from './summary-parts';

/**
 * The server's figures: subtotal, the coupon's saving and the total (subtotal − coupon). The total
 * here is the one checkout starts from (delivery is added there).
 */
export function OrderSummary({ cart, coupon }: { cart: Cart; coupon?: ReactNode }) {
  const saving = cart.coupon?.discount ?? 0;
  // Free shipping counts the amount after the coupon.
  const toFree = amountForFreeShipping(cart.subtotal - saving);
  return (
    <SummaryPanel>
      <dl className="mt-5 space-y-3 text-sm">
        <SubtotalLine count={cart.count} amount={cart.subtotal} />
        {cart.coupon && (
          <div className="flex justify-between">
            <dt className="text-ink-muted">Coupon ({cart.coupon.code})</dt>
            <dd className="tabular-nums text-success-text">−{formatINR(saving)}</dd>
          </div>
        )}
        <ShippingLine shipping={cart.shipping} />
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
    </SummaryPanel>
  );
}
