import { InfluencerProductResponseSchema, Msg, type InfluencerProduct } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /influencer-products/{id}` → `data` {image, _id, productDetails}. */
async function getInfluencerProduct(id: string, signal?: AbortSignal): Promise<InfluencerProduct> {
  const res = await api(`/influencer-products/${encodeURIComponent(id)}`, {
    schema: InfluencerProductResponseSchema,
    signal,
    fallback: Msg.noProductData,
  });
  return res.data;
}

export const influencerProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['influencer-products', id] as const,
    queryFn: ({ signal }) => getInfluencerProduct(id, signal),
  });

export function useInfluencerProduct(id: string | undefined) {
  return useQuery({ ...influencerProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}
