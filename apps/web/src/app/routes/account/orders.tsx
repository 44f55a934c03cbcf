import { OrdersList } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('My Orders');
  return (
    <div>
      <h2 className="mb-6 font-display text-2xl font-semibold">My Orders</h2>
      <OrdersList />
    </div>
  );
}
