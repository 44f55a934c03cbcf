import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminCustomerActionResponseSchema,
  AdminCustomerListResponseSchema,
  AdminCustomerResponseSchema,
  type AdminCustomerListInput,
  type UpdateCustomerBody,
} from '@vastra/contracts/admin/customers';
import { api } from '@/lib/api';

const CUSTOMERS = ['admin', 'customers'] as const;

export const customersQuery = (query: AdminCustomerListInput) =>
  queryOptions({
    queryKey: [...CUSTOMERS, 'list', query],
    queryFn: ({ signal }) =>
      api('/admin/customers', {
        query: query as Record<string, string | number | undefined>,
        schema: AdminCustomerListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await api(`/admin/customers/${id}`, {
          schema: AdminCustomerResponseSchema,
          signal,
        })
      ).data,
  });

/** Cash on delivery off or on, block or unblock; the page shows the customer as answered. */
export function useUpdateCustomer(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      api(`/admin/customers/${id}`, {
        method: 'PATCH',
        body,
        schema: AdminCustomerActionResponseSchema,
      }),
    onSuccess: (res) => {
      qc.setQueryData(customerQuery(id).queryKey, res.data);
      return qc.invalidateQueries({ queryKey: [...CUSTOMERS, 'list'] });
    },
  });
}

export function useAddCustomerNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(`/admin/customers/${id}/notes`, {
        method: 'POST',
        body: { text },
        schema: AdminCustomerActionResponseSchema,
      }),
    onSuccess: (res) => qc.setQueryData(customerQuery(id).queryKey, res.data),
  });
}
