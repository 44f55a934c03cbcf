import type { RequestExchangeBody } from '@vastra/contracts/exchange';
import { exchangesApi } from '@vastra/contracts/routes/exchanges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';

/** An order's exchanges and the sizes each line may be exchanged for now (under the order's key). */
export const useOrderExchanges = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: ['orders', orderId, 'exchanges'],
    queryFn: () =>
      apiRoute(exchangesApi.ofOrder, {
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
        await apiRoute(exchangesApi.request, {
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
