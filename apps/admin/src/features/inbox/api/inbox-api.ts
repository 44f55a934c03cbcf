import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminMessageListResponseSchema,
  AdminMessageResponseSchema,
  AdminSubscriberListResponseSchema,
  type AdminMessageListInput,
  type MessageState,
} from '@vastra/contracts/admin/inbox';
import { api, apiBlob } from '@/lib/api-client';

const MESSAGES = ['admin', 'messages'] as const;

export const messagesQuery = (query: AdminMessageListInput) =>
  queryOptions({
    queryKey: [...MESSAGES, query],
    queryFn: ({ signal }) =>
      api('/admin/messages', {
        query: query as Record<string, string | number | undefined>,
        schema: AdminMessageListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useMessageState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: MessageState }) =>
      api(`/admin/messages/${id}`, {
        method: 'PATCH',
        body: { state },
        schema: AdminMessageResponseSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MESSAGES }),
  });
}

export const subscribersQuery = (query: { q?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', query],
    queryFn: ({ signal }) =>
      api('/admin/newsletter', {
        query,
        schema: AdminSubscriberListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Downloads every subscriber as `subscribers-YYYY-MM-DD.csv`. */
export async function downloadSubscribersCsv(): Promise<void> {
  const blob = await apiBlob('/admin/newsletter/export.csv');
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
