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

/** The stored chart as the contracts read it, or null when the category has none. */
export function chartOf(doc: SizeChartLean | null): SizeChart | null {
  if (!doc || doc.rows.length === 0 || doc.measurements.length === 0) return null;
  return {
    measurements: doc.measurements as SizeChart['measurements'],
    rows: doc.rows.map((r) => ({ size: r.size, inches: [...r.inches] })),
    howToMeasure: doc.howToMeasure ?? '',
  };
}

/** The storefront's read of a category's own size chart (null: the default charts apply). */
export async function categorySizeChart(id: string): Promise<CategorySizeChartResponse> {
  const [category, doc] = await Promise.all([
    CategoryModel.findById(id, { name: 1 }).lean<{ name: string }>(),
    SizeChartModel.findOne({ category: oid(id) }).lean<SizeChartLean>(),
  ]);
  if (!category) throw AppError.notFound(SizeChartMsg.categoryNotFound);
  return { success: true, categoryName: category.name, chart: chartOf(doc) };
}

/** Whether the category has its own size chart (with rows and columns), for the product page. */
export async function hasCategorySizeChart(category: Types.ObjectId | string): Promise<boolean> {
  const found = await SizeChartModel.exists({
    category: oid(category),
    'rows.0': { $exists: true },
    'measurements.0': { $exists: true },
  });
  return found !== null;
}
