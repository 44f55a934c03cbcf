import { Button } from '@vastra/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CatalogueMsg,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_FIELD,
  StockCsvApplyResponseSchema,
  StockCsvPreviewResponseSchema,
  type StockCsvPreview,
} from '@vastra/contracts/admin/catalogue';
import { useId, useState } from 'react';
import { CsvRowErrors } from '@/components/csv-row-errors';
import { PageHeader, Panel } from '@/components/page';
import { toast } from '@/components/toast';
import { api, errorMessage } from '@/lib/api';

function csvForm(file: File): FormData {
  const form = new FormData();
  form.append(STOCK_CSV_FIELD, file);
  return form;
}

/**
 * Stock by CSV: the file is read by the API first (a preview of every change and every bad row);
 * nothing changes until it is applied, and a file with bad rows cannot be applied.
 */
export function StockPage() {
  const client = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StockCsvPreview | null>(null);
  const previewing = useMutation({
    mutationFn: (f: File) =>
      api('/admin/stock/csv/preview', {
        method: 'POST',
        form: csvForm(f),
        schema: StockCsvPreviewResponseSchema,
      }),
    onSuccess: setPreview,
    onError: (err) => {
      setPreview(null);
      toast.error(errorMessage(err, 'The CSV file could not be read.'));
    },
  });
  const applying = useMutation({
    mutationFn: (f: File) =>
      api('/admin/stock/csv/apply', {
        method: 'POST',
        form: csvForm(f),
        schema: StockCsvApplyResponseSchema,
      }),
    onSuccess: (r) => {
      toast.success(
        `Stock updated: ${r.applied} size${r.applied === 1 ? '' : 's'} of ${r.products} product${r.products === 1 ? '' : 's'}.`,
      );
      setPreview(null);
      setFile(null);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  return (
    <>
      <PageHeader
        title="Bulk stock update"
        description="Upload a CSV to set the stock of many sizes at once."
      />
      <Panel title="1. Choose the file">
        <p className="text-sm text-ink-muted">
          One row per size, the first line naming the columns{' '}
          <code>{STOCK_CSV_COLUMNS.join(',')}</code>: the product&apos;s slug or id, the size, and
          its new stock (a whole number of 0 or more).
        </p>
        <pre className="mt-2 w-fit rounded bg-surface-muted px-3 py-2 text-xs">
          {'product,size,stock\nlinen-kurta-indigo,M,12\nlinen-kurta-indigo,L,0'}
        </pre>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <label htmlFor={inputId} className="text-sm font-medium">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setPreview(null);
              if (f) previewing.mutate(f);
            }}
          />
          {previewing.isPending && <span role="status">Reading the file…</span>}
        </div>
      </Panel>
      {preview && file && (
        <Panel title="2. Check the changes" className="mt-6">
          <p className="text-sm" role="status">
            {preview.summary.rows} rows: {preview.summary.changes} change
            {preview.summary.changes === 1 ? 's' : ''} a stock count, {preview.summary.unchanged}{' '}
            unchanged, {preview.summary.errors} with errors.
          </p>
          <CsvRowErrors errors={preview.errors} />
          {preview.changes.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Changes</h3>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">Stock changes</caption>
                <thead className="text-xs uppercase text-ink-muted">
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      Line
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Product
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Size
                    </th>
                    <th scope="col" className="py-1">
                      Stock
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((c) => (
                    <tr key={`${c.line}`} className="border-t border-line">
                      <td className="py-1 pr-4 tabular-nums">{c.line}</td>
                      <td className="py-1 pr-4">{c.product}</td>
                      <td className="py-1 pr-4">{c.size}</td>
                      <td className="py-1 tabular-nums">
                        {c.before} → {c.after}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4 flex items-center gap-3">
            <Button
              disabled={preview.errors.length > 0 || preview.changes.length === 0}
              loading={applying.isPending}
              onClick={() => applying.mutate(file)}
            >
              Apply {preview.summary.changes} change{preview.summary.changes === 1 ? '' : 's'}
            </Button>
            {preview.errors.length > 0 && (
              <p className="text-sm text-ink-muted">{CatalogueMsg.csvHasErrors}</p>
            )}
          </div>
        </Panel>
      )}
    </>
  );
}
