import { ReviewModel, VISIBLE_REVIEWS, type ReviewLean } from '../review.model';
import { escapeRegex } from '../../../lib/regex';

/** Data access for review moderation: every Mongo operator it needs, nothing else. */

export interface ReviewFilter {
  visibility: 'all' | 'visible' | 'hidden';
  rating?: number;
  productId?: string;
  /** Words in the comment or the reviewer's name (case-insensitive). */
  text?: string;
}

function toQuery(f: ReviewFilter): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.visibility === 'hidden') q.hidden = true;
  if (f.visibility === 'visible') Object.assign(q, VISIBLE_REVIEWS);
  if (f.rating) q.rating = f.rating;
  if (f.productId) q.product = f.productId;
  if (f.text) {
    const re = { $regex: escapeRegex(f.text), $options: 'i' };
    q.$or = [{ comment: re }, { userName: re }];
  }
  return q;
}

export function findReviewsPage(f: ReviewFilter, skip: number, limit: number) {
  return ReviewModel.find(toQuery(f), { helpfulVoters: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<ReviewLean[]>();
}

export function countReviews(f: ReviewFilter) {
  const q = toQuery(f);
  // No filter: the collection's own count instead of counting every review.
  return Object.keys(q).length
    ? ReviewModel.countDocuments(q)
    : ReviewModel.estimatedDocumentCount();
}

export function latestReviews(limit: number) {
  return ReviewModel.find({}, { helpfulVoters: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<ReviewLean[]>();
}

export function findReview(id: string) {
  return ReviewModel.findById(id, { helpfulVoters: 0 }).lean<ReviewLean>();
}

/** Hides or shows a review, recording why, by whom and when; the review after the change. */
export function setReviewHidden(
  id: string,
  hidden: boolean,
  moderation: { reason: string; by: string; at: Date },
) {
  return ReviewModel.findOneAndUpdate(
    { _id: id },
    { $set: { hidden, moderation } },
    { returnDocument: 'after', projection: { helpfulVoters: 0 } },
  ).lean<ReviewLean>();
}
