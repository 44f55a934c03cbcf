import {
  CreateReviewResponseSchema,
  Msg,
  REVIEW_IMAGE_FIELD,
  type FitAnswer,
  type Review,
} from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@/entities/catalog/api/get-product';
import { api } from '@/lib/api-client';
import { reviewsByOrderQueryKey } from './reviews-by-order';
import { userReviewQueryKey } from './user-review';

interface CreateReviewInput {
  productId: string;
  orderId: string;
  rating: number;
  text: string;
  /** Runs small / true to size / runs large; absent when the shopper did not say. */
  fit?: FitAnswer;
  image?: File | null;
}

/** `POST /reviews/create` as multipart: productId, orderId, rating, text, optional fit and image. */
async function createReview(input: CreateReviewInput): Promise<Review> {
  const form = new FormData();
  form.set('productId', input.productId);
  form.set('orderId', input.orderId);
  form.set('rating', String(input.rating));
  form.set('text', input.text);
  if (input.fit) form.set('fit', input.fit);
  if (input.image) form.set(REVIEW_IMAGE_FIELD, input.image);
  const res = await api('/reviews/create', {
    method: 'POST',
    form,
    schema: CreateReviewResponseSchema,
    fallback: Msg.reviewSubmitFailed,
  });
  return res.data;
}

/**
 * Submits a review, then refetches the user's review and the order's review states (the product
 * page's list, under `['reviews', productId]`, is refreshed too, and so is the product itself, whose
 * rating and review count the server has just recomputed).
 */
export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (review, input) => {
      qc.setQueryData(userReviewQueryKey(input.productId), review);
      await Promise.all([
        qc.invalidateQueries({ queryKey: userReviewQueryKey(input.productId) }),
        qc.invalidateQueries({ queryKey: reviewsByOrderQueryKey(input.orderId) }),
        qc.invalidateQueries({ queryKey: ['orders'] }),
        qc.invalidateQueries({ queryKey: ['reviews', input.productId] }),
        qc.invalidateQueries({ queryKey: productQueryOptions(input.productId).queryKey }),
      ]);
    },
  });
}
