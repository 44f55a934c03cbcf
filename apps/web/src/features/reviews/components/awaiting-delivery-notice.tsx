import { LifecycleMsg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { usePurchaseStatus } from '@/entities/order';

/**
 * Where a review would be written: when the signed-in shopper bought this product but the order
 * has not arrived yet (only delivered items can be reviewed), says so with the order's current
 * state and a link to it.
 */
export function AwaitingDeliveryNotice({ productId }: { productId: string }) {
  const { data } = usePurchaseStatus(productId);
  const awaiting = data?.awaiting;
  if (!awaiting) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-line bg-surface-muted p-4 text-sm"
      data-testid="review-awaiting-delivery"
    >
      {LifecycleMsg.reviewNotDelivered} Your order is{' '}
      <span className="font-medium">{awaiting.status}</span>.{' '}
      <Link
        to={`/account/orders/${encodeURIComponent(awaiting.orderId)}`}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        View your order
      </Link>
    </p>
  );
}
