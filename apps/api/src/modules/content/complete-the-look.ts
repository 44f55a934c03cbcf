import {
  COMPLEMENTARY_SUBCATEGORIES,
  COMPLETE_THE_LOOK_MAX,
  Msg,
  type CompleteTheLookResponse,
} from '@vastra/contracts';
import type { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import {
  listedInSubcategories,
  listedPlacement,
  listedSummariesInOrder,
  toProductSummary,
} from '../catalog';
import { InfluencerModel, InfluencerProductModel } from './content.model';

type Ref = { _id: Types.ObjectId };

/**
 * The products of every look in the lookbook styles that wear `productId` (a look wears it when
 * the product is among the look's products), in the styles' and looks' order.
 */
async function styleMates(productId: string): Promise<Types.ObjectId[]> {
  const wearing = await InfluencerProductModel.find(
    { products: productId },
    { influencer: 1 },
  ).lean<{ influencer: Types.ObjectId }[]>();
  if (wearing.length === 0) return [];
  const wearers = await InfluencerModel.find(
    { _id: { $in: wearing.map((l) => l.influencer) } },
    { style: 1 },
  ).lean<{ style: Types.ObjectId }[]>();
  const influencers = await InfluencerModel.find(
    { style: { $in: wearers.map((i) => i.style) } },
    { _id: 1 },
  )
    .sort({ position: 1, _id: 1 })
    .lean<Ref[]>();
  const looks = await InfluencerProductModel.find(
    { influencer: { $in: influencers.map((i) => i._id) } },
    { products: 1 },
  )
    .sort({ position: 1, _id: 1 })
    .lean<{ products: Types.ObjectId[] }[]>();
  return looks.flatMap((l) => l.products);
}

/**
 * "Complete the look": what the product's lookbook styles pair it with, or, for a product no style
 * wears (or whose style mates are all off sale), products from the subcategories that go with its
 * own. 404 for a product not on sale.
 */
export async function completeTheLook(productId: string): Promise<CompleteTheLookResponse> {
  const placement = await listedPlacement(productId);
  if (!placement) throw AppError.notFound(Msg.productNotFound);
  const mates = await listedSummariesInOrder(
    await styleMates(productId),
    productId,
    COMPLETE_THE_LOOK_MAX,
  );
  if (mates.length > 0) {
    return { success: true, from: 'look', products: mates.map(toProductSummary) };
  }
  const goesWith = COMPLEMENTARY_SUBCATEGORIES[placement.subcategorySlug] ?? [];
  const complements = await listedInSubcategories(
    placement.category,
    goesWith,
    productId,
    COMPLETE_THE_LOOK_MAX,
  );
  return { success: true, from: 'complementary', products: complements.map(toProductSummary) };
}
