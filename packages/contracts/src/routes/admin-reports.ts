import {
  GstQuerySchema,
  GstSummaryResponseSchema,
  SalesQuerySchema,
  SalesReportResponseSchema,
} from '../admin/sales';
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
  gst: defineRoute({
    method: 'get',
    path: '/api/admin/reports/gst',
    summary: 'GST summary (B2C): invoices less credit notes issued in the range, by place and rate',
    auth: 'staff',
    role: 'readonly',
    query: GstQuerySchema,
    response: GstSummaryResponseSchema,
  }),
  gstCsv: defineRoute({
    method: 'get',
    path: '/api/admin/reports/gst.csv',
    summary: 'The GST summary as CSV',
    produces: 'text/csv',
    auth: 'staff',
    role: 'readonly',
    query: GstQuerySchema,
  }),
} as const;
