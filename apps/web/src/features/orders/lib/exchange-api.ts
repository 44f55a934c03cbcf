import type { Exchange, ExchangeOption, RequestExchangeBody } from '@vastra/contracts/exchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRouteOnCall } from '@/lib/api-client';

/** `GET /orders/:id/exchanges`. */
interface OrderExchanges {
  exchanges: Exchange[];
  options: ExchangeOption[];
}

const exchanges = () => import('@vastra/contracts/routes/exchanges').then((m) => m.exchangesApi);

/**
 * An order's exchanges and the sizes each line may be exchanged for now (under the order's key).
 * Asked for at a delivered order's load: taken as its contract type with a shape check, not parsed
 * (lib/api-client.ts), so that no schema is built before the shopper's first tap.
 */
export const useOrderExchanges = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: ['orders', orderId, 'exchanges'],
    queryFn: ({ signal }) =>
      api<OrderExchanges>(`/orders/${encodeURIComponent(orderId)}/exchanges`, {
        signal,
        shape: (d) => {
          const x = d as Partial<OrderExchanges> | null;
          return Array.isArray(x?.exchanges) && Array.isArray(x?.options);
        },
        fallback: 'Failed to fetch the exchanges of this order.',
      }),
    enabled,
  });

/** `POST /orders/:id/exchange`: one delivered line for another size (reserved at once). */
export function useRequestExchange(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestExchangeBody) =>
      (
        await apiRouteOnCall(() => exchanges().then((e) => e.request), {
          params: { id: orderId },
          body,
          fallback: 'Failed to request the exchange.',
        })
      ).exchange,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
