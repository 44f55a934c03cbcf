import { FIT_ANSWERS, type FitAnswer, type Review as ReviewDto } from '@vastra/contracts';
import mongoose, {
  Schema,
  type HydratedDocument,
  type InferSchemaType,
  type Types,
} from 'mongoose';

/**
 * Product reviews. One per user and product (unique index). `userName` is denormalised so
 * listings need no join. `image` is the stored file's URL (`/uploads/<random>.webp`) or null.
 * `helpfulVoters` holds the users who marked the review helpful; `helpful` is its length,
 * kept in step by the single atomic update that adds a voter.
 */
const reviewSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    order: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    comment: { type: String, required: true, trim: true, maxlength: 2000 },
    image: { type: String, default: null },
    verified: { type: Boolean, default: false },
    helpful: { type: Number, default: 0, min: 0 },
    helpfulVoters: { type: [Schema.Types.ObjectId], default: [] },
    userName: { type: String, default: '' },
    /** The reviewer's fit answer (`small`, `true`, `large`), or null when not given. */
    fit: { type: String, enum: [...FIT_ANSWERS, null], default: null },
    /** Hidden by staff: kept, but off the storefront and out of the product's rating. */
    hidden: { type: Boolean, default: false },
    /** The last hide or unhide: why, by whom (staff name or e-mail), when. */
    moderation: {
      type: new Schema(
        { reason: { type: String, default: '' }, by: { type: String, default: '' }, at: Date },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true },
);

/** Reviews the storefront shows and counts (documents written before moderation existed included). */
export const VISIBLE_REVIEWS = { hidden: { $ne: true } } as const;

reviewSchema.index({ user: 1, product: 1 }, { unique: true });
// A product's visible reviews (`hidden` is a `$ne`, tested on the keys after the sort), in each
// order the storefront offers with its `createdAt, _id` tie-breaks: newest/oldest, highest,
// lowest, most helpful. The first also counts them; the rating ones also serve one-rating filters
// and the rating summary.
reviewSchema.index({ product: 1, createdAt: -1, _id: -1, hidden: 1 });
reviewSchema.index({ product: 1, rating: -1, createdAt: -1, _id: -1, hidden: 1 });
reviewSchema.index({ product: 1, rating: 1, createdAt: -1, _id: -1, hidden: 1 });
reviewSchema.index({ product: 1, helpful: -1, createdAt: -1, _id: -1, hidden: 1 });
reviewSchema.index({ order: 1, user: 1 });
// The back office's moderation list (newest first): all or visible ones, hidden ones, one rating.
reviewSchema.index({ createdAt: -1, _id: -1, hidden: 1 });
reviewSchema.index({ hidden: 1, createdAt: -1, _id: -1 });
reviewSchema.index({ rating: 1, createdAt: -1, _id: -1 });

export type Review = InferSchemaType<typeof reviewSchema>;
export type ReviewDoc = HydratedDocument<Review>;
export const ReviewModel = mongoose.model('Review', reviewSchema);

/** Plain shape of a stored review as read with `.lean()`. */
export type ReviewLean = Review & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** Shown when a review's author name is missing. */
const FALLBACK_NAME = 'Vastra Shopper';

/**
 * The API shape of a review; `viewerId` decides `votedHelpful`, and only the author is told the
 * review's order. Never exposes the voters.
 */
export function toReviewDto(review: ReviewLean, viewerId?: string): ReviewDto {
  const created = new Date(review.createdAt).toISOString();
  return {
    _id: String(review._id),
    productId: String(review.product),
    ...(viewerId !== undefined && String(review.user) === viewerId
      ? { orderId: String(review.order) }
      : {}),
    rating: review.rating,
    comment: review.comment,
    user: { name: review.userName || FALLBACK_NAME },
    date: created,
    createdAt: created,
    verified: review.verified,
    helpful: review.helpful,
    votedHelpful: viewerId ? review.helpfulVoters.some((v) => String(v) === viewerId) : false,
    image: review.image ?? null,
    ...(review.fit ? { fit: review.fit as FitAnswer } : {}),
  };
}
