import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ManualRefundListResponseSchema,
  MarkRefundPaidResponseSchema,
  type ManualRefundListInput,
} from '@vastra/contracts/admin/refunds';
import { api } from '@/lib/api';

const REFUNDS = ['admin', 'refunds'] as const;

export const refundsQuery = (query: ManualRefundListInput) =>
  queryOptions({
    queryKey: [...REFUNDS, query],
    queryFn: ({ signal }) =>
      api('/admin/refunds', {
        query: query as Record<string, string | number | undefined>,
        schema: ManualRefundListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Records a refund paid by hand; the list, the order and the dashboard's count refresh. */
export function useMarkRefundPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reference }: { orderId: string; reference: string }) =>
      api(`/admin/refunds/${orderId}/paid`, {
        method: 'POST',
        body: { reference },
        schema: MarkRefundPaidResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: REFUNDS }),
        qc.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
