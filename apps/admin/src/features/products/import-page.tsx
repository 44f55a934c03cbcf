import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STOCK_CSV_FIELD } from '@vastra/contracts/admin/catalogue';
import {
  PRODUCT_CSV_COLUMNS,
  ProductImportApplyResponseSchema,
  ProductImportMsg,
  ProductImportPreviewResponseSchema,
  type ProductImportPreview,
} from '@vastra/contracts/admin/catalogue-bulk';
import { Button } from '@vastra/ui/button';
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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Products from a CSV (the export's columns): the API reads the file first and answers what each
 * row would create or change and every bad row; nothing changes until it is applied, and a file
 * with bad rows cannot be applied.
 */
export function ProductImportPage() {
  const client = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const previewing = useMutation({
    mutationFn: (f: File) =>
      api('/admin/products/csv/preview', {
        method: 'POST',
        form: csvForm(f),
        schema: ProductImportPreviewResponseSchema,
      }),
    onSuccess: setPreview,
    onError: (err) => {
      setPreview(null);
      toast.error(errorMessage(err, 'The CSV file could not be read.'));
    },
  });
  const applying = useMutation({
    mutationFn: (f: File) =>
      api('/admin/products/csv/apply', {
        method: 'POST',
        form: csvForm(f),
        schema: ProductImportApplyResponseSchema,
      }),
    onSuccess: (r) => {
      toast.success(
        `Products imported: ${plural(r.created, 'new product')}, ${plural(r.updated, 'product')} updated.`,
      );
      setPreview(null);
      setFile(null);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
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
          category and subcategory are given by slug, the discount in whole per cent.
        </p>
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
              loading={applying.isPending}
              onClick={() => applying.mutate(file)}
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
