import { z } from 'zod';
import { ObjectIdSchema, PaginationQuerySchema, PaginationSchema, successBody } from './common';
import { FIT_ANSWERS, reviewFitField } from './review-fit';

/**
 * Reviews contracts. Reviews are written from a
 * purchase (multipart, optional photo), listed per product with a rating summary, and voted
 * helpful once per user.
 */

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
export const REVIEW_DEFAULT_RATING = 5;
export const REVIEW_MAX_TEXT = 2000;
/** Upload cap for a review photo, bytes. */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos are re-encoded to WebP at most this wide. */
export const REVIEW_IMAGE_MAX_WIDTH = 1600;
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field carrying the photo. */
export const REVIEW_IMAGE_FIELD = 'image';

/** The reviews domain's own API messages; the review screens' shared ones are in `Msg`. */
export const ReviewMsg = {
  ratingRequired: 'Rating is required.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  textRequired: 'Review text is required.',
  textTooLong: 'Review text must be at most 2,000 characters.',
  notPurchased: 'You can only review products you have purchased in this order.',
  orderCancelled: 'You cannot review a product from a cancelled order.',
  alreadyReviewed: 'You have already reviewed this product.',
  imageTooLarge: 'The image is too large. The maximum size is 5 MB.',
  imageType: 'Only JPEG, PNG or WebP images are allowed.',
  imageUnreadable: 'The image could not be read. Please upload a valid JPEG, PNG or WebP photo.',
  imageDimensions: 'The image dimensions are too large. Please upload a smaller photo.',
  oneImageOnly: 'Only one image can be attached, in the "image" field.',
  reviewNotFound: 'Review not found.',
  ownReviewVote: 'You cannot mark your own review as helpful.',
  votedHelpful: 'Thanks for your feedback!',
  alreadyVoted: 'You have already marked this review as helpful.',
  sortInvalid: 'Sort must be one of newest, oldest, highest, lowest or helpful.',
} as const;

// ---------- Shapes ----------
export const ReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** Only in the author's own answers: public listings never say which order a reviewer placed. */
  orderId: z.string().optional(),
  rating: z.number().int().min(REVIEW_MIN_RATING).max(REVIEW_MAX_RATING),
  comment: z.string(),
  user: z.object({ name: z.string() }),
  /** ISO date the review was written (also as createdAt). */
  date: z.string(),
  createdAt: z.string(),
  verified: z.boolean(),
  helpful: z.number().int(),
  /** Whether the signed-in reader has marked it helpful (false for visitors). */
  votedHelpful: z.boolean(),
  /** `/uploads/<random>.webp` (served by the API), or null. */
  image: z.string().nullable(),
  /** The reviewer's answer on fit, when given. */
  fit: z.enum(FIT_ANSWERS).optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

const RATING_KEYS = ['1', '2', '3', '4', '5'] as const;
export const RatingDistributionSchema = z.object(
  Object.fromEntries(RATING_KEYS.map((k) => [k, z.number().int()])) as Record<
    (typeof RATING_KEYS)[number],
    z.ZodNumber
  >,
);

export const ReviewSummarySchema = z.object({
  /** Mean rating, one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: RatingDistributionSchema,
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

// ---------- GET /reviews/:productId ----------
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const ReviewProductParamsSchema = z.object({ productId: ObjectIdSchema });

const ratingFilter = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.coerce
    .number({ error: ReviewMsg.ratingRange })
    .int({ error: ReviewMsg.ratingRange })
    .min(REVIEW_MIN_RATING, { error: ReviewMsg.ratingRange })
    .max(REVIEW_MAX_RATING, { error: ReviewMsg.ratingRange })
    .optional(),
);

export const ReviewListQuerySchema = PaginationQuerySchema.extend({
  /** 1–5, or `all`/absent for every rating. */
  rating: ratingFilter,
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REVIEW_SORTS, { error: ReviewMsg.sortInvalid }).default('newest'),
  ),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewListResponseSchema = successBody({
  data: z.array(ReviewSchema),
  /** Over all of the product's reviews (ignores the rating filter). */
  summary: ReviewSummarySchema,
  pagination: PaginationSchema,
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

// ---------- GET /reviews/user/:productId, GET /review/user/:productId ----------
export const UserReviewResponseSchema = successBody({ data: ReviewSchema.nullable() });

// ---------- GET /review/byOrder/:orderId ----------
export const ReviewOrderParamsSchema = z.object({ orderId: ObjectIdSchema });

export const OrderReviewStatusSchema = z.object({
  productId: z.string(),
  hasReviewed: z.boolean(),
  /** The user's review of this product, when there is one. */
  review: ReviewSchema.nullable(),
});
export type OrderReviewStatus = z.infer<typeof OrderReviewStatusSchema>;

export const ReviewsByOrderResponseSchema = successBody({
  data: z.object({ orderId: z.string(), products: z.array(OrderReviewStatusSchema) }),
});
export type ReviewsByOrderResponse = z.infer<typeof ReviewsByOrderResponseSchema>;

// ---------- POST /reviews/create (multipart) ----------
const reviewText = z
  .string({ error: ReviewMsg.textRequired })
  .trim()
  .min(1, { error: ReviewMsg.textRequired })
  .max(REVIEW_MAX_TEXT, { error: ReviewMsg.textTooLong });

/** 1–5 stars, also written as text ('4'): the multipart field and the review form's select. */
const reviewRating = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined
      ? undefined
      : typeof v === 'string'
        ? Number(v.trim())
        : v,
  z
    .number({
      error: (iss) => (iss.input === undefined ? ReviewMsg.ratingRequired : ReviewMsg.ratingRange),
    })
    .int({ error: ReviewMsg.ratingRange })
    .min(REVIEW_MIN_RATING, { error: ReviewMsg.ratingRange })
    .max(REVIEW_MAX_RATING, { error: ReviewMsg.ratingRange }),
);

/** The review form's own fields (the product, order and photo come from elsewhere). */
export const ReviewFormSchema = z.object({
  rating: reviewRating,
  text: reviewText,
  fit: reviewFitField,
});

/**
 * The multipart text fields. The review text may arrive as `text`, `message` or `comment`
 * (first non-empty wins) and comes out as `comment`. An `image` text field (e.g. `N/A`) means
 * no photo and is dropped; the photo itself is the `image` file part.
 */
export const CreateReviewBodySchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const body = raw as Record<string, unknown>;
    const pick = [body.text, body.message, body.comment].find(
      (v) => typeof v === 'string' && v.trim() !== '',
    );
    return {
      productId: body.productId,
      orderId: body.orderId,
      rating: body.rating,
      comment: pick ?? body.text ?? body.message ?? body.comment,
      fit: body.fit,
    };
  },
  z.object({
    productId: ObjectIdSchema,
    orderId: ObjectIdSchema,
    rating: reviewRating,
    comment: reviewText,
    fit: reviewFitField,
  }),
);
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const CreateReviewResponseSchema = successBody({ message: z.string(), data: ReviewSchema });

// ---------- POST /reviews/:id/helpful ----------
export const ReviewIdParamsSchema = z.object({ id: ObjectIdSchema });
export const HelpfulVoteResponseSchema = successBody({
  message: z.string(),
  data: z.object({ _id: z.string(), helpful: z.number().int(), votedHelpful: z.literal(true) }),
});
export type HelpfulVoteResponse = z.infer<typeof HelpfulVoteResponseSchema>;
