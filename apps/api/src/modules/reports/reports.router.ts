import { adminReportsApi } from '@vastra/contracts/routes/admin-reports';
import { Router } from 'express';
import { bindRoutes } from '../../lib/route';
import { adminRoutesOn } from '../staff';
import { gstCsv, gstReport } from './gst-summary';
import { salesCsv, salesReport } from './reports.service';

/** `GET /api/admin/reports/...`: the money reports (JSON and CSV). */
export function createReportsRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminReportsApi, {
    sales: async ({ query }) => ({
      success: true as const,
      ...(await salesReport(query)),
    }),

    salesCsv: async ({ query }, _req, res) => {
      const csv = salesCsv(await salesReport(query));
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="sales-${query.from}-to-${query.to}-by-${query.by}.csv"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(csv);
    },

    gst: async ({ query }) => ({
      success: true as const,
      ...(await gstReport(query)),
    }),

    gstCsv: async ({ query }, _req, res) => {
      const csv = gstCsv((await gstReport(query)).rows);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="gst-${query.from}-to-${query.to}.csv"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(csv);
    },
  });

  return router;
}
