export { useCreateReview } from './api/create-review';
export { useUserReview } from './api/user-review';
export { useReviewsByOrder } from './api/reviews-by-order';
