import {
  PRODUCT_CSV_COLUMNS,
  ProductImportApplyResponseSchema,
  ProductImportMsg,
  ProductImportPreviewResponseSchema,
} from '@vastra/contracts/admin/catalogue-bulk';
import { Button } from '@vastra/ui/button';
import { CsvFilePicker, useCsvImport } from '@/components/csv-import';
import { CsvRowErrors } from '@/components/csv-row-errors';
import { PageHeader, Panel } from '@/components/page';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Products from a CSV (the export's columns): the API reads the file first and answers what each
 * row would create or change and every bad row; nothing changes until it is applied, and a file
 * with bad rows cannot be applied.
 */
export function ProductImportPage() {
  const csv = useCsvImport({
    previewPath: '/admin/products/csv/preview',
    applyPath: '/admin/products/csv/apply',
    previewSchema: ProductImportPreviewResponseSchema,
    applySchema: ProductImportApplyResponseSchema,
    appliedMessage: (r) =>
      `Products imported: ${plural(r.created, 'new product')}, ${plural(r.updated, 'product')} updated.`,
  });
  const { preview, file } = csv;
  const s = preview?.summary;
  const writes = s ? s.creates + s.updates : 0;

  return (
    <>
      <PageHeader
        title="Import products"
        description="Create and update many products at once from a CSV file."
      />
      <Panel title="1. Choose the file">
        <p className="text-sm text-ink-muted">
          The columns of the products export (<code>{PRODUCT_CSV_COLUMNS.join(',')}</code> and a{' '}
          <code>stock_SIZE</code> column per size). <code>slug</code> names the product: a known
          slug updates it, a new one creates it. A blank cell leaves that field as it is; the
          category and subcategory are given by slug, the discount in whole per cent. A new product
          is always created as a draft (leave <code>visibility</code> empty or write{' '}
          <code>draft</code>) and published from its page; the file never publishes a draft.
        </p>
        <CsvFilePicker onChoose={csv.choose} reading={csv.reading} />
      </Panel>
      {preview && s && file && (
        <Panel title="2. Check the changes" className="mt-6">
          <p className="text-sm" role="status">
            {plural(s.rows, 'row')}: {s.creates} new, {s.updates} updated, {s.unchanged} unchanged,{' '}
            {s.errors} with errors.
          </p>
          <CsvRowErrors errors={preview.errors} />
          {preview.changes.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Changes</h3>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">Product changes</caption>
                <thead className="text-xs uppercase text-ink-muted">
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      Line
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Product
                    </th>
                    <th scope="col" className="py-1">
                      What changes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((c) => (
                    <tr key={c.line} className="border-t border-line align-top">
                      <td className="py-1 pr-4 tabular-nums">{c.line}</td>
                      <td className="py-1 pr-4">
                        {c.name}
                        <span className="block text-xs text-ink-muted">
                          {c.action === 'create' ? 'New product' : c.slug}
                        </span>
                      </td>
                      <td className="py-1">
                        <ul>
                          {c.fields.map((f) => (
                            <li key={f.field}>
                              {f.field}:{' '}
                              {c.action === 'create'
                                ? f.after
                                : `${f.before || '(empty)'} → ${f.after || '(empty)'}`}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4 flex items-center gap-3">
            <Button
              disabled={preview.errors.length > 0 || writes === 0}
              loading={csv.applying}
              onClick={csv.apply}
            >
              Apply {plural(writes, 'change')}
            </Button>
            {preview.errors.length > 0 && (
              <p className="text-sm text-ink-muted">{ProductImportMsg.hasErrors}</p>
            )}
          </div>
        </Panel>
      )}
    </>
  );
}
