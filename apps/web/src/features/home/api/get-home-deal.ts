import { HomeDealResponseSchema, type HomeDeal } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /home-deal`: the deal of the week, its end and the listing "Shop the Deal" opens. */
async function getHomeDeal(signal?: AbortSignal): Promise<HomeDeal> {
  const res = await api('/home-deal', { schema: HomeDealResponseSchema, signal });
  return res.data;
}

export const homeDealQueryOptions = () =>
  queryOptions({
    queryKey: ['home-deal'] as const,
    queryFn: ({ signal }) => getHomeDeal(signal),
    staleTime: 5 * 60_000,
  });

export function useHomeDeal() {
  return useQuery(homeDealQueryOptions());
}
