import { Msg, type Banner } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /banner`: slider banners, read under `banners`. */
async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const res = await api('/banner', {
    schema: () => import('@vastra/contracts/content').then((m) => m.BannersResponseSchema),
    signal,
    fallback: Msg.bannersFailed,
  });
  return res.banners;
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners'] as const,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
