import { Msg, OrderDetailResponseSchema, type Order } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './get-orders';

export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const res = await api(`/orders/${encodeURIComponent(id)}`, {
    schema: OrderDetailResponseSchema,
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
