import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { OrderDetails } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';
import { orderQueryOptions } from '@/entities/order';
import { bootData } from '../boot-data';

/** On the page load, the first render waits for the order the boot script asked for. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  bootData(orderQueryOptions(params.orderId ?? ''));

export function Component() {
  usePageTitle('Order Details');
  const { orderId = '' } = useParams();
  return <OrderDetails key={orderId} orderId={orderId} />;
}
