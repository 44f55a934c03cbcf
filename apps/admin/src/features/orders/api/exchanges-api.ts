import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminExchangeActionResponseSchema,
  AdminExchangeListResponseSchema,
  type ExchangeActionBody,
} from '@vastra/contracts/exchange';
import { api } from '@/lib/api';

const EXCHANGES = ['admin', 'exchanges'] as const;

/** An order's exchange requests (newest first). */
export const orderExchangesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...EXCHANGES, 'order', orderId],
    queryFn: async ({ signal }) =>
      (
        await api('/admin/exchanges', {
          query: { orderId },
          schema: AdminExchangeListResponseSchema,
          signal,
        })
      ).data,
  });

/** The exchanges list: newest first, by state (`''`: all), a page at a time. */
export const exchangesListQuery = (q: { status: string; page: number; limit: number }) =>
  queryOptions({
    queryKey: [...EXCHANGES, 'list', q],
    queryFn: async ({ signal }) =>
      api('/admin/exchanges', {
        query: { ...q, status: q.status || undefined },
        schema: AdminExchangeListResponseSchema,
        signal,
      }),
  });

/** A staff action on one exchange; every exchange query is read again after it. */
export function useExchangeAction(exchangeId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeActionBody) =>
      api(`/admin/exchanges/${exchangeId}/actions`, {
        method: 'POST',
        body,
        schema: AdminExchangeActionResponseSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: EXCHANGES }),
  });
}
