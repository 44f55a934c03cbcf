import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderListResponseSchema,
  AdminOrderResponseSchema,
  AdminOrderTransitionResponseSchema,
  type AdminOrderListInput,
  type OrderDocument,
  type OrderTransitionInput,
} from '@vastra/contracts/admin/orders';
import { AdminOrderNoteResponseSchema } from '@vastra/contracts/admin/order-notes';
import { api, apiBlob, saveBlob } from '@/lib/api';
import { liveRefresh } from '@/lib/refresh';

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
    ...liveRefresh,
  });

/**
 * How many orders matching the list's filters were placed after `since` (the list's "N new
 * orders"), asked again on the live pages' interval.
 */
export const newOrdersQuery = (query: AdminOrderListInput, since: string) => {
  const { page: _page, limit: _limit, ...filters } = query;
  const counted = { ...filters, placedAfter: since, page: 1, limit: 1 };
  return queryOptions({
    queryKey: [...ORDERS, 'new', counted],
    queryFn: async ({ signal }) =>
      (
        await api('/admin/orders', {
          query: counted as Record<string, string | number | undefined>,
          schema: AdminOrderListResponseSchema,
          signal,
        })
      ).pagination.total,
    ...liveRefresh,
  });
};

/** Downloads every order the list's filters match as `orders-YYYY-MM-DD.csv`. */
export async function downloadOrdersCsv(query: AdminOrderListInput): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const blob = await apiBlob('/admin/exports/orders.csv', {
    query: filters as Record<string, string | number | undefined>,
  });
  saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}

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

/** Adds a staff note (no state change); the order is read again to show it. */
export function useAddOrderNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ text, visible }: { text: string; visible: boolean }) =>
      api(`/admin/orders/${id}/notes`, {
        method: 'POST',
        body: { text, ...(visible ? { visibleToCustomer: true } : {}) },
        schema: AdminOrderNoteResponseSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderQuery(id).queryKey }),
  });
}

/** Opens the order's packing slip or invoice (fetched with the staff token) in a new tab. */
export async function openOrderDocument(id: string, document: OrderDocument): Promise<void> {
  const blob = await apiBlob(`/admin/orders/${id}/${document}.pdf`);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
