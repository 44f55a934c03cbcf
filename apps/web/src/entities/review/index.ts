export { createReview, useCreateReview, type CreateReviewInput } from './api/create-review';
export {
  getUserReview,
  useUserReview,
  userReviewQueryKey,
  userReviewQueryOptions,
} from './api/user-review';
export {
  getReviewsByOrder,
  reviewsByOrderQueryKey,
  reviewsByOrderQueryOptions,
  useReviewsByOrder,
} from './api/reviews-by-order';
