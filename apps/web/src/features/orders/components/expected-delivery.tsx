import type { Order } from '@vastra/contracts';
import { expectedDeliveryText } from '@vastra/contracts/delivery-estimate';
import { cn } from '@vastra/ui/cn';
import { upcomingSteps } from '../lib/status';

/**
 * The delivery date range the order was given when placed, while it is still on its way to the
 * shopper (not once delivered, cancelled or in a return).
 */
export function ExpectedDelivery({
  order,
  className,
}: {
  order: Pick<Order, 'status' | 'expectedDelivery'>;
  className?: string;
}) {
  const range = order.expectedDelivery;
  if (!range || !upcomingSteps(order.status).includes('Delivered')) return null;
  return (
    <p className={cn('text-sm font-medium text-success-text', className)}>
      {expectedDeliveryText(range)}
    </p>
  );
}
