import {
  GstSummaryResponseSchema,
  SalesReportResponseSchema,
  type GstSummaryResponse,
  type SalesGrouping,
  type SalesReportResponse,
} from '@vastra/contracts/admin/sales';
import { api, apiBlob, saveBlob } from '@/lib/api';

export interface ReportRange {
  from: string;
  to: string;
  by: SalesGrouping;
}

const query = (r: ReportRange) => new URLSearchParams({ from: r.from, to: r.to, by: r.by });

export function fetchSalesReport(
  r: ReportRange,
  signal?: AbortSignal,
): Promise<SalesReportResponse> {
  return api(`/admin/reports/sales?${query(r).toString()}`, {
    schema: SalesReportResponseSchema,
    signal,
  });
}

export async function downloadSalesCsv(r: ReportRange): Promise<void> {
  const blob = await apiBlob(`/admin/reports/sales.csv?${query(r).toString()}`);
  saveBlob(blob, `sales-${r.from}-to-${r.to}-by-${r.by}.csv`);
}

export function fetchGstSummary(r: ReportRange, signal?: AbortSignal): Promise<GstSummaryResponse> {
  const q = new URLSearchParams({ from: r.from, to: r.to });
  return api(`/admin/reports/gst?${q.toString()}`, { schema: GstSummaryResponseSchema, signal });
}

export async function downloadGstCsv(r: ReportRange): Promise<void> {
  const q = new URLSearchParams({ from: r.from, to: r.to });
  saveBlob(await apiBlob(`/admin/reports/gst.csv?${q.toString()}`), `gst-${r.from}-to-${r.to}.csv`);
}
