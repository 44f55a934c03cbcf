import { useQuery } from '@tanstack/react-query';
import { GST_CSV_COLUMNS, type GstSummaryRow } from '@vastra/contracts/admin/sales';
import { Panel, QueryState } from '@/components/page';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { downloadGstCsv, fetchGstSummary, type ReportRange } from './api';
import { ReportTable } from './report-table';

const cell = (row: GstSummaryRow, key: keyof GstSummaryRow) =>
  key === 'placeOfSupply'
    ? row.placeOfSupply
    : key === 'rate'
      ? `${row.rate}%`
      : formatINR(row[key]);

/** The GST summary (B2C) of the range: invoices less credit notes issued in it, by place and rate. */
export function GstPanel({ range }: { range: ReportRange }) {
  const query = useQuery({
    queryKey: ['admin', 'reports', 'gst', range.from, range.to],
    queryFn: ({ signal }) => fetchGstSummary(range, signal),
  });
  const download = () =>
    downloadGstCsv(range).catch((err: unknown) => toast.error(errorMessage(err)));
  return (
    <Panel
      title="GST summary (B2C)"
      actions={
        <button type="button" className="text-sm underline" onClick={() => void download()}>
          Download GST CSV
        </button>
      }
    >
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {query.data && (
          <>
            <p className="mb-2 text-sm text-ink-muted">
              Invoices issued: {query.data.invoices} · credit notes issued: {query.data.creditNotes}
            </p>
            {query.data.rows.length === 0 ? (
              <p className="text-sm text-ink-muted">No tax documents in this range.</p>
            ) : (
              <ReportTable
                caption="GST by place of supply and rate"
                columns={GST_CSV_COLUMNS}
                rows={query.data.rows}
                rowKey={(r) => `${r.placeOfSupply}-${r.rate}`}
                cell={cell}
              />
            )}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
