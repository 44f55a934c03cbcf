import { Types } from 'mongoose';
import { ReviewModel, type ReviewLean } from '../review.model';

/** A shopper's reviews, hidden ones included, newest first (at most `limit`). */
export function reviewsOfUser(userId: string, limit: number) {
  return ReviewModel.find({ user: new Types.ObjectId(userId) }, { helpfulVoters: 0 })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean<ReviewLean[]>();
}
