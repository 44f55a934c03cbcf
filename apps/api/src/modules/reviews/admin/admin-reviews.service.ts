import { paginationFor } from '@vastra/contracts/admin/paging';
import {
  AdminReviewMsg,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewListResponse,
} from '@vastra/contracts/admin/reviews';
import { FIT_ANSWERS, ReviewMsg, type FitAnswer, type ReviewSummary } from '@vastra/contracts';
import { Types } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import type { ReviewLean } from '../review.model';
import { recomputeProductRating } from '../reviews.service';
import {
  countReviews,
  findReview,
  findReviewsPage,
  latestReviews,
  setReviewHidden,
} from './admin-reviews.data';
import { productNames } from '../../catalog';

/**
 * Review moderation. Hiding keeps the review but takes it off the storefront's lists and out of
 * the product's rating; the rating is recomputed at once (a product write, so the catalogue's
 * cached answers are dropped like after any product change).
 */

function toAdminReview(r: ReviewLean, names: Map<string, string>): AdminReview {
  const m = r.moderation;
  return {
    _id: String(r._id),
    product: { _id: String(r.product), name: names.get(String(r.product)) ?? '(deleted product)' },
    rating: r.rating,
    fit: (FIT_ANSWERS as readonly unknown[]).includes(r.fit) ? (r.fit as FitAnswer) : null,
    comment: r.comment,
    userName: r.userName || 'Vastra Shopper',
    image: r.image ?? null,
    verified: r.verified,
    createdAt: new Date(r.createdAt).toISOString(),
    hidden: r.hidden === true,
    moderation: m?.at ? { reason: m.reason, by: m.by, at: m.at.toISOString() } : null,
  };
}

export async function toAdminReviews(rows: ReviewLean[]): Promise<AdminReview[]> {
  const ids = [...new Set(rows.map((r) => String(r.product)))].map((id) => new Types.ObjectId(id));
  const names = ids.length ? await productNames(ids) : new Map<string, string>();
  return rows.map((r) => toAdminReview(r, names));
}

export async function listAdminReviews(
  query: AdminReviewListQuery,
): Promise<Omit<AdminReviewListResponse, 'success'>> {
  const filter = {
    visibility: query.visibility,
    rating: query.rating,
    productId: query.productId,
    text: query.q,
  };
  const [rows, total] = await Promise.all([
    findReviewsPage(filter, (query.page - 1) * query.limit, query.limit),
    countReviews(filter),
  ]);
  return {
    data: await toAdminReviews(rows),
    pagination: paginationFor(query.page, query.limit, total),
  };
}

export async function recentReviews(limit: number): Promise<AdminReview[]> {
  return toAdminReviews(await latestReviews(limit));
}

export interface ModerationResult {
  review: AdminReview;
  rating: Pick<ReviewSummary, 'average' | 'count'>;
  message: string;
  before: { hidden: boolean };
}

export async function moderateReview(
  id: string,
  hidden: boolean,
  reason: string,
  staffName: string,
): Promise<ModerationResult> {
  const before = await findReview(id);
  if (!before) throw AppError.notFound(ReviewMsg.reviewNotFound);
  const after = await setReviewHidden(id, hidden, { reason, by: staffName, at: new Date() });
  if (!after) throw AppError.notFound(ReviewMsg.reviewNotFound);
  const summary = await recomputeProductRating(String(after.product));
  const [review] = await toAdminReviews([after]);
  if (!review) throw AppError.notFound(ReviewMsg.reviewNotFound);
  return {
    review,
    rating: { average: summary.average, count: summary.count },
    message: hidden ? AdminReviewMsg.hidden : AdminReviewMsg.unhidden,
    before: { hidden: before.hidden === true },
  };
}
