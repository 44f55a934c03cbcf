import { Msg, type Order } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './orders-query-key';

/**
 * The order page's data, asked for at its load: taken as its contract type with a shape check, not
 * parsed (lib/api-client.ts), so that no schema is built before the shopper's first tap.
 */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const res = await api<{ data: Order }>(`/orders/${encodeURIComponent(id)}`, {
    signal,
    shape: (d) => {
      const o = (d as { data?: Partial<Order> } | null)?.data;
      return Array.isArray(o?.items) && Array.isArray(o?.timeline) && !!o?.addressSnapshot;
    },
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
