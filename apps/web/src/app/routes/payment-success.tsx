import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Order Placed');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div
        aria-hidden
        className="grid size-20 place-items-center rounded-full bg-success/10 text-success-text"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h1 className="mt-6 font-display text-3xl font-semibold">{Msg.orderPlacedPage}</h1>
      <p className="mt-3 text-ink-muted">We&apos;ll send you an update when your order ships.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Continue Shopping
        </Link>
        <Link to="/account/orders" className={buttonClass('outline', 'lg')}>
          View My Orders
        </Link>
      </div>
    </section>
  );
}
