import { Msg, type Order } from '@vastra/contracts';
import { ordersApi } from '@vastra/contracts/routes/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './orders-query-key';

export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const res = await apiRoute(ordersApi.detail, {
    params: { id },
    signal,
    fallback: Msg.orderDetailFailed(id),
  });
  return res.data;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string | undefined) {
  const { isLoggedIn } = useSession();
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: isLoggedIn && Boolean(id) });
}
