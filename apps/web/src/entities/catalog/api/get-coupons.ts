import type { Coupon } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /coupons`: currently valid coupons; the home banner shows the first. */
async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  // The banner sits on the home page's first paint path: its schema (zod) loads with the request.
  const res = await api('/coupons', {
    schema: () => import('@vastra/contracts/coupons').then((m) => m.CouponsResponseSchema),
    signal,
  });
  return res.coupons;
}

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: ['coupons'] as const,
    queryFn: ({ signal }) => getCoupons(signal),
    staleTime: 10 * 60_000,
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
