import { useQuery } from '@tanstack/react-query';
import { GST_CSV_COLUMNS, type GstSummaryRow } from '@vastra/contracts/admin/sales';
import { Panel, QueryState } from '@/components/page';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { downloadGstCsv, fetchGstSummary, type ReportRange } from './api';

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
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">GST by place of supply and rate</caption>
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-ink-muted">
                      {GST_CSV_COLUMNS.map((c) => (
                        <th key={c.key} scope="col" className="px-2 py-2 font-medium">
                          {c.header.replace(' (INR)', '')}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {query.data.rows.map((r) => (
                      <tr key={`${r.placeOfSupply}-${r.rate}`}>
                        {GST_CSV_COLUMNS.map((c) => (
                          <td key={c.key} className="px-2 py-1.5 tabular-nums whitespace-nowrap">
                            {cell(r, c.key)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
