import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderListResponseSchema,
  AdminOrderResponseSchema,
  AdminOrderTransitionResponseSchema,
  type AdminOrderListInput,
  type OrderDocument,
  type OrderTransitionInput,
} from '@vastra/contracts/admin/orders';
import { api, apiBlob } from '@/lib/api';

/** Every admin order query key starts here; an applied action refreshes them all. */
const ORDERS = ['admin', 'orders'] as const;

export const ordersListQuery = (query: AdminOrderListInput) =>
  queryOptions({
    queryKey: [...ORDERS, 'list', query],
    queryFn: ({ signal }) =>
      api('/admin/orders', {
        query: query as Record<string, string | number | undefined>,
        schema: AdminOrderListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS, 'one', id],
    queryFn: async ({ signal }) =>
      (await api(`/admin/orders/${id}`, { schema: AdminOrderResponseSchema, signal })).data,
  });

export function useOrderTransition(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderTransitionInput) =>
      api(`/admin/orders/${id}/transitions`, {
        method: 'POST',
        body,
        schema: AdminOrderTransitionResponseSchema,
      }),
    onSuccess: (res) => {
      qc.setQueryData(orderQuery(id).queryKey, res.data);
      return qc.invalidateQueries({ queryKey: [...ORDERS, 'list'] });
    },
  });
}

/** Opens the order's packing slip or invoice (fetched with the staff token) in a new tab. */
export async function openOrderDocument(id: string, document: OrderDocument): Promise<void> {
  const blob = await apiBlob(`/admin/orders/${id}/${document}.pdf`);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
