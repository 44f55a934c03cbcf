import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  type SizeChartBody,
} from '@vastra/contracts/size-chart';
import { api } from '@/lib/api';

/** Whose chart: a category's own (no `subId`) or one of its subcategories'. */
export interface ChartOwner {
  categoryId: string;
  subId?: string | undefined;
}

export const sizeChartKey = (o: ChartOwner) => ['size-chart', o.categoryId, o.subId ?? ''] as const;

/** The editor's address for the owner's chart. */
export const sizeChartPage = (o: ChartOwner) =>
  `/categories/${o.categoryId}/size-chart${o.subId ? `/${o.subId}` : ''}`;

const apiPath = (o: ChartOwner) =>
  `/admin/categories/${o.categoryId}${o.subId ? `/subcategories/${o.subId}` : ''}/size-chart`;

export async function loadSizeChart(o: ChartOwner, signal?: AbortSignal) {
  const res = await api(apiPath(o), { schema: AdminSizeChartResponseSchema, signal });
  return res.data;
}

export function saveSizeChart(o: ChartOwner, body: SizeChartBody) {
  return api(apiPath(o), { method: 'PUT', body, schema: AdminSizeChartSaveResponseSchema });
}
