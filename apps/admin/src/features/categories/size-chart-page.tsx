import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EDIT_CONFLICT } from '@vastra/contracts/admin/edit-version';
import {
  SIZE_CHART_LIMITS,
  SizeChartSchema,
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
import { Link, useParams } from 'react-router-dom';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api';
import { loadSizeChart, saveSizeChart, sizeChartKey } from './size-chart-api';

/** What the form holds: the chosen columns, each size's typed values, the text, the version. */
interface Draft {
  measurements: SizeGuideMeasurement[];
  values: Record<string, Partial<Record<SizeGuideMeasurement, string>>>;
  howToMeasure: string;
  versionSeen: number;
}

function draftOf(saved: AdminSizeChart): Draft {
  const values: Draft['values'] = {};
  for (const row of saved.chart?.rows ?? [])
    values[row.size] = Object.fromEntries(
      saved.chart!.measurements.map((m, i) => [m, String(row.inches[i] ?? '')]),
    );
  return {
    measurements: saved.chart ? [...saved.chart.measurements] : [],
    values,
    howToMeasure: saved.chart?.howToMeasure ?? '',
    versionSeen: saved.editVersion,
  };
}

/** The chart the draft describes: the sizes with any value typed, in the category's size order. */
function chartOf(draft: Draft, sizes: readonly string[]) {
  const measurements = SIZE_GUIDE_MEASUREMENTS.filter((m) => draft.measurements.includes(m));
  const rows = sizes
    .filter((s) => measurements.some((m) => (draft.values[s]?.[m] ?? '').trim() !== ''))
    .map((size) => ({
      size,
      inches: measurements.map((m) => {
        const typed = (draft.values[size]?.[m] ?? '').trim();
        return typed === '' ? Number.NaN : Number(typed);
      }),
    }));
  return { measurements, rows, howToMeasure: draft.howToMeasure };
}

/**
 * A category's size chart: one row per size its products come in, one column per chosen body
 * measurement (inches; the storefront shows centimetres too), and the "How to measure" text. A
 * size left blank is not in the chart. Without a chart the storefront shows the default chart of
 * each product's garment kind. Read-only accounts see it without the controls.
 */
export function SizeChartPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const canEdit = useCan('staff');
  const query = useQuery({
    queryKey: sizeChartKey(id),
    queryFn: ({ signal }) => loadSizeChart(id, signal),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = query.data;
  const form = draft ?? (saved ? draftOf(saved) : null);

  const change = (next: Partial<Draft>) => form && setDraft({ ...form, ...next });
  const setValue = (size: string, m: SizeGuideMeasurement, v: string) =>
    form && change({ values: { ...form.values, [size]: { ...form.values[size], [m]: v } } });
  const toggle = (m: SizeGuideMeasurement, on: boolean) =>
    form &&
    change({
      measurements: on ? [...form.measurements, m] : form.measurements.filter((x) => x !== m),
    });

  const reload = async () => {
    const fresh = await client.fetchQuery({
      queryKey: sizeChartKey(id),
      queryFn: ({ signal }) => loadSizeChart(id, signal),
      staleTime: 0,
    });
    setDraft(draftOf(fresh));
    setProblem(null);
  };

  const submit = async (chart: SizeChartBody['chart']) => {
    if (!form || !saved) return;
    if (chart) {
      const checked = SizeChartSchema.safeParse(chart);
      if (!checked.success) {
        setProblem({ message: checked.error.issues[0]!.message, conflict: false });
        return;
      }
    }
    setBusy(true);
    try {
      const res = await saveSizeChart(id, { chart, versionSeen: form.versionSeen });
      client.setQueryData(sizeChartKey(id), res.data);
      setDraft(draftOf(res.data));
      setProblem(null);
      toast.success(res.message);
    } catch (err) {
      setProblem({
        message: errorMessage(err),
        conflict: err instanceof ApiError && err.code === EDIT_CONFLICT,
      });
    } finally {
      setBusy(false);
    }
  };

  const columns = SIZE_GUIDE_MEASUREMENTS.filter((m) => form?.measurements.includes(m));
  return (
    <>
      <PageHeader
        title={saved ? `Size chart: ${saved.categoryName}` : 'Size chart'}
        description="Body measurements per size, in inches. Sizes left blank are not shown."
        actions={
          <Link to="/categories" className="text-sm underline">
            All categories
          </Link>
        }
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {saved && form && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(chartOf(form, saved.sizes));
            }}
          >
            <p className="text-sm text-ink-muted">
              {saved.chart
                ? 'The storefront shows this chart for every product in the category.'
                : 'No chart of its own yet: the storefront shows the default chart of each product’s kind.'}
            </p>
            {saved.sizes.length === 0 ? (
              <Panel>
                <p className="text-sm">
                  This category has no products with sizes yet, so there are no rows to fill in.
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
                          checked={form.measurements.includes(m)}
                          onChange={(e) => toggle(m, e.target.checked)}
                        />
                        {SIZE_GUIDE_LABELS[m]}
                      </label>
                    ))}
                  </fieldset>
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
                          {saved.sizes.map((size) => (
                            <tr key={size} className="border-t border-line">
                              <th scope="row" className="py-2 pr-3 text-left">
                                {size}
                              </th>
                              {columns.map((m) => (
                                <td key={m} className="px-2 py-1">
                                  <input
                                    aria-label={`${SIZE_GUIDE_LABELS[m]} of size ${size}, inches`}
                                    inputMode="decimal"
                                    disabled={!canEdit}
                                    value={form.values[size]?.[m] ?? ''}
                                    onChange={(e) => setValue(size, m, e.target.value)}
                                    className="w-20 rounded-md border border-line bg-surface px-2 py-1 tabular-nums"
                                  />
                                </td>
                              ))}
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
                      value={form.howToMeasure}
                      onChange={(e) => change({ howToMeasure: e.target.value })}
                      className="rounded-md border border-line bg-surface px-3 py-2"
                    />
                  </label>
                </Panel>
              </>
            )}
            {problem && (
              <div
                role="alert"
                className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm"
              >
                <p className="text-danger-text">{problem.message}</p>
                {problem.conflict && (
                  <button type="button" className="mt-2 underline" onClick={() => void reload()}>
                    Reload the saved chart
                  </button>
                )}
              </div>
            )}
            {canEdit && saved.sizes.length > 0 && (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  Save chart
                </Button>
                {saved.chart && (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={busy}
                    onClick={() => void submit(null)}
                  >
                    Use the default chart
                  </Button>
                )}
              </div>
            )}
          </form>
        )}
      </QueryState>
    </>
  );
}
