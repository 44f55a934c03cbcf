import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  type SizeChartBody,
} from '@vastra/contracts/size-chart';
import { api } from '@/lib/api';

export const sizeChartKey = (categoryId: string) => ['size-chart', categoryId] as const;

export async function loadSizeChart(categoryId: string, signal?: AbortSignal) {
  const res = await api(`/admin/categories/${categoryId}/size-chart`, {
    schema: AdminSizeChartResponseSchema,
    signal,
  });
  return res.data;
}

export function saveSizeChart(categoryId: string, body: SizeChartBody) {
  return api(`/admin/categories/${categoryId}/size-chart`, {
    method: 'PUT',
    body,
    schema: AdminSizeChartSaveResponseSchema,
  });
}
