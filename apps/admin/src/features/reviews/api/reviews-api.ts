import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  type AdminReviewListInput,
} from '@vastra/contracts/admin/reviews';
import { api } from '@/lib/api';

const REVIEWS = ['admin', 'reviews'] as const;

export const reviewsQuery = (query: AdminReviewListInput) =>
  queryOptions({
    queryKey: [...REVIEWS, query],
    queryFn: ({ signal }) =>
      api('/admin/reviews', {
        query: query as Record<string, string | number | undefined>,
        schema: AdminReviewListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Hide (reason required) or show again (reason optional); answers the product's new rating. */
export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide, reason }: { id: string; hide: boolean; reason: string }) =>
      api(`/admin/reviews/${id}/${hide ? 'hide' : 'unhide'}`, {
        method: 'POST',
        body: { reason },
        schema: AdminReviewResponseSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REVIEWS }),
  });
}
