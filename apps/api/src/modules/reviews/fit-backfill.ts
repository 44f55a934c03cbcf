import { FIT_ANSWERS, type FitCounts } from '@vastra/contracts';
import type { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { setFitCounts } from '../catalog';
import { ReviewModel } from './review.model';

const isFitAnswer = (v: unknown): v is keyof FitCounts =>
  (FIT_ANSWERS as readonly unknown[]).includes(v);

/**
 * Stores on every reviewed product the fit counts its visible reviews give (the counts each review
 * change keeps up to date), so products reviewed before the counts existed show them too. Each
 * product's counts are computed from its reviews, never added to, so running it again writes the
 * same values. Answers the number of products written.
 */
export async function backfillFitCounts(logger?: Logger): Promise<number> {
  const reviewed = (await ReviewModel.distinct('product')) as Types.ObjectId[];
  const counts = new Map<string, FitCounts>(
    reviewed.map((id) => [String(id), { small: 0, true: 0, large: 0 }]),
  );
  const groups = await ReviewModel.aggregate<{
    _id: { product: Types.ObjectId; fit: unknown };
    n: number;
  }>([
    { $match: { hidden: { $ne: true } } }, // VISIBLE_REVIEWS, spelt out for the index check
    { $group: { _id: { product: '$product', fit: '$fit' }, n: { $sum: 1 } } },
  ]);
  for (const g of groups) {
    const entry = counts.get(String(g._id.product));
    if (entry && isFitAnswer(g._id.fit)) entry[g._id.fit] += g.n;
  }
  await setFitCounts(reviewed.map((id) => ({ id, fit: counts.get(String(id))! })));
  logger?.info({ products: reviewed.length }, 'fit counts stored');
  return reviewed.length;
}
