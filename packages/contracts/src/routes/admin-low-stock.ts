import {
  LowStockQuerySchema,
  LowStockResponseSchema,
  LowStockThresholdBodySchema,
  LowStockThresholdResponseSchema,
  ProductThresholdBodySchema,
  ProductThresholdParamsSchema,
  ProductThresholdResponseSchema,
} from '../admin/low-stock';
import { defineRoute } from './define';

/** Low stock: the sizes running out by urgency, the shop's threshold and each product's own. */
export const adminLowStockApi = {
  listLowStock: defineRoute({
    method: 'get',
    path: '/api/admin/low-stock',
    summary: 'Sizes at or below their threshold: sold out first, then the fewest units left',
    auth: 'staff',
    role: 'readonly',
    query: LowStockQuerySchema,
    response: LowStockResponseSchema,
  }),
  setLowStockThreshold: defineRoute({
    method: 'put',
    path: '/api/admin/low-stock/threshold',
    summary: "Set the shop's low-stock threshold (units)",
    auth: 'staff',
    errors: [409],
    role: 'staff',
    body: LowStockThresholdBodySchema,
    response: LowStockThresholdResponseSchema,
  }),
  setProductThreshold: defineRoute({
    method: 'put',
    path: '/api/admin/low-stock/products/:id',
    summary: "Set a product's own low-stock threshold, or null for the shop's",
    auth: 'staff',
    role: 'staff',
    params: ProductThresholdParamsSchema,
    body: ProductThresholdBodySchema,
    response: ProductThresholdResponseSchema,
  }),
} as const;
