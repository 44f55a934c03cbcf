import { UserReviewResponseSchema, type Review } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `['reviews', 'mine', productId]`: the signed-in user's review of a product, or null. */
export const userReviewQueryKey = (productId: string) => ['reviews', 'mine', productId] as const;

async function getUserReview(productId: string, signal?: AbortSignal): Promise<Review | null> {
  const res = await api(`/review/user/${encodeURIComponent(productId)}`, {
    schema: UserReviewResponseSchema,
    signal,
  });
  return res.data;
}

const userReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: userReviewQueryKey(productId),
    queryFn: ({ signal }) => getUserReview(productId, signal),
  });

/** Failures are only logged; the caller falls back to what the order says. */
export function useUserReview(productId: string | undefined) {
  const { isLoggedIn } = useSession();
  return useQuery({
    ...userReviewQueryOptions(productId ?? ''),
    enabled: isLoggedIn && Boolean(productId),
    throwOnError: false,
  });
}
