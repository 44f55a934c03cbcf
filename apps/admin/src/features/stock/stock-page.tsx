import { Button } from '@vastra/ui/button';
import {
  CatalogueMsg,
  STOCK_CSV_COLUMNS,
  StockCsvApplyResponseSchema,
  StockCsvPreviewResponseSchema,
} from '@vastra/contracts/admin/catalogue';
import { CsvFilePicker, useCsvImport } from '@/components/csv-import';
import { CsvRowErrors } from '@/components/csv-row-errors';
import { PageHeader, Panel } from '@/components/page';

/**
 * Stock by CSV: the file is read by the API first (a preview of every change and every bad row);
 * nothing changes until it is applied, and a file with bad rows cannot be applied.
 */
export function StockPage() {
  const csv = useCsvImport({
    previewPath: '/admin/stock/csv/preview',
    applyPath: '/admin/stock/csv/apply',
    previewSchema: StockCsvPreviewResponseSchema,
    applySchema: StockCsvApplyResponseSchema,
    appliedMessage: (r) =>
      `Stock updated: ${r.applied} size${r.applied === 1 ? '' : 's'} of ${r.products} product${r.products === 1 ? '' : 's'}.`,
  });
  const { preview, file } = csv;

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
        <CsvFilePicker onChoose={csv.choose} reading={csv.reading} />
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
              loading={csv.applying}
              onClick={csv.apply}
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
