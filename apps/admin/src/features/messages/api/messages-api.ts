import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminMessageListResponseSchema,
  AdminMessageResponseSchema,
  type AdminMessageListInput,
  type MessageState,
} from '@vastra/contracts/admin/inbox';
import { api } from '@/lib/api';

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
