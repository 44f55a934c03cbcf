import { useParams } from 'react-router-dom';
import { OrderDetails } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Order Details');
  const { orderId = '' } = useParams();
  return <OrderDetails key={orderId} orderId={orderId} />;
}
