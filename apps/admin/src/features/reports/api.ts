import {
  SalesReportResponseSchema,
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
