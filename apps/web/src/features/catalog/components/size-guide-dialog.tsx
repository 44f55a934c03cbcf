import {
  HOW_TO_MEASURE,
  MEASURING_TIP,
  SIZE_CHART_UNAVAILABLE,
  SIZE_GUIDE_LABELS,
  sizeGuideFor,
  type SizeGuideUnit,
} from '@vastra/contracts/size-guide';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cx } from '@vastra/ui/cx';
import { Modal } from '@vastra/ui/modal';
import { api } from '@/lib/api-client';

const UNITS: { value: SizeGuideUnit; label: string }[] = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'cm' },
];

const sameSize = (a: string, b: string | null) => b !== null && a.toUpperCase() === b.toUpperCase();

/**
 * The shop's chart for the subcategory (its own, else its category's), or null when neither has
 * one (the garment kind's default applies); titled with whose chart it is.
 */
async function categoryGuide(
  categoryId: string,
  subcategoryId: string | undefined,
  signal: AbortSignal,
) {
  const { CategorySizeChartResponseSchema, sizeGuideFromChart } =
    await import('@vastra/contracts/size-chart');
  const sub = subcategoryId ? `?subcategory=${encodeURIComponent(subcategoryId)}` : '';
  const res = await api(`/category/${categoryId}/size-chart${sub}`, {
    schema: CategorySizeChartResponseSchema,
    signal,
  });
  return res.chart ? sizeGuideFromChart(res.categoryName, res.chart) : null;
}

/**
 * The size guide: the shop's own chart of the subcategory or category when it has set one, else the garment kind's
 * default chart of body measurements (inches or cm), the shopper's chosen size highlighted, and
 * how to take each measurement (the category's own words, when it has them). Loaded only when
 * first opened; a category chart that cannot be read leaves the default.
 */
export function SizeGuideDialog({
  garment,
  categoryId,
  subcategoryId,
  selectedSize,
  open,
  onClose,
}: {
  garment: string | undefined;
  /** Given when the shop has a chart for the product: it is read at the first open. */
  categoryId: string | undefined;
  subcategoryId: string | undefined;
  selectedSize: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const [unit, setUnit] = useState<SizeGuideUnit>('in');
  const own = useQuery({
    queryKey: ['size-chart', categoryId, subcategoryId],
    queryFn: ({ signal }) => categoryGuide(categoryId!, subcategoryId, signal),
    enabled: Boolean(categoryId),
    staleTime: 60_000,
    retry: false,
  });
  const guide = own.data ?? sizeGuideFor(garment);
  const howTo = own.data?.howToMeasure.trim() ?? '';
  const loading = Boolean(categoryId) && own.isPending;
  return (
    <Modal open={open} onClose={onClose} title="Size guide" size="lg">
      {loading ? (
        <p className="px-5 py-5 text-sm text-ink-muted" aria-busy="true">
          Loading the size chart…
        </p>
      ) : !guide ? (
        // Only a free-size garment's category chart, which could not be read.
        <p role="alert" className="px-5 py-5 text-sm text-ink-muted">
          {SIZE_CHART_UNAVAILABLE}
        </p>
      ) : (
        <div className="space-y-6 px-5 py-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">
              {guide.title}: body measurements, in {unit === 'in' ? 'inches' : 'centimetres'}.
            </p>
            <div
              role="group"
              aria-label="Units"
              className="inline-flex rounded-full border border-line p-0.5"
            >
              {UNITS.map((u) => (
                <button
                  key={u.value}
                  type="button"
                  aria-pressed={unit === u.value}
                  onClick={() => setUnit(u.value)}
                  className={cx(
                    'rounded-full px-3 py-1 text-xs font-semibold',
                    unit === u.value ? 'bg-ink text-surface' : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {u.label}
                </button>
              ))}
            </div>
          </div>

          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">
                {guide.title} size chart, {unit === 'in' ? 'inches' : 'centimetres'}
              </caption>
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Size
                  </th>
                  {guide.measurements.map((m) => (
                    <th key={m} scope="col" className="px-3 py-2 font-semibold">
                      {SIZE_GUIDE_LABELS[m]} ({unit})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => {
                  const chosen = sameSize(row.size, selectedSize);
                  return (
                    <tr
                      key={row.size}
                      aria-current={chosen ? 'true' : undefined}
                      className={cx(
                        'border-b border-line',
                        chosen && 'bg-brand-50 font-semibold dark:bg-brand-900/30',
                      )}
                    >
                      <th scope="row" className="py-2 pr-3 text-left">
                        {row.size}
                        {chosen && (
                          // Its own line on a phone, so the words never break apart.
                          <span className="block whitespace-nowrap text-xs text-accent-text sm:ml-2 sm:inline">
                            Your size
                          </span>
                        )}
                      </th>
                      {(unit === 'in' ? row.inches : row.cm).map((v, i) => (
                        <td key={guide.measurements[i]} className="px-3 py-2 tabular-nums">
                          {v}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <section aria-labelledby="how-to-measure">
            <h3 id="how-to-measure" className="text-sm font-semibold uppercase tracking-[0.14em]">
              How to measure
            </h3>
            {howTo ? (
              howTo.split(/\n+/).map((line, i) => (
                <p key={i} className="mt-2 text-sm text-ink-muted">
                  {line}
                </p>
              ))
            ) : (
              <>
                <p className="mt-2 text-sm text-ink-muted">{MEASURING_TIP}</p>
                <dl className="mt-3 space-y-2 text-sm">
                  {guide.measurements.map((m) => (
                    <div key={m}>
                      <dt className="font-semibold">{SIZE_GUIDE_LABELS[m]}</dt>
                      <dd className="text-ink-muted">{HOW_TO_MEASURE[m]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
