import type { Order } from '@vastra/contracts';
import { expectedDeliveryText } from '@vastra/contracts/delivery-estimate';
import { cx } from '@vastra/ui/cx';
import { upcomingSteps } from '../lib/status';

/** Room above the line: on an order's card, and under the order's dates on its own page. */
const SPACING = { card: 'pt-3', details: 'mt-1' } as const;

/**
 * The delivery date range the order was given when placed, while it is still on its way to the
 * shopper (not once delivered, cancelled or in a return).
 */
export function ExpectedDelivery({
  order,
  on,
}: {
  order: Pick<Order, 'status' | 'expectedDelivery'>;
  on: keyof typeof SPACING;
}) {
  const range = order.expectedDelivery;
  if (!range || !upcomingSteps(order.status).includes('Delivered')) return null;
  return (
    <p className={cx('text-sm font-medium text-success-text', SPACING[on])}>
      {expectedDeliveryText(range)}
    </p>
  );
}
