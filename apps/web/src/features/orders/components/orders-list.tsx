import { Msg } from '@vastra/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { useMyOrders } from '@/entities/order';
import { errorMessage } from '@/lib/api-client';
import { OrderCard } from './order-card';

/** My Orders: newest first; loading, error (inline and as a toast), empty, cards. */
export function OrdersList() {
  const orders = useMyOrders();
  const failure = orders.isError ? errorMessage(orders.error, Msg.orderHistoryFailed) : null;
  useEffect(() => {
    if (failure) toast.error(failure, ACCOUNT_TOAST_MS);
  }, [failure]);

  if (orders.isPending) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted">
        {Msg.loadingOrders}
      </p>
    );
  }
  if (failure) {
    return (
      <p role="alert" className="py-10 text-center text-danger-text">
        {failure}
      </p>
    );
  }
  const list = orders.data ?? [];
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line px-6 py-14 text-center">
        <p className="font-display text-xl font-semibold">{Msg.noOrders}</p>
        <p className="mt-2 text-sm text-ink-muted">{Msg.noOrdersDetail}</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          Start Shopping
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Your orders">
      {list.map((o) => (
        <OrderCard key={o._id} order={o} />
      ))}
    </ul>
  );
}
