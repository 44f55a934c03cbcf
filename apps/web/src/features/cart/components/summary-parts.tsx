import { formatINR } from '@vastra/contracts';
import type { ReactNode } from 'react';

/**
 * The parts both bag summaries share (the signed-in bag's and the visitor's on this device): the
 * panel, the subtotal line and the shipping line. Shipping reads "Free" when the bag qualifies and
 * "Added at checkout" otherwise: delivery is added once, at checkout.
 */
export function SummaryPanel({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="order-summary"
      className="self-start rounded-xl border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="font-display text-xl font-semibold">
        Order Summary
      </h2>
      {children}
    </section>
  );
}

export function SubtotalLine({ count, amount }: { count: number; amount: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-muted">
        Subtotal ({count} {count === 1 ? 'item' : 'items'})
      </dt>
      <dd className="tabular-nums">{formatINR(amount)}</dd>
    </div>
  );
}

export function ShippingLine({ shipping }: { shipping: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-muted">Shipping</dt>
      <dd className="tabular-nums">
        {shipping === 0 ? (
          <span className="font-medium text-success-text">Free</span>
        ) : (
          <span className="text-ink-muted">Added at checkout</span>
        )}
      </dd>
    </div>
  );
}
