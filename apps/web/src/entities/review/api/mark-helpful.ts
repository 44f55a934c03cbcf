import { type HelpfulVoteResponse } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@vastra/ui/toast';
import { reviewsQueryKey } from './list-reviews';

const HELPFUL_VOTE_FAILED = 'Could not record your vote. Please try again.';

/** `POST /reviews/{id}/helpful`: one vote per signed-in user. */
async function markHelpful(reviewId: string): Promise<HelpfulVoteResponse> {
  return api(`/reviews/${encodeURIComponent(reviewId)}/helpful`, {
    method: 'POST',
    schema: () => import('@vastra/contracts/reviews').then((m) => m.HelpfulVoteResponseSchema),
    fallback: HELPFUL_VOTE_FAILED,
  });
}

/** Votes, then refreshes that product's review lists (counts and the reader's vote). */
export function useMarkHelpful(productId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markHelpful,
    onSuccess: (res) => toast.success(res.message),
    onError: (err) => toast.error(errorMessage(err, HELPFUL_VOTE_FAILED)),
    onSettled: () => qc.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  });
}
