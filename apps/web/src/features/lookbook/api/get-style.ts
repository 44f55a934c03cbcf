import { Msg, StyleResponseSchema, type Style } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /styles/{id}`: one style with its influencers. */
async function getStyle(id: string, signal?: AbortSignal): Promise<Style> {
  const res = await api(`/styles/${encodeURIComponent(id)}`, {
    schema: StyleResponseSchema,
    signal,
    fallback: Msg.stylesFailed,
  });
  return res.data;
}

export const styleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['styles', id] as const,
    queryFn: ({ signal }) => getStyle(id, signal),
    staleTime: 10 * 60_000,
  });

export function useStyle(id: string | undefined) {
  return useQuery({ ...styleQueryOptions(id ?? ''), enabled: Boolean(id) });
}
