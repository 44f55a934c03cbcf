import type { RequestExchangeBody } from '@vastra/contracts/exchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRouteOnCall } from '@/lib/api-client';

const exchanges = () => import('@vastra/contracts/routes/exchanges').then((m) => m.exchangesApi);

/** An order's exchanges and the sizes each line may be exchanged for now (under the order's key). */
export const useOrderExchanges = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: ['orders', orderId, 'exchanges'],
    queryFn: () =>
      apiRouteOnCall(() => exchanges().then((e) => e.ofOrder), {
        params: { id: orderId },
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
