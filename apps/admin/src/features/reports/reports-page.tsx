import { Input } from '@vastra/ui/input';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopDay } from '@vastra/contracts/shop-time';
import {
  SALES_CSV_COLUMNS,
  type SalesGrouping,
  type SalesRow,
} from '@vastra/contracts/admin/sales';
import { useState, type FormEvent } from 'react';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { downloadSalesCsv, fetchSalesReport, type ReportRange } from './api';
import { GstPanel } from './gst-panel';
import { ReportTable } from './report-table';

/** The first day of the month `day` is in (YYYY-MM-01). */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

const cell = (row: SalesRow, key: keyof SalesRow) =>
  key === 'period' || key === 'orders' ? String(row[key]) : formatINR(row[key]);

/**
 * Sales by day or month for a range of India days, read from every order's ledger: the figures
 * an accountant reconciles with the bank (collected less refunds) and the books (net sales).
 */
export function ReportsPage() {
  const today = shopDay();
  const [range, setRange] = useState<ReportRange>({
    from: monthStart(today),
    to: today,
    by: 'day',
  });
  const [draft, setDraft] = useState(range);
  const query = useQuery({
    queryKey: ['admin', 'reports', 'sales', range],
    queryFn: ({ signal }) => fetchSalesReport(range, signal),
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setRange(draft);
  };
  const download = () =>
    downloadSalesCsv(range).catch((err: unknown) => toast.error(errorMessage(err)));
  return (
    <>
      <PageHeader
        title="Sales reports"
        description="Gross and net sales, cancellations and returns, fees kept, and money collected, by India day or month."
      />
      <form
        onSubmit={apply}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Report range"
      >
        <label htmlFor="report-from" className="flex flex-col gap-1 text-sm">
          From
          <Input
            id="report-from"
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label htmlFor="report-to" className="flex flex-col gap-1 text-sm">
          To
          <Input
            id="report-to"
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Group by
          <select
            className="h-10 rounded-md border border-line bg-surface px-2"
            value={draft.by}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as SalesGrouping })}
          >
            <option value="day">Day</option>
            <option value="month">Month</option>
          </select>
        </label>
        <button type="submit" className="h-10 rounded-md bg-ink px-4 text-sm text-surface">
          Show
        </button>
        <button
          type="button"
          onClick={() => void download()}
          className="h-10 rounded-md border border-line px-4 text-sm"
        >
          Download CSV
        </button>
      </form>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {query.data && (
          <Panel title="Sales">
            <ReportTable
              caption={`Sales from ${range.from} to ${range.to}`}
              columns={SALES_CSV_COLUMNS}
              rows={query.data.rows}
              rowKey={(r) => r.period}
              cell={cell}
              total={query.data.totals}
            />
          </Panel>
        )}
      </QueryState>
      <div className="mt-6">
        <GstPanel range={range} />
      </div>
    </>
  );
}
