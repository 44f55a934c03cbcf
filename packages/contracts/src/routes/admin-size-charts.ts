import { SubcategoryParamsSchema } from '../admin/catalogue';
import { IdParamsSchema } from '../common';
import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  SizeChartBodySchema,
} from '../size-chart';
import { defineRoute } from './define';

/** The back office's size chart of each category and subcategory. */
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
  getSub: defineRoute({
    method: 'get',
    path: '/api/admin/categories/:id/subcategories/:subId/size-chart',
    summary: 'A subcategory’s size chart, with which chart applies when it has none',
    auth: 'staff',
    role: 'readonly',
    errors: [404],
    params: SubcategoryParamsSchema,
    response: AdminSizeChartResponseSchema,
  }),
  saveSub: defineRoute({
    method: 'put',
    path: '/api/admin/categories/:id/subcategories/:subId/size-chart',
    summary: 'Set a subcategory’s own size chart (null: back to its category’s chart)',
    auth: 'staff',
    role: 'staff',
    errors: [404, 409],
    params: SubcategoryParamsSchema,
    body: SizeChartBodySchema,
    response: AdminSizeChartSaveResponseSchema,
  }),
} as const;
