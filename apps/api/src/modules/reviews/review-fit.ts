import type { FitCounts } from '@vastra/contracts';
import { oid } from '../../lib/ids';
import { ReviewModel, VISIBLE_REVIEWS } from './review.model';

/** How many of a product's visible reviews gave each fit answer (hidden ones never count). */
export async function fitCounts(productId: string): Promise<FitCounts> {
  const groups = await ReviewModel.aggregate<{ _id: unknown; n: number }>([
    { $match: { product: oid(productId), ...VISIBLE_REVIEWS } },
    { $group: { _id: '$fit', n: { $sum: 1 } } },
  ]);
  const counts: FitCounts = { small: 0, true: 0, large: 0 };
  for (const g of groups) {
    if (g._id === 'small' || g._id === 'true' || g._id === 'large') counts[g._id] += g.n;
  }
  return counts;
}
