import {
  SizeChartMsg,
  type CategorySizeChartResponse,
  type SizeChart,
} from '@vastra/contracts/size-chart';
import type { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { oid } from '../../lib/ids';
import { CategoryModel } from './category.model';
import { SizeChartModel, type SizeChartLean } from './size-chart.model';

/** The stored chart as the contracts read it, or null when it has no rows or no columns. */
export function chartOf(doc: SizeChartLean | null): SizeChart | null {
  if (!doc || doc.rows.length === 0 || doc.measurements.length === 0) return null;
  return {
    measurements: doc.measurements as SizeChart['measurements'],
    rows: doc.rows.map((r) => ({ size: r.size, inches: [...r.inches] })),
    howToMeasure: doc.howToMeasure ?? '',
  };
}

type Id = Types.ObjectId | string;

/**
 * The shop's own chart that applies to products of `category` (and `subcategory`): the
 * subcategory's own when it has one, else the category's own; null when neither has one (the
 * default chart of each garment kind applies). The one rule the product page's flag, the
 * storefront's size guide and the back office's "Uses …'s chart" all follow.
 */
export async function sizeChartThatApplies(
  category: Id,
  subcategory?: Id | null,
): Promise<{ chart: SizeChart; subcategory: Types.ObjectId | null } | null> {
  const docs = await SizeChartModel.find({
    category: oid(category),
    subcategory: { $in: subcategory ? [null, oid(subcategory)] : [null] },
    'rows.0': { $exists: true },
    'measurements.0': { $exists: true },
  }).lean<SizeChartLean[]>();
  const own = docs.find((d) => d.subcategory) ?? docs[0];
  const chart = chartOf(own ?? null);
  return own && chart ? { chart, subcategory: own.subcategory ?? null } : null;
}

/**
 * The storefront's read of the chart a category's (or one of its subcategories') products show:
 * named by whose it is; null when the default charts apply.
 */
export async function categorySizeChart(
  id: string,
  subcategory?: string,
): Promise<CategorySizeChartResponse> {
  const [category, applies] = await Promise.all([
    CategoryModel.findById(id, { name: 1, subcategories: 1 }).lean<{
      name: string;
      subcategories: { _id: Types.ObjectId; name: string }[];
    }>(),
    sizeChartThatApplies(id, subcategory),
  ]);
  if (!category) throw AppError.notFound(SizeChartMsg.categoryNotFound);
  const owner = applies?.subcategory
    ? category.subcategories.find((s) => String(s._id) === String(applies.subcategory))
    : undefined;
  return {
    success: true,
    categoryName: owner?.name ?? category.name,
    chart: applies?.chart ?? null,
  };
}
