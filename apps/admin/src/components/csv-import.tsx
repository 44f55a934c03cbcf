import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STOCK_CSV_FIELD } from '@vastra/contracts/admin/catalogue';
import { useId, useState } from 'react';
import type { ZodType } from 'zod';
import { toast } from '@/components/toast';
import { api, errorMessage } from '@/lib/api';

/** The upload as both CSV imports take it: the file in the form field the API reads. */
function csvForm(file: File): FormData {
  const form = new FormData();
  form.append(STOCK_CSV_FIELD, file);
  return form;
}

interface CsvImportOptions<Preview, Applied> {
  /** The API path that reads the file and answers what would change (`…/csv/preview`). */
  previewPath: string;
  /** The API path that applies the same file (`…/csv/apply`). */
  applyPath: string;
  previewSchema: ZodType<Preview>;
  applySchema: ZodType<Applied>;
  /** The toast after a successful apply. */
  appliedMessage: (answer: Applied) => string;
}

/**
 * A CSV import in two steps: choosing a file sends it for a preview (every change and every bad
 * row, nothing written); applying sends the same file again. After an apply the page starts over
 * and every back-office list is refetched.
 */
export function useCsvImport<Preview, Applied>(opts: CsvImportOptions<Preview, Applied>) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewing = useMutation({
    mutationFn: (f: File) =>
      api(opts.previewPath, { method: 'POST', form: csvForm(f), schema: opts.previewSchema }),
    onSuccess: (answer) => setPreview(answer),
    onError: (err) => {
      setPreview(null);
      toast.error(errorMessage(err, 'The CSV file could not be read.'));
    },
  });
  const applying = useMutation({
    mutationFn: (f: File) =>
      api(opts.applyPath, { method: 'POST', form: csvForm(f), schema: opts.applySchema }),
    onSuccess: (answer) => {
      toast.success(opts.appliedMessage(answer));
      setPreview(null);
      setFile(null);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  return {
    file,
    preview,
    reading: previewing.isPending,
    applying: applying.isPending,
    choose(f: File | null) {
      setFile(f);
      setPreview(null);
      if (f) previewing.mutate(f);
    },
    apply() {
      if (file) applying.mutate(file);
    },
  };
}

/** The file input of a CSV import, with its label and "Reading the file…" while it is read. */
export function CsvFilePicker({
  onChoose,
  reading,
}: {
  onChoose: (file: File | null) => void;
  reading: boolean;
}) {
  const inputId = useId();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        CSV file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5"
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      {reading && <span role="status">Reading the file…</span>}
    </div>
  );
}
