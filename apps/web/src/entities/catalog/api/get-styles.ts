import { Msg, type Style } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /styles`: lookbook styles, read as `data`. */
async function getStyles(signal?: AbortSignal): Promise<Style[]> {
  const res = await api('/styles', {
    schema: () => import('@vastra/contracts/content').then((m) => m.StylesResponseSchema),
    signal,
    fallback: Msg.stylesFailed,
  });
  return res.data;
}

export const stylesQueryOptions = () =>
  queryOptions({
    queryKey: ['styles'] as const,
    queryFn: ({ signal }) => getStyles(signal),
    staleTime: 10 * 60_000,
  });

export function useStyles() {
  return useQuery(stylesQueryOptions());
}
