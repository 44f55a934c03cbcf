import {
  hasArrived,
  LifecycleMsg,
  Msg,
  ReviewMsg,
  type CreateReviewBody,
  type OrderReviewStatus,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewSort,
  type ReviewSummary,
} from '@vastra/contracts';
import { Types, type SortOrder } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { AppError } from '../../lib/app-error';
import { productExists, setProductRating } from '../catalog';
import { findOrderFor } from '../orders';
import { accountName } from '../users';
import { processReviewImage, type ReviewImageStore } from '../../lib/photos';
import { fitCounts } from './review-fit';
import { ReviewModel, toReviewDto, VISIBLE_REVIEWS, type ReviewLean } from './review.model';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { oid } from '../../lib/ids';

export interface ReviewsServiceDeps {
  images: ReviewImageStore;
  logger: Logger;
}

const SORTS: Record<ReviewSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  highest: { rating: -1, createdAt: -1, _id: -1 },
  lowest: { rating: 1, createdAt: -1, _id: -1 },
  helpful: { helpful: -1, createdAt: -1, _id: -1 },
};

async function assertProductExists(productId: string): Promise<void> {
  if (!(await productExists(productId))) throw AppError.notFound(Msg.productNotFound);
}

/**
 * Rating summary over a product's visible reviews (hidden ones never count): count, one-decimal
 * mean, 1–5 distribution.
 */
export async function ratingSummary(productId: string): Promise<ReviewSummary> {
  const groups = await ReviewModel.aggregate<{ _id: number; n: number }>([
    { $match: { product: oid(productId), ...VISIBLE_REVIEWS } },
    { $group: { _id: '$rating', n: { $sum: 1 } } },
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const g of groups) {
    const key = String(g._id);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') {
      distribution[key] += g.n;
      count += g.n;
      sum += g._id * g.n;
    }
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

/**
 * Writes the product's `ratings` (one decimal) and `reviewCount` from its visible reviews. After
 * writing, the visible count is read again and, if a review was added, hidden or shown in between,
 * the summary is recomputed: whichever writer goes last has seen every change before it, so
 * concurrent changes cannot leave a stale summary. The product write bumps the catalogue version,
 * so cached catalogue answers show the new rating at once.
 */
export async function recomputeProductRating(productId: string): Promise<ReviewSummary> {
  for (let attempt = 0; ; attempt += 1) {
    const [summary, fit] = await Promise.all([ratingSummary(productId), fitCounts(productId)]);
    await setProductRating(productId, summary.average, summary.count, fit);
    const now = await ReviewModel.countDocuments({ product: productId, ...VISIBLE_REVIEWS });
    if (now === summary.count || attempt >= 9) return summary;
  }
}

export async function createReview(
  deps: ReviewsServiceDeps,
  userId: string,
  input: CreateReviewBody,
  image: Buffer | undefined,
): Promise<Review> {
  const order = await findOrderFor(input.orderId, userId);
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  if (!order.items.some((item) => String(item.productId) === input.productId)) {
    throw AppError.conflict(ReviewMsg.notPurchased, 'NOT_PURCHASED');
  }
  if (order.status === 'Cancelled')
    throw AppError.conflict(ReviewMsg.orderCancelled, 'NOT_PURCHASED');
  if (!hasArrived(order.status))
    throw AppError.conflict(LifecycleMsg.reviewNotDelivered, 'NOT_DELIVERED');
  await assertProductExists(input.productId);
  if (await ReviewModel.exists({ user: userId, product: input.productId })) {
    throw AppError.conflict(ReviewMsg.alreadyReviewed, 'ALREADY_REVIEWED');
  }
  const userName = await accountName(userId);
  if (userName === null) throw AppError.unauthorized();

  // Only an eligible review spends CPU on the photo; only a valid photo reaches the disk.
  const imageUrl = image ? await deps.images.save(await processReviewImage(image)) : null;
  let created: ReviewLean;
  try {
    const doc = await ReviewModel.create({
      user: userId,
      product: input.productId,
      order: input.orderId,
      rating: input.rating,
      comment: input.comment,
      fit: input.fit ?? null,
      image: imageUrl,
      verified: true,
      userName,
    });
    created = doc.toObject() as ReviewLean;
  } catch (err) {
    if (imageUrl) await deps.images.remove(imageUrl);
    if (isDuplicateKey(err)) throw AppError.conflict(ReviewMsg.alreadyReviewed, 'ALREADY_REVIEWED');
    throw err;
  }
  await recomputeProductRating(input.productId);
  deps.logger.info({ reviewId: String(created._id), productId: input.productId }, 'review created');
  return toReviewDto(created, userId);
}

export async function listReviews(
  productId: string,
  query: ReviewListQuery,
  viewerId: string | undefined,
): Promise<Omit<ReviewListResponse, 'success'>> {
  await assertProductExists(productId);
  const filter = {
    product: oid(productId),
    ...VISIBLE_REVIEWS,
    ...(query.rating ? { rating: query.rating } : {}),
  };
  const [rows, total, summary] = await Promise.all([
    ReviewModel.find(filter)
      .sort(SORTS[query.sort])
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<ReviewLean[]>(),
    ReviewModel.countDocuments(filter),
    ratingSummary(productId),
  ]);
  return {
    data: rows.map((r) => toReviewDto(r, viewerId)),
    summary,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

export async function myReview(userId: string, productId: string): Promise<Review | null> {
  const review = await ReviewModel.findOne({ user: userId, product: productId }).lean<ReviewLean>();
  return review ? toReviewDto(review, userId) : null;
}

export async function reviewsByOrder(
  userId: string,
  orderId: string,
): Promise<{ orderId: string; products: OrderReviewStatus[] }> {
  const order = await findOrderFor(orderId, userId);
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  const productIds = [...new Set(order.items.map((i) => String(i.productId)))];
  const reviews = await ReviewModel.find({ user: userId, product: { $in: productIds } }).lean<
    ReviewLean[]
  >();
  const byProduct = new Map(reviews.map((r) => [String(r.product), r]));
  return {
    orderId,
    products: productIds.map((productId) => {
      const review = byProduct.get(productId);
      return {
        productId,
        hasReviewed: Boolean(review),
        review: review ? toReviewDto(review, userId) : null,
      };
    }),
  };
}

/** One vote per user, added atomically with the count; voting again changes nothing. */
export async function voteHelpful(
  userId: string,
  reviewId: string,
): Promise<{ helpful: number; counted: boolean }> {
  const voter = oid(userId);
  const result = await ReviewModel.updateOne(
    { _id: reviewId, user: { $ne: voter }, helpfulVoters: { $ne: voter } },
    { $push: { helpfulVoters: voter }, $inc: { helpful: 1 } },
  );
  const review = await ReviewModel.findById(reviewId, { user: 1, helpful: 1 }).lean();
  if (!review) throw AppError.notFound(ReviewMsg.reviewNotFound);
  if (result.modifiedCount === 0 && String(review.user) === userId)
    throw AppError.forbidden(ReviewMsg.ownReviewVote);
  return { helpful: review.helpful, counted: result.modifiedCount === 1 };
}

/** Which of these products the shopper has reviewed. */
export async function reviewedProducts(userId: string, productIds: string[]): Promise<Set<string>> {
  const ids = productIds.filter((id) => Types.ObjectId.isValid(id));
  if (ids.length === 0) return new Set();
  const reviews = await ReviewModel.find(
    { user: userId, product: { $in: ids } },
    { product: 1 },
  ).lean();
  return new Set(reviews.map((r) => String(r.product)));
}
