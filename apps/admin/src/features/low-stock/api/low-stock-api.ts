import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LowStockResponseSchema,
  LowStockThresholdResponseSchema,
  ProductThresholdResponseSchema,
} from '@vastra/contracts/admin/low-stock';
import { api } from '@/lib/api';

const LOW_STOCK = ['admin', 'low-stock'] as const;

export const lowStockQuery = (query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...LOW_STOCK, query],
    queryFn: ({ signal }) =>
      api('/admin/low-stock', { query, schema: LowStockResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useSetShopThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ threshold, versionSeen }: { threshold: number; versionSeen: number }) =>
      api('/admin/low-stock/threshold', {
        method: 'PUT',
        body: { threshold, versionSeen },
        schema: LowStockThresholdResponseSchema,
      }),
    // A refusal (a colleague changed it meanwhile) shows their figure once the list is read again.
    onSettled: () => qc.invalidateQueries({ queryKey: LOW_STOCK }),
  });
}

export function useSetProductThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, threshold }: { id: string; threshold: number | null }) =>
      api(`/admin/low-stock/products/${id}`, {
        method: 'PUT',
        body: { threshold },
        schema: ProductThresholdResponseSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: LOW_STOCK }),
  });
}
