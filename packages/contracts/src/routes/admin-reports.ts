import { SalesQuerySchema, SalesReportResponseSchema } from '../admin/sales';
import { defineRoute } from './define';

/** The owner's and the accountant's money reports, read from every order's ledger. */
export const adminReportsApi = {
  sales: defineRoute({
    method: 'get',
    path: '/api/admin/reports/sales',
    summary:
      'Sales by day or month: gross, discounts, cancelled and returned, fees, net, collected',
    auth: 'staff',
    role: 'readonly',
    query: SalesQuerySchema,
    response: SalesReportResponseSchema,
  }),
  salesCsv: defineRoute({
    method: 'get',
    path: '/api/admin/reports/sales.csv',
    summary: 'The sales report as CSV',
    produces: 'text/csv',
    auth: 'staff',
    role: 'readonly',
    query: SalesQuerySchema,
  }),
} as const;

export const adminReportsRoutes = Object.values(adminReportsApi);
