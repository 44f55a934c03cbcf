import { IdParamsSchema } from '../common';
import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  SizeChartBodySchema,
} from '../size-chart';
import { defineRoute } from './define';

/** The back office's size chart of each category. */
export const adminSizeChartsApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/admin/categories/:id/size-chart',
    summary: 'A category’s size chart with the sizes its products come in',
    auth: 'staff',
    role: 'readonly',
    errors: [404],
    params: IdParamsSchema,
    response: AdminSizeChartResponseSchema,
  }),
  save: defineRoute({
    method: 'put',
    path: '/api/admin/categories/:id/size-chart',
    summary: 'Set a category’s size chart (null: back to the default chart per garment)',
    auth: 'staff',
    role: 'staff',
    errors: [404, 409],
    params: IdParamsSchema,
    body: SizeChartBodySchema,
    response: AdminSizeChartSaveResponseSchema,
  }),
} as const;
