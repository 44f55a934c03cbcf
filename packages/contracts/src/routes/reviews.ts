import {
  CreateReviewBodySchema,
  CreateReviewResponseSchema,
  HelpfulVoteResponseSchema,
  REVIEW_IMAGE_FIELD,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewOrderParamsSchema,
  ReviewProductParamsSchema,
  ReviewsByOrderResponseSchema,
  UserReviewResponseSchema,
} from '../reviews';
import { defineRoute } from './define';

const mine = {
  auth: 'shopper',
  params: ReviewProductParamsSchema,
  response: UserReviewResponseSchema,
} as const;

/** Product reviews: listed publicly, written from a delivered order, voted helpful. */
export const reviewsApi = {
  create: defineRoute({
    method: 'post',
    path: '/api/reviews/create',
    summary: 'Review a delivered product (JSON or multipart with one photo)',
    auth: 'shopper',
    errors: [403, 404, 409, 429],
    body: CreateReviewBodySchema,
    files: { field: REVIEW_IMAGE_FIELD, maxCount: 1 },
    response: CreateReviewResponseSchema,
    status: 201,
  }),
  mine: defineRoute({
    method: 'get',
    path: '/api/reviews/user/:productId',
    summary: 'The shopper’s own review of a product (null when none)',
    ...mine,
  }),
  mineAlias: defineRoute({
    method: 'get',
    path: '/api/review/user/:productId',
    summary: 'The shopper’s own review of a product (older path)',
    ...mine,
  }),
  byOrder: defineRoute({
    method: 'get',
    path: '/api/review/byOrder/:orderId',
    summary: 'The shopper’s reviews of an order’s products',
    auth: 'shopper',
    params: ReviewOrderParamsSchema,
    response: ReviewsByOrderResponseSchema,
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/reviews/:productId',
    summary: 'A product’s reviews and rating summary (a valid token adds the shopper’s votes)',
    auth: 'optional',
    params: ReviewProductParamsSchema,
    query: ReviewListQuerySchema,
    response: ReviewListResponseSchema,
  }),
  helpful: defineRoute({
    method: 'post',
    path: '/api/reviews/:id/helpful',
    summary: 'Vote a review helpful (once per shopper)',
    auth: 'shopper',
    errors: [403, 409, 429],
    params: ReviewIdParamsSchema,
    response: HelpfulVoteResponseSchema,
  }),
} as const;
