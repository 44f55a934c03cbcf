import { useQueryClient } from '@tanstack/react-query';
import {
  SIZE_CHART_LIMITS,
  SizeChartSchema,
  sizeChartCellField,
  sizeChartFields,
  type AdminSizeChart,
  type SizeChartBody,
} from '@vastra/contracts/size-chart';
import {
  SIZE_GUIDE_LABELS,
  SIZE_GUIDE_MEASUREMENTS,
  type SizeGuideMeasurement,
} from '@vastra/contracts/size-guide';
import { Button } from '@vastra/ui/button';
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useEditConflict } from '@/components/edit-conflict';
import { applyServerErrors } from '@/components/form';
import { Panel } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { loadSizeChart, saveSizeChart, sizeChartKey, type ChartOwner } from './size-chart-api';

/**
 * What the form holds, one field per thing two people may change apart: the chosen columns, the
 * text, the version, and each cell as typed, named as the API names it ("Chest of size M"), so a
 * refused save marks the very cells changed meanwhile and a reload keeps the user's other cells.
 */
type Values = FieldValues & {
  measurements: SizeGuideMeasurement[];
  howToMeasure: string;
  versionSeen: number;
};

function valuesOf(saved: AdminSizeChart): Values {
  const fields = sizeChartFields(saved.chart);
  const values: Values = {
    measurements: fields.measurements as SizeGuideMeasurement[],
    howToMeasure: fields.howToMeasure as string,
    versionSeen: saved.editVersion,
  };
  for (const [k, v] of Object.entries(fields))
    if (k !== 'measurements' && k !== 'howToMeasure') values[k] = String(v);
  return values;
}

/** The chart the form describes: the sizes with any value typed, in the category's size order. */
function chartOf(values: Values, sizes: readonly string[]) {
  const measurements = SIZE_GUIDE_MEASUREMENTS.filter((m) => values.measurements.includes(m));
  const typed = (size: string, m: SizeGuideMeasurement) =>
    String(values[sizeChartCellField(size, m)] ?? '').trim();
  const rows = sizes
    .filter((s) => measurements.some((m) => typed(s, m) !== ''))
    .map((size) => ({
      size,
      inches: measurements.map((m) =>
        typed(size, m) === '' ? Number.NaN : Number(typed(size, m)),
      ),
    }));
  return { measurements, rows, howToMeasure: values.howToMeasure };
}

/**
 * The chart's form: one row per size the owner's products come in, one column per chosen body
 * measurement, the "How to measure" text. A size left blank is not in the chart. Read-only
 * accounts see it without the controls. A save over a newer chart is refused with who changed
 * which cells; "Reload keeping my changes" loads theirs and keeps every cell of the user's they
 * did not change. Removing a subcategory's chart goes back to its category's.
 */
export function ChartForm({ owner, saved }: { owner: ChartOwner; saved: AdminSizeChart }) {
  const client = useQueryClient();
  const canEdit = useCan('staff');
  const form = useForm<Values>({ defaultValues: valuesOf(saved) });
  const [sizes, setSizes] = useState(saved.sizes);
  const [hasChart, setHasChart] = useState(saved.chart !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const conflict = useEditConflict(form as UseFormReturn<Values, unknown, unknown>, async () => {
    const fresh = await client.fetchQuery({
      queryKey: sizeChartKey(owner),
      queryFn: ({ signal }) => loadSizeChart(owner, signal),
      staleTime: 0,
    });
    setSizes(fresh.sizes);
    setHasChart(fresh.chart !== null);
    return valuesOf(fresh);
  });
  const chosen = form.watch('measurements');
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  const submit = async (chart: SizeChartBody['chart']) => {
    if (chart) {
      const checked = SizeChartSchema.safeParse(chart);
      if (!checked.success) {
        setProblem(checked.error.issues[0]!.message);
        return;
      }
    }
    setBusy(true);
    setProblem(null);
    conflict.clear();
    form.clearErrors();
    try {
      const res = await saveSizeChart(owner, { chart, versionSeen: form.getValues('versionSeen') });
      client.setQueryData(sizeChartKey(owner), res.data);
      setSizes(res.data.sizes);
      setHasChart(res.data.chart !== null);
      form.reset(valuesOf(res.data));
      toast.success(res.message);
    } catch (err) {
      if (conflict.refused(err)) applyServerErrors(form, err);
      else setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const columns = SIZE_GUIDE_MEASUREMENTS.filter((m) => chosen.includes(m));
  const toggle = (m: SizeGuideMeasurement, on: boolean) =>
    form.setValue('measurements', on ? [...chosen, m] : chosen.filter((x) => x !== m), {
      shouldDirty: true,
    });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(chartOf(form.getValues(), sizes));
      }}
    >
      {sizes.length === 0 ? (
        <Panel>
          <p className="text-sm">
            {saved.subcategoryName ?? saved.categoryName} has no products with sizes yet, so there
            are no rows to fill in.
          </p>
        </Panel>
      ) : (
        <>
          <Panel title="Measurements">
            <fieldset className="flex flex-wrap gap-4" disabled={!canEdit}>
              <legend className="sr-only">Columns of the chart</legend>
              {SIZE_GUIDE_MEASUREMENTS.map((m) => (
                <label key={m} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(m)}
                    onChange={(e) => toggle(m, e.target.checked)}
                  />
                  {SIZE_GUIDE_LABELS[m]}
                </label>
              ))}
            </fieldset>
            <FieldNote message={errors.measurements?.message} />
          </Panel>
          <Panel title="Sizes">
            {columns.length === 0 ? (
              <p className="text-sm text-ink-muted">Choose the measurements to show.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="text-sm">
                  <caption className="sr-only">Measurements per size, in inches</caption>
                  <thead>
                    <tr className="text-left">
                      <th scope="col" className="py-2 pr-3">
                        Size
                      </th>
                      {columns.map((m) => (
                        <th key={m} scope="col" className="px-2 py-2">
                          {SIZE_GUIDE_LABELS[m]} (in)
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sizes.map((size) => (
                      <tr key={size} className="border-t border-line">
                        <th scope="row" className="py-2 pr-3 text-left">
                          {size}
                        </th>
                        {columns.map((m) => {
                          const field = sizeChartCellField(size, m);
                          const note = errors[field]?.message;
                          const noteId = `cell-note-${sizes.indexOf(size)}-${m}`;
                          return (
                            <td key={m} className="px-2 py-1 align-top">
                              <input
                                aria-label={`${SIZE_GUIDE_LABELS[m]} of size ${size}, inches`}
                                aria-invalid={note ? true : undefined}
                                aria-describedby={note ? noteId : undefined}
                                inputMode="decimal"
                                disabled={!canEdit}
                                {...form.register(field)}
                                className="w-20 rounded-md border border-line bg-surface px-2 py-1 tabular-nums aria-invalid:border-danger"
                              />
                              <FieldNote id={noteId} message={note} />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
          <Panel title="How to measure">
            <label className="flex flex-col gap-1 text-sm">
              <span>Shown under the chart (blank: the usual steps for each measurement)</span>
              <textarea
                rows={4}
                maxLength={SIZE_CHART_LIMITS.maxHowTo}
                disabled={!canEdit}
                {...form.register('howToMeasure')}
                className="rounded-md border border-line bg-surface px-3 py-2"
              />
            </label>
            <FieldNote message={errors.howToMeasure?.message} />
          </Panel>
        </>
      )}
      {problem && (
        <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
          <p className="text-danger-text">{problem}</p>
        </div>
      )}
      {conflict.notice}
      {canEdit && sizes.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            Save chart
          </Button>
          {hasChart && (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void submit(null)}
            >
              {saved.subcategoryName ? 'Remove this chart' : 'Use the default chart'}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

/** What another person changed on a field meanwhile, under it. */
function FieldNote({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 max-w-48 text-xs text-danger-text">
      {message}
    </p>
  );
}
