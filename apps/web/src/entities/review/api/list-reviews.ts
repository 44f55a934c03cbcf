import { Msg, type ReviewListResponse, type ReviewSort } from '@vastra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReviewListParams {
  /** 1–5; absent for every rating. */
  rating?: number;
  sort?: ReviewSort;
  page?: number;
  limit?: number;
}

/** `GET /reviews/{productId}?rating=&sort=&page=&limit=` → `data` (the page) + `summary` (all reviews). */
async function listReviews(
  productId: string,
  params: ReviewListParams = {},
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  return api(`/reviews/${encodeURIComponent(productId)}`, {
    query: { rating: params.rating, sort: params.sort, page: params.page, limit: params.limit },
    shape: (d) => Array.isArray((d as Partial<ReviewListResponse> | null)?.data),
    signal,
    fallback: Msg.reviewsLoadFailed,
  });
}

export const reviewsQueryKey = (productId: string) => ['reviews', productId] as const;

const reviewsQueryOptions = (productId: string, params: ReviewListParams = {}) =>
  queryOptions({
    queryKey: [...reviewsQueryKey(productId), params] as const,
    queryFn: ({ signal }) => listReviews(productId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useReviews(productId: string | undefined, params: ReviewListParams = {}) {
  return useQuery({ ...reviewsQueryOptions(productId ?? '', params), enabled: Boolean(productId) });
}
