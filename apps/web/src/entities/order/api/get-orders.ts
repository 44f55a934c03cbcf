import { Msg, type Order } from '@vastra/contracts';
import { ordersApi } from '@vastra/contracts/routes/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute, ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './orders-query-key';

/** 404, 204 or a message containing 'no orders' mean an empty history. */
function isNoOrdersAnswer(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 404 || err.status === 204 || /no orders/i.test(err.message);
}

async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  try {
    const res = await apiRoute(ordersApi.mine, {
      signal,
      fallback: Msg.orderHistoryFailed,
    });
    return res.orders;
  } catch (err) {
    if (isNoOrdersAnswer(err)) return [];
    throw err;
  }
}

const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getMyOrders(signal) });

export function useMyOrders() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...myOrdersQueryOptions(), enabled: isLoggedIn });
}
